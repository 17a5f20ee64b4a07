import { memo, useCallback, useRef, type KeyboardEvent } from 'react';
import { AlertTriangle, Lock, PenLine, Plus, Scissors } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readableTextOn } from '../../core/contrast/readableText';
import type { ColorSystem, StepTarget, SystemAppearance, SystemCell, SystemRow } from '../../core/system/systemRules';
import { tokens } from '../../ui/theme';

export type CellAddress = { readonly row: string; readonly appearance: SystemAppearance; readonly step: number };

type SystemGridProps = {
  system: ColorSystem;
  appearance: SystemAppearance;
  /** The solved cells of each row in this appearance, in the system's row order; null while the first answer comes. */
  cells: readonly (readonly SystemCell[])[] | null;
  selectedRow: string;
  selectedCell: CellAddress | null;
  onSelectRow: (id: string) => void;
  onSelectCell: (cell: CellAddress) => void;
  onEditTarget: (step: number) => void;
};

/** Returns the name a row is shown by: its own, or for a starting row left unnamed, its id's name in the page's language. */
export function useRowName(): (row: SystemRow) => string {
  const { t } = useTranslation('system');
  return useCallback((row: SystemRow) => row.name || t(`rowNames.${row.id}`, { defaultValue: row.id }), [t]);
}

/** Returns a target as a designer writes it: '4.5:1', 'Lc 60'. */
export function targetText(target: StepTarget): string {
  return target.method === 'wcag' ? `${Number(target.value.toFixed(2))}:1` : `Lc ${Number(target.value.toFixed(1))}`;
}

/** Returns the contrast a cell shows: what it reached against its target's reference, else its WCAG ratio on the background. */
function shownContrast(cell: SystemCell): string {
  if (cell.reached !== null && cell.target) return cell.target.method === 'wcag' ? cell.reached.toFixed(2) : `Lc ${Math.round(cell.reached)}`;
  return cell.onBackground.wcag.toFixed(1);
}

/**
 * One appearance of the system as a table on its own background: a row per hue (its name selects it for the curves),
 * a column per step with its contrast target (a button that edits it), and a cell per hue and step showing its colour,
 * its contrast and its marks (locked base, set by hand, target missed). The cells are one tab stop; arrow keys move
 * between them.
 */
export const SystemGrid = memo(function SystemGrid({ system, appearance, cells, selectedRow, selectedCell, onSelectRow, onSelectCell, onEditTarget }: SystemGridProps) {
  const { t } = useTranslation('system');
  const rowName = useRowName();
  const table = useRef<HTMLTableElement>(null);
  const background = system.background[appearance];
  const ink = readableTextOn(background);
  const appearanceName = t(`grid.${appearance}`);
  const focusCell = (row: number, step: number) => {
    const button = table.current?.querySelector<HTMLButtonElement>(`[data-cell="${row}:${step}"]`);
    button?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const at = target.dataset.cell?.split(':').map(Number);
    if (!at) return;
    const [row, step] = at;
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1], Home: [0, -step], End: [0, system.steps.length - 1 - step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusCell(Math.min(system.rows.length - 1, Math.max(0, row + move[0])), Math.min(system.steps.length - 1, Math.max(0, step + move[1])));
  };
  // The tab stop: the selected cell when it is in this grid, else the first.
  const stop = selectedCell && selectedCell.appearance === appearance ? [system.rows.findIndex((r) => r.id === selectedCell.row), selectedCell.step] : [0, 0];

  return (
    <Frame style={{ background, color: ink, ['--grid-background' as string]: background }}>
      <Table ref={table} onKeyDown={onKeyDown} aria-label={t('grid.label', { appearance: appearanceName })}>
        <caption>{appearanceName}</caption>
        <thead>
          <tr>
            <th scope="col">{t('grid.corner')}</th>
            {system.steps.map((step, i) => {
              const target = system.targets[i];
              const text = target ? (target.against === null ? targetText(target) : t('grid.targetAgainstStep', { target: targetText(target), step: system.steps[target.against] })) : '';
              return (
                <th key={step} scope="col">
                  <span>{step}</span>
                  <TargetChip
                    type="button"
                    $set={target !== null}
                    aria-label={target ? t('grid.editTarget', { step, target: text }) : t('grid.addTarget', { step })}
                    title={target ? t('grid.editTarget', { step, target: text }) : t('grid.addTarget', { step })}
                    onClick={() => onEditTarget(i)}
                  >
                    {target ? text : <Plus aria-hidden size={12} />}
                  </TargetChip>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {system.rows.map((row, r) => (
            <GridRow
              key={row.id}
              row={row}
              index={r}
              name={rowName(row)}
              steps={system.steps}
              cells={cells?.[r] ?? null}
              appearance={appearance}
              appearanceName={appearanceName}
              selected={row.id === selectedRow}
              selectedStep={selectedCell?.row === row.id && selectedCell.appearance === appearance ? selectedCell.step : null}
              stopStep={stop[0] === r ? stop[1] : null}
              gamut={system.gamut ?? 'srgb'}
              onSelectRow={onSelectRow}
              onSelectCell={onSelectCell}
            />
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}, sameGrid);

/** Whether two rows show alike: a curve edit changes neither the grid's rows nor its cells until the engine answers. */
const sameRowHead = (a: SystemRow, b: SystemRow) => a.id === b.id && a.name === b.name && a.color === b.color;

/** Whether a grid's props show alike (the rows' curves and overrides are the engine's business: their cells say it). */
function sameGrid(a: SystemGridProps, b: SystemGridProps): boolean {
  return (
    a.cells === b.cells &&
    a.appearance === b.appearance &&
    a.selectedRow === b.selectedRow &&
    a.selectedCell === b.selectedCell &&
    a.onSelectRow === b.onSelectRow &&
    a.onSelectCell === b.onSelectCell &&
    a.onEditTarget === b.onEditTarget &&
    a.system.steps === b.system.steps &&
    a.system.targets === b.system.targets &&
    a.system.background === b.system.background &&
    a.system.gamut === b.system.gamut &&
    a.system.rows.length === b.system.rows.length &&
    a.system.rows.every((row, i) => sameRowHead(row, b.system.rows[i]))
  );
}

type GridRowProps = {
  row: SystemRow;
  index: number;
  name: string;
  steps: readonly string[];
  cells: readonly SystemCell[] | null;
  appearance: SystemAppearance;
  appearanceName: string;
  selected: boolean;
  selectedStep: number | null;
  /** The step of this row that is the grid's tab stop, or null. */
  stopStep: number | null;
  /** The system's gamut (what a reduced cell was brought into). */
  gamut: 'srgb' | 'p3';
  onSelectRow: (id: string) => void;
  onSelectCell: (cell: CellAddress) => void;
};

/** Whether two solved cells show alike. */
const sameCell = (a: SystemCell, b: SystemCell) => a.hex === b.hex && a.p3 === b.p3 && a.source === b.source && a.miss === b.miss && a.clipped === b.clipped && a.reached === b.reached && a.onBackground.wcag === b.onBackground.wcag;

/** One hue's row of a grid: re-rendered only when what it shows changes (a drag recolours one row of twelve). */
const GridRow = memo(
  function GridRow({ row, index, name, steps, cells, appearance, appearanceName, selected, selectedStep, stopStep, gamut, onSelectRow, onSelectCell }: GridRowProps) {
    const { t } = useTranslation('system');
    return (
      <tr>
        <th scope="row">
          <RowButton type="button" aria-pressed={selected} aria-label={t('grid.row', { name })} onClick={() => onSelectRow(row.id)}>
            <span aria-hidden style={{ background: row.color }} />
            {name}
          </RowButton>
        </th>
        {steps.map((step, i) => {
          const cell = cells?.[i];
          // The P3 mark follows the figure in the name as on the cell (the name holds what is seen, in order), its fallback next.
          const marks = cell ? [cell.p3 !== null && t('grid.wide', { hex: cell.hex }), cell.source === 'locked' && t('grid.locked'), cell.source === 'override' && t('grid.override'), cell.miss === 'fixed' && t('grid.missed'), cell.miss === 'unreachable' && t('grid.unreachable'), cell.clipped && t(`grid.clipped.${gamut}`)].filter(Boolean) : [];
          return (
            <td key={step}>
              <Cell
                type="button"
                data-cell={`${index}:${i}`}
                tabIndex={stopStep === i ? 0 : -1}
                aria-pressed={selectedStep === i}
                aria-label={[t('grid.cell', { name, step, appearance: appearanceName, hex: cell?.hex ?? '', contrast: cell ? `${shownContrast(cell)}${cell.p3 !== null ? ' P3' : ''}` : '' }), ...marks].join(t('grid.separator'))}
                style={cell ? { background: cell.p3 ?? cell.hex, color: readableTextOn(cell.hex) } : undefined}
                onClick={() => onSelectCell({ row: row.id, appearance, step: i })}
              >
                {cell ? (
                  <>
                    <small>{shownContrast(cell)}</small>
                    {/* A space between the figure and the P3 mark, so that the text seen reads "3.7 P3" as the name does (a
                        flex item: not drawn). */}{' '}
                    <Marks aria-hidden>
                      {cell.source === 'locked' ? <Lock size={11} /> : null}
                      {cell.source === 'override' ? <PenLine size={11} /> : null}
                      {cell.miss ? <AlertTriangle size={11} /> : null}
                      {cell.clipped ? <Scissors size={11} /> : null}
                      {cell.p3 !== null ? <b>P3</b> : null}
                    </Marks>
                  </>
                ) : null}
              </Cell>
            </td>
          );
        })}
      </tr>
    );
  },
  (a, b) =>
    sameRowHead(a.row, b.row) &&
    a.index === b.index &&
    a.name === b.name &&
    a.steps === b.steps &&
    a.appearance === b.appearance &&
    a.appearanceName === b.appearanceName &&
    a.selected === b.selected &&
    a.selectedStep === b.selectedStep &&
    a.stopStep === b.stopStep &&
    a.gamut === b.gamut &&
    a.onSelectRow === b.onSelectRow &&
    a.onSelectCell === b.onSelectCell &&
    (a.cells === b.cells || (a.cells !== null && b.cells !== null && a.cells.length === b.cells.length && a.cells.every((cell, i) => sameCell(cell, b.cells![i])))),
);

const Frame = styled.div`
  /* Its own layer: an answer recolours the grid's cells without repainting the page. */
  will-change: transform;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  padding: ${tokens.space[3]}px;
  overflow-x: auto;
  min-width: 0;
`;

const Table = styled.table`
  border-collapse: separate;
  border-spacing: 3px;
  width: 100%;
  caption { text-align: left; font-weight: ${tokens.fontWeights.bold}; font-size: ${tokens.fontSizes[2]}px; padding: 0 0 ${tokens.space[2]}px 3px; }
  thead th { font-size: ${tokens.fontSizes[0]}px; font-weight: ${tokens.fontWeights.regular}; text-align: center; vertical-align: bottom; min-width: 44px; }
  thead th > span { display: block; margin-bottom: 2px; font-variant-numeric: tabular-nums; }
  thead th:first-child { text-align: left; min-width: 0; }
  tbody th { text-align: left; font-weight: ${tokens.fontWeights.regular}; white-space: nowrap; padding-right: ${tokens.space[2]}px; }
  /* The hue names stay in view while a narrow screen scrolls the steps sideways. */
  th:first-child { position: sticky; left: 0; z-index: 1; background: var(--grid-background); }
  td { padding: 0; }
`;

const TargetChip = styled.button<{ $set: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 28px;
  min-height: 22px;
  padding: 0 4px;
  border-radius: 999px;
  border: 1px ${(p) => (p.$set ? 'solid' : 'dashed')} currentColor;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 10px;
  white-space: nowrap;
  opacity: ${(p) => (p.$set ? 1 : 0.55)};
  cursor: pointer;
  &:hover, &:focus-visible { opacity: 1; }
`;

const RowButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  border: 0;
  border-radius: ${tokens.radius.medium}px;
  padding: 4px 8px 4px 4px;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${tokens.fontSizes[1]}px;
  cursor: pointer;
  span { width: 14px; height: 14px; border-radius: 50%; box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.15); flex: none; }
  &[aria-pressed='true'] { box-shadow: inset 0 0 0 2px currentColor; font-weight: ${tokens.fontWeights.bold}; }
`;

const Cell = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  align-items: flex-start;
  width: 100%;
  min-width: 44px;
  height: 48px;
  border: 0;
  border-radius: 6px;
  padding: 3px 5px;
  font: inherit;
  cursor: pointer;
  small { font-size: 10px; font-variant-numeric: tabular-nums; line-height: 1.2; }
  &[aria-pressed='true'] { outline: 3px solid ${tokens.colors.accent}; outline-offset: 1px; }
  &:focus-visible { outline: 3px solid ${tokens.colors.focus}; outline-offset: 1px; }
`;

const Marks = styled.span`
  position: absolute;
  top: 3px;
  right: 4px;
  display: flex;
  align-items: center;
  gap: 2px;
  /* Icons a little quieter; the P3 mark is text, in the cell's own readable colour. */
  svg { opacity: 0.8; }
  b { font-size: 8px; font-weight: ${tokens.fontWeights.bold}; letter-spacing: 0.02em; line-height: 1; }
`;
