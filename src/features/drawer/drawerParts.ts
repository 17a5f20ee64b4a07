import styled from 'styled-components';
import { tokens } from '../../ui/theme';

/**
 * The pieces both drawer views are made of: the frame under the header (a column that takes the rest of the
 * panel, with the drop hint placed over it) and the note in place of an empty list.
 */
export const DrawerFrame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
`;

/** No palettes, no search results, a palette without colours: a bold line over a muted hint. */
export const DrawerEmpty = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]}px;
  padding: ${tokens.space[5]}px ${tokens.space[4]}px;
  text-align: center;
  color: ${tokens.colors.textMuted};
  strong { color: ${tokens.colors.text}; }
`;
