import { useCallback, useId, useRef, useState, type ReactNode, type RefCallback } from 'react';
import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { IconButton } from './IconButton';
import { media, tokens } from './theme';

/** Items visible at once at each width: desktop (≥ 960 px), tablet (≤ 959 px) and narrow (≤ 519 px). */
export type CarouselPerPage = { readonly desktop: number; readonly tablet: number; readonly narrow: number };

/** What `useCarousel` returns: the track's ref and id, where it stands, and the page moves. */
export type CarouselState = {
  trackId: string;
  trackRef: RefCallback<HTMLUListElement>;
  atStart: boolean;
  atEnd: boolean;
  previous: () => void;
  next: () => void;
};

/** Share of an end item that must be in view for the track to count as at that end (sub-pixel slack). */
const EDGE_VISIBLE_RATIO = 0.98;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Returns the state of a horizontally scrolling carousel track: whether it is at its start or end (whether
 * its first and last items are in view, kept up to date by an IntersectionObserver, so nothing forces a
 * layout on mount or on scroll) and previous/next moves by one page of whole items. The track itself
 * scrolls natively, so touch swipes and focus moves work without script.
 */
export function useCarousel(): CarouselState {
  const trackId = useId();
  const track = useRef<HTMLUListElement | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  // The observers start from the ref itself: keeping the track in state would re-render the carousel's
  // owner synchronously during its first commit, only to learn the element.
  const trackRef = useCallback((node: HTMLUListElement | null) => {
    track.current = node;
    if (!node) return;
    const visible = new Map<Element, boolean>();
    let first: Element | null = null;
    let last: Element | null = null;
    const update = () => {
      const atStart = !first || visible.get(first) === true;
      const atEnd = !last || visible.get(last) === true;
      setEdges((old) => (old.atStart === atStart && old.atEnd === atEnd ? old : { atStart, atEnd }));
    };
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target, entry.intersectionRatio >= EDGE_VISIBLE_RATIO);
        update();
      },
      { root: node, threshold: [0, EDGE_VISIBLE_RATIO, 1] },
    );
    const watchEnds = () => {
      const nextFirst = node.firstElementChild;
      const nextLast = node.lastElementChild;
      if (nextFirst === first && nextLast === last) return;
      io.disconnect();
      visible.clear();
      first = nextFirst;
      last = nextLast;
      if (first) io.observe(first);
      if (last && last !== first) io.observe(last);
      // An empty track is at both ends; otherwise the observer's first report says where it stands.
      if (!first) update();
    };
    watchEnds();
    // Items added or removed change which elements are the ends.
    const mutations = new MutationObserver(watchEnds);
    mutations.observe(node, { childList: true });
    return () => {
      io.disconnect();
      mutations.disconnect();
      track.current = null;
    };
  }, []);

  const page = useCallback((direction: 1 | -1) => {
    const node = track.current;
    if (!node) return;
    const first = node.firstElementChild as HTMLElement | null;
    const gap = parseFloat(getComputedStyle(node).columnGap) || 0;
    const itemWidth = first ? first.getBoundingClientRect().width : node.clientWidth;
    // One page is the whole items that fit; a half-visible item (tablet) is the first of the next page.
    const whole = Math.max(1, Math.floor((node.clientWidth + gap) / (itemWidth + gap) + 0.01));
    node.scrollBy({ left: direction * whole * (itemWidth + gap), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, []);

  return {
    trackId,
    trackRef,
    atStart: edges.atStart,
    atEnd: edges.atEnd,
    previous: useCallback(() => page(-1), [page]),
    next: useCallback(() => page(1), [page]),
  };
}

type CarouselArrowsProps = { carousel: CarouselState; previousLabel: string; nextLabel: string };

/**
 * The previous and next buttons of a carousel. At an end the button stays focusable but is marked
 * aria-disabled, so keyboard focus is not lost when the last page is reached.
 */
export function CarouselArrows({ carousel, previousLabel, nextLabel }: CarouselArrowsProps) {
  const { trackId, atStart, atEnd, previous, next } = carousel;
  return (
    <Arrows>
      <PageArrow icon={ChevronLeft} label={previousLabel} trackId={trackId} atEnd={atStart} onPage={previous} />
      <PageArrow icon={ChevronRight} label={nextLabel} trackId={trackId} atEnd={atEnd} onPage={next} />
    </Arrows>
  );
}

type PageArrowProps = { icon: LucideIcon; label: string; trackId: string; atEnd: boolean; onPage: () => void };

/** One of the arrows: pages the track `trackId`, or, at its end, does nothing and is marked aria-disabled. */
function PageArrow({ icon: Icon, label, trackId, atEnd, onPage }: PageArrowProps) {
  return (
    <Arrow type="button" $size={36} $variant="outlined" aria-label={label} aria-controls={trackId} aria-disabled={atEnd} onClick={atEnd ? undefined : onPage}>
      <Icon aria-hidden />
    </Arrow>
  );
}

type CarouselTrackProps = {
  carousel: CarouselState;
  perPage: CarouselPerPage;
  /** Accessible name of the list of items. */
  label: string;
  /** The items; each becomes a list item. */
  children: ReactNode[];
  /** Gap between items in px (16 by default). */
  gap?: number;
};

/**
 * A horizontally scrolling list that shows `perPage` items at each width and snaps to item starts (swipe
 * on touch, arrow buttons elsewhere). Fractional counts let the next item peek in.
 */
export function CarouselTrack({ carousel, perPage, label, children, gap = 16 }: CarouselTrackProps) {
  return (
    <Track
      ref={carousel.trackRef}
      id={carousel.trackId}
      aria-label={label}
      $perPage={perPage}
      style={{ ['--carousel-gap' as string]: `${gap}px` }}
    >
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </Track>
  );
}

type CarouselPlaceholderProps = Omit<CarouselTrackProps, 'label'>;

/**
 * A stand-in for a CarouselTrack whose items are not rendered yet: give it the first page of placeholder
 * items and it takes the track's place and height. It is hidden from assistive technology and does not
 * scroll; it carries the track's id, so the arrows' aria-controls point at something meanwhile.
 */
export function CarouselPlaceholder({ carousel, perPage, children, gap = 16 }: CarouselPlaceholderProps) {
  return (
    <Track
      id={carousel.trackId}
      aria-hidden
      $perPage={perPage}
      style={{ ['--carousel-gap' as string]: `${gap}px`, overflow: 'hidden' }}
    >
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </Track>
  );
}

const Arrows = styled.div`
  display: flex;
  gap: ${tokens.space[3]}px;
`;

const Arrow = styled(IconButton)`
  &[aria-disabled='true'] {
    opacity: 0.35;
    cursor: default;
  }
  &[aria-disabled='true']:hover { background: transparent; }
  svg { width: 18px; height: 18px; }
`;

/** Room around the items so focus rings are not clipped by the scrolling box. */
const FOCUS_ROOM = 6;

const Track = styled.ul<{ $perPage: CarouselPerPage }>`
  --carousel-per-page: ${({ $perPage }) => $perPage.desktop};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc(
    (100% - (var(--carousel-per-page) - 1) * var(--carousel-gap)) / var(--carousel-per-page)
  );
  gap: var(--carousel-gap);
  margin: -${FOCUS_ROOM}px;
  padding: ${FOCUS_ROOM}px;
  list-style: none;
  overflow-x: auto;
  overflow-y: hidden;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: ${FOCUS_ROOM}px;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
  > li {
    min-width: 0;
    scroll-snap-align: start;
  }
  ${media.tablet} {
    --carousel-per-page: ${({ $perPage }) => $perPage.tablet};
  }
  ${media.narrow} {
    --carousel-per-page: ${({ $perPage }) => $perPage.narrow};
  }
`;
