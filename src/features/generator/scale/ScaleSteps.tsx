import { Pin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { contrastScore } from '../../../core/contrast/contrast';
import type { ScaleStep } from '../../../core/scale/scale';
import { readableTextOn } from '../../../core/contrast/readableText';
import { ColorSwatchLink } from '../../../ui/ColorSwatchLink';
import { formatLc } from '../../../ui/contrast/apcaLevels';
import { useColorName } from '../../../ui/palette/swatchText';
import { tokens } from '../../../ui/theme';
import { bareList } from '../../../ui/styles';

type ScaleStepsProps = {
  steps: readonly ScaleStep[];
  /** Unique on the page, for the steps' drag ids. */
  id: string;
  /** What the row is, for assistive technology ('brand, light'). */
  label: string;
  /** The step the input is pinned to, and pinning (Tailwind and Radix; absent for contrast and neutral rows). */
  pinned?: string | null;
  onPin?: (label: string | null) => void;
  /** Contrast scales: the method the targets are in, to say what each step reaches. */
  method?: 'wcag' | 'apca';
};

/** The most steps shown in one row, and the width of the family's card that they need (about 66 px a step). */
const ONE_ROW_MAX_STEPS = 12;
const ONE_ROW_MIN_WIDTH = 880;

/** Returns the attributes that lay out a row of `count` steps (Row): one row where they fit, else wrapped. */
export function rowLayout(count: number) {
  return { 'data-wrap': count > ONE_ROW_MAX_STEPS || undefined, style: { ['--steps' as string]: count } };
}

/** Returns |Lc| rounded to a whole number, as APCA's levels are stated (Lc 60, 75). */
function lc(value: number): string {
  return String(Math.round(Math.abs(value)));
}

/** Returns a WCAG ratio as the app shows it (truncated to two decimals). */
function ratio(value: number): string {
  return contrastScore(value).toFixed(2);
}

/**
 * One scale's steps, lightest first: each a swatch that links to its colour page and drags into the drawer, with its
 * step name, code, colour name, and its contrast on white and on black, each marked by a chip of that background: the
 * WCAG 2 ratio ('4.52:1') and the APCA Lc ('Lc 62'), in columns that line up from step to step. The input colour's
 * step is marked; a pin button holds the input at another step. Contrast steps say the target they reach.
 */
export function ScaleSteps({ steps, id, label, pinned, onPin, method = 'wcag' }: ScaleStepsProps) {
  const colorName = useColorName();
  const { t } = useTranslation('scale');
  return (
    <Row aria-label={label} {...rowLayout(steps.length)}>
      {steps.map((step, i) => {
        const name = colorName(step.hex);
        return (
          <Step key={`${step.label}-${i}`} data-anchor={step.anchor || undefined}>
            <Swatch code={step.hex} label={`${step.label} ${name} ${step.hex}`} dragId={`${id}-${i}`} style={{ background: step.hex, color: readableTextOn(step.hex) }}>
              <strong>{step.label}</strong>
              {step.anchor ? <Mark title={t('anchor')}>◆</Mark> : null}
            </Swatch>
            <Text>
              <code>{step.hex}</code>
              <span className="name">{name}</span>
              {step.anchor ? <span className="visually-hidden">{t('anchor')}</span> : null}
              {step.target !== null ? (
                <span className={step.reachable ? 'reach' : 'reach unreachable'}>
                  {step.reachable
                    ? t('reaches', { value: method === 'apca' ? formatLc(step.contrast ?? 0) : ratio(step.contrast ?? 0) })
                    : t('unreachable', { value: method === 'apca' ? formatLc(step.contrast ?? 0) : ratio(step.contrast ?? 0) })}
                </span>
              ) : null}
              <Readout>
                {(['onWhite', 'onBlack'] as const).map((on) => (
                  <span key={on} className="line" title={`${t(on)} ${ratio(step[on].wcag)}:1 · APCA Lc ${formatLc(step[on].apca)}`}>
                    <Chip aria-hidden style={{ background: on === 'onWhite' ? '#ffffff' : '#000000' }} />
                    <span className="visually-hidden">{t(on)} </span>
                    <span className="ratio">
                      {ratio(step[on].wcag)}
                      <span className="unit">:1</span>
                    </span>
                    <span className="lc">
                      <span className="visually-hidden">, APCA </span>
                      <span className="unit">Lc</span> {lc(step[on].apca)}
                    </span>
                  </span>
                ))}
              </Readout>
            </Text>
            {onPin ? (
              <PinButton
                type="button"
                aria-pressed={pinned === step.label}
                aria-label={t('pin', { step: step.label })}
                title={pinned === step.label ? t('unpin') : t('pin', { step: step.label })}
                onClick={() => onPin(pinned === step.label ? null : step.label)}
              >
                <Pin aria-hidden />
              </PinButton>
            ) : null}
          </Step>
        );
      })}
    </Row>
  );
}

/**
 * The steps in one row where the family's card (the `scale-family` container, ScaleFamily.tsx) is wide enough for 11
 * or 12 of them, else in rows of steps at least 132 px wide (a laptop's narrower windows, tablets, long contrast
 * scales); one under another on phones.
 */
export const Row = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
  gap: ${tokens.space[2]}px;
  ${bareList}
  @container scale-family (min-width: ${ONE_ROW_MIN_WIDTH}px) {
    &:not([data-wrap]) { grid-template-columns: repeat(var(--steps), minmax(0, 1fr)); }
  }
  ${tokens.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A step: the swatch above its text; on phones a row, the swatch beside its text. */
export const Step = styled.li`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${tokens.space[2]}px;
  min-width: 0;
  ${tokens.media.narrow} {
    grid-template-columns: 96px minmax(0, 1fr);
    align-items: center;
    gap: ${tokens.space[3]}px;
  }
`;

const Swatch = styled(ColorSwatchLink)`
  position: relative;
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  height: 72px;
  padding: ${tokens.space[2]}px;
  border-radius: ${tokens.radius.medium}px;
  box-shadow: ${tokens.swatchEdge};
  text-decoration: none;
  strong { font-size: ${tokens.fontSizes[1]}px; font-variant-numeric: tabular-nums; }
  ${tokens.media.narrow} { height: 64px; }
  [data-anchor] > & { box-shadow: 0 0 0 2px ${tokens.colors.background}, 0 0 0 4px ${tokens.colors.text}; }
`;

const Mark = styled.span`
  font-size: ${tokens.fontSizes[1]}px;
  line-height: 1;
`;

/** A step's lines of text beside its swatch (the code first); the alpha steps share it. */
export const StepText = styled.div`
  display: grid;
  gap: 1px;
  min-width: 0;
  font-size: ${tokens.fontSizes[0]}px;
  line-height: 1.45;
  code { font-family: ${tokens.fonts.mono}; font-size: ${tokens.fontSizes[1]}px; }
`;

const Text = styled(StepText)`
  .name, .reach { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: ${tokens.colors.textMuted}; }
  .reach { color: ${tokens.colors.text}; font-weight: ${tokens.fontWeights.bold}; }
  .unreachable { color: ${tokens.colors.danger}; }
`;

/**
 * The contrast on white and on black, a line each: the chip, the ratio, the Lc. The ratio has a fixed width so the
 * Lc values line up; where the step is too narrow for both on a line (a column of 11 or 12 on a laptop), the Lc goes
 * under its ratio.
 */
const Readout = styled.span`
  display: grid;
  gap: 3px;
  margin-top: 3px;
  container-type: inline-size;
  .line {
    display: grid;
    grid-template-columns: 10px auto;
    column-gap: 5px;
    align-items: center;
    justify-content: start;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .lc { grid-column: 2; }
  .unit { color: ${tokens.colors.textMuted}; }
  @container (min-width: 112px) {
    .line { grid-template-columns: 10px 7ch auto; }
    .lc { grid-column: auto; }
  }
`;

const Chip = styled.span`
  width: 10px;
  height: 10px;
  flex: none;
  border-radius: 2px;
  box-shadow: inset 0 0 0 1px ${tokens.colors.swatchEdge};
`;

const PinButton = styled.button`
  position: absolute;
  right: 4px;
  top: 40px;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${tokens.radius.small}px;
  background: rgba(0, 0, 0, 0.28);
  color: #ffffff;
  opacity: 0;
  cursor: pointer;
  svg { width: 14px; height: 14px; }
  ${Step}:hover &, &:focus-visible, &[aria-pressed='true'] { opacity: 1; }
  ${tokens.media.narrow} { left: 64px; right: auto; top: 32px; }
  &[aria-pressed='true'] { background: rgba(0, 0, 0, 0.6); }
  @media (hover: none) { opacity: 1; }
`;
