import { css } from 'styled-components';
import { tokens } from './theme';

/**
 * Style pieces of the swatch cards that Explore, the category grid and history share. The card:
 * a raised frame holding the swatch above its caption.
 */
export const swatchCardFrame = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large - 2}px;
  background: ${tokens.colors.surfaceRaised};
  color: inherit;
  text-decoration: none;
`;

/** The caption lines under a swatch: the colour's name, bold on one line… */
export const captionName = css`
  overflow: hidden;
  font-weight: ${tokens.fontWeights.bold};
  line-height: 22px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** …and its code, muted and monospaced. */
export const captionCode = css`
  color: ${tokens.colors.textMuted};
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[1]}px;
  line-height: 20px;
`;
