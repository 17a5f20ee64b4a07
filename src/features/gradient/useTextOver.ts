import { useMemo, useState } from 'react';
import type { Gradient } from '../../core/gradient/gradient';
import { TEXT_TARGETS, judgeTextOver, textFixes, type GradientImage, type ImageArea, type TextFixes, type TextJudgement } from '../../core/gradient/textOver';
import { useEngineAnswer } from '../../ui/useEngineAnswer';
import type { Fraction, TextLayout } from './TextOverlay';

/** CSS pixels of the preview per pixel of the image the text is judged on: fine enough for a 16 px line. */
const JUDGE_SCALE = 3;

/** The page the gradient is judged on: a translucent gradient shows it through. */
const BACKDROP = '#ffffff';

export type TextVerdicts = {
  readonly heading: TextJudgement;
  readonly body: TextJudgement;
  readonly fixes: TextFixes;
  /** The failing cells of both, as fractions of the preview. */
  readonly failing: readonly Fraction[];
};

/**
 * Judges the text laid on the gradient: the gradient rendered at a third of the preview's size in the engine (the
 * worker; the last image stays while a drag asks for newer ones), each line's pixels judged against its target (a heading as large text, the body as
 * body text), the failing cells, and what would make it pass. Null until the text has been laid out.
 */
export function useTextOver(gradient: Gradient, text: { color: string; scrim: { code: string; alpha: number } | null } | null): {
  verdicts: TextVerdicts | null;
  onLayout: (layout: TextLayout) => void;
} {
  const [layout, setLayout] = useState<TextLayout | null>(null);
  const on = text !== null;
  const color = text?.color ?? null;
  const scrim = text?.scrim ?? null;
  const width = layout ? Math.max(1, Math.round(layout.width / JUDGE_SCALE)) : 0;
  const height = layout ? Math.max(1, Math.round(layout.height / JUDGE_SCALE)) : 0;
  const key = on && width > 0 ? JSON.stringify([gradient, width, height]) : null;
  const answer = useEngineAnswer<GradientImage>(
    key,
    async (engine) => ({ rgba: await engine.renderGradient(gradient, width, height, { dither: false }), width, height }),
    'render the gradient under the text',
  );
  // The image of the current size only (an older size's pixels would not line up with the text).
  const image = key !== null && answer && answer.value.width === width && answer.value.height === height ? answer.value : null;
  const verdicts = useMemo(() => {
    if (!image || !layout || color === null) return null;
    const area = (fraction: Fraction): ImageArea => ({ x0: fraction.x0 * width, y0: fraction.y0 * height, x1: fraction.x1 * width, y1: fraction.y1 * height });
    const parts = [
      { area: area(layout.heading), target: TEXT_TARGETS.heading },
      { area: area(layout.body), target: TEXT_TARGETS.body },
    ];
    const [heading, body] = parts.map((part) => judgeTextOver(image, part.area, color, part.target, BACKDROP, scrim));
    const failing = [...heading.failing, ...body.failing].map((cell) => ({ x0: cell.x0 / width, y0: cell.y0 / height, x1: cell.x1 / width, y1: cell.y1 / height }));
    return { heading, body, fixes: heading.passes && body.passes ? { color: null, scrim: null } : textFixes(image, parts, color, BACKDROP), failing };
  }, [image, layout, color, scrim, width, height]);
  return { verdicts, onLayout: setLayout };
}
