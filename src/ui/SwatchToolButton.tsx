import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { css } from 'styled-components';
import { tokens } from './theme';

export type SwatchToolProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  icon: LucideIcon;
  /** The accessible name (the short `title` is the tooltip). */
  label: string;
};

/** An icon-only button that sits on a colour swatch, named by `label`; style it with `swatchTool`. */
export function SwatchToolButton({ icon: Icon, label, ...props }: SwatchToolProps) {
  return (
    <button type="button" aria-label={label} {...props}>
      <Icon aria-hidden />
    </button>
  );
}

type SwatchToolSize = {
  /** Width and height in px, and on narrow phones. */
  size: number;
  narrowSize: number;
  icon: number;
  /** How much of the text colour tints the hover background, in %. */
  hoverMix: number;
  disabledOpacity: number;
};

/** The CSS of a round, transparent icon button on a swatch: it takes the swatch's text colour, and a tint of it on hover. */
export function swatchTool({ size, narrowSize, icon, hoverMix, disabledOpacity }: SwatchToolSize) {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${size}px;
    height: ${size}px;
    padding: 0;
    border: 0;
    border-radius: ${tokens.radius.round}px;
    background: transparent;
    color: inherit;
    svg { width: ${icon}px; height: ${icon}px; }
    &:hover:not(:disabled) { background: color-mix(in srgb, currentColor ${hoverMix}%, transparent); }
    &:disabled { opacity: ${disabledOpacity}; cursor: not-allowed; }
    ${tokens.media.narrow} {
      width: ${narrowSize}px;
      height: ${narrowSize}px;
    }
  `;
}
