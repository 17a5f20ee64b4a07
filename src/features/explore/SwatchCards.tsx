import styled, { css, keyframes } from 'styled-components';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import type { SectionType } from './sections';
import type { Swatch } from './useExploreColors';

/** Swatch heights (px) of the card types, on wide and on narrow screens. */
const SWATCH_HEIGHT: Readonly<Record<Exclude<SectionType, 'list'>, readonly [wide: number, narrow: number]>> = {
  card: [132, 112],
  'rich-card': [150, 120],
  'large-card': [240, 180],
  'large-rich-card': [260, 190],
};

type CardProps = {
  type: Exclude<SectionType, 'list'>;
  /** The colour, or undefined while it loads (a placeholder of the same size is shown). */
  swatch?: Swatch;
  dragId: string;
};

/**
 * One colour of a card section: a swatch over its code (card, large-card) or over its name and code
 * (rich-card, large-rich-card). The whole card links to the colour's page and can be dragged into a palette.
 */
export function SwatchCard({ type, swatch, dragId }: CardProps) {
  const rich = type === 'rich-card' || type === 'large-rich-card';
  const [wide, narrow] = SWATCH_HEIGHT[type];
  if (!swatch) {
    return (
      <CardFrame aria-hidden data-placeholder $wide={wide} $narrow={narrow}>
        <CardSwatch $loading />
        <CardText>
          {rich ? <Bar $width={70} $height={16} $line={22} /> : null}
          <Bar $width={rich ? 45 : 55} $height={14} $line={20} />
        </CardText>
      </CardFrame>
    );
  }
  return (
    <CardLink code={swatch.code} name={swatch.name} dragId={dragId} $wide={wide} $narrow={narrow}>
      <CardSwatch style={{ background: swatch.code }} />
      <CardText>
        {rich ? <Name>{swatch.name}</Name> : null}
        <Code>{swatch.code}</Code>
      </CardText>
    </CardLink>
  );
}

type ListGroupProps = {
  /** The group's colours, or undefined entries while they load. */
  swatches: ReadonlyArray<Swatch | undefined>;
  dragIdPrefix: string;
};

/** A group of list rows (a list section shows its nine colours three rows at a time). */
export function ListGroup({ swatches, dragIdPrefix }: ListGroupProps) {
  return (
    <Group>
      {swatches.map((swatch, index) => (
        <li key={index}>
          {swatch ? (
            <Row code={swatch.code} name={swatch.name} dragId={`${dragIdPrefix}-${index}`}>
              <RowSwatch style={{ background: swatch.code }} />
              <RowText>
                <Name>{swatch.name}</Name>
                <Code>{swatch.code}</Code>
              </RowText>
            </Row>
          ) : (
            <RowFrame aria-hidden data-placeholder>
              <RowSwatch $loading />
              <RowText>
                <Bar $width={75} $height={16} $line={22} />
                <Bar $width={45} $height={14} $line={20} />
              </RowText>
            </RowFrame>
          )}
        </li>
      ))}
    </Group>
  );
}

const shimmer = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

const loading = css`
  background: ${({ theme }) => theme.colors.surfaceHover};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const cardShape = css<{ $wide: number; $narrow: number }>`
  --swatch-height: ${({ $wide }) => $wide}px;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large - 2}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: inherit;
  text-decoration: none;
  transition: transform 160ms ease, box-shadow 160ms ease, border-color 160ms ease;
  ${({ theme }) => theme.media.narrow} {
    --swatch-height: ${({ $narrow }) => $narrow}px;
  }
`;

const CardLink = styled(ColorSwatchLink)<{ $wide: number; $narrow: number }>`
  ${cardShape}
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.colors.shadow};
  }
`;

const CardFrame = styled.div<{ $wide: number; $narrow: number }>`
  ${cardShape}
`;

const CardSwatch = styled.div<{ $loading?: boolean }>`
  flex: none;
  height: var(--swatch-height);
  box-shadow: inset 0 -1px 0 rgba(127, 127, 127, 0.18);
  ${({ $loading }) => $loading && loading}
`;

const CardText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  align-content: start;
  min-height: 0;
  padding: ${({ theme }) => theme.space[3] + 2}px ${({ theme }) => theme.space[4] - 4}px;
`;

const Name = styled.span`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 22px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Code = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  line-height: 20px;
`;

/** A placeholder line: a bar of `$height` centred in a text line of `$line` px. */
const Bar = styled.span<{ $width: number; $height: number; $line: number }>`
  display: block;
  width: ${({ $width }) => $width}%;
  height: ${({ $height }) => $height}px;
  margin: ${({ $height, $line }) => ($line - $height) / 2}px 0;
  border-radius: ${({ theme }) => theme.radius.small}px;
  ${loading}
`;

const Group = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const rowShape = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4] - 4}px;
  min-height: 72px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large - 2}px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: inherit;
  text-decoration: none;
`;

const Row = styled(ColorSwatchLink)`
  ${rowShape}
  transition: background-color 120ms ease;
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
`;

const RowFrame = styled.div`
  ${rowShape}
`;

const RowSwatch = styled.span<{ $loading?: boolean }>`
  flex: none;
  width: 54px;
  height: 54px;
  border-radius: ${({ theme }) => theme.radius.medium}px;
  box-shadow: inset 0 0 0 1px rgba(127, 127, 127, 0.2);
  ${({ $loading }) => $loading && loading}
`;

const RowText = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;
`;
