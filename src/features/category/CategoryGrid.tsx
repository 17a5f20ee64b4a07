import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import type { CategoryId } from '../../core/category/categories';
import { LoadFailure } from '../../ui/LoadFailure';
import { SwatchTextLink } from '../../ui/SwatchTextLink';
import { captionCode, captionName, swatchCardFrame } from '../../ui/swatchCardCss';
import { tokens } from '../../ui/theme';
import { CATEGORY_BATCH_SIZE, SENTINEL_MARGIN, SENTINEL_ROOT_MARGIN, gridLayout, rowCount, type GridLayout } from './gridLayout';
import { useColorBatches, type Swatch } from './useColorBatches';

/** Rows rendered beyond the viewport on each side: enough for a brisk scroll, few enough that a batch arriving below mounts little. */
const OVERSCAN_ROWS = 2;

type CategoryGridProps = {
  categoryId: CategoryId;
  /** The visit's seed: batch n uses a seed derived from it. */
  seed: number;
  /** Accessible name of the grid, e.g. 'Red colors'. */
  label: string;
};

/**
 * The endless grid of a category's random colours. Only the rows near the viewport are in the DOM (a
 * window virtualiser with fixed row heights), so it stays smooth and small however far one scrolls; the
 * next batch is requested when the sentinel below the grid comes within 250 px of the viewport.
 */
export function CategoryGrid({ categoryId, seed, label }: CategoryGridProps) {
  const { t } = useTranslation('explore');
  const { batches, pending, failed, loadMore } = useColorBatches(categoryId, seed);
  const listRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ width: 0, top: 0 });
  const layout = useMemo(() => gridLayout(box.width), [box.width]);

  // Width decides the columns; the distance from the document top is the virtualiser's scroll margin.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const rect = list.getBoundingClientRect();
      const next = { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY) };
      // A transition: the rows (a batch of cells, each measured) render in slices after the page
      // around them has painted, and again in slices when the width changes.
      startTransition(() => setBox((old) => (old.width === next.width && old.top === next.top ? old : next)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    // The grid moves when what is above it changes height (e.g. the chips wrap on another line).
    if (list.parentElement) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, []);

  const loaded = batches.length * CATEGORY_BATCH_SIZE;
  const cells = loaded + (pending ? CATEGORY_BATCH_SIZE : 0);
  const rows = box.width > 0 ? rowCount(cells, layout.columns) : 0;

  // The row holding keyboard focus stays rendered, so focus is not lost when it scrolls away.
  const focusedRow = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    if (focused !== null && focused < range.count && !indexes.includes(focused)) {
      indexes.push(focused);
      indexes.sort((a, b) => a - b);
    }
    return indexes;
  }, []);

  const estimateSize = useCallback(() => layout.rowHeight - layout.gap, [layout]);
  const virtualizer = useWindowVirtualizer<HTMLDivElement>({
    count: rows,
    estimateSize,
    gap: layout.gap,
    overscan: OVERSCAN_ROWS,
    scrollMargin: box.top,
    rangeExtractor,
    directDomUpdates: true,
    // Rows are placed with `top`: no compositor layer per row.
    directDomUpdatesMode: 'position',
    useFlushSync: false,
  });

  // New row geometry: drop the old row sizes.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, layout]);

  // The sentinel: request the next batch when it comes within 250 px of the viewport.
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel) return;
    const io = new IntersectionObserver(
      (entries) => {
        // Reports queued together are read by the latest: a stale "out of reach" (from observing anew after a
        // batch) delivered with the scroll that brought the sentinel in would otherwise hide it.
        if (entries[entries.length - 1].isIntersecting) loadMore();
      },
      { rootMargin: SENTINEL_ROOT_MARGIN },
    );
    io.observe(sentinel);
    observer.current = io;
    return () => io.disconnect();
  }, [loadMore]);
  // After each batch, look again: if the sentinel is still within reach (a tall screen, a fast scroll),
  // the next batch follows. Observing anew makes the observer report the sentinel's current position
  // after layout, so no stale answer from before the batch can start a request. The sentinel is also
  // measured once the batch is laid out: a report that came while the batch was on its way (and was
  // ignored) is not repeated by the observer while the sentinel stays in reach, which left a page
  // scrolled to its end waiting for nothing, about once in six runs on a loaded machine.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (pending || failed || !sentinel || !observer.current) return;
    observer.current.unobserve(sentinel);
    observer.current.observe(sentinel);
    const frame = requestAnimationFrame(() => {
      if (sentinel.getBoundingClientRect().top <= window.innerHeight + SENTINEL_MARGIN) loadMore();
    });
    return () => cancelAnimationFrame(frame);
  }, [batches.length, pending, failed, loadMore]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    focusedRow.current = row ? Number(row.dataset.index) : null;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusedRow.current = null;
  };

  const items = virtualizer.getVirtualItems();
  return (
    <>
      <List
        ref={listRef}
        role="list"
        aria-label={label}
        aria-busy={pending}
        onFocus={onFocus}
        onBlur={onBlur}
        data-testid="category-grid"
      >
        <Sizer ref={virtualizer.containerRef} $swatchHeight={layout.swatchHeight}>
          {items.map((item) => {
            const first = item.index * layout.columns;
            const swatches: Array<Swatch | undefined> = [];
            for (let i = first; i < Math.min(first + layout.columns, cells); i++) {
              swatches.push(batches[Math.floor(i / CATEGORY_BATCH_SIZE)]?.[i % CATEGORY_BATCH_SIZE]);
            }
            return (
              <GridRow
                key={item.key}
                ref={virtualizer.measureElement}
                rowIndex={item.index}
                first={first}
                swatches={swatches}
                layout={layout}
              />
            );
          })}
        </Sizer>
      </List>
      <Sentinel ref={sentinelRef} aria-hidden />
      {failed ? (
        <Failure message={t('category.failed')} retryLabel={t('category.retry')} onRetry={loadMore} />
      ) : null}
    </>
  );
}

type GridRowProps = {
  rowIndex: number;
  /** Index of the row's first cell in the whole grid. */
  first: number;
  /** The row's cells: a colour, or undefined while its batch loads. */
  swatches: ReadonlyArray<Swatch | undefined>;
  layout: GridLayout;
  ref: (node: HTMLDivElement | null) => void;
};

function sameRow(a: GridRowProps, b: GridRowProps): boolean {
  return (
    a.rowIndex === b.rowIndex &&
    a.first === b.first &&
    a.layout === b.layout &&
    a.ref === b.ref &&
    a.swatches.length === b.swatches.length &&
    a.swatches.every((swatch, i) => swatch === b.swatches[i])
  );
}

/**
 * One row of the grid, positioned by the virtualiser; re-renders only when its own cells change. Rows
 * mount and unmount all the time while scrolling, so they are plain elements styled from the grid's
 * stylesheet (class names below) rather than one styled component per element.
 */
const GridRow = memo(function GridRow({ rowIndex, first, swatches, layout, ref }: GridRowProps) {
  return (
    <div
      ref={ref}
      className="grid-row"
      data-index={rowIndex}
      role="presentation"
      style={{
        gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
        columnGap: layout.gap,
        height: layout.rowHeight - layout.gap,
      }}
    >
      {swatches.map((swatch, i) => (
        <div
          key={i}
          className="grid-item"
          role="listitem"
          aria-posinset={first + i + 1}
          aria-setsize={-1}
          // A cell still loading is not announced as an empty item.
          aria-hidden={swatch ? undefined : true}
        >
          {swatch ? (
            <SwatchTextLink className="grid-cell" swatchClass="grid-swatch" textPrefix="grid" code={swatch.code} name={swatch.name} dragId={`category-${first + i}`} />
          ) : (
            <div className="grid-cell" data-placeholder>
              <span className="grid-swatch" data-loading />
              <span className="grid-text">
                <span className="grid-bar" style={{ width: '70%', height: 16, margin: '3px 0' }} />
                <span className="grid-bar" style={{ width: '45%', height: 14, margin: '3px 0' }} />
              </span>
            </div>
          )}
        </div>
      ))}
    </div>
  );
}, sameRow);

const List = styled.div`
  position: relative;
`;

const shimmer = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const loading = css`
  background: ${tokens.colors.surfaceHover};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** The rows' container and the stylesheet of every row, item and cell. */
const Sizer = styled.div<{ $swatchHeight: number }>`
  position: relative;
  width: 100%;
  .grid-row {
    position: absolute;
    top: 0;
    left: 0;
    display: grid;
    width: 100%;
  }
  .grid-item { min-width: 0; }
  .grid-cell { ${swatchCardFrame} }
  a.grid-cell {
    transition: border-color 120ms ease, box-shadow 120ms ease;
    &:hover {
      border-color: ${tokens.colors.textMuted};
      box-shadow: ${tokens.colors.shadow};
    }
  }
  .grid-swatch {
    flex: none;
    display: block;
    height: ${({ $swatchHeight }) => $swatchHeight}px;
    box-shadow: inset 0 -1px 0 ${tokens.colors.swatchEdge};
  }
  .grid-swatch[data-loading] { ${loading} }
  .grid-text {
    display: grid;
    padding: 10px ${tokens.space[4] - 4}px 12px;
  }
  .grid-name { ${captionName} }
  .grid-code { ${captionCode} }
  .grid-bar {
    display: block;
    border-radius: ${tokens.radius.small}px;
    ${loading}
  }
`;

const Sentinel = styled.div`
  height: 1px;
`;

const Failure = styled(LoadFailure)`
  margin-top: ${tokens.space[5]}px;
`;
