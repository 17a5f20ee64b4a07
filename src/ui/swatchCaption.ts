import { css } from 'styled-components';
import { tokens } from './theme';

/** The caption lines under a swatch (Explore cards, category grid, history): the colour's name, bold on one line… */
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
