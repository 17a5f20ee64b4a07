import { useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { queryColor, type ColorQueryMatch } from '../core/names/colorQuery';
import { useColorName, colorNames } from './colorNames';
// Loads the Japanese face too: a query and its results may be kanji.
import { japaneseColors } from './japaneseColors';
import { FieldClearButton, clearableField } from './FieldClearButton';
import { LocalLink } from './i18n';
import { tokens } from './theme';
import { bareList, ellipsis, fieldBox, fieldLabel, mutedSmall, swatchChip } from './styles';

type ColorQueryFieldProps = {
  /** The field's name: its accessible name, or a visible label above it with `showLabel`. */
  label: string;
  /** Show the label above the field (where nothing around it says what the field is for: the picker). */
  showLabel?: boolean;
  placeholder?: string;
  /** What choosing a colour does (Enter chooses the first one listed). */
  onChoose: (code: string, exact?: string) => void;
  /** What a colour leads to keeps it exactly (its own page, a palette): a wide or translucent colour is said to be kept, not mapped. */
  keepsExact?: boolean;
  /** The language-neutral path a colour leads to, when the colours listed are links (a search); otherwise they are buttons (the picker). */
  hrefOf?: (code: string, exact?: string) => string;
  /** Called when a listed link is followed (a dialog closes). */
  onFollow?: () => void;
  /** The accessible name of a colour's button, when they are buttons ('Use #fcc9b9, 桜色'). */
  buttonLabel?: (match: ColorQueryMatch) => string;
  /** How many colours to list at most. */
  limit?: number;
  /** What to say while the field is empty (nothing when omitted). */
  hint?: ReactNode;
  autoFocus?: boolean;
  /** Empty the field after a colour is chosen (the picker: the colour is now the working colour). */
  clearOnChoose?: boolean;
  /**
   * Leaving the field chooses the colour its text names whole, as a hex field commits on blur (the picker: pressing
   * Apply straight after typing keeps what was typed). Moving to one of the listed colours does not.
   */
  chooseOnBlur?: boolean;
};

/**
 * A field that reads any colour as it is typed or pasted (core/names/colorQuery.ts: hex, every CSS form, the
 * traditional Japanese names, the colour-name list) and shows, before Enter, the colours it names: each with its
 * swatch, what it was read as, its code and where it comes from; a colour past sRGB or with transparency says how
 * it was brought in. A text it cannot read gets a plain message, never silence. Render it where the colour names
 * and the traditional colours are loaded (`withData(['colorNames', 'japaneseColors'], …)`); its words are in the
 * lazy `search` namespace.
 */
export function ColorQueryField({ label, showLabel, placeholder, onChoose, hrefOf, onFollow, buttonLabel, limit = 6, hint, autoFocus, clearOnChoose, chooseOnBlur, keepsExact }: ColorQueryFieldProps) {
  const colorName = useColorName();
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation();
  const statusId = useId();
  const inputId = useId();
  const [text, setText] = useState('');
  const result = useMemo(() => queryColor(text, { names: colorNames(), japanese: japaneseColors() }), [text]);
  const matches = result.status === 'found' ? result.matches.slice(0, limit) : [];
  const choose = (code: string, exact?: string, clear = clearOnChoose) => {
    onChoose(code, exact);
    if (clear) setText('');
  };
  const results = useRef<HTMLUListElement>(null);

  let status: ReactNode = null;
  if (result.status === 'empty') status = hint ?? null;
  else if (result.status === 'unreadable') status = t('unreadable', { text: text.trim() });
  else if (!result.whole) status = result.total > matches.length ? t('partialMore', { count: result.total, shown: matches.length }) : t('partial', { count: result.total });
  else if (matches[0].mapped) status = t(keepsExact && matches[0].exact ? 'mappedKept' : 'mapped');
  else if (matches[0].alphaDropped) status = t(keepsExact && matches[0].exact ? 'alphaKept' : 'alphaDropped');

  return (
    <Wrap>
      {showLabel ? <Label htmlFor={inputId}>{label}</Label> : null}
      <Field>
        <input
          id={inputId}
          type="text"
          aria-label={showLabel ? undefined : label}
          aria-describedby={statusId}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus={autoFocus}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && matches.length > 0) {
              event.preventDefault();
              choose(matches[0].code, matches[0].exact);
            }
          }}
          onBlur={(event) => {
            // The text stays: emptied, the list would go and the dialog shrink under the pointer pressing Apply.
            if (chooseOnBlur && result.status === 'found' && result.whole && !results.current?.contains(event.relatedTarget)) choose(matches[0].code, matches[0].exact, false);
          }}
        />
        {text ? <FieldClearButton label={tc('search.clear')} onMouseDown={(event) => event.preventDefault()} onClick={() => setText('')} /> : null}
      </Field>
      <Status id={statusId} role="status" data-state={result.status}>
        {status}
      </Status>
      {matches.length > 0 ? (
        <Results ref={results} aria-label={t('results')}>
          {matches.map((match, index) => {
            const body = (
              <>
                <Swatch style={{ background: match.code }} aria-hidden />
                <Text>
                  {/* A code or a CSS text is named by its nearest colour name, as the SPEC's result row is; a CSS name by itself. */}
                  <Main lang={match.source === 'japanese' ? 'ja' : undefined}>{match.source === 'hex' || match.source === 'css' ? colorName(match.code) : match.label}</Main>
                  <Sub>
                    <code>{match.code}</code> · {t(`source.${match.source}`)}
                    {match.detail ? ` · ${match.detail}` : ''}
                  </Sub>
                </Text>
                {index === 0 ? <Key aria-hidden>{t('enter')}</Key> : null}
              </>
            );
            return (
              <li key={`${match.code}-${match.label}`}>
                {hrefOf ? (
                  <Row as={LocalLink} to={hrefOf(match.code, match.exact)} onClick={onFollow} data-first={index === 0 || undefined}>
                    {body}
                  </Row>
                ) : (
                  <Row
                    as="button"
                    type="button"
                    aria-label={buttonLabel?.(match)}
                    // The field keeps the focus: leaving it would choose the first colour before this one is clicked.
                    onMouseDown={(event: MouseEvent) => event.preventDefault()}
                    onClick={() => choose(match.code, match.exact)}
                    data-first={index === 0 || undefined}
                  >
                    {body}
                  </Row>
                )}
              </li>
            );
          })}
        </Results>
      ) : null}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  gap: ${tokens.space[3]}px;
  min-width: 0;
  /* Room for the focus ring where the field sits at the top of a scrolling dialog. */
  padding-top: 4px;
`;

/** As the picker's other field labels are (its hex field's). */
const Label = styled.label`
  ${fieldLabel(tokens.fontSizes[0])}
  text-transform: uppercase;
  letter-spacing: 0.04em;
  margin-bottom: -${tokens.space[2]}px;
`;

const Field = styled.div`
  ${clearableField}
  input {
    ${fieldBox({ height: 44, background: tokens.colors.surface })}
    width: 100%;
    padding: 0 44px 0 ${tokens.space[4]}px;
    /* Codes, CSS and names alike, kanji included (the Japanese face is loaded with the colour list). */
    font-family: ${tokens.fonts.bodyJapanese};
    font-size: ${tokens.fontSizes[2]}px;
    &::placeholder { color: ${tokens.colors.textMuted}; }
  }
`;

const Status = styled.p`
  ${mutedSmall}
  &:empty { display: none; }
  &[data-state='unreadable'] { color: ${tokens.colors.text}; }
`;

const Results = styled.ul`
  ${bareList}
  display: grid;
  gap: ${tokens.space[1]}px;
`;

const Row = styled.a`
  display: flex;
  align-items: center;
  gap: ${tokens.space[4] - 4}px;
  width: 100%;
  padding: ${tokens.space[3]}px;
  border: 0;
  border-radius: ${tokens.radius.medium}px;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &[data-first] { background: ${tokens.colors.surfaceHover}; }
  &:hover { background: ${tokens.colors.surfaceHover}; }
`;

const Swatch = styled.span`
  ${swatchChip(40, tokens.radius.medium)}
  flex: none;
`;

const Text = styled.span`
  display: grid;
  min-width: 0;
  flex: 1;
`;

const Main = styled.span`
  ${ellipsis}
  font-weight: ${tokens.fontWeights.bold};
`;

const Sub = styled.span`
  ${ellipsis}
  ${mutedSmall}
  code { font-family: ${tokens.fonts.mono}; }
`;

const Key = styled.kbd`
  flex: none;
  padding: 2px 6px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.small}px;
  ${mutedSmall}
  font-family: inherit;
  font-size: ${tokens.fontSizes[0]}px;
`;
