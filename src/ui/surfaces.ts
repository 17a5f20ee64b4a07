import styled from 'styled-components';
import { Button } from './Button';
import { tokens } from './theme';

/** The dashed box in place of an empty list, in muted words. */
export const EmptyState = styled.p`
  padding: ${tokens.space[5]}px ${tokens.space[4]}px;
  border: 1px dashed ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  text-align: center;
  color: ${tokens.colors.textMuted};
`;

/** A large dashed button that adds one more item at the end of a list (a colour, a scale family). */
export const DashedButton = styled(Button)`
  min-height: 56px;
  border-style: dashed;
  border-width: 2px;
  border-radius: ${tokens.radius.large}px;
  background: transparent;
  color: ${tokens.colors.textMuted};
  &:hover:not(:disabled) { color: ${tokens.colors.text}; }
`;
