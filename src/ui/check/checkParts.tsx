import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tokens } from '../theme';
import { mutedSmall } from '../styles';

/** One half of the check (contrast, colour vision): its heading, intro, controls and lists in one column. */
export const CheckSection = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]}px;
  h2 { font-size: ${tokens.fontSizes[4]}px; }
`;

/** The muted paragraph under a section's heading. */
export const CheckIntro = styled.p`
  ${mutedSmall}
`;

/** The note in place of an empty list (no usable pairs, no conflicts). */
export const EmptyNote = styled.p`
  padding: ${tokens.space[4]}px;
  border: 1px dashed ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  color: ${tokens.colors.textMuted};
  text-align: center;
`;

/**
 * "Show N more" under a long list of `total` items of which `shown` are shown: it asks for the next `page` (`onMore`),
 * and is not there once every item is shown.
 */
export function ShowMore({ total, shown, page, onMore }: { total: number; shown: number; page: number; onMore: () => void }) {
  const { t } = useTranslation('check');
  const rest = total - shown;
  if (rest <= 0) return null;
  return (
    <ShowMoreButton type="button" onClick={onMore}>
      {t('contrast.showMore', { count: Math.min(page, rest) })}
    </ShowMoreButton>
  );
}

const ShowMoreButton = styled.button`
  width: 100%;
  min-height: 44px;
  margin-top: ${tokens.space[2]}px;
  border: 1px dashed ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: transparent;
  color: ${tokens.colors.textMuted};
  font: inherit;
  font-weight: ${tokens.fontWeights.bold};
  cursor: pointer;
  &:hover { color: ${tokens.colors.text}; background: ${tokens.colors.surfaceHover}; }
`;
