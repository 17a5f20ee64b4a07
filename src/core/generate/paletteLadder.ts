/**
 * The lightness ladder of a generated palette: the OKLCH lightness the unlocked colours start from, spaced as
 * evenly as the locked colours allow (ported verbatim by assembly/generate/paletteLadder.ts). No random draws.
 *
 * For a range [min, max] and `count` slots, w = (max − min) / count and the ends are e0 = min − w / 2 and
 * e1 = max + w / 2, so that with no locks the rungs are the centres of `count` equal strata of the range. The
 * locked colours' OKLab L, clamped to [e0, e1] and sorted, cut [e0, e1] into gaps. The unlocked rungs go one by
 * one to the gap whose spacing g / (p + 1) would then be the largest (g its length, p the rungs it already has;
 * the first gap on ties), which makes the smallest spacing as large as it can be; then each gap's p rungs sit
 * evenly in it: a + g · q / (p + 1) for q = 1 … p, a the gap's start.
 */
import type { PaletteWork } from './paletteWork.ts';

/** The rungs, ascending, each with the spacing of its gap (the distance to its neighbours). */
export type LightnessLadder = { readonly lightness: number[]; readonly spacing: number[] };

/** Returns the ladder of the unlocked slots of `work` in [min, max] (see the file comment). */
export function lightnessLadder(work: PaletteWork, min: number, max: number): LightnessLadder {
  const width = (max - min) / work.count;
  const start = min - width / 2;
  const end = max + width / 2;
  const cuts: number[] = [start];
  let free = 0;
  for (let i = 0; i < work.count; i++) {
    if (!work.locked[i]) {
      free++;
      continue;
    }
    const l = work.lightness[i];
    let at = cuts.length;
    cuts.push(l < start ? start : l > end ? end : l);
    while (at > 1 && cuts[at - 1] > cuts[at]) {
      const swap = cuts[at - 1];
      cuts[at - 1] = cuts[at];
      cuts[at] = swap;
      at--;
    }
  }
  cuts.push(end);
  const gaps = cuts.length - 1;
  const rungs = new Array<number>(gaps).fill(0);
  for (let r = 0; r < free; r++) {
    let pick = 0;
    let pickSpacing = -1;
    for (let t = 0; t < gaps; t++) {
      const spacing = (cuts[t + 1] - cuts[t]) / (rungs[t] + 1);
      if (spacing > pickSpacing) {
        pick = t;
        pickSpacing = spacing;
      }
    }
    rungs[pick]++;
  }
  const lightness: number[] = [];
  const spacing: number[] = [];
  for (let t = 0; t < gaps; t++) {
    const g = cuts[t + 1] - cuts[t];
    for (let q = 1; q <= rungs[t]; q++) {
      lightness.push(cuts[t] + (g * q) / (rungs[t] + 1));
      spacing.push(g / (rungs[t] + 1));
    }
  }
  return { lightness, spacing };
}
