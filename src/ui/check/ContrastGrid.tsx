import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PaletteCheck } from '../../core/check/checkRules';
import { pairContrast, usableFor, type PairUse } from '../../core/check/checkSummary';
import { useColorName } from '../colorNames';
import { formatLc } from '../contrast/apcaLevels';
import { tokens } from '../theme';
import { Verdict } from './Verdict';
import { ScreenMark } from './ScreenMark';
import type { CheckColors } from './checkColors';
import { ExactMark } from '../ExactMark';
import { cardSurface, ellipsis, swatchChip } from '../styles';

/** A cell of the grid: text colour `fg` (row) on background `bg` (column). */
export type GridCell = { fg: number; bg: number };

/** What both views of the pairs (the grid, the list) show: the palette's check for a use, and the pair shown in the detail. */
export type PairViewProps = {
  colors: CheckColors;
  check: PaletteCheck;
  use: PairUse | 'all';
  /** The pair in the tab order (in the grid, its roving tabindex) and shown in the detail. */
  active: GridCell;
  onActivate: (cell: GridCell) => void;
};

type ContrastGridProps = PairViewProps & {
  /** Hovering previews a cell (null when the pointer leaves the grid). */
  onHover: (cell: GridCell | null) => void;
};

/**
 * Every colour against every other as a grid (WAI-ARIA grid pattern on a real table, so rows and columns are
 * announced by their headers): one tab stop, arrow keys, Home/End and Ctrl+Home/End move between cells; the
 * headers stick while the matrix scrolls. Each cell: a sample, the WCAG ratio, its rating written out, the APCA Lc;
 * a pair with a wide or translucent colour marks the screen (P3 or sRGB) its ratio was the worse on.
 */
export function ContrastGrid({ colors, check, use, active, onActivate, onHover }: ContrastGridProps) {
  const colorName = useColorName();
  const { t } = useTranslation('check');
  const { codes, css, paints, infos } = colors;
  const table = useRef<HTMLTableElement>(null);
  const count = codes.length;
  const names = codes.map(colorName);

  const focusCell = (cell: GridCell) => {
    onActivate(cell);
    table.current?.querySelector<HTMLElement>(`[data-cell="${cell.fg}-${cell.bg}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    let { fg, bg } = active;
    if (event.key === 'ArrowRight') bg = Math.min(count - 1, bg + 1);
    else if (event.key === 'ArrowLeft') bg = Math.max(0, bg - 1);
    else if (event.key === 'ArrowDown') fg = Math.min(count - 1, fg + 1);
    else if (event.key === 'ArrowUp') fg = Math.max(0, fg - 1);
    else if (event.key === 'Home') {
      bg = 0;
      if (event.ctrlKey) fg = 0;
    } else if (event.key === 'End') {
      bg = count - 1;
      if (event.ctrlKey) fg = count - 1;
    } else return;
    event.preventDefault();
    // The keys take over from a pointer resting on another cell.
    onHover(null);
    focusCell({ fg, bg });
  };

  return (
    <Scroller onPointerLeave={() => onHover(null)}>
      <Table ref={table} role="grid" aria-label={t('contrast.gridLabel')} aria-rowcount={count + 1} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            <Corner scope="col">
              <span>{t('contrast.corner')}</span>
            </Corner>
            {codes.map((code, bg) => {
              const info = infos[bg];
              return (
                <ColumnHead key={bg} scope="col">
                  <HeadChip style={{ background: paints[bg] }} aria-hidden />
                  <span className="visually-hidden">{t('contrast.backgroundHeader', { name: names[bg] })} </span>
                  <code>{code}</code>
                  {info ? <ExactMark info={info} /> : null}
                </ColumnHead>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {codes.map((fgCode, fg) => (
            <tr key={fg}>
              <RowHead scope="row">
                <HeadChip style={{ background: paints[fg] }} aria-hidden />
                <span>
                  <span className="visually-hidden">{t('contrast.textHeader', { name: names[fg] })} </span>
                  <strong aria-hidden>{names[fg]}</strong>
                  <code>
                    {fgCode}
                    {infos[fg] ? <ExactMark info={infos[fg]} /> : null}
                  </code>
                </span>
              </RowHead>
              {codes.map((_, bg) => {
                const focused = active.fg === fg && active.bg === bg;
                const common = {
                  'data-cell': `${fg}-${bg}`,
                  tabIndex: focused ? 0 : -1,
                  'aria-selected': focused,
                  onFocus: () => onActivate({ fg, bg }),
                  onPointerEnter: () => onHover({ fg, bg }),
                };
                if (fg === bg)
                  return (
                    <Same key={bg} {...common}>
                      <span aria-hidden>—</span>
                      <span className="visually-hidden">{t('contrast.same')}</span>
                    </Same>
                  );
                const pair = pairContrast(check, fg, bg, count);
                const shown = use === 'all' || usableFor(pair.rating, use);
                return (
                  <Cell key={bg} {...common} data-hidden={shown ? undefined : true}>
                    {shown ? (
                      <>
                        <Sample aria-hidden style={{ background: css[bg], color: css[fg] }} />
                        <Ratio>
                          {pair.ratio.toFixed(2)}
                          <ScreenMark from={pair.ratioFrom} />
                        </Ratio>
                        <Verdict level={pair.rating} />
                        <Lc>{`Lc ${formatLc(pair.apca)}`}</Lc>
                      </>
                    ) : (
                      <span className="visually-hidden">{t('contrast.notUsable', { use: t(`contrast.uses.${use}`) })}</span>
                    )}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

const Scroller = styled.div`
  max-height: max(420px, calc(100dvh - 160px));
  overflow: auto;
  ${cardSurface}
  overscroll-behavior: contain;
`;

const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${tokens.fontSizes[0]}px;
  th, td { padding: 0; }
`;

const stickyHead = `
  position: sticky;
  background: ${tokens.colors.surfaceRaised};
`;

const Corner = styled.th`
  ${stickyHead}
  top: 0;
  left: 0;
  z-index: 3;
  min-width: 132px;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px !important;
  border-right: 1px solid ${tokens.colors.border};
  border-bottom: 1px solid ${tokens.colors.border};
  text-align: left;
  vertical-align: bottom;
  color: ${tokens.colors.textMuted};
  font-weight: ${tokens.fontWeights.bold};
`;

const HeadChip = styled.span`
  display: block;
  flex: none;
  ${swatchChip(24, tokens.radius.small)}
`;

const ColumnHead = styled.th`
  ${stickyHead}
  top: 0;
  z-index: 2;
  padding: ${tokens.space[2]}px ${tokens.space[1]}px !important;
  border-bottom: 1px solid ${tokens.colors.border};
  font-weight: normal;
  ${HeadChip} { width: 100%; height: 20px; margin-bottom: 4px; }
  code { font-family: ${tokens.fonts.mono}; color: ${tokens.colors.textMuted}; }
`;

const RowHead = styled.th`
  ${stickyHead}
  left: 0;
  z-index: 1;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px !important;
  border-right: 1px solid ${tokens.colors.border};
  text-align: left;
  font-weight: normal;
  > span { display: grid; min-width: 0; }
  display: table-cell;
  ${HeadChip} { float: left; margin: 2px ${tokens.space[2]}px 0 0; }
  strong {
    max-width: 104px;
    ${ellipsis}
    font-weight: ${tokens.fontWeights.bold};
  }
  code { font-family: ${tokens.fonts.mono}; color: ${tokens.colors.textMuted}; }
`;

const cellBase = `
  width: 84px;
  min-width: 84px;
  height: 92px;
  padding: 6px !important;
  border-bottom: 1px solid ${tokens.colors.border};
  border-right: 1px solid ${tokens.colors.border};
  vertical-align: top;
  cursor: pointer;
  outline-offset: -3px;
  &[aria-selected='true'] { box-shadow: inset 0 0 0 2px ${tokens.colors.text}; }
  &:focus-visible { outline: 2px solid ${tokens.colors.focus}; }
`;

const Cell = styled.td`
  ${cellBase}
  text-align: center;
  &:hover { background: ${tokens.colors.surfaceHover}; }
  &[data-hidden] {
    background-image: repeating-linear-gradient(135deg, transparent 0 6px, ${tokens.colors.surface} 6px 12px);
  }
`;

const Same = styled.td`
  ${cellBase}
  text-align: center;
  vertical-align: middle;
  color: ${tokens.colors.textMuted};
  background: ${tokens.colors.surface};
`;

/** 'Aa' in the pair's colours: drawn by generated content, a picture of text that may fail on purpose (see TextSample). */
const Sample = styled.span`
  display: block;
  &::before { content: 'Aa'; }
  height: 30px;
  margin-bottom: 4px;
  border-radius: ${tokens.radius.small}px;
  box-shadow: ${tokens.swatchEdge};
  font-size: 17px;
  font-weight: ${tokens.fontWeights.bold};
  line-height: 30px;
`;

const Ratio = styled.span`
  display: block;
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Lc = styled.span`
  display: block;
  margin-top: 2px;
  color: ${tokens.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
