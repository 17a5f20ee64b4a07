import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Color } from '../../core/color/types';
import { paths } from '../../config/paths';
import { ColorPairCard } from '../../ui/ColorPairCard';
import { tokens } from '../../ui/theme';
import { AccessibilitySection } from './AccessibilitySection';
import { ContrastBlock } from './ContrastBlock';
import { useColorName } from '../../ui/palette/swatchText';
import { SectionCard, SectionGrid } from './SectionCard';
import { FGBG_SEE_ALL, SAME_LIGHTNESS_SECTION, SWATCH_SECTIONS, fgbgPairs } from './sections';
import { SwatchSection } from './SwatchSection';
import { VisionSection } from './VisionSection';
import { columns } from '../../ui/styles';
import { useRevealed } from '../../ui/useRevealed';

/**
 * The colour page's sections in SPEC §2 order, in a two-column grid (full-width ones span both columns). A wide or
 * translucent colour (`exact`) is shown as it is where colour vision and contrast are: simulated as a Display P3 screen
 * shows it, and rated on both screens; the other sections work from its code, the fallback.
 */
export function ColorSections({ color, exact }: { color: Color; exact?: string }) {
  const colorName = useColorName();
  const { t } = useTranslation('color');
  const code = color.colorCode;
  const pairs = useMemo(() => fgbgPairs(code), [code]);
  const sections = [
    ...SWATCH_SECTIONS.map((section) => <SwatchSection key={section.id} section={section} base={code} />),
    <SectionCard
      key="fgbg"
      title={t('sections.fgbg.title')}
      description={t('sections.fgbg.description')}
      width="full"
      seeAll={paths.generator(code, FGBG_SEE_ALL)}
    >
      <Pairs data-testid="section-fgbg">
        {pairs.map((pair, i) => (
          <ColorPairCard key={i} fg={pair.fg} bg={pair.bg} fgName={colorName(pair.fg)} bgName={colorName(pair.bg)} dragId={`fgbg-${i}`} />
        ))}
      </Pairs>
    </SectionCard>,
    <SwatchSection key={SAME_LIGHTNESS_SECTION.id} section={SAME_LIGHTNESS_SECTION} base={code} />,
    <VisionSection key="vision" color={color} exact={exact} />,
    <ContrastBlock key="contrast" color={color} exact={exact} />,
    <AccessibilitySection key="accessibility" color={color} exact={exact} />,
  ];
  // Four sections a commit: all sixteen at once were the page's longest task (Lighthouse's blocking time).
  const shown = useRevealed(sections.length, SECTIONS_PER_COMMIT);
  return (
    <SectionGrid aria-label={t('page.sections')} role="group">
      {sections.slice(0, shown)}
    </SectionGrid>
  );
}

/** How many sections each commit adds (see useRevealed). */
const SECTIONS_PER_COMMIT = 4;

const Pairs = styled.div`
  ${columns(4, tokens.space[4] - 4, { tablet: 2 })}
`;
