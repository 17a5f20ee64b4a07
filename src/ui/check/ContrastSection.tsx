import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PaletteCheck } from '../../core/check/checkRules';
import { PAIR_USES, type PairUse } from '../../core/check/checkSummary';
import { SegmentedControl } from '../SegmentedControl';
import { breakpoints, tokens } from '../theme';
import { ContrastGrid, type GridCell } from './ContrastGrid';
import { PairDetail, type FixTarget } from './PairDetail';
import { PairList } from './PairList';
import { wrapRow } from '../styles';
import { CheckIntro, CheckSection } from './checkParts';
import type { CheckColors } from './checkColors';

/** The grid is offered up to this many colours (1,560 cells); beyond, the ranked list shows every pair. */
export const GRID_MAX_COLORS = 40;
/** Up to this many colours the grid is shown first (on screens wider than a phone); above, the list. */
const GRID_FIRST_MAX = 12;

/** Returns the view shown first: the grid for a small palette on a screen wider than a phone, else the list. */
function firstLayout(count: number): Layout {
  const phone = typeof window !== 'undefined' && window.matchMedia(`(max-width: ${breakpoints.narrowMax}px)`).matches;
  return count <= GRID_FIRST_MAX && !phone ? 'grid' : 'list';
}

type Layout = 'grid' | 'list';
type Filter = PairUse | 'all';

/** Widths (px) that decide whether the pair's detail fits beside the grid: a cell, the row headers, the detail. */
const CELL_WIDTH = 84;
const ROW_HEAD_WIDTH = 134;
const DETAIL_WIDTH = 340;
const SPLIT_GAP = 32;

/** Returns the width (px) of an element, following its changes; 0 before the first measure. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The fix target that matches a filter: what the person is looking at. */
function targetOf(filter: Filter): FixTarget {
  return filter === 'large' || filter === 'ui' ? 'large' : 'body';
}

/**
 * The contrast half of the check: every pair as a grid (or a ranked list), filtered by use, and the pair under the
 * pointer or the focus previewed beside it with its fixes.
 */
export function ContrastSection({ colors, check, onApply }: { colors: CheckColors; check: PaletteCheck; onApply: (index: number, code: string) => void }) {
  const { t } = useTranslation('check');
  const { codes } = colors;
  const headingId = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const gridAllowed = codes.length <= GRID_MAX_COLORS;
  const [layoutChoice, setLayout] = useState<Layout>(() => firstLayout(codes.length));
  const layout: Layout = gridAllowed ? layoutChoice : 'list';
  const [active, setActive] = useState<GridCell>({ fg: 0, bg: 1 });
  const [hover, setHover] = useState<GridCell | null>(null);
  const [target, setTarget] = useState<FixTarget>('body');
  // A palette that shrank leaves no cell behind.
  const last = codes.length - 1;
  const current = active.fg <= last && active.bg <= last ? active : { fg: 0, bg: Math.min(1, last) };
  const shown = layout === 'grid' && hover ? hover : current;
  // The detail goes beside the grid when the whole grid still fits, else below it (in two columns when wide).
  const split = useRef<HTMLDivElement>(null);
  const width = useWidth(split);
  const gridWidth = layout === 'grid' ? ROW_HEAD_WIDTH + codes.length * CELL_WIDTH : 560;
  const beside = width >= gridWidth + SPLIT_GAP + DETAIL_WIDTH;

  return (
    <CheckSection aria-labelledby={headingId}>
      <h2 id={headingId}>{t('contrast.heading')}</h2>
      <CheckIntro>{t('contrast.intro')}</CheckIntro>
      <Controls>
        <SegmentedControl
          label={t('contrast.filter')}
          name="check-filter"
          options={(['all', ...PAIR_USES] as const).map((id) => ({ id, label: t(`contrast.filters.${id}`) }))}
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setTarget(targetOf(next));
          }}
        />
        {gridAllowed ? (
          <SegmentedControl
            label={t('contrast.layout')}
            name="check-layout"
            options={(['grid', 'list'] as const).map((id) => ({ id, label: t(`contrast.layouts.${id}`) }))}
            value={layout}
            onChange={setLayout}
          />
        ) : (
          <Note>{t('contrast.gridLimit', { max: GRID_MAX_COLORS })}</Note>
        )}
      </Controls>
      <Split ref={split} data-beside={beside || undefined}>
        <div>
          {layout === 'grid' ? (
            <>
              <ContrastGrid colors={colors} check={check} use={filter} active={current} onActivate={setActive} onHover={setHover} />
              <Note>{t('contrast.gridHint')}</Note>
            </>
          ) : (
            <PairList key={filter} colors={colors} check={check} use={filter} active={current} onActivate={setActive} />
          )}
        </div>
        <Aside>
          <PairDetail
            wide={!beside && width >= 720}
            colors={colors}
            fg={shown.fg}
            bg={shown.bg}
            target={target}
            onTarget={setTarget}
            onSwap={() => setActive({ fg: shown.bg, bg: shown.fg })}
            onApply={onApply}
          />
        </Aside>
      </Split>
    </CheckSection>
  );
}

const Controls = styled.div`
  ${wrapRow}
  gap: ${tokens.space[3]}px;
`;

const Aside = styled.div``;

const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${tokens.space[5]}px;
  &[data-beside] {
    grid-template-columns: minmax(0, 1fr) ${DETAIL_WIDTH}px;
    ${Aside} {
      position: sticky;
      top: ${tokens.sizes.topBar + tokens.space[4]}px;
    }
  }
`;

const Note = styled.p`
  margin-top: ${tokens.space[2]}px;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[0]}px;
`;
