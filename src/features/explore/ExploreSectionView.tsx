import { useId } from 'react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getCategory } from '../../core/category/categories';
import { paths } from '../../config/paths';
import { CarouselArrows, CarouselPlaceholder, CarouselTrack, useCarousel, type CarouselPerPage } from '../../ui/Carousel';
import { LocalLink, useLanguage } from '../../ui/i18n';
import { tokens } from '../../ui/theme';
import { useNearViewport } from '../../ui/useNearViewport';
import { LIST_GROUP_SIZE, SECTION_COLOR_COUNT, chunk, type ExploreSection, type SectionType } from './sections';
import { ListGroup, SwatchCard } from './SwatchCards';
import type { Swatch } from './useExploreColors';
import { centredRow, pillLink, swatchChip } from '../../ui/styles';
import { SectionBox, SectionHeader, sectionHeadingSize } from './sectionParts';

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
  /** Render the colours at once (sections on screen at start); the others wait until scrolled near. */
  eager?: boolean;
};

/**
 * One Explore section: its category as a heading, a 'See all' link to the category page and a carousel.
 * The carousel's items render once the section comes near the screen; until then the first page of the
 * loading skeleton holds its place.
 */
export function ExploreSectionView({ section, swatches, eager = false }: ExploreSectionViewProps) {
  const { t } = useTranslation('explore');
  const lang = useLanguage();
  const headingId = useId();
  const carousel = useCarousel();
  const [sectionRef, near] = useNearViewport<HTMLElement>(eager);
  const category = getCategory(section.categoryId);
  const name = lang === 'ja' ? category.nameJa : category.name;
  const perPage = PER_PAGE[section.type];

  return (
    <SectionBox
      ref={sectionRef}
      aria-labelledby={headingId}
      aria-busy={near && swatches ? undefined : true}
      data-section-type={section.type}
    >
      <SectionHeader>
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
      </SectionHeader>
      {near ? (
        <CarouselTrack carousel={carousel} perPage={perPage} label={t('explore.colorsOf', { name })}>
          {sectionItems(section, SECTION_COLOR_COUNT[section.type], swatches)}
        </CarouselTrack>
      ) : (
        <CarouselPlaceholder carousel={carousel} perPage={perPage}>
          {/* The first page at the widest layout; narrower ones show part of it. */}
          {sectionItems(section, Math.ceil(perPage.desktop) * itemSize(section.type))}
        </CarouselPlaceholder>
      )}
    </SectionBox>
  );
}

/** Colours in one carousel item: a list item is a group of rows, a card is one colour. */
function itemSize(type: SectionType): number {
  return type === 'list' ? LIST_GROUP_SIZE : 1;
}

/** Returns the carousel items of a section's first `count` colours (placeholders where there is no swatch). */
function sectionItems(section: ExploreSection, count: number, swatches?: readonly Swatch[]) {
  const slots: Array<Swatch | undefined> = Array.from({ length: count }, (_, i) => swatches?.[i]);
  const dragPrefix = `explore-${section.index}`;
  return section.type === 'list'
    ? chunk(slots, LIST_GROUP_SIZE).map((group, g) => <ListGroup key={g} swatches={group} dragIdPrefix={`${dragPrefix}-${g}`} />)
    : slots.map((swatch, i) => (
        <SwatchCard key={i} type={section.type as Exclude<SectionType, 'list'>} swatch={swatch} dragId={`${dragPrefix}-${i}`} />
      ));
}

const Heading = styled.h2`
  ${centredRow}
  gap: ${tokens.space[3] + 2}px;
  min-width: 0;
  ${sectionHeadingSize}
`;

const Dot = styled.span`
  flex: none;
  ${swatchChip(14, tokens.radius.round)}
`;

const Actions = styled.div`
  ${centredRow}
  gap: ${tokens.space[4] - 4}px;
  flex: none;
`;

const SeeAll = styled(LocalLink)`
  ${pillLink}
  gap: ${tokens.space[2]}px;
  min-height: 36px;
  padding: 0 ${tokens.space[3] + 2}px;
  transition: background-color 120ms ease;
`;
