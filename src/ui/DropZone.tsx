import styled from 'styled-components';
import { mutedSmall, wrapRow } from './styles';
import { tokens } from './theme';

/** A dashed area a file is dropped on, with its icon, a line of text and a "Choose…" button (see useDropTarget). */
export const DropZone = styled.div`
  ${wrapRow}
  justify-content: center;
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[4]}px;
  border: 2px dashed ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  ${mutedSmall}
  > svg { width: 20px; height: 20px; }
`;
