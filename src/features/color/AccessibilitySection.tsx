import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Color } from '../../core/color/types';
import { pairContrast } from '../../core/contrast/screenContrast';
import { exactInfo } from '../../core/exact/authoredColor';
import { paintOf } from '../../ui/ExactMark';
import { TextSample } from '../../ui/TextSample';
import { tokens } from '../../ui/theme';
import { RatingChips } from '../../ui/contrast/RatingChips';
import { Judged } from './ContrastBlock';
import { SectionCard } from './SectionCard';
import { columns } from '../../ui/styles';

const WHITE = '#ffffff';
const BLACK = '#000000';

/** The four pairings of the Accessibility section: the colour as text on white and black, then white and black text on it. */
const PAIRINGS = [
  { id: 'onWhite', fg: (code: string) => code, bg: () => WHITE },
  { id: 'onBlack', fg: (code: string) => code, bg: () => BLACK },
  { id: 'whiteText', fg: () => WHITE, bg: (code: string) => code },
  { id: 'blackText', fg: () => BLACK, bg: (code: string) => code },
] as const;

/**
 * Accessibility (SPEC §2): the colour with white and black both ways, with WCAG ratings and the APCA Lc. A wide or
 * translucent colour (`exact`) is painted as it is and each pair judged on an sRGB and a Display P3 screen, the worse
 * rated.
 */
export function AccessibilitySection({ color, exact }: { color: Color; exact?: string }) {
  const { t } = useTranslation('color');
  const { t: tools } = useTranslation('tools');
  const shown = exact ?? color.colorCode;
  const alpha = exactInfo(shown)?.alpha;
  return (
    <SectionCard title={t('sections.accessibility.title')} description={t('sections.accessibility.description')} width="full">
      <Grid>
        {PAIRINGS.map((pairing) => {
          const fg = pairing.fg(shown);
          const bg = pairing.bg(shown);
          return (
            <Card key={pairing.id} aria-label={t(`accessibility.${pairing.id}`)} data-testid={`accessibility-${pairing.id}`}>
              <h3>{t(`accessibility.${pairing.id}`)}</h3>
              <Preview style={{ background: bg === shown ? paintOf(bg, alpha) : bg, color: fg }}>
                <Glyphs text="Aa" label={t('pair.sample', { fg, bg })} />
              </Preview>
              <RatingChips result={pairContrast(fg, bg).result} />
            </Card>
          );
        })}
      </Grid>
      {exact ? <Judged>{tools('contrast.screens.judged')}</Judged> : null}
    </SectionCard>
  );
}

const Grid = styled.div`
  ${columns(4, tokens.space[4] - 4, { tablet: 2, narrow: 1 })}
`;

const Card = styled.section`
  display: grid;
  align-content: start;
  gap: ${tokens.space[4] - 4}px;
  min-width: 0;
  padding: ${tokens.space[4] - 4}px;
  border-radius: ${tokens.radius.medium + 2}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surfaceRaised};
  h3 { font-size: ${tokens.fontSizes[1]}px; }
`;

const Preview = styled.div`
  display: grid;
  place-items: center;
  height: 96px;
  border-radius: ${tokens.radius.medium}px;
  box-shadow: ${tokens.swatchEdge};
`;

const Glyphs = styled(TextSample)`
  font-size: ${tokens.fontSizes[6]}px;
  font-weight: ${tokens.fontWeights.bold};
  line-height: 1;
`;
