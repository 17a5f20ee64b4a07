import { css } from 'styled-components';
import { tokens } from '../../ui/theme';
import { bareList } from '../../ui/styles';

/**
 * Returns the CSS of the Japanese pages' list of cards: as many columns at least `minWidth` px wide as fit (two on a phone), and
 * cards of about `cardHeight` px. Cards below the screen skip style, layout and paint until scrolled near; a
 * lifted card's shadow and focus ring are not clipped at its edge.
 */
export function cardGrid(minWidth: number, cardHeight: number) {
  return css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(${minWidth}px, 1fr));
    gap: ${tokens.space[4] - 4}px;
    ${bareList}
    & > li {
      content-visibility: auto;
      contain-intrinsic-size: auto ${cardHeight}px;
      overflow-clip-margin: 32px;
    }
    ${tokens.media.narrow} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${tokens.space[3]}px;
    }
  `;
}
