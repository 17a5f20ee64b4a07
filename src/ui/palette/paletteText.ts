import styled from 'styled-components';
import { tokens } from '../theme';
import { ellipsis, mutedSmall } from '../styles';

/** A palette's name in a list or on a card: bold, on one line, cut with an ellipsis. */
export const PaletteName = styled.span`
  ${ellipsis}
  font-weight: ${tokens.fontWeights.bold};
`;

/** The small muted line by a palette's name: its colour count, that it is full, when it was deleted. */
export const PaletteMeta = styled.span`
  ${mutedSmall}
`;
