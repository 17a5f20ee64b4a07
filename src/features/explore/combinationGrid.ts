import styled from 'styled-components';
import { tokens } from '../../ui/theme';
import { COMBINATION_CARD_HEIGHT } from './sections';
import { bareList } from '../../ui/styles';

/**
 * The combinations section's cards: four across on desktop, two on tablets and phones, every card the
 * same fixed height, so the blank cards that hold the section's place have the size of the real ones.
 */
export const CombinationGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${tokens.space[4] - 4}px;
  ${bareList}
  li { height: ${COMBINATION_CARD_HEIGHT.wide}px; }
  ${tokens.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${tokens.media.narrow} {
    gap: ${tokens.space[3]}px;
    li { height: ${COMBINATION_CARD_HEIGHT.narrow}px; }
  }
`;
