import { Wand2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pairContrast } from '../../core/contrast/screenContrast';
import type { PassingSuggestion } from '../../core/contrast/suggestPassing';
import { cssOf, exactInfo, type AuthoredColor } from '../../core/exact/authoredColor';
import { Button } from '../../ui/Button';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { paintOf } from '../../ui/ExactMark';
import { TextSample } from '../../ui/TextSample';
import { tokens } from '../../ui/theme';
import { stack, wrapRow } from '../../ui/styles';
import type { ContrastPair } from './ContrastInputs';

/** Which colour of the pair a suggestion replaces. */
export type SuggestionRole = 'fg' | 'bg';

type SuggestionsProps = {
  pair: ContrastPair;
  /** The passing text colour on the unchanged background, if any. */
  foreground: PassingSuggestion | null;
  /** The passing background behind the unchanged text, if any. */
  background: PassingSuggestion | null;
  onApply: (role: SuggestionRole, code: string) => void;
};

/**
 * When small text fails AA: the nearest passing text colour and the nearest passing background, each with why it was

 * chosen (same hue or gray, lighter or darker, and whether the colour's own side had no option) and a button to use it.
 * A suggestion is a code: one that replaces a wide or translucent colour says what it does not keep.
 */
export function Suggestions({ pair, foreground, background, onApply }: SuggestionsProps) {
  const { t } = useTranslation('tools');
  if (!foreground && !background) return null;
  return (
    <Card aria-label={t('contrast.suggestion')}>
      <h2>{t('contrast.suggestion')}</h2>
      {foreground ? <Option which="fg" suggestion={foreground} replaced={pair.fg} fg={{ code: foreground.code }} bg={pair.bg} onApply={onApply} /> : null}
      {background ? <Option which="bg" suggestion={background} replaced={pair.bg} fg={pair.fg} bg={{ code: background.code }} onApply={onApply} /> : null}
    </Card>
  );
}

type OptionProps = {
  which: SuggestionRole;
  suggestion: PassingSuggestion;
  /** The colour the suggestion replaces. */
  replaced: AuthoredColor;
  /** The pair with the suggestion applied. */
  fg: AuthoredColor;
  bg: AuthoredColor;
  onApply: (role: SuggestionRole, code: string) => void;
};

/** Returns the key of what a code does not keep of the wide or translucent colour it replaces, or null. */
function leavesKey(replaced: AuthoredColor): 'gamut' | 'alpha' | 'both' | null {
  const info = replaced.exact === undefined ? null : exactInfo(replaced.exact);
  if (!info) return null;
  const wide = info.gamut !== 'srgb';
  const translucent = info.alpha < 1;
  return wide && translucent ? 'both' : wide ? 'gamut' : translucent ? 'alpha' : null;
}

/** Returns the CSS background that paints a colour as it is (a translucent one over a checkerboard). */
function paint(color: AuthoredColor): string {
  const info = color.exact === undefined ? null : exactInfo(color.exact);
  return info ? paintOf(info.exact, info.alpha) : color.code;
}

/** One suggestion: a preview of the pair with it applied, the reason, the code and ratio, and the apply button. */
function Option({ which: role, suggestion, replaced, fg, bg, onApply }: OptionProps) {
  const { t } = useTranslation('tools');
  const fgCss = cssOf(fg);
  const bgCss = cssOf(bg);
  const score = pairContrast(fgCss, bgCss).result.score.toFixed(2);
  const { code, direction, keeps, sameSide } = suggestion;
  const crossedFrom = direction === 'lighter' ? 'dark' : 'light';
  const leaves = leavesKey(replaced);
  return (
    <Row aria-label={t(`contrast.suggestions.${role}.title`)} data-testid={`suggestion-${role}`}>
      <Swatch code={code} dragId={`contrast-suggestion-${role}`} style={{ background: paint(bg), color: fgCss }}>
        <TextSample text="Aa" label={t('generator.sample', { fg: fgCss, bg: bgCss })} />
      </Swatch>
      <Text>
        <h3>{t(`contrast.suggestions.${role}.title`)}</h3>
        {sameSide ? null : <p data-testid="suggestion-no-side">{t(`contrast.suggestions.${role}.${crossedFrom === 'light' ? 'noLight' : 'noDark'}`)}</p>}
        <p>{t(`contrast.suggestions.${keeps}.${direction}`)}</p>
        <p>
          <code>{code}</code> · <strong>{t('rating.score', { score })}</strong>
        </p>
        {leaves ? <p data-testid="suggestion-leaves">{t(`contrast.suggestions.leaves.${leaves}`)}</p> : null}
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
