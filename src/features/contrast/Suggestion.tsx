import { Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contrast } from '../../core/contrast/contrast';
import type { PassingSuggestion } from '../../core/contrast/suggestPassing';
import { Button } from '../../ui/Button';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { TextSample } from '../../ui/TextSample';
import { tokens } from '../../ui/theme';
import { stack, wrapRow } from '../../ui/styles';

/** Which colour of the pair a suggestion replaces. */
export type SuggestionRole = 'fg' | 'bg';

type SuggestionsProps = {
  fg: string;
  bg: string;
  /** The passing text colour on the unchanged background, if any. */
  foreground: PassingSuggestion | null;
  /** The passing background behind the unchanged text, if any. */
  background: PassingSuggestion | null;
  onApply: (role: SuggestionRole, code: string) => void;
};

/**
 * When small text fails AA: the nearest passing text colour and the nearest passing background, each with why it was
 * chosen (same hue or gray, lighter or darker, and whether the colour's own side had no option) and a button to use it.
 */
export function Suggestions({ fg, bg, foreground, background, onApply }: SuggestionsProps) {
  const { t } = useTranslation('tools');
  if (!foreground && !background) return null;
  return (
    <Card aria-label={t('contrast.suggestion')}>
      <h2>{t('contrast.suggestion')}</h2>
      {foreground ? <Option which="fg" suggestion={foreground} fg={foreground.code} bg={bg} onApply={onApply} /> : null}
      {background ? <Option which="bg" suggestion={background} fg={fg} bg={background.code} onApply={onApply} /> : null}
    </Card>
  );
}

type OptionProps = {
  which: SuggestionRole;
  suggestion: PassingSuggestion;
  /** The pair with the suggestion applied. */
  fg: string;
  bg: string;
  onApply: (role: SuggestionRole, code: string) => void;
};

/** One suggestion: a preview of the pair with it applied, the reason, the code and ratio, and the apply button. */
function Option({ which: role, suggestion, fg, bg, onApply }: OptionProps) {
  const { t } = useTranslation('tools');
  const score = contrast(fg, bg).score.toFixed(2);
  const { code, direction, keeps, sameSide } = suggestion;
  const crossedFrom = direction === 'lighter' ? 'dark' : 'light';
  return (
    <Row aria-label={t(`contrast.suggestions.${role}.title`)} data-testid={`suggestion-${role}`}>
      <Swatch code={code} dragId={`contrast-suggestion-${role}`} style={{ background: bg, color: fg }}>
        <TextSample text="Aa" label={t('generator.sample', { fg, bg })} />
      </Swatch>
      <Text>
        <h3>{t(`contrast.suggestions.${role}.title`)}</h3>
        {sameSide ? null : <p data-testid="suggestion-no-side">{t(`contrast.suggestions.${role}.${crossedFrom === 'light' ? 'noLight' : 'noDark'}`)}</p>}
        <p>{t(`contrast.suggestions.${keeps}.${direction}`)}</p>
        <p>
          <code>{code}</code> · <strong>{t('rating.score', { score })}</strong>
        </p>
      </Text>
      <Button type="button" $variant="primary" onClick={() => onApply(role, code)}>
        <Wand2 aria-hidden />
        {t(`contrast.suggestions.${role}.apply`)}
      </Button>
    </Row>
  );
}

const Card = styled.section`
  ${stack(tokens.space[4])}
  padding: ${tokens.space[4]}px ${tokens.space[4] + 8}px;
  border-radius: ${tokens.radius.large}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  h2 { font-size: ${tokens.fontSizes[3]}px; }
  ${tokens.media.narrow} {
    padding: ${tokens.space[4]}px;
  }
`;

const Row = styled.section`
  ${wrapRow}
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
  padding-top: ${tokens.space[4]}px;
  border-top: 1px solid ${tokens.colors.border};
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
  ${stack(tokens.space[1])}
  h3 { font-size: ${tokens.fontSizes[2]}px; }
  p { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[1]}px; }
  code { font-family: ${tokens.fonts.mono}; color: ${tokens.colors.text}; font-weight: ${tokens.fontWeights.bold}; }
  strong { color: ${tokens.colors.text}; }
`;
