import { Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { ColorInput } from '../../ui/ColorInput';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { randomDefaultColor } from '../../ui/randomColor';
import { colorName } from '../../ui/palette/swatchText';

/**
 * The generator's base colour: its swatch (a link to its page, draggable), name and code, the colour input that
 * changes it, and a button for a random base.
 */
export function BaseColorBar({ code, onChange }: { code: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('tools');
  const name = colorName(code);
  return (
    <Bar>
      <Identity>
        <Swatch code={code} name={name} dragId="generator-base" style={{ background: code }} />
        <div>
          <Label>{t('generator.base')}</Label>
          <Name data-testid="base-name">{name}</Name>
          <Code>{code}</Code>
        </div>
      </Identity>
      <Controls>
        <ColorInput
          label={t('generator.base')}
          hideLabel
          pickerLabel={t('generator.pick')}
          clearLabel={t('generator.clear')}
          value={code}
          onChange={onChange}
        />
        <Button type="button" onClick={() => onChange(randomDefaultColor())}>
          <Shuffle aria-hidden />
          {t('generator.random')}
        </Button>
      </Controls>
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.large}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  min-width: 0;
`;

const Swatch = styled(ColorSwatchLink)`
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radius.medium + 2}px;
  box-shadow: inset 0 0 0 1px rgba(127, 127, 127, 0.3);
  touch-action: manipulation;
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.textMuted};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Name = styled.p`
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.25;
`;

const Code = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  width: min(420px, 100%);
  & > :first-child { flex: 1; }
  & > button { min-height: 44px; }
  ${({ theme }) => theme.media.narrow} {
    flex-wrap: wrap;
    & > :first-child { flex-basis: 100%; }
    & > button { width: 100%; }
  }
`;
