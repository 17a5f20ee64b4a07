import styled from 'styled-components';
import { tokens } from '../theme';

/** The note in place of an empty list (no usable pairs, no conflicts). */
export const EmptyNote = styled.p`
  padding: ${tokens.space[4]}px;
  border: 1px dashed ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  color: ${tokens.colors.textMuted};
  text-align: center;
`;

/** "Show N more" under a long list. */
export const ShowMore = styled.button`
  width: 100%;
  min-height: 44px;
  margin-top: ${tokens.space[2]}px;
  border: 1px dashed ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: transparent;
  color: ${tokens.colors.textMuted};
  font: inherit;
  font-weight: ${tokens.fontWeights.bold};
  cursor: pointer;
  &:hover { color: ${tokens.colors.text}; background: ${tokens.colors.surfaceHover}; }
`;
