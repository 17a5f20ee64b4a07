import { Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contrast } from '../../core/contrast/contrast';
import { Button } from '../../ui/Button';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { TextSample } from '../../ui/TextSample';
import { tokens } from '../../ui/theme';

/** The suggested text colour (nearest of the same hue that passes AA for small text) with a button to use it. */
export function Suggestion({ code, bg, onApply }: { code: string; bg: string; onApply: () => void }) {
  const { t } = useTranslation('tools');
  const score = contrast(code, bg).score.toFixed(2);
  return (
    <Card aria-label={t('contrast.suggestion')}>
      <Swatch code={code} dragId="contrast-suggestion" style={{ background: bg, color: code }}>
        <TextSample text="Aa" label={t('generator.sample', { fg: code, bg })} />
      </Swatch>
      <Text>
        <h2>{t('contrast.suggestion')}</h2>
        <p>{t('contrast.suggestionText')}</p>
        <p>
          <code>{code}</code> · <strong>{t('rating.score', { score })}</strong>
        </p>
      </Text>
      <Button type="button" $variant="primary" onClick={onApply}>
        <Wand2 aria-hidden />
        {t('contrast.apply')}
      </Button>
    </Card>
  );
}

const Card = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[4]}px;
  padding: ${tokens.space[4]}px ${tokens.space[4] + 8}px ${tokens.space[4]}px
    ${tokens.space[4]}px;
  border-radius: ${tokens.radius.large}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
`;

const Swatch = styled(ColorSwatchLink)`
  display: grid;
  place-items: center;
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: ${tokens.radius.medium + 2}px;
  box-shadow: ${tokens.swatchEdge};
  font-size: ${tokens.fontSizes[5]}px;
  font-weight: ${tokens.fontWeights.bold};
  text-decoration: none;
  touch-action: manipulation;
`;

const Text = styled.div`
  flex: 1;
  min-width: 200px;
  display: grid;
  gap: ${tokens.space[1]}px;
  h2 { font-size: ${tokens.fontSizes[2]}px; }
  p { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[1]}px; }
  code { font-family: ${tokens.fonts.mono}; color: ${tokens.colors.text}; font-weight: ${tokens.fontWeights.bold}; }
  strong { color: ${tokens.colors.text}; }
`;
