import styled, { css } from 'styled-components';
import { swatchChip } from '../../ui/styles';
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

/** A pair as it is drawn: "Aa" in the text colour on the background, or a border on it (`data-kind`). */
export const PairSample = styled.span`
  ${swatchChip(32, tokens.radius.small)}
  display: inline-grid;
  place-items: center;
  flex: none;
  font-weight: ${tokens.fontWeights.bold};
  font-size: ${tokens.fontSizes[1]}px;
  &[data-kind='text']::before { content: 'Aa'; }
  &[data-kind='component']::before {
    content: '';
    width: 18px;
    height: 18px;
    border: 2px solid currentColor;
    border-radius: 4px;
  }
`;

/** A pair's verdict: a mark and a word, in the danger colour when it fails (`data-passes`). */
export const PairVerdict = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]}px;
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
  svg { width: 14px; height: 14px; }
  &[data-passes='false'] { color: ${tokens.colors.danger}; }
`;
