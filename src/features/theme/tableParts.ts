import styled, { css } from 'styled-components';
import { tokens } from '../../ui/theme';

/**
 * The theme tool's two tables (roles, contrast): a bordered box that scrolls sideways on a narrow screen, and the
 * table's common rules (a 560 px minimum, muted column heads on the surface).
 */
export const TableScroll = styled.div`
  /* Positioned, so the visually hidden texts inside (absolutely placed) scroll with the table rather than widen the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
`;

export const tableBase = css`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  th, td { text-align: left; vertical-align: middle; padding: ${tokens.space[2]}px ${tokens.space[3]}px; }
  thead th { font-size: ${tokens.fontSizes[0]}px; color: ${tokens.colors.textMuted}; background: ${tokens.colors.surface}; }
  th[scope='row'] { font-weight: ${tokens.fontWeights.regular}; }
`;
