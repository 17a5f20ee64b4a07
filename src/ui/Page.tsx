import styled from 'styled-components';

/** A page's main heading. */
export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes[6]}px;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  ${({ theme }) => theme.media.narrow} {
    font-size: ${({ theme }) => theme.fontSizes[5]}px;
    margin-bottom: ${({ theme }) => theme.space[4]}px;
  }
`;

/** A centred page column of at most `$width` px (palette 600, contrast 700, colour 1200). */
export const PageColumn = styled.div<{ $width?: number }>`
  width: 100%;
  max-width: ${({ $width, theme }) => $width ?? theme.sizes.contentMax}px;
  margin: 0 auto;
`;

/** A section heading inside a page. */
export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

/** Muted body text for empty states and hints. */
export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
