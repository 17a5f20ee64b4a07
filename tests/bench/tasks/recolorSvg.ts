/**
 * `recolorSvg`: recolorings per second of a seeded 1 MB SVG illustration (tests/support/artworkSvg.ts) onto a
 * six-color palette, in TypeScript: scan its paints, group them in OKLab, map the groups onto the palette keeping
 * the order of lightness, write it back (src/core/recolor/). Goal: under 100 ms a recoloring. Set beside the naive
 * recoloring (every distinct color sent to the nearest palette color in OKLab, no groups): the distinct colors
 * each leaves in the drawing, and how many of the source's lighter-than pairs inside a group each keeps.
 */
import { deltaEOK } from '../../../src/core/convert/gamutMap.ts';
import { oklabOfCode } from '../../../src/core/convert/srgbToOklab.ts';
import { packedToOklab } from '../../../src/core/generate/paletteWork.ts';
import { autoMapping, clusterPaints, recolorSvg, scanSvgPaints, svgPaintColors, type PaintCluster } from '../../../src/core/recolor/index.ts';
import { artworkSvg } from '../../support/artworkSvg.ts';
import { FULL_TIMING, QUICK_TIMING, medianMs, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

/** Size of the drawing: 1 MB. */
const SVG_BYTES = 1 << 20;
/** The palette it is recolored onto. */
const PALETTE = ['#fefae0', '#283618', '#bc6c25', '#dda15e', '#606c38', '#669bbc'];
const GOAL_MS = 100;

/** Returns the SVG recolored by groups (the model under test). */
function byGroups(text: string): string {
  const { paints } = scanSvgPaints(text);
  const clusters = clusterPaints(svgPaintColors(paints));
  const targets = autoMapping(clusters, PALETTE).map((j) => (j === null ? null : PALETTE[j]));
  return recolorSvg(text, paints, clusters, targets);
}

/** Returns the SVG with every distinct color sent to its nearest palette color in OKLab: each color a group of one. */
function byNearest(text: string): string {
  const { paints } = scanSvgPaints(text);
  const palette = PALETTE.map(oklabOfCode);
  const clusters: PaintCluster[] = svgPaintColors(paints).map(({ rgb, count }, i) => ({ oklab: packedToOklab(rgb), code: '', weight: count, members: [i] }));
  const targets = clusters.map(({ oklab }) => {
    let best = 0;
    for (let j = 1; j < palette.length; j++) if (deltaEOK(oklab, palette[j]) < deltaEOK(oklab, palette[best])) best = j;
    return PALETTE[best];
  });
  return recolorSvg(text, paints, clusters, targets);
}

/** Returns how many colors of the source, paired within a group with a lighter one, are still strictly lighter in `output`. */
function shadingKept(text: string, output: string): string {
  const source = scanSvgPaints(text).paints;
  const written = scanSvgPaints(output).paints;
  const colors = svgPaintColors(source);
  const outputOf = new Map(source.map((p, i) => [p.rgb, written[i].rgb]));
  let pairs = 0;
  let kept = 0;
  for (const { members } of clusterPaints(colors)) {
    for (const a of members) {
      for (const b of members) {
        if (!(packedToOklab(colors[a].rgb)[0] > packedToOklab(colors[b].rgb)[0])) continue;
        pairs++;
        if (packedToOklab(outputOf.get(colors[a].rgb) as number)[0] > packedToOklab(outputOf.get(colors[b].rgb) as number)[0]) kept++;
      }
    }
  }
  return `${kept} of ${pairs}`;
}

export const recolorSvgTask: BenchTask = {
  id: 'recolorSvg',
  unit: 'recolorings of a 1 MB SVG',
  reference: 'ts',
  // 100 ms a recoloring at most: 10 a second.
  targets: [{ impl: 'ts', atLeast: 1000 / GOAL_MS }],
  async run(context) {
    const text = artworkSvg(SVG_BYTES);
    const opsPerSecond = sideBySide(
      [
        { name: 'ts', step: () => (byGroups(text), 1) },
        { name: 'nearest', step: () => (byNearest(text), 1) },
      ],
      context.quick ? QUICK_TIMING : FULL_TIMING,
    );
    const runs = context.quick ? 3 : 9;
    const scan = scanSvgPaints(text);
    const colors = svgPaintColors(scan.paints);
    const clusters = clusterPaints(colors);
    const targets = autoMapping(clusters, PALETTE).map((j) => (j === null ? null : PALETTE[j]));
    const steps = [
      ['scan', medianMs(runs, () => scanSvgPaints(text))],
      ['group', medianMs(runs, () => clusterPaints(svgPaintColors(scan.paints)))],
      ['map', medianMs(runs, () => autoMapping(clusters, PALETTE))],
      ['write', medianMs(runs, () => recolorSvg(text, scan.paints, clusters, targets))],
    ] as const;
    const grouped = byGroups(text);
    const nearest = byNearest(text);
    const distinct = (svg: string) => svgPaintColors(scanSvgPaints(svg).paints).length;
    const ms = 1000 / opsPerSecond.ts;
    context.log('bench: recolorSvg done');
    return {
      opsPerSecond,
      notes: [
        `${(text.length / 1e6).toFixed(2)} MB, ${scan.paints.length.toLocaleString('en')} paints, ${colors.length} distinct colors in ${clusters.length} groups`,
        `steps (median ms): ${steps.map(([name, t]) => `${name} ${t.toFixed(1)}`).join(', ')}`,
        `distinct colors after: by groups ${distinct(grouped)}, nearest palette color ${distinct(nearest)} (of ${PALETTE.length} in the palette)`,
        `lighter-than pairs inside a group kept: by groups ${shadingKept(text, grouped)}, nearest ${shadingKept(text, nearest)}`,
        `${ms < GOAL_MS ? 'HOLDS ' : 'MISSES'} a recoloring in ${ms.toFixed(1)} ms (goal < ${GOAL_MS} ms)`,
      ],
    };
  },
};
