import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { ExactInfo } from '../core/exact/authoredColor';
import { mixSrgb } from '../core/color/mix';
import { AA_NORMAL_TEXT, readableTextOn } from '../core/contrast/readableText';
import { contrastRatio } from '../core/contrast/wcag';
import { tokens } from './theme';

/** Returns alpha as a whole percentage, never rounding a translucent colour up to 100 or down to 0. */
export function alphaPercent(alpha: number): number {
  const percent = Math.round(alpha * 100);
  return alpha < 1 && percent === 100 ? 99 : alpha > 0 && percent === 0 ? 1 : percent;
}

/** Returns ΔE_OK ×100 as shown: one decimal. */
export function distanceText(distance: number): string {
  return distance.toFixed(1);
}

/** Returns the sentence that says what a wide or translucent colour is beside its fallback (a mark's accessible name). */
export function useExactDescription(): (info: ExactInfo) => string {
  const { t } = useTranslation();
  return (info) =>
    [
      info.gamut !== 'srgb' || info.alpha === 1 ? t(`exact.gamutLabel.${info.gamut}`) : null,
      info.alpha < 1 ? t('exact.alphaLabel', { percent: alphaPercent(info.alpha) }) : null,
      t('exact.fallbackLabel', { code: info.code, distance: distanceText(info.distance) }),
    ]
      .filter((part) => part !== null)
      .join(' ');
}

/**
 * The small marks of a wide or translucent colour: the gamut it needs (P3, Rec. 2020, Wide) and its opacity, with the
 * whole story (its fallback and how far off it is) as the accessible name and tooltip. Nothing for a colour that lies
 * in sRGB and is opaque (one between two hex codes, as most OKLCH colours are): its fallback is shown where it matters.
 */
export function ExactMark({ info, className }: { info: ExactInfo; className?: string }) {
  const { t } = useTranslation();
  const describe = useExactDescription();
  const marks = [info.gamut !== 'srgb' ? t(`exact.${info.gamut}`) : null, info.alpha < 1 ? `α ${t('exact.alpha', { percent: alphaPercent(info.alpha) })}` : null].filter((mark) => mark !== null);
  if (marks.length === 0) return null;
  const description = describe(info);
  return (
    <Marks className={className} role="img" aria-label={description} title={description}>
      {marks.map((mark) => (
        <Mark key={mark}>{mark}</Mark>
      ))}
    </Marks>
  );
}

/**
 * A wide or translucent colour's marks and its sRGB fallback with the distance to it ('P3  sRGB #9ae600 · ΔE 1.3'),
 * the line under its exact text wherever a colour is shown large (a palette row, a colour's page).
 */
export function ExactFallback({ info, className, style }: { info: ExactInfo; className?: string; style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <FallbackLine className={className} style={style}>
      <ExactMark info={info} />
      <span>
        {t('exact.fallback', { code: info.code })} · {t('exact.distance', { distance: distanceText(info.distance) })}
      </span>
    </FallbackLine>
  );
}

const FallbackLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[2]}px;
  min-width: 0;
  font-family: ${tokens.fonts.mono};
`;

const Marks = styled.span`
  display: inline-flex;
  gap: ${tokens.space[1]}px;
  flex: none;
  vertical-align: middle;
`;

/**
 * A mark drawn as a pill in the current text colour, so it reads on any swatch or surface (these marks, the check's
 * screen marks): `size` px monospace text on a `lineHeight` px line, `padX` px each side. Kept here rather than in
 * styles.ts, which is in the entry chunk.
 */
export function outlinePill(size: number, lineHeight: number, padX: number) {
  return css`
    display: inline-block;
    padding: 0 ${padX}px;
    border: 1px solid currentColor;
    border-radius: 999px;
    font-family: ${tokens.fonts.mono};
    font-size: ${size}px;
    font-weight: ${tokens.fontWeights.bold};
    line-height: ${lineHeight}px;
    white-space: nowrap;
  `;
}

/** A pill drawn in the current text colour, so it reads on any swatch. */
const Mark = styled.span`
  ${outlinePill(11, 18, 6)}
  letter-spacing: 0.02em;
`;

/**
 * Returns the CSS background that shows a colour as it is: the colour itself, and under a translucent one a small
 * checkerboard (as design tools show transparency), so its opacity can be seen.
 */
export function paintOf(css: string, alpha = 1): string {
  if (alpha >= 1) return css;
  return `linear-gradient(${css}, ${css}), ${CHECKERBOARD}`;
}

/** The checkerboard's two squares. */
const CHECKER_DARK = '#c8c8cc';
const CHECKER_LIGHT = '#ffffff';

/** The checkerboard under translucent colour, as design tools show transparency: a `background` layer (with its size). */
export const CHECKERBOARD = `repeating-conic-gradient(${CHECKER_DARK} 0 25%, ${CHECKER_LIGHT} 0 50%) 0 0 / 16px 16px`;

/**
 * Returns the text colour for a colour where `paintOf` paints it: `preferred` when it reaches `minRatio`, else black or
 * white. A translucent colour is judged where it is weakest, blended (as browsers blend, in sRGB) over each of the
 * checkerboard's squares.
 */
export function inkOnPaint(code: string, alpha = 1, preferred?: string, minRatio = AA_NORMAL_TEXT): string {
  if (alpha >= 1) return readableTextOn(code, preferred, minRatio);
  const backdrops = [mixSrgb(CHECKER_DARK, code, alpha), mixSrgb(CHECKER_LIGHT, code, alpha)];
  const worst = (ink: string) => Math.min(...backdrops.map((backdrop) => contrastRatio(ink, backdrop)));
  if (preferred && worst(preferred) >= minRatio) return preferred;
  return worst('#000000') >= worst('#ffffff') ? '#000000' : '#ffffff';
}
