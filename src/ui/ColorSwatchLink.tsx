import type { CSSProperties, ReactNode } from 'react';
import { paths } from '../config/paths';
import { useColorDragSource } from './dnd/colorDragSource';
import { LocalLink } from './i18n';

type ColorSwatchLinkProps = {
  /** '#rrggbb' */
  code: string;
  /** A wide or translucent colour's exact text (`code` is then its fallback): the link opens its own page. */
  exact?: string;
  /**
   * The colour's name, for the accessible name '{name} {code}' of a link whose visible text does not say it all (a
   * swatch alone, a code alone, a step's number before them).
   */
  name?: string;
  /**
   * The link's visible text names it (its name and code, any caption, parts apart by spaces): no label of its own, so
   * that its accessible name is what is seen and a voice-control user can say it.
   */
  namedByText?: boolean;
  /** An accessible name that starts with the visible text (e.g. a step's number) and says the rest. */
  label?: string;
  /** Unique on the page (the same colour may appear twice). */
  dragId: string;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
};

/**
 * A link to a colour's page (a wide colour's own page) that can also be dragged, as the colour it shows, into the palette drawer (with the mouse, a long
 * press, or Space and the arrow keys); it fades while dragged. Style it with styled(ColorSwatchLink).
 */
export function ColorSwatchLink({ code, exact, name, namedByText, label, dragId, className, style, children }: ColorSwatchLinkProps) {
  // A wide colour is dragged as it is: its exact text, which a drop target adds as the colour (not its fallback).
  const { props, isDragging } = useColorDragSource(dragId, exact ?? code);
  return (
    <LocalLink
      to={paths.color(code, exact)}
      className={className}
      aria-label={namedByText ? undefined : (label ?? (name ? `${name} ${code}` : code))}
      style={{ ...style, opacity: isDragging ? 0.4 : undefined }}
      {...props}
    >
      {children}
    </LocalLink>
  );
}
