import styled from 'styled-components';
import { tokens } from './theme';

/** A page's main heading. */
export const PageTitle = styled.h1`
  font-size: ${tokens.fontSizes[6]}px;
  line-height: ${tokens.lineHeights.tight};
  margin-bottom: ${tokens.space[5]}px;
  ${tokens.media.narrow} {
    font-size: ${tokens.fontSizes[5]}px;
    margin-bottom: ${tokens.space[4]}px;
  }
`;

/**
 * A page column of at most `$width` px (palette 600, contrast 700, colour 1200), on the content's left edge: every
 * page's title starts where the top bar's does, so it does not jump from page to page.
 */
export const PageColumn = styled.div<{ $width?: number }>`
  width: 100%;
  max-width: ${({ $width, theme }) => $width ?? theme.sizes.contentMax}px;
`;

/** A tool's introduction under its title: muted, at most 720 px wide, drawn up towards the title. */
export const PageIntro = styled.p`
  max-width: 720px;
  margin: -${tokens.space[2]}px 0 ${tokens.space[4]}px;
  color: ${tokens.colors.textMuted};
`;

/** A section heading inside a page. */
export const SectionTitle = styled.h2`
  font-size: ${tokens.fontSizes[4]}px;
  margin-bottom: ${tokens.space[4]}px;
`;

/** Muted body text for empty states and hints. */
export const Muted = styled.p`
  color: ${tokens.colors.textMuted};
`;
