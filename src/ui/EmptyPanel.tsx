import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { css } from 'styled-components';
import { Muted } from './Page';
import { tokens } from './theme';

type EmptyPanelProps = {
  icon: LucideIcon;
  title: string;
  hint: string;
  /** Actions under the hint. */
  children?: ReactNode;
  className?: string;
};

/**
 * A page's panel in place of an empty list: an icon (class `empty-icon`, styled by the page), a heading, a muted
 * hint and any actions.
 */
export function EmptyPanel({ icon: Icon, title, hint, children, className }: EmptyPanelProps) {
  return (
    <div className={className}>
      <span className="empty-icon" aria-hidden>
        <Icon />
      </span>
      <h2>{title}</h2>
      <Muted>{hint}</Muted>
      {children}
    </div>
  );
}

/** The CSS of the panel's icon (`.empty-icon`): a `size` px disc on `background` with a muted `glyph` px icon in its centre. */
export function emptyIcon(size: number, glyph: number, background: string) {
  return css`
    display: grid;
    place-items: center;
    width: ${size}px;
    height: ${size}px;
    border-radius: ${tokens.radius.round}px;
    background: ${background};
    color: ${tokens.colors.textMuted};
    svg { width: ${glyph}px; height: ${glyph}px; }
  `;
}
