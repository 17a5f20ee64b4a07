import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CATEGORIES, type CategoryId } from '../../core/category/categories';
import { contrastRatio } from '../../core/contrast/wcag';
import { paths } from '../../config/paths';
import { LocalLink, useLanguage } from '../../ui/i18n';
import { tokens } from '../../ui/theme';
import { bareList, mutedSmall, swatchChip } from '../../ui/styles';

/**
 * The 17 categories as chips linking to their pages: the current one filled with its representative
 * colour, the others decoloured until hovered or focused.
 */
export function CategoryChips({ current }: { current: CategoryId }) {
  const { t } = useTranslation('explore');
  const lang = useLanguage();
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the chips are one scrolling line: bring the current one into view (without moving the page).
  useLayoutEffect(() => {
    const list = listRef.current;
    const chip = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !chip || list.scrollWidth <= list.clientWidth) return;
    const left = chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2;
    list.scrollLeft = Math.max(0, left);
  }, [current]);

  return (
    <nav aria-label={t('category.chips')}>
      <Chips ref={listRef}>
        {CATEGORIES.map((category) => {
          const active = category.id === current;
          return (
            <li key={category.id}>
              <Chip
                to={paths.category(category.id)}
                aria-current={active ? 'page' : undefined}
                style={active ? { background: category.representative, color: chipText(category.representative) } : undefined}
              >
                <Dot style={{ background: category.representative }} aria-hidden />
                {lang === 'ja' ? category.nameJa : category.name}
              </Chip>
            </li>
          );
        })}
      </Chips>
    </nav>
  );
}

/** Returns black or white, whichever reads better on the chip's colour (small bold text needs 4.5:1). */
function chipText(background: string): string {
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}

const Chips = styled.ul`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]}px;
  ${bareList}
  ${tokens.media.narrow} {
    flex-wrap: nowrap;
    /* One swipeable line on phones, edge to edge, with room for focus rings. */
    margin: 0 -${tokens.sizes.sidePaddingNarrow}px;
    padding: 4px ${tokens.sizes.sidePaddingNarrow}px;
    overflow-x: auto;
    scrollbar-width: none;
    &::-webkit-scrollbar { display: none; }
  }
`;

const Dot = styled.span`
  flex: none;
  ${swatchChip(12, tokens.radius.round)}
  filter: grayscale(1);
  opacity: 0.75;
  /* Decoloured (SPEC), yet seen on either theme's chip: a ring in the muted text colour, whatever the grey. */
  box-shadow: inset 0 0 0 1px ${tokens.colors.textMuted};
  transition: filter 120ms ease, opacity 120ms ease;
`;

const Chip = styled(LocalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[3]}px;
  min-height: 36px;
  padding: 0 ${tokens.space[4] - 2}px 0 ${tokens.space[4] - 4}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.round}px;
  background: ${tokens.colors.surface};
  ${mutedSmall}
  font-weight: ${tokens.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
  transition: background-color 120ms ease, color 120ms ease, border-color 120ms ease;
  &:hover, &:focus-visible {
    color: ${tokens.colors.text};
    background: ${tokens.colors.surfaceHover};
    ${Dot} { filter: none; opacity: 1; }
  }
  &[aria-current='page'] {
    border-color: transparent;
    ${Dot} { filter: none; opacity: 1; box-shadow: inset 0 0 0 2px currentColor; }
  }
`;
