import { css } from 'styled-components';
import { tokens } from './theme';

/** One line of text, cut with an ellipsis. */
export const ellipsis = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A pair's sample: 'Aa' (or a mark) in the text colour on its ground, the size of a small button. */
export const pairSample = css`
  display: grid;
  place-items: center;
  width: 44px;
  height: 36px;
  border-radius: ${tokens.radius.small}px;
  box-shadow: ${tokens.swatchEdge};
  font-weight: ${tokens.fontWeights.bold};
`;

/** A list without bullets, margin or indent. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Small muted text: hints, counts, captions. */
export const mutedSmall = css`
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[1]}px;
`;

/** A colour code or an identifier in small, muted monospace: under a name, in a table's cell. */
export const mutedCode = css`
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

/** A raised card's surface: a border, the large radius and the raised background. */
export const cardSurface = css`
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surfaceRaised};
`;

/** A square colour chip of `size` px with the swatch edge; `radius` in px, or a CSS length such as '50%'. */
export function swatchChip(size: number, radius: number | string) {
  return css`
    width: ${size}px;
    height: ${size}px;
    border-radius: ${typeof radius === 'number' ? `${radius}px` : radius};
    box-shadow: ${tokens.swatchEdge};
  `;
}

/**
 * The swatch edge drawn over a box's contents, so that colours filling it to its rounded edge (white on a white
 * dialog) stay outlined; the box must be positioned.
 */
export const swatchEdgeOver = css`
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
    box-shadow: ${tokens.swatchEdge};
    pointer-events: none;
  }
`;

/** A flex row with its items centred on the cross axis. */
export const centredRow = css`
  display: flex;
  align-items: center;
`;

/** A wrapping flex row with its two ends apart: a title or count on one side, actions on the other. */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`;

/** A card that rises a little on hover (not with reduced motion). */
export const hoverLift = css`
  &:hover {
    box-shadow: ${tokens.colors.shadow};
    transform: translateY(-2px);
  }
  ${tokens.media.reducedMotion} {
    &:hover { transform: none; }
  }
`;

/** A wrapping flex row with its items centred on the cross axis. */
export const wrapRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
`;

/** A grid of one column with `gap` px between its rows. */
export function stack(gap: number) {
  return css`
    display: grid;
    gap: ${gap}px;
  `;
}

/** A wrapping flex row with `gap` px between its items (and its lines). */
export function cluster(gap: number) {
  return css`
    display: flex;
    flex-wrap: wrap;
    gap: ${gap}px;
  `;
}

/** A grid of `count` equal columns `gap` px apart; `tablet` and `narrow` columns on smaller screens where given. */
export function columns(count: number, gap: number, smaller: { tablet?: number; narrow?: number } = {}) {
  return css`
    display: grid;
    grid-template-columns: repeat(${count}, minmax(0, 1fr));
    gap: ${gap}px;
    ${smaller.tablet ? css`${tokens.media.tablet} { grid-template-columns: repeat(${smaller.tablet}, minmax(0, 1fr)); }` : ''}
    ${smaller.narrow ? css`${tokens.media.narrow} { grid-template-columns: repeat(${smaller.narrow}, minmax(0, 1fr)); }` : ''}
  `;
}

/**
 * Returns the column count among `choices` that leaves the least of the last row empty for `count` items (a
 * full last row first; the wider on a tie), so that a grid leaves no lone item where another width would not.
 */
export function fullestColumns(count: number, choices: readonly number[]): number {
  let best = choices[0];
  let bestEmpty = Infinity;
  for (const columns of choices) {
    const empty = ((columns - (count % columns)) % columns) / columns;
    if (empty < bestEmpty || (empty === bestEmpty && columns > best)) {
      best = columns;
      bestEmpty = empty;
    }
  }
  return best;
}

/** A form field's label: small, bold and muted (`size` from the font scale, 14 px by default). */
export function fieldLabel(size: number = tokens.fontSizes[1]) {
  return css`
    font-size: ${size}px;
    font-weight: ${tokens.fontWeights.bold};
    color: ${tokens.colors.textMuted};
  `;
}

/**
 * A text field's or select's box: bordered, in the text colour and the page's font, `height` px tall (with
 * `minHeight`, at least that tall), padded `padding` px inside, on `background`, with the medium corners unless given.
 */
export function fieldBox({ height, minHeight = false, padding = tokens.space[3], radius = tokens.radius.medium, background = tokens.colors.surfaceRaised }: {
  height: number;
  minHeight?: boolean;
  padding?: number;
  radius?: number;
  background?: string;
}) {
  return css`
    ${minHeight ? 'min-height' : 'height'}: ${height}px;
    padding: 0 ${padding}px;
    border: 1px solid ${tokens.colors.border};
    border-radius: ${radius}px;
    background: ${background};
    color: ${tokens.colors.text};
    font: inherit;
  `;
}

/** A dashed box with its lines centred `gap` px apart: an empty result in place of a list. */
export function emptyBox(gap: number) {
  return css`
    display: grid;
    place-content: center;
    gap: ${gap}px;
    border: 1px dashed ${tokens.colors.border};
    text-align: center;
  `;
}

/** A small, bold accent link in a pill that tints on hover, with a 16 px icon ('See all'). */
export const pillLink = css`
  display: inline-flex;
  align-items: center;
  border-radius: ${tokens.radius.round}px;
  color: ${tokens.colors.accent};
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
  svg { width: 16px; height: 16px; }
  &:hover { background: ${tokens.colors.surfaceHover}; }
`;

/** A label around a checkbox and its text: in a row at least `minHeight` px tall, the box 18 px in the accent colour. */
export function checkLabel(minHeight: number) {
  return css`
    display: inline-flex;
    align-items: center;
    gap: ${tokens.space[2]}px;
    min-height: ${minHeight}px;
    cursor: pointer;
    input { width: 18px; height: 18px; margin: 0; accent-color: ${tokens.colors.accent}; }
  `;
}

/** A page's head row: the title on one side and its actions on the other, wrapping, `align`ed and 16 px apart. */
export function headRow(align: 'flex-start' | 'flex-end') {
  return css`
    display: flex;
    align-items: ${align};
    justify-content: space-between;
    flex-wrap: wrap;
    gap: ${tokens.space[4]}px;
  `;
}

/** A centred panel (a drop zone, an empty page): its items stacked in the middle `gap` px apart, 64 px of room above and below. */
export function centredPanel(gap: number) {
  return css`
    display: grid;
    justify-items: center;
    gap: ${gap}px;
    padding: ${tokens.space[6]}px ${tokens.space[4]}px;
    border-radius: ${tokens.radius.large}px;
    text-align: center;
  `;
}

/** A note floating over other content: bold `size` px text in `color` on `background`, with the raised shadow. */
export function floatingNote(background: string, color: string, size: number) {
  return css`
    background: ${background};
    color: ${color};
    box-shadow: ${tokens.colors.shadow};
    font-size: ${size}px;
    font-weight: ${tokens.fontWeights.bold};
  `;
}

/** A column that clips what overflows its (rounded) box: a card with its swatch above its caption. */
export const clippedColumn = css`
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

/** An invisible input over its whole label (a chip or segment that shows the choice itself). */
export const coveringInput = css`
  position: absolute;
  inset: 0;
  opacity: 0;
  margin: 0;
  cursor: pointer;
`;

/**
 * A round marker dragged over a picture (the image tool's colours, the generator's harmony wheel): `size` px, centred
 * on its point (placed with left/top), a white ring inside a dark one so it shows on any colour, and a larger target
 * for a finger.
 */
export function dragMarker(size: number) {
  return css`
    position: absolute;
    width: ${size}px;
    height: ${size}px;
    margin: ${-size / 2}px 0 0 ${-size / 2}px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    box-shadow: 0 0 0 3px #ffffff, 0 0 0 4px rgba(0, 0, 0, 0.5), 0 2px 6px rgba(0, 0, 0, 0.35);
    cursor: grab;
    touch-action: none;
    &::after {
      content: '';
      position: absolute;
      inset: -10px;
    }
  `;
}

/**
 * Links drawn as a page's header tabs (each tab its own address, the current one `aria-current="page"`): a row over a
 * rule, the current tab underlined in the accent colour.
 */
export const linkTabs = css`
  display: flex;
  border-bottom: 1px solid ${tokens.colors.border};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin-bottom: -1px;
    border-bottom: 2px solid transparent;
    ${mutedSmall}
    font-weight: ${tokens.fontWeights.bold};
    text-decoration: none;
  }
  a:hover { color: ${tokens.colors.text}; }
  a[aria-current='page'] {
    border-bottom-color: ${tokens.colors.accent};
    color: ${tokens.colors.text};
  }
`;

/** A text area for code or pasted text: full width, monospaced, resized by height only. */
export const codeTextArea = css`
  width: 100%;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[1]}px;
  line-height: 1.5;
  resize: vertical;
  &::placeholder { color: ${tokens.colors.textMuted}; }
`;

/**
 * The app's own face, for text inside something that sets another (a mock interface, a code line): Inter, and on a
 * Japanese page Noto Sans JP for the Japanese glyphs, as the page body has them (globalCss).
 */
export const appFont = css`
  font-family: ${tokens.fonts.body};
  :root:lang(ja) & { font-family: ${tokens.fonts.bodyJapanese}; }
`;

/** An SVG laid over the whole of its positioned parent (a preview, a wheel), under its handles; the pointer passes through. */
export const svgOverlay = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: visible;
  pointer-events: none;
`;
