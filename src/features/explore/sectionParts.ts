import styled, { css } from 'styled-components';
import { tokens } from '../../ui/theme';
import { centredRow, stack } from '../../ui/styles';

/** The frame every Explore section shares: its header over its colours, 16 px apart. */
export const SectionBox = styled.section`
  ${stack(tokens.space[4])}
`;

/** A section's header: the heading on one side and its links on the other, at least 40 px tall. */
export const SectionHeader = styled.div`
  ${centredRow}
  justify-content: space-between;
  gap: ${tokens.space[4]}px;
  min-height: 40px;
`;

/** The size of a section's heading, a step smaller on a phone. */
export const sectionHeadingSize = css`
  font-size: ${tokens.fontSizes[4]}px;
  ${tokens.media.narrow} {
    font-size: ${tokens.fontSizes[3]}px;
  }
`;
