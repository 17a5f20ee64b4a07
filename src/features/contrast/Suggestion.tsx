import { Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contrast } from '../../core/contrast/contrast';
import { Button } from '../../ui/Button';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { TextSample } from '../../ui/TextSample';

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
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4] + 8}px ${({ theme }) => theme.space[4]}px
    ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.large}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Swatch = styled(ColorSwatchLink)`
  display: grid;
  place-items: center;
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radius.medium + 2}px;
  box-shadow: inset 0 0 0 1px rgba(127, 127, 127, 0.3);
  font-size: ${({ theme }) => theme.fontSizes[5]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  touch-action: manipulation;
`;

const Text = styled.div`
  flex: 1;
  min-width: 200px;
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  h2 { font-size: ${({ theme }) => theme.fontSizes[2]}px; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes[1]}px; }
  code { font-family: ${({ theme }) => theme.fonts.mono}; color: ${({ theme }) => theme.colors.text}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  strong { color: ${({ theme }) => theme.colors.text}; }
`;
