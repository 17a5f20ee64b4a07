import { css, keyframes } from 'styled-components';
import { SwatchTextLink } from '../../ui/SwatchTextLink';
import { captionCode, captionName, swatchCardFrame } from '../../ui/swatchCardCss';
import { tokens } from '../../ui/theme';
import { showsNames, type SectionType } from './sections';
import type { Swatch } from './useExploreColors';
import { bareList, centredRow, stack, swatchChip } from '../../ui/styles';

/**
 * The colours of the Explore sections. Dozens of cards render twice on every visit (placeholders, then
 * colours), so they are plain elements with class names styled once by `swatchCardStyles` (included by
 * the page) rather than one styled component per element.
 */

type CardType = Exclude<SectionType, 'list'>;

/** Swatch heights (px) of the card types, on wide and on narrow screens. */
export const SWATCH_HEIGHT: Readonly<Record<CardType, readonly [wide: number, narrow: number]>> = {
  card: [132, 112],
  'rich-card': [150, 120],
  'large-card': [240, 180],
  'large-rich-card': [260, 190],
};

type CardProps = {
  type: CardType;
  /** The colour, or undefined while it loads (a placeholder of the same size is shown). */
  swatch?: Swatch;
  dragId: string;
};

/**
 * One colour of a card section: a swatch over its code (card, large-card) or over its name and code
 * (rich-card, large-rich-card). The whole card links to the colour's page and can be dragged into a palette.
 */
export function SwatchCard({ type, swatch, dragId }: CardProps) {
  const rich = showsNames(type);
  if (!swatch) {
    return (
      <div className="swatch-card" data-type={type} data-placeholder aria-hidden>
        <span className="swatch-card-swatch" data-loading />
        <span className="swatch-text">
          {rich ? <span className="swatch-bar" data-line="name" style={{ width: '70%' }} /> : null}
          <span className="swatch-bar" data-line="code" style={{ width: rich ? '45%' : '55%' }} />
        </span>
      </div>
    );
  }
  return (
    <SwatchTextLink className="swatch-card" swatchClass="swatch-card-swatch" textPrefix="swatch" type={type} named={rich} code={swatch.code} name={swatch.name} dragId={dragId} />
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
    <ul className="swatch-rows">
      {swatches.map((swatch, index) => (
        <li key={index}>
          {swatch ? (
            <SwatchTextLink className="swatch-row" swatchClass="swatch-row-swatch" textPrefix="swatch" code={swatch.code} name={swatch.name} dragId={`${dragIdPrefix}-${index}`} />
          ) : (
            <div className="swatch-row" data-placeholder aria-hidden>
              <span className="swatch-row-swatch" data-loading />
              <span className="swatch-text">
                <span className="swatch-bar" data-line="name" style={{ width: '75%' }} />
                <span className="swatch-bar" data-line="code" style={{ width: '45%' }} />
              </span>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

const shimmer = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.55; }
`;

/** The stylesheet of the cards and list rows, included once by the element that holds the sections. */
export const swatchCardStyles = css`
  .swatch-card { ${swatchCardFrame} }
  a.swatch-card {
    transition: transform 160ms ease, box-shadow 160ms ease;
    &:hover {
      transform: translateY(-2px);
      box-shadow: ${tokens.colors.shadow};
    }
  }
  .swatch-card-swatch {
    display: block;
    flex: none;
    box-shadow: inset 0 -1px 0 ${tokens.colors.swatchEdge};
  }
  ${(Object.keys(SWATCH_HEIGHT) as CardType[]).map(
    (type) => css`
      [data-type='${type}'] .swatch-card-swatch,
      .swatch-card-swatch[data-type='${type}'] {
        height: ${SWATCH_HEIGHT[type][0]}px;
        ${tokens.media.narrow} {
          height: ${SWATCH_HEIGHT[type][1]}px;
        }
      }
    `,
  )}
  .swatch-text {
    ${stack(tokens.space[1])}
    align-content: start;
    min-width: 0;
  }
  .swatch-card .swatch-text {
    padding: ${tokens.space[3] + 2}px ${tokens.space[4] - 4}px;
  }
  .swatch-name { ${captionName} }
  .swatch-code { ${captionCode} }
  /* Placeholder lines: a bar centred in a line of the same height as the text it stands for. */
  .swatch-bar {
    display: block;
    border-radius: ${tokens.radius.small}px;
  }
  .swatch-bar[data-line='name'] { height: 16px; margin: 3px 0; }
  .swatch-bar[data-line='code'] { height: 14px; margin: 3px 0; }
  [data-loading], .swatch-bar {
    background: ${tokens.colors.surfaceHover};
  }
  /* One pulse per placeholder card or row, not one per bar: fewer animations to start and run. */
  [data-placeholder] {
    animation: ${shimmer} 1.4s ease-in-out infinite;
  }
  .swatch-rows {
    ${stack(tokens.space[3])}
    ${bareList}
  }
  .swatch-row {
    ${centredRow}
    gap: ${tokens.space[4] - 4}px;
    min-height: 72px;
    padding: ${tokens.space[3]}px;
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radius.large - 2}px;
    background: ${tokens.colors.surfaceRaised};
    color: inherit;
    text-decoration: none;
  }
  a.swatch-row {
    transition: background-color 120ms ease;
    &:hover { background: ${tokens.colors.surfaceHover}; }
  }
  .swatch-row-swatch {
    display: block;
    flex: none;
    ${swatchChip(54, tokens.radius.medium)}
  }
  .swatch-row .swatch-text { flex: 1; gap: 0; }
`;
