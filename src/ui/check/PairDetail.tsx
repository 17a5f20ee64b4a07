import { useMemo } from 'react';
import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fixContrast } from '../../core/check/paletteFix';
import { AAA_TARGET, PAIR_USE_TARGETS } from '../../core/check/checkSummary';
import { contrastOfRatio, contrastScore } from '../../core/contrast/contrast';
import { judgedContrastOf } from '../../core/contrast/screenContrast';
import { IconButton } from '../IconButton';
import { SegmentedControl } from '../SegmentedControl';
import { useColorName } from '../colorNames';
import { ContrastPreview } from '../contrast/ContrastPreview';
import { RatingSummary } from '../contrast/RatingChips';
import { VerdictDisagreement } from '../contrast/VerdictDisagreement';
import { tokens } from '../theme';
import { FixOffer } from './FixOffer';
import { ScreenMark } from './ScreenMark';
import type { CheckColors } from './checkColors';
import { centredRow, mutedSmall, stack } from '../styles';

/** The ratios a contrast fix can aim for. */
export const FIX_TARGETS = { body: PAIR_USE_TARGETS.body, aaa: AAA_TARGET, large: PAIR_USE_TARGETS.large } as const;
export type FixTarget = keyof typeof FIX_TARGETS;

type PairDetailProps = {
  colors: CheckColors;
  fg: number;
  bg: number;
  target: FixTarget;
  onTarget: (target: FixTarget) => void;
  onSwap: () => void;
  /** Replaces the colour at an index of the palette. */
  onApply: (index: number, code: string) => void;
  /** Room for two columns: the sample and ratings beside the fixes. */
  wide?: boolean;
};

/**
 * One pair of the grid: the live sample (large and small text, a UI component), its ratings, and the fixes: the
 * smallest change of the text colour, or of the background, that reaches the chosen ratio (same hue, lightness
 * first; core fixContrast), before and after, applied with one press. A pair with a wide or translucent colour is
 * rated as the check rates it (the worse of an sRGB and a Display P3 screen, a translucent background over white and
 * over black) and says so; its fixes are judged the same way against the other colour as authored, and a wide or
 * translucent colour's fix stays one (in OKLCH, inside Display P3, its alpha kept).
 */
export function PairDetail({ colors, fg, bg, target, onTarget, onSwap, onApply, wide = false }: PairDetailProps) {
  const colorName = useColorName();
  const { t } = useTranslation('check');
  const fgCode = colors.codes[fg];
  const bgCode = colors.codes[bg];
  const fgCss = colors.css[fg];
  const bgCss = colors.css[bg];
  const ratio = FIX_TARGETS[target];
  const fixes = useMemo(
    () => (fg === bg ? null : { text: fixContrast(fgCss, bgCss, ratio, 'text'), background: fixContrast(bgCss, fgCss, ratio, 'background') }),
    [fg, bg, fgCss, bgCss, ratio],
  );
  const judged = useMemo(() => (fg === bg ? null : judgedContrastOf(fgCss, bgCss)), [fg, bg, fgCss, bgCss]);
  if (fg === bg || judged === null) return <Note>{t('pair.same')}</Note>;
  const fgName = colorName(fgCode);
  const bgName = colorName(bgCode);
  const targetLabel = t(`fix.targets.${target}`);
  const after = (ratioAfter: number | null) => (ratioAfter === null ? undefined : t('fix.ratioAfter', { ratio: contrastScore(ratioAfter).toFixed(2) }));
  const passes = judged.ratio >= ratio;
  const exact = colors.infos[fg] !== null || colors.infos[bg] !== null;
  const translucentBackground = (colors.infos[bg]?.alpha ?? 1) < 1;
  const screen = (from: 'srgb' | 'p3') => t(`screens.names.${from}`);
  const rated = contrastOfRatio(judged.ratio, judged.apca);

  return (
    <Detail aria-label={t('pair.heading', { fg: fgName, bg: bgName })} data-wide={wide || undefined}>
      <Head>
        <h3>{t('pair.heading', { fg: fgName, bg: bgName })}</h3>
        <IconButton type="button" $variant="outlined" $size={40} aria-label={t('pair.swap')} title={t('pair.swap')} onClick={onSwap}>
          <ArrowLeftRight aria-hidden />
        </IconButton>
      </Head>
      <Sample>
        <ContrastPreview fg={fgCss} bg={bgCss} />
        <Ratings>
          <RatingSummary result={rated} />
          {exact ? (
            <Screens>
              <ScreenMark from={judged.ratioFrom} />
              <span>{t('pair.screens', { ratio: screen(judged.ratioFrom), apca: screen(judged.apcaFrom) })}</span>
            </Screens>
          ) : null}
          {translucentBackground ? <Screens>{t('pair.translucent')}</Screens> : null}
          <VerdictDisagreement result={rated} />
        </Ratings>
      </Sample>
      <Fix>
        <h3>{t('fix.heading')}</h3>
        <SegmentedControl
          label={t('fix.target')}
          name="check-fix-target"
          options={(Object.keys(FIX_TARGETS) as FixTarget[]).map((id) => ({ id, label: t(`fix.targets.${id}`) }))}
          value={target}
          onChange={onTarget}
        />
        {passes ? (
          <Note>{t('fix.passes', { target: targetLabel })}</Note>
        ) : (
          <>
            <Intro>{t('fix.intro')}</Intro>
            <FixOffer
              title={t('fix.changeText', { name: fgName })}
              from={fgCss}
              to={fixes?.text ?? null}
              result={after(fixes?.text ? judgedContrastOf(fixes.text, bgCss).ratio : null)}
              impossible={t('fix.impossible', { other: bgCode })}
              onApply={() => fixes?.text && onApply(fg, fixes.text)}
            />
            <FixOffer
              title={t('fix.changeBackground', { name: bgName })}
              from={bgCss}
              to={fixes?.background ?? null}
              result={after(fixes?.background ? judgedContrastOf(fgCss, fixes.background).ratio : null)}
              impossible={t('fix.impossible', { other: fgCode })}
              onApply={() => fixes?.background && onApply(bg, fixes.background)}
            />
          </>
        )}
      </Fix>
    </Detail>
  );
}

const Head = styled.div`
  ${centredRow}
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
  h3 { font-size: ${tokens.fontSizes[2]}px; overflow-wrap: anywhere; }
`;
const Sample = styled.div`
  ${stack(tokens.space[4])}
  align-content: start;
`;
const Fix = styled.div`
  ${stack(tokens.space[3])}
  align-content: start;
  h3 { font-size: ${tokens.fontSizes[2]}px; }
`;

const Detail = styled.section`
  ${stack(tokens.space[4])}
  align-content: start;
  &[data-wide] {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    column-gap: ${tokens.space[5]}px;
    ${Head} { grid-column: 1 / -1; }
  }
`;

const Ratings = styled.div`
  padding: ${tokens.space[3]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
`;

/** What a pair with a wide or translucent colour is rated on, under its ratings. */
const Screens = styled.p`
  margin-top: ${tokens.space[2]}px;
  ${mutedSmall}
  > span[role='img'] { margin: 0 ${tokens.space[1]}px 0 0; }
`;

const Intro = styled.p`
  ${mutedSmall}
`;

const Note = styled.p`
  ${mutedSmall}
`;
