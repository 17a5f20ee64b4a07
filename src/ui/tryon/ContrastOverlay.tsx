import styled from 'styled-components';
import type { RoleColors } from '../../core/theme/roles';
import type { TryOnTarget } from '../../core/tryon/tryOnPairs';
import { tokens } from '../theme';
import { pairKey, type Mark } from './marks';
import { pairFigures } from './PairRow';

/**
 * The contrast labels drawn on a mock: each pair once, on the first element that shows it (its WCAG ratio and APCA
 * Lc), and a dashed mark around every element whose pair falls below the target. A picture over the picture: the
 * same figures are listed, with their fixes, under the mock.
 */
export function ContrastOverlay({ marks, colors, target }: { marks: readonly Mark[]; colors: RoleColors; target: TryOnTarget }) {
  const labelled = new Set<string>();
  const labels: { key: string; mark: Mark; text: string; passes: boolean; p3: boolean }[] = [];
  const failing: Mark[] = [];
  for (const mark of marks) {
    let fails = false;
    for (const pair of mark.pairs) {
      const { measured, text } = pairFigures(colors, pair, target);
      if (!measured.passes) fails = true;
      const key = pairKey(pair);
      if (labelled.has(key)) continue;
      labelled.add(key);
      // A number a Display P3 screen made worse carries the check's mark for it ('P3', the same word in both languages).
      const p3 = measured.ratioFrom === 'p3' || measured.apcaFrom === 'p3';
      labels.push({ key, mark, text: p3 ? `${text} · P3` : text, passes: measured.passes, p3 });
    }
    if (fails) failing.push(mark);
  }
  return (
    <Layer aria-hidden data-testid="contrast-labels">
      {failing.map((mark, i) => (
        <Outline key={i} style={{ left: mark.box.x - 2, top: mark.box.y - 2, width: mark.box.width + 4, height: mark.box.height + 4 }} />
      ))}
      {placeLabels(labels).map(({ key, text, passes, p3, left, top }) => (
        <Label key={key} data-pair={key} data-passes={passes} data-screen={p3 ? 'p3' : undefined} style={{ left, top }}>
          {text}
        </Label>
      ))}
    </Layer>
  );
}

/** A label's height and its text's width per character (11 px tabular figures), with its padding: enough to keep labels apart. */
const LABEL_HEIGHT = 18;
const LABEL_CHAR_WIDTH = 6.4;
const LABEL_PADDING = 12;

/**
 * Returns where each label goes: at its element's top left corner, moved down past any label already placed that it
 * would cover, so that dense parts of a mock (a sidebar, a table) keep every figure readable.
 */
function placeLabels<T extends { mark: Mark; text: string }>(labels: readonly T[]): (T & { left: number; top: number })[] {
  const placed: { left: number; top: number; right: number; bottom: number }[] = [];
  return labels.map((label) => {
    const left = Math.max(0, label.mark.box.x);
    const width = label.text.length * LABEL_CHAR_WIDTH + LABEL_PADDING;
    let top = Math.max(0, label.mark.box.y);
    const covers = (box: (typeof placed)[number]) => left < box.right && left + width > box.left && top < box.bottom && top + LABEL_HEIGHT > box.top;
    for (let hit = placed.find(covers); hit; hit = placed.find(covers)) top = hit.bottom + 1;
    placed.push({ left, top, right: left + width, bottom: top + LABEL_HEIGHT });
    return { ...label, left, top };
  });
}

const Layer = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  font-family: ${tokens.fonts.body};
`;

const Outline = styled.span`
  position: absolute;
  border: 2px dashed #d7263d;
  border-radius: 4px;
  box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.8);
`;

const Label = styled.span`
  position: absolute;
  z-index: 1;
  padding: 1px 5px;
  border-radius: 4px;
  background: #1b1b1f;
  color: #ffffff;
  font-size: 11px;
  font-weight: 600;
  line-height: 16px;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3);
  &[data-passes='false'] { background: #b3001b; }
  &[data-passes='false']::before { content: '✕ '; }
`;
