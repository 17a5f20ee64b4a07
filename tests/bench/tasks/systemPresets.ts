/**
 * `systemPresets`: the design systems the colour system editor starts from (read from their npm packages by
 * src/build/systemPresets/), each made a system per second (its rows' own curves and the fitted template), and how
 * well each one's fitted curves make a hue of its own: every chromatic hue rebuilt from its base colour, locked at
 * the base step, on curves fitted without it (leave one out), the mean ΔE_OK ×100 per step against the published
 * colours. Every row of every preset must reproduce its published colours exactly (worst ΔE_OK reported).
 */
import { systemPresetSources } from '../../../src/build/systemPresets/index.ts';
import { deltaEOK } from '../../../src/core/convert/gamutMap.ts';
import { packedToOklab } from '../../../src/core/generate/paletteWork.ts';
import { leaveOneOut, presetSystem } from '../../../src/core/system/presets.ts';
import { solveSystem } from '../../../src/core/system/solveSystem.ts';
import { QUICK_TIMING, inTurn, sideBySide } from '../measure.ts';
import type { BenchTask } from '../types.ts';

const oklab = (hex: string) => packedToOklab(Number.parseInt(hex.slice(1), 16));

export const systemPresetsTask: BenchTask = {
  id: 'systemPresets',
  unit: 'design systems made colour systems (rows on their own curves, the template fitted)',
  reference: 'fit',
  async run() {
    const presets = systemPresetSources();
    const opsPerSecond = sideBySide([{ name: 'fit', step: inTurn(presets, (preset) => presetSystem(preset)) }], QUICK_TIMING);
    const notes = presets.map((preset) => {
      const solution = solveSystem(presetSystem(preset));
      let worst = 0;
      solution.rows.forEach((row, r) => row.light.forEach((cell, i) => (worst = Math.max(worst, deltaEOK(oklab(cell.hex), oklab(preset.hues[r].light[i])) * 100))));
      const { perStep, mean } = leaveOneOut(preset);
      const steps = perStep.map((e, i) => `${preset.steps[i]} ${e.toFixed(1)}`).join(', ');
      return `${preset.name} ${preset.version} (${preset.hues.length} hues × ${preset.steps.length} steps): reproduced within ΔE_OK ×100 ${worst.toFixed(2)}; a hue left out and rebuilt: mean ${mean.toFixed(2)} (${steps})`;
    });
    return { opsPerSecond, notes: [...notes, `${presets.length} design systems`] };
  },
};
