import type { CSSProperties, ReactNode } from 'react';
import { paths } from '../config/paths';
import { useColorDragSource } from './dnd/colorDragSource';
import { LocalLink } from './i18n';

type ColorSwatchLinkProps = {
  /** '#rrggbb' */
  code: string;
  /** The colour's name, for the accessible name '{name} {code}'. */
  name?: string;
  /** Unique on the page (the same colour may appear twice). */
  dragId: string;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
};

/**
 * A link to a colour's page that can also be dragged into the palette drawer (with the mouse, a long
 * press, or Space and the arrow keys); it fades while dragged. Style it with styled(ColorSwatchLink).
 */
export function ColorSwatchLink({ code, name, dragId, className, style, children }: ColorSwatchLinkProps) {
  const { props, isDragging } = useColorDragSource(dragId, code);
  return (
    <LocalLink
      to={paths.color(code)}
      className={className}
      aria-label={name ? `${name} ${code}` : code}
      style={{ ...style, opacity: isDragging ? 0.4 : undefined }}
      {...props}
    >
      {children}
    </LocalLink>
  );
}
