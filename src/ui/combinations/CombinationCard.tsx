import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { combinationColors } from '../../core/names/wada';
import { paths } from '../../config/paths';
import { LocalLink } from '../i18n';
import { tokens } from '../theme';
import { wada } from '../wada';
import { cardSurface, clippedColumn, ellipsis, hoverLift } from '../styles';

/**
 * One of Wada Sanzō's combinations as a card: its colours side by side as bands, as the book prints
 * them, with its number (`label`, 'No. 12') and colour names; the whole card links to the combination's page, named
 * by that text.
 */
function CombinationCard({ number, label }: { number: number; label: string }) {
  const colors = combinationColors(wada(), number) ?? [];
  const names = colors.map((color) => color.name).join(', ');
  return (
    // Named by its text, as it is seen ('No. 1 English Red, Cerulean Blue'), so a voice-control user can say it.
    <Card to={paths.combination(number)}>
      <Bands aria-hidden>
        {colors.map((color, i) => (
          <span key={i} style={{ background: color.code }} />
        ))}
      </Bands>
      <Caption>
        <strong>{label}</strong> <span>{names}</span>
      </Caption>
    </Card>
  );
}

/**
 * The list items of a list of combination cards, one a number. The translations are read here, once for the list:
 * a `useTranslation` in each of 348 cards cost the combinations page's hydration a sixth of its time.
 */
export function CombinationCardItems({ numbers }: { numbers: readonly number[] }) {
  const { t } = useTranslation('japanese');
  return numbers.map((number) => (
    <li key={number}>
      <CombinationCard number={number} label={t('combinations.number', { number })} />
    </li>
  ));
}

const Card = styled(LocalLink)`
  ${clippedColumn}
  height: 100%;
  ${cardSurface}
  text-decoration: none;
  transition: box-shadow 160ms ease, transform 160ms ease;
  ${hoverLift}
`;

/** The bands take the card's height less the caption (at least 112 px; 88 on phones). */
const Bands = styled.span`
  display: flex;
  flex: 1 1 auto;
  min-height: 112px;
  box-shadow: inset 0 -1px 0 ${tokens.colors.swatchEdge};
  span { flex: 1; }
  ${tokens.media.narrow} {
    min-height: 88px;
  }
`;

const Caption = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${tokens.space[3]}px ${tokens.space[3] + 2}px ${tokens.space[3] + 2}px;
  strong { font-size: ${tokens.fontSizes[1]}px; }
  span {
    ${ellipsis}
    font-size: ${tokens.fontSizes[0]}px;
    color: ${tokens.colors.textMuted};
  }
`;
