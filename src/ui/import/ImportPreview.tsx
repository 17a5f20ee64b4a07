import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ImportedColor, UnreadableLine } from '../../core/import/importTypes';
import { useColorName } from '../colorNames';
import { tokens } from '../theme';
import { ellipsis, mutedCode, mutedSmall, swatchChip } from '../styles';
import { paintOf } from '../ExactMark';
import { exactInfo } from '../../core/exact/authoredColor';

/** Rows drawn at most: a long file shows its first colours and how many more there are. */
const SHOWN_MAX = 200;

type ImportPreviewProps = {
  colors: readonly ImportedColor[];
  /** Per colour: a code seen earlier in the list. */
  duplicates: readonly boolean[];
  unreadable: readonly UnreadableLine[];
};

/**
 * The colours an import found, before anything is created: swatch, code, the source's name or the nearest name,
 * where it was found, and what it is (a duplicate, outside sRGB or translucent: kept exactly, with its fallback); then the lines
 * that could not be read. Everything from the input is shown as text, never as HTML.
 */
export function ImportPreview({ colors, duplicates, unreadable }: ImportPreviewProps) {
  const colorName = useColorName();
  const { t } = useTranslation('import');
  const rest = colors.length - SHOWN_MAX;
  return (
    <>
      {/* Focusable: a list that scrolls must be reachable by keyboard to be scrolled. */}
      <List aria-label={t('listLabel')} tabIndex={0}>
        {colors.slice(0, SHOWN_MAX).map((color, i) => (
          <Row key={i} data-duplicate={duplicates[i] || undefined}>
            <Chip style={{ background: color.exact ? paintOf(color.exact, exactInfo(color.exact)?.alpha) : color.code }} aria-hidden />
            <Main>
              <strong>{color.name ?? colorName(color.code)}</strong>
              <span>
                <code>{color.exact ?? color.code}</code>
                {color.name === null ? <em>{t('nearest')}</em> : null}
              </span>
            </Main>
            <Badges>
              {duplicates[i] ? <Badge>{t('badges.duplicate')}</Badge> : null}
              {color.mapped ? <Badge title={color.source}>{t('badges.mapped')}</Badge> : null}
              {color.alphaDropped ? <Badge>{t('badges.alpha')}</Badge> : null}
              <LineNumber>{t('line', { line: color.line })}</LineNumber>
            </Badges>
          </Row>
        ))}
      </List>
      {rest > 0 ? <More>{t('more', { count: rest })}</More> : null}
      {unreadable.length > 0 ? (
        <Unreadable>
          <summary>{t('unreadable', { count: unreadable.length })}</summary>
          <ul tabIndex={0}>
            {unreadable.slice(0, SHOWN_MAX).map((line) => (
              <li key={line.line}>{t('unreadableLine', { line: line.line, text: line.text })}</li>
            ))}
          </ul>
        </Unreadable>
      ) : null}
    </>
  );
}

const List = styled.ul`
  display: grid;
  max-height: min(40vh, 360px);
  overflow: auto;
  margin: 0;
  padding: 0;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  list-style: none;
  overscroll-behavior: contain;
  &:focus-visible { outline: 2px solid ${tokens.colors.focus}; outline-offset: 2px; }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
  & + & { border-top: 1px solid ${tokens.colors.border}; }
  &[data-duplicate] { opacity: 0.72; }
  ${tokens.media.narrow} {
    grid-template-columns: auto minmax(0, 1fr);
    > :last-child { grid-column: 2; justify-content: flex-start; }
  }
`;

const Chip = styled.span`
  ${swatchChip(32, tokens.radius.small)}
`;

const Main = styled.span`
  display: grid;
  min-width: 0;
  strong {
    ${ellipsis}
    font-size: ${tokens.fontSizes[1]}px;
    /* A traditional colour's kanji on English pages too (the import loads the Japanese face's cut with their table). */
    font-family: ${tokens.fonts.bodyJapanese};
  }
  span { display: flex; gap: ${tokens.space[2]}px; align-items: baseline; }
  code { ${mutedCode} }
  em { font-style: normal; font-size: ${tokens.fontSizes[0]}px; color: ${tokens.colors.textMuted}; }
`;

const Badges = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${tokens.space[1]}px ${tokens.space[2]}px;
`;

const Badge = styled.span`
  max-width: 220px;
  ${ellipsis}
  padding: 1px ${tokens.space[2]}px;
  border-radius: ${tokens.radius.small}px;
  box-shadow: inset 0 0 0 1px ${tokens.colors.border};
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
`;

const LineNumber = styled.span`
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const More = styled.p`
  margin-top: ${tokens.space[2]}px;
  ${mutedSmall}
`;

const Unreadable = styled.details`
  margin-top: ${tokens.space[3]}px;
  font-size: ${tokens.fontSizes[1]}px;
  summary { cursor: pointer; font-weight: ${tokens.fontWeights.bold}; }
  ul {
    max-height: 160px;
    overflow: auto;
    margin: ${tokens.space[2]}px 0 0;
    padding-left: ${tokens.space[4]}px;
    ${mutedCode}
    overflow-wrap: anywhere;
  }
`;
