import { useEffect, useState, type RefObject } from 'react';
import { isPairKind, type PairKind } from '../../core/tryon/tryOnPairs';
import { IRODORI_ROLES, type IrodoriRole } from '../../core/theme/roles';

/** One pair of roles an element is read in. */
export type MarkedPair = { readonly fg: IrodoriRole; readonly bg: IrodoriRole; readonly kind: PairKind };
/** A marked element of a mock: what it is, its pairs, and where it is in the mock's content (px). */
export type Mark = {
  readonly element: Element;
  readonly name: string;
  readonly pairs: readonly MarkedPair[];
  readonly box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
};

const isRole = (value: string): value is IrodoriRole => (IRODORI_ROLES as readonly string[]).includes(value);

/** Returns the pairs written in an element's `data-pairs` (see mockKit's `paint`); unknown roles or kinds are left out. */
export function pairsOf(element: Element): MarkedPair[] {
  return (element.getAttribute('data-pairs') ?? '')
    .split(' ')
    .map((pair) => pair.split('/'))
    .filter((parts): parts is [IrodoriRole, IrodoriRole, PairKind] => parts.length === 3 && isRole(parts[0]) && isRole(parts[1]) && isPairKind(parts[2]))
    .map(([fg, bg, kind]) => ({ fg, bg, kind }));
}

/** Returns the key of a pair: the same two roles read the same way are one pair, however many elements show it. */
export const pairKey = (pair: MarkedPair) => `${pair.fg}/${pair.bg}/${pair.kind}`;

/** Returns where an element is in the content layer. */
export function boxOf(element: Element, content: Element): Mark['box'] {
  const outer = content.getBoundingClientRect();
  const rect = element.getBoundingClientRect();
  return { x: rect.left - outer.left, y: rect.top - outer.top, width: rect.width, height: rect.height };
}

/** Returns a marked element as a mark, measured in `content`. */
export function markOf(element: Element, content: Element): Mark {
  return { element, name: element.getAttribute('data-el') ?? '', pairs: pairsOf(element), box: boxOf(element, content) };
}

/** Returns the mock's marked elements that are shown (a hidden one, e.g. a nav link folded away on a phone, has no box). */
export function marksIn(content: Element): Mark[] {
  return [...content.querySelectorAll('[data-pairs]')]
    .map((element) => markOf(element, content))
    .filter((mark) => mark.pairs.length > 0 && mark.box.width > 0 && mark.box.height > 0);
}

/** Drawn parts of a mock: its texts (generated content), its icons and pictures. */
const DRAWN = '[data-text], svg';

/**
 * Returns the boxes of what the mock in `content` draws, which a label must not hide: every text, icon and picture,
 * and every marked element that holds none (a swatch, a progress bar, a dot). A card or a section is no such box:
 * what it holds is.
 */
export function drawnBoxesIn(content: Element): Mark['box'][] {
  const page = content.querySelector('[data-mock-page]');
  if (!page) return [];
  const drawn = [...page.querySelectorAll(DRAWN)];
  const bare = [...page.querySelectorAll('[data-pairs]')].filter((element) => !element.matches(DRAWN) && !element.querySelector(`${DRAWN}, [data-pairs]`));
  return [...drawn, ...bare].map((element) => boxOf(element, content)).filter((box) => box.width > 0 && box.height > 0);
}

/**
 * Returns the marked elements of the mock in `content`, measured after layout and again whenever the content's size
 * changes or a font arrives (`active` false: none, nothing measured). `version` changes with what is shown (the
 * mock, its language).
 */
export function useMarks(content: RefObject<HTMLElement | null>, active: boolean, version: string): Mark[] {
  const [marks, setMarks] = useState<Mark[]>([]);
  useEffect(() => {
    const node = content.current;
    if (!active || !node) {
      setMarks([]);
      return;
    }
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setMarks(marksIn(node)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    document.fonts?.addEventListener('loadingdone', measure);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      document.fonts?.removeEventListener('loadingdone', measure);
    };
  }, [content, active, version]);
  return marks;
}
