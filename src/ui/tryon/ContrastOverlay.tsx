import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { RoleColors } from '../../core/theme/roles';
import type { TryOnTarget } from '../../core/tryon/tryOnPairs';
import { appFont } from '../styles';
import { placeLabels, sameSpot, unionBox, type Box, type Placement } from './labelPlacement';
import { drawnBoxesIn, pairKey, type Mark, type MarkedPair } from './marks';
import { pairFigures } from './PairRow';

/** One pair's line of a label: its figures, whether it passes, and whether a Display P3 screen gave the worse. */
type Line = { key: string; pair: MarkedPair; text: string; passes: boolean; p3: boolean };
/**
 * A label: the lines of the pairs first shown at one spot of the mock, the box of the elements there, and whether its
 * first element draws (holds no marked element: a donut's arc, a button), so that what lies on it shares its label.
 */
type Label = { key: string; box: Box; lines: Line[]; draws: boolean };

/** Elements whose boxes are this much one spot (shared area over joint area) share a label: a donut's arcs, a button and its text. */
const SAME_SPOT = 0.5;

/** Returns whether `inner` lies within `outer` (to the pixel). */
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.y + inner.height <= outer.y + outer.height + 1;

/**
 * Returns the labels of a mock: each pair once, on the first element that shows it, an element's pairs on one label,
 * and elements at one spot (or lying on a drawn element, as a donut's total on its arcs) on one label listing them all.
 */
function labelsOf(marks: readonly Mark[], colors: RoleColors, target: TryOnTarget): Label[] {
  const labelled = new Set<string>();
  const labels: Label[] = [];
  for (const mark of marks) {
    const lines: Line[] = [];
    for (const pair of mark.pairs) {
      const key = pairKey(pair);
      if (labelled.has(key)) continue;
      labelled.add(key);
      const { measured, text } = pairFigures(colors, pair, target);
      // A number a Display P3 screen made worse carries the check's mark for it ('P3', the same word in both languages).
      const p3 = measured.ratioFrom === 'p3' || measured.apcaFrom === 'p3';
      lines.push({ key, pair, text: p3 ? `${text} · P3` : text, passes: measured.passes, p3 });
    }
    if (lines.length === 0) continue;
    const spot = labels.find((label) => sameSpot(label.box, mark.box) >= SAME_SPOT || (label.draws && within(mark.box, label.box)));
    if (spot) {
      spot.lines.push(...lines);
      spot.box = unionBox([spot.box, mark.box]);
    } else labels.push({ key: lines[0].key, box: mark.box, lines, draws: !mark.element.querySelector('[data-pairs]') });
  }
  return labels;
}

/**
 * The contrast labels drawn on a mock: each pair's WCAG ratio and APCA Lc with a chip of its two colours, beside the
 * element that shows it (never over it or another label; see labelPlacement.ts), a leader line where a label had to
 * move away, and a dashed mark around every element whose pair falls below the target. A picture over the picture:
 * the same figures are listed, with their fixes, under the mock.
 */
export function ContrastOverlay({ marks, colors, target }: { marks: readonly Mark[]; colors: RoleColors; target: TryOnTarget }) {
  const labels = useMemo(() => labelsOf(marks, colors, target), [marks, colors, target]);
  const failing = useMemo(() => marks.filter((mark) => mark.pairs.some((pair) => !pairFigures(colors, pair, target).measured.passes)), [marks, colors, target]);
  const layer = useRef<HTMLDivElement>(null);
  const nodes = useRef(new Map<string, HTMLElement>());
  const [placements, setPlacements] = useState<ReadonlyMap<string, Placement>>(new Map());
  // Labels are drawn hidden, measured, then placed before the browser paints.
  useLayoutEffect(() => {
    const node = layer.current;
    if (!node) return;
    const requests = labels.map(({ key, box, draws }) => {
      const size = nodes.current.get(key)?.getBoundingClientRect();
      return { target: box, width: Math.ceil(size?.width ?? 0), height: Math.ceil(size?.height ?? 0), solid: draws };
    });
    const drawn = node.parentElement ? drawnBoxesIn(node.parentElement) : [];
    const placed = placeLabels(requests, { width: node.clientWidth, height: node.clientHeight }, drawn);
    setPlacements(new Map(labels.map(({ key }, i) => [key, placed[i]])));
  }, [labels, marks]);

  return (
    <Layer ref={layer} aria-hidden data-testid="contrast-labels">
      {failing.map((mark, i) => (
        <Outline key={i} style={{ left: mark.box.x - 2, top: mark.box.y - 2, width: mark.box.width + 4, height: mark.box.height + 4 }} />
      ))}
      <Leaders>
        {labels.map(({ key }) => {
          const leader = placements.get(key)?.leader;
          return leader ? <line key={key} {...leader} /> : null;
        })}
      </Leaders>
      {labels.map(({ key, lines }) => {
        const at = placements.get(key);
        return (
          <Badge
            key={key}
            ref={(node) => {
              if (node) nodes.current.set(key, node);
              else nodes.current.delete(key);
            }}
            style={at ? { left: at.left, top: at.top } : { left: 0, top: 0, visibility: 'hidden' }}
          >
            {lines.map(({ key: pair, pair: { fg, bg, kind }, text, passes, p3 }) => (
              <LineRow key={pair} data-pair={pair} data-passes={passes} data-screen={p3 ? 'p3' : undefined}>
                <Chip style={{ background: colors[bg], color: colors[fg] }} data-kind={kind === 'component' ? 'component' : 'text'} />
                {text}
              </LineRow>
            ))}
          </Badge>
        );
      })}
    </Layer>
  );
}

const Layer = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  ${appFont}
`;

const Outline = styled.span`
  position: absolute;
  border: 2px dashed #d7263d;
  border-radius: 4px;
  box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.8);
`;

/** The leader lines: dark on a light halo, so they show on any ground. */
const Leaders = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: visible;
  line {
    stroke: #1b1b1f;
    stroke-width: 1.25;
    stroke-linecap: round;
    filter: drop-shadow(0 0 1px rgba(255, 255, 255, 0.9));
  }
`;

/** A label: its lines stacked, on the ink of the mock's tooltips (the same in light and dark, and on any role). */
const Badge = styled.span`
  position: absolute;
  z-index: 1;
  display: grid;
  overflow: hidden;
  border-radius: 4px;
  background: #1b1b1f;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3), 0 0 0 1px rgba(255, 255, 255, 0.5);
`;

const LineRow = styled.span`
  display: flex;
  align-items: center;
  gap: 4px;
  padding: 1px 5px 1px 3px;
  color: #ffffff;
  font-size: 11px;
  font-weight: 600;
  line-height: 16px;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  & + & { box-shadow: inset 0 1px 0 rgba(255, 255, 255, 0.18); }
  &[data-passes='false'] { background: #b3001b; }
  &[data-passes='false']::before { content: '✕'; }
`;

/** The pair's two colours: its ground, with an A (text) or a dot (an icon, an edge) in its foreground. */
const Chip = styled.span`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 13px;
  height: 13px;
  border-radius: 3px;
  box-shadow: 0 0 0 1px rgba(255, 255, 255, 0.55);
  font-size: 9px;
  font-weight: 700;
  line-height: 1;
  &[data-kind='text']::before { content: 'A'; }
  &[data-kind='component']::before { content: ''; width: 5px; height: 5px; border-radius: 50%; background: currentColor; }
`;
