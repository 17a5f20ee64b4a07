import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { formatExactNumber } from '../../../core/exact/exactColor';
import type { AlphaStep } from '../../../core/scale/alphaScale';
import { inkOnPaint, paintOf } from '../../../ui/ExactMark';
import { LocalLink } from '../../../ui/i18n';
import { tokens } from '../../../ui/theme';
import { Row, Step, StepText, rowLayout } from './ScaleSteps';

type AlphaStepsProps = {
  steps: readonly AlphaStep[];
  /** What the row is, for assistive technology ('brand, Light alpha'). */
  label: string;
};

/** Returns an alpha as the row shows it: a percentage with at most one decimal ('42.1'). */
export function opacityPercent(alpha: number): string {
  return formatExactNumber(alpha * 100, 1);
}

/**
 * One scale's alpha steps (core/scale/alphaScale.ts), under its solid steps and in the same columns: each a swatch
 * whose upper part shows the translucent colour over a checkerboard and whose lower band shows it laid over its
 * background, where it is its solid step; its name ('a9', '500a'), its colour at full strength and its opacity
 * ('α 42.1%'), as a design tool's fill takes them. The swatch opens the colour's page; its tooltip gives the sRGB and P3 texts.
 */
export function AlphaSteps({ steps, label }: AlphaStepsProps) {
  const { t } = useTranslation('scale');
  return (
    <Tiles aria-label={label} {...rowLayout(steps.length)}>
      {steps.map((step, i) => {
        const opacity = t('opacity', { percent: opacityPercent(step.alpha) });
        return (
          <Tile key={`${step.label}-${i}`}>
            <Swatch
              to={paths.color(step.code, step.srgb)}
              aria-label={`${step.label} ${opacity} ${step.srgb}`}
              title={`${step.srgb}\nDisplay P3: ${step.p3}`}
              style={{ ['--paint' as string]: paintOf(step.srgb, step.alpha), ['--over' as string]: `linear-gradient(${step.srgb}, ${step.srgb}), ${step.background}` }}
            >
              <strong style={{ color: inkOnPaint(step.code, step.alpha) }}>{step.label}</strong>
            </Swatch>
            <Text>
              <code>{step.code}</code>
              {/* 'α 42.1%' as the colour marks write it (ExactMark), the word for assistive technology. */}
              <span className="opacity">
                <span aria-hidden>α {opacityPercent(step.alpha)}%</span>
                <span className="visually-hidden">{opacity}</span>
              </span>
            </Text>
          </Tile>
        );
      })}
    </Tiles>
  );
}

/** As the solid steps, in their columns; on phones four a row, each swatch above its text (not a list of rows). */
const Tiles = styled(Row)`
  ${tokens.media.narrow} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled(Step)`
  ${tokens.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    align-items: start;
    gap: ${tokens.space[1]}px;
  }
`;

/** The band at the swatch's foot: the step laid over its background, the same colour as the solid step above. */
const BAND = 22;

const Swatch = styled(LocalLink)`
  position: relative;
  display: flex;
  align-items: flex-start;
  height: 72px;
  padding: ${tokens.space[2]}px;
  border-radius: ${tokens.radius.medium}px;
  background: var(--paint);
  box-shadow: ${tokens.swatchEdge};
  text-decoration: none;
  overflow: hidden;
  &::after {
    content: '';
    position: absolute;
    inset: auto 0 0 0;
    height: ${BAND}px;
    background: var(--over);
    box-shadow: ${tokens.swatchEdge};
  }
  strong { font-size: ${tokens.fontSizes[1]}px; font-variant-numeric: tabular-nums; }
  ${tokens.media.narrow} { height: 56px; padding: ${tokens.space[1]}px ${tokens.space[2]}px; }
`;

const Text = styled(StepText)`
  .opacity { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: ${tokens.colors.textMuted}; font-variant-numeric: tabular-nums; }
`;
