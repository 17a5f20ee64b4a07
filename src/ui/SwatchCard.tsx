import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ColorSwatchLink } from './ColorSwatchLink';
import { tokens } from './theme';
import { clippedColumn, ellipsis } from './styles';

type SwatchCardProps = {
  /** '#rrggbb' */
  code: string;
  /** The colour's name (shown under the code). The link's accessible name is its text: the detail, code and name. */
  name?: string;
  /** Unique on the page (the same colour may appear twice). */
  dragId: string;
  /** Height of the colour block in px (default 88). */
  height?: number;
  /** Height of the colour block on narrow screens (default: `height`). */
  narrowHeight?: number;
  /** A short extra line above the code (e.g. 'L 90' or 'Protanopia'). */
  detail?: ReactNode;
  /** Content drawn on the colour block (e.g. sample text). */
  children?: ReactNode;
  className?: string;
};

/**
 * A swatch card: a colour block with its code (and name) underneath, the whole card a link to the colour's page
 * that can be dragged into the palette drawer (ColorSwatchLink). Text stays on the theme's surface, so it is
 * readable on any colour.
 */
export function SwatchCard({ code, name, dragId, height = 88, narrowHeight, detail, children, className }: SwatchCardProps) {
  return (
    <Card code={code} name={name} namedByText dragId={dragId} className={className}>
      <Block style={{ background: code }} $height={height} $narrowHeight={narrowHeight ?? height}>
        {children}
      </Block>
      <Caption>
        {detail ? <Detail>{detail} </Detail> : null}
        <Code>{code}</Code>
        {name ? <Name> {name}</Name> : null}
      </Caption>
    </Card>
  );
}

/**
 * A row of `$count` swatch cards, `$columns` per row on wide screens (default: all in one row; at most 5 on
 * tablets). On phones more than four scroll sideways (snapping to cards) instead of wrapping into a tall stack;
 * four make a 2 × 2 block.
 */
export const SwatchGrid = styled.div<{ $count: number; $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns, $count }) => $columns ?? $count}, minmax(0, 1fr));
  gap: ${tokens.space[4] - 4}px;
  ${tokens.media.tablet} {
    grid-template-columns: repeat(${({ $columns, $count }) => Math.min($columns ?? $count, 5)}, minmax(0, 1fr));
  }
  ${tokens.media.narrow} {
    gap: ${tokens.space[3]}px;
    ${({ $count }) =>
      $count > 4
        ? `grid-template-columns: none;
           grid-auto-flow: column;
           grid-auto-columns: 104px;
           overflow-x: auto;
           scroll-snap-type: x mandatory;
           scroll-padding: 0 6px;
           padding: 6px 6px 10px;
           margin: -6px -6px -10px;
           & > * { scroll-snap-align: start; }`
        : `grid-template-columns: repeat(${$count === 4 ? 2 : $count}, minmax(0, 1fr));`}
  }
`;

const Card = styled(ColorSwatchLink)`
  ${clippedColumn}
  min-width: 0;
  border-radius: ${tokens.radius.medium + 2}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surfaceRaised};
  text-decoration: none;
  color: inherit;
  touch-action: manipulation;
  transition: transform 160ms ease, box-shadow 160ms ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${tokens.colors.shadow};
  }
`;

const Block = styled.div<{ $height: number; $narrowHeight: number }>`
  position: relative;
  height: ${({ $height }) => $height}px;
  box-shadow: inset 0 -1px 0 ${tokens.colors.swatchEdge};
  ${tokens.media.narrow} {
    height: ${({ $narrowHeight }) => $narrowHeight}px;
  }
`;

const Caption = styled.div`
  display: grid;
  gap: 1px;
  padding: ${tokens.space[3]}px ${tokens.space[3] + 2}px ${tokens.space[3] + 1}px;
  min-width: 0;
`;

const Detail = styled.span`
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
  color: ${tokens.colors.textMuted};
  ${ellipsis}
`;

const Code = styled.span`
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  ${ellipsis}
`;

const Name = styled.span`
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
  ${ellipsis}
`;
