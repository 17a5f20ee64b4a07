import { Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { ColorInput } from '../../ui/ColorInput';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { randomDefaultColor } from '../../ui/randomColor';
import { useColorName } from '../../ui/palette/swatchText';
import { tokens } from '../../ui/theme';
import { centredRow, spreadRow } from '../../ui/styles';

/**
 * The generator's base colour: its swatch (a link to its page, draggable), name and code, the colour input that
 * changes it, and a button for a random base.
 */
export function BaseColorBar({ code, onChange }: { code: string; onChange: (code: string) => void }) {
  const colorName = useColorName();
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
  ${spreadRow}
  gap: ${tokens.space[4]}px ${tokens.space[5]}px;
  padding: ${tokens.space[4]}px;
  border-radius: ${tokens.radius.large}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
`;

const Identity = styled.div`
  ${centredRow}
  gap: ${tokens.space[4]}px;
  min-width: 0;
`;

const Swatch = styled(ColorSwatchLink)`
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: ${tokens.radius.medium + 2}px;
  box-shadow: ${tokens.swatchEdge};
  touch-action: manipulation;
`;

const Label = styled.p`
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
  color: ${tokens.colors.textMuted};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Name = styled.p`
  font-size: ${tokens.fontSizes[4]}px;
  font-weight: ${tokens.fontWeights.bold};
  line-height: 1.25;
`;

const Code = styled.p`
  font-family: ${tokens.fonts.mono};
  color: ${tokens.colors.textMuted};
`;

const Controls = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${tokens.space[3]}px;
  width: min(420px, 100%);
  & > :first-child { flex: 1; }
  & > button { min-height: 44px; }
  ${tokens.media.narrow} {
    flex-wrap: wrap;
    & > :first-child { flex-basis: 100%; }
    & > button { width: 100%; }
  }
`;
