/**
 * The cards of what My Palettes keeps beside the palettes (saved themes, saved gradients): a section of a grid of
 * raised cards, each a picture that opens its tool above a foot with an icon, the name and Delete.
 */
import styled from 'styled-components';
import { bareList, cardSurface, ellipsis, hoverLift } from '../../ui/styles';
import { tokens } from '../../ui/theme';

export const SavedSection = styled.section`
  margin-top: ${tokens.space[5]}px;
`;

export const SavedGrid = styled.ul`
  ${bareList}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${tokens.space[4]}px;
`;

export const SavedCard = styled.div`
  ${cardSurface}
  overflow: hidden;
  ${hoverLift}
`;

export const SavedFoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  padding: ${tokens.space[2]}px ${tokens.space[2]}px ${tokens.space[2]}px ${tokens.space[3]}px;
  border-top: 1px solid ${tokens.colors.border};
  svg { width: 16px; height: 16px; flex: none; color: ${tokens.colors.textMuted}; }
`;

export const SavedName = styled.span`
  ${ellipsis}
  flex: 1;
  font-weight: ${tokens.fontWeights.bold};
  font-size: ${tokens.fontSizes[1]}px;
`;
