import { useId } from 'react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getCategory } from '../../core/category/categories';
import { paths } from '../../config/paths';
import { CarouselArrows, CarouselTrack, useCarousel, type CarouselPerPage } from '../../ui/Carousel';
import { LocalLink, useLanguage } from '../../ui/i18n';
import { LIST_GROUP_SIZE, SECTION_COLOR_COUNT, chunk, type ExploreSection, type SectionType } from './sections';
import { ListGroup, SwatchCard } from './SwatchCards';
import type { Swatch } from './useExploreColors';

/** Items per carousel page (SPEC §2): 4 rich cards or 5 cards on desktop, half on tablet, 2 on narrow screens. */
const RICH_PER_PAGE: CarouselPerPage = { desktop: 4, tablet: 2, narrow: 2 };
const CARD_PER_PAGE: CarouselPerPage = { desktop: 5, tablet: 2.5, narrow: 2 };
/** A list item is a group of three rows, wide enough to read names: all three groups fit on desktop. */
const LIST_PER_PAGE: CarouselPerPage = { desktop: 3, tablet: 2, narrow: 1 };

const PER_PAGE: Readonly<Record<SectionType, CarouselPerPage>> = {
  list: LIST_PER_PAGE,
  'rich-card': RICH_PER_PAGE,
  'large-rich-card': RICH_PER_PAGE,
  card: CARD_PER_PAGE,
  'large-card': CARD_PER_PAGE,
};

type ExploreSectionViewProps = {
  section: ExploreSection;
  /** The section's colours, or undefined while they load. */
  swatches?: readonly Swatch[];
};

/** One Explore section: its category as a heading, a 'See all' link to the category page and a carousel. */
export function ExploreSectionView({ section, swatches }: ExploreSectionViewProps) {
  const { t } = useTranslation('explore');
  const lang = useLanguage();
  const headingId = useId();
  const carousel = useCarousel();
  const category = getCategory(section.categoryId);
  const name = lang === 'ja' ? category.nameJa : category.name;
  const count = SECTION_COLOR_COUNT[section.type];
  const slots: Array<Swatch | undefined> = Array.from({ length: count }, (_, i) => swatches?.[i]);
  const dragPrefix = `explore-${section.index}`;

  const items =
    section.type === 'list'
      ? chunk(slots, LIST_GROUP_SIZE).map((group, g) => (
          <ListGroup key={g} swatches={group} dragIdPrefix={`${dragPrefix}-${g}`} />
        ))
      : slots.map((swatch, i) => <SwatchCard key={i} type={section.type as Exclude<SectionType, 'list'>} swatch={swatch} dragId={`${dragPrefix}-${i}`} />);

  return (
    <Section aria-labelledby={headingId} aria-busy={swatches ? undefined : true} data-section-type={section.type}>
      <Header>
        <Heading id={headingId}>
          <Dot style={{ background: category.representative }} aria-hidden />
          {name}
        </Heading>
        <Actions>
          <SeeAll to={paths.category(category.id)} aria-label={t('explore.seeAllLabel', { name })}>
            {t('explore.seeAll')}
            <ArrowRight aria-hidden />
          </SeeAll>
          <CarouselArrows carousel={carousel} previousLabel={t('explore.previous', { name })} nextLabel={t('explore.next', { name })} />
        </Actions>
      </Header>
      <CarouselTrack carousel={carousel} perPage={PER_PAGE[section.type]} label={t('explore.colorsOf', { name })}>
        {items}
      </CarouselTrack>
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;
  min-height: 40px;
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3] + 2}px;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
  ${({ theme }) => theme.media.narrow} {
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
  }
`;

const Dot = styled.span`
  flex: none;
  width: 14px;
  height: 14px;
  border-radius: ${({ theme }) => theme.radius.round}px;
  box-shadow: inset 0 0 0 1px rgba(127, 127, 127, 0.35);
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4] - 4}px;
  flex: none;
`;

const SeeAll = styled(LocalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3] + 2}px;
  border-radius: ${({ theme }) => theme.radius.round}px;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
  transition: background-color 120ms ease;
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
  svg { width: 16px; height: 16px; }
`;
