import { Suspense, lazy, useId } from 'react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { LocalLink } from '../../ui/i18n';
import { tokens } from '../../ui/theme';
import { useNearViewport } from '../../ui/useNearViewport';
import { CombinationGrid } from './combinationGrid';
import type { ExploreCombinations } from './sections';
import { withData } from '../../ui/data/pageData';
import { SectionBox, SectionHeader, sectionHeadingSize } from './sectionParts';

/** The cards need Wada's dictionary (a data file): their chunk loads when the section comes near. */
const CombinationCards = lazy(withData(['wada'], () => import('./CombinationCards')));

/**
 * Explore's combinations section: four of Wada Sanzō's combinations, each a card opening its page, and
 * a link to all 348. Blank cards of the same size hold their place until the section comes near the
 * screen and the dictionary is in.
 */
export function CombinationsSection({ plan }: { plan: ExploreCombinations }) {
  const { t } = useTranslation('explore');
  const headingId = useId();
  const [sectionRef, near] = useNearViewport<HTMLElement>(false);
  const blanks = (
    <CombinationGrid aria-hidden>
      {plan.numbers.map((number) => (
        <Blank key={number} />
      ))}
    </CombinationGrid>
  );
  return (
    <SectionBox ref={sectionRef} aria-labelledby={headingId} aria-busy={near ? undefined : true} data-section-type="combinations">
      <Header>
        <h2 id={headingId}>{t('combinations.heading')}</h2>
        <SeeAll to={paths.combinations()}>
          {t('combinations.more')}
          <ArrowRight aria-hidden />
        </SeeAll>
      </Header>
      {near ? (
        <Suspense fallback={blanks}>
          <CombinationCards numbers={plan.numbers} />
        </Suspense>
      ) : (
        blanks
      )}
    </SectionBox>
  );
}

const Header = styled(SectionHeader)`
  h2 { ${sectionHeadingSize} }
`;

const SeeAll = styled(LocalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  min-height: 40px;
  color: ${tokens.colors.accent};
  font-weight: ${tokens.fontWeights.bold};
  font-size: ${tokens.fontSizes[1]}px;
  text-decoration: none;
  white-space: nowrap;
  svg { width: 16px; height: 16px; }
  &:hover { text-decoration: underline; text-underline-offset: 3px; }
`;

/** A card's place while the cards load. */
const Blank = styled.li`
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surfaceHover};
`;
