import { createContext, useContext, type ComponentPropsWithoutRef, type CSSProperties, type ElementType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { IrodoriRole } from '../../core/theme/roles';
import { DEFAULT_CHART_ROLES, type ChartRole } from '../../core/tryon/chartRoles';
import type { PairKind } from '../../core/tryon/tryOnPairs';

/**
 * The parts every try-on mock is written with. A mock is a picture of an interface: it paints only with
 * the theme's roles (`role('primary')` is `var(--t-primary)`, set on the frame, so a new colour recolours without a
 * render), draws its words from the copy by generated content (so they are seen, not read: the frame tells
 * assistive technology it is a preview), and marks each element with the pairs of roles it is read in (`paint`),
 * from which the try-on finds the pairs it labels and the roles it shows on hover.
 */

/** The custom property of a role: `var(--t-<role>)`. */
export const role = (name: IrodoriRole) => `var(--t-${name})`;

/** One pair an element is read in: its foreground role (text, an edge, an icon) on its background role, and how it is read. */
export type Paint = readonly [fg: IrodoriRole, bg: IrodoriRole, kind: PairKind];

/**
 * Returns the attributes that mark an element: what it is (`element`, a key of the try-on's element names) and
 * every pair it is read in, e.g. `paint('primaryButton', ['onPrimary', 'primary', 'body'], ['primary', 'surface', 'component'])`.
 */
export function paint(element: string, ...pairs: readonly Paint[]): { 'data-el': string; 'data-pairs': string } {
  return { 'data-el': element, 'data-pairs': pairs.map((pair) => pair.join('/')).join(' ') };
}

/**
 * The roles a mock's chart paints its categories with, in order (`chartRoles` of the theme shown: chosen for the
 * colours, so no two categories look alike). The try-on chooses them once for normal vision and gives the same to a
 * simulated vision's window, which must show the same interface.
 */
export const MockChart = createContext<readonly ChartRole[]>(DEFAULT_CHART_ROLES);
/** The most categories a mock's chart has (the phone's donut). */
export const CHART_CATEGORIES = 4;

/** The copy of the mock being shown, in the language chosen for it (key → text). */
export const MockCopy = createContext<(key: string) => string>((key) => key);

type TextProps<E extends ElementType> = { k: string; as?: E } & Omit<ComponentPropsWithoutRef<E>, 'children' | 'as'>;

/** A text of the mock's copy (`k` under the mock's key), drawn by generated content. */
export function T<E extends ElementType = 'span'>({ k, as, ...rest }: TextProps<E>) {
  const copy = useContext(MockCopy);
  const Tag = (as ?? 'span') as ElementType;
  return <Tag data-text={copy(k)} {...rest} />;
}

/** A role a mock paints with. */
export type MockRole = Paint[0];

type RoleTextProps = { k: string; el: string; fg: MockRole; bg: MockRole; kind?: Paint[2]; className?: string; style?: CSSProperties };

/** A text of the copy in its role `fg`, marked as the element `el` read `fg` on `bg` (as body text unless `kind` says). */
export function RoleText({ k, el, fg, bg, kind = 'body', className, style }: RoleTextProps) {
  return <T k={k} className={className} style={{ color: role(fg), ...style }} {...paint(el, [fg, bg, kind])} />;
}

type RoleIconProps = { i: LucideIcon; fg: MockRole; bg: MockRole; el?: string; s?: number };

/**
 * Returns the icon of a mock whose icons are drawn `strokeWidth` thick and `size` px unless `s` says: the icon `i` in its
 * role `fg`, marked as a component on `bg`.
 */
export function roleIcon(size: number, strokeWidth: number) {
  return function RoleIcon({ i: Icon, fg, bg, el = 'icon', s = size }: RoleIconProps) {
    return <Icon aria-hidden size={s} strokeWidth={strokeWidth} style={{ color: role(fg), flex: 'none' }} {...paint(el, [fg, bg, 'component'])} />;
  };
}
