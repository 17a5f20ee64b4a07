import { Fragment, useEffect, useMemo, useState } from 'react';
import { Shuffle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { LoadFailure } from '../../ui/LoadFailure';
import { PageMeta } from '../../ui/PageMeta';
import { Muted, PageTitle } from '../../ui/Page';
import { tokens } from '../../ui/theme';
import { PointerText } from '../../ui/PointerText';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { useVisitSeed } from '../../ui/useVisitSeed';
import { ExploreSectionView } from './ExploreSectionView';
import { CombinationsSection } from './CombinationsSection';
import { planCombinations, planExplore } from './sections';
import { swatchCardStyles } from './SwatchCards';
import { EXPLORE_FILLED_MARK, useExploreColors } from './useExploreColors';
import { headRow, stack } from '../../ui/styles';

/**
 * Sections rendered with the page, with their colours; they fill the first screen. The others are
 * added just after the first paint, and render their colours when scrolled near.
 */
const EAGER_SECTIONS = 2;

/**
 * Explore (SPEC §2): ten sections of random colours, each from a different category and shown in one of
 * five ways; on half the visits a section of Wada Sanzō's combinations comes as well, below the first screen.
 * The plan comes from a seed per visit (Back returns to the same colours); 'Shuffle' draws anew.
 */
export default function ExplorePage() {
  const { t } = useTranslation(['common', 'explore']);
  const [seed, reseed] = useVisitSeed('explore');
  const [attempt, setAttempt] = useState(0);
  const sections = useMemo(() => planExplore(seed), [seed]);
  // Half the visits show Wada Sanzō's combinations too, before one of the sections below the first screen.
  const combinations = useMemo(() => planCombinations(seed), [seed]);
  const colors = useExploreColors(sections, attempt);
  const belowTheFold = useAfterFirstPaint();
  const shown = belowTheFold ? sections : sections.slice(0, EAGER_SECTIONS);
  const title = t('titles.explore');

  useEffect(() => {
    if (colors.status !== 'ready') return;
    // The frame after this commit is the one that paints the colours.
    const frame = requestAnimationFrame(() => performance.mark(EXPLORE_FILLED_MARK));
    return () => cancelAnimationFrame(frame);
  }, [colors]);

  return (
    <>
      <PageMeta title={title} description={t('explore:explore.description')} />
      <Header>
        <div>
          <PageTitle>{title}</PageTitle>
          <Muted>
            <PointerText fine={t('explore:explore.intro')} coarse={t('explore:explore.introTouch')} />
          </Muted>
        </div>
        <Button type="button" onClick={reseed}>
          <Shuffle aria-hidden />
          {t('explore:explore.shuffle')}
        </Button>
      </Header>
      {colors.status === 'failed' ? (
        <Failure
          message={t('explore:explore.failed')}
          retryLabel={t('explore:explore.retry')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : null}
      <Sections>
        {shown.map((section) => (
          <Fragment key={`${seed}-${section.index}`}>
            {combinations?.index === section.index ? <CombinationsSection plan={combinations} /> : null}
            <ExploreSectionView
              section={section}
              swatches={colors.status === 'ready' ? colors.sections[section.index] : undefined}
              eager={section.index < EAGER_SECTIONS}
            />
          </Fragment>
        ))}
      </Sections>
    </>
  );
}

const Header = styled.div`
  ${headRow('flex-end')}
  margin-bottom: ${tokens.space[5] + 8}px;
  h1 { margin-bottom: ${tokens.space[3]}px; }
  ${tokens.media.narrow} {
    margin-bottom: ${tokens.space[5]}px;
  }
`;

const Sections = styled.div`
  ${swatchCardStyles}
  ${stack(tokens.space[5] + 16)}
  ${tokens.media.narrow} {
    gap: ${tokens.space[5]}px;
  }
`;

const Failure = styled(LoadFailure)`
  margin-bottom: ${tokens.space[5]}px;
`;
