/**
 * Colour systems from design systems (core/system/presets.ts, on the build's readers in src/build/systemPresets/):
 * every preset's rows reproduce its published colours exactly in light (and in dark where it publishes a dark
 * scale), a hue added later takes the fitted template, the template fits a hue left out within a few ΔE_OK ×100, and a
 * preset's system goes through the file and the address unchanged.
 */
import { describe, expect, it } from 'vitest';
import { systemPresetSources } from '../../../src/build/systemPresets/index.ts';
import { CREDIT_LINKS } from '../../../src/config/credits.ts';
import { leaveOneOut, presetSystem } from '../../../src/core/system/presets.ts';
import { addRow } from '../../../src/core/system/systemModel.ts';
import { solveSystem } from '../../../src/core/system/solveSystem.ts';
import { parseSystemAddress, parseSystemFile, systemAddressText, systemFileText } from '../../../src/core/system/systemFile.ts';

const presets = systemPresetSources();

describe('design system presets', () => {
  it('read at least 15 design systems, each with unique ids', () => {
    expect(presets.length).toBeGreaterThanOrEqual(15);
    expect(new Set(presets.map((p) => p.id)).size).toBe(presets.length);
  });

  it('are each credited on the licence page, with their home page', () => {
    expect(Object.entries(CREDIT_LINKS.systems)).toEqual(presets.map((p) => [p.id, p.homepage]));
  });

  for (const preset of presets) {
    it(`${preset.name}: rows reproduce its colours exactly; a new hue takes the template; file and address keep it`, () => {
      const system = presetSystem(preset);
      const solution = solveSystem(system);
      solution.rows.forEach((row, r) => {
        expect(row.light.map((c) => c.hex), preset.hues[r].name).toEqual(preset.hues[r].light);
        if (preset.hues[r].dark) expect(row.dark.map((c) => c.hex), `${preset.hues[r].name} dark`).toEqual(preset.hues[r].dark);
      });
      const room = { ...system, rows: system.rows.slice(0, 3) };
      expect(addRow(room, room.rows[0].id, 'New', '#3a7bd5').rows[1].curves).toBe(system.template);
      expect(solveSystem(parseSystemFile(systemFileText(system)))).toEqual(solveSystem(parseSystemAddress(systemAddressText(system))));
      const { mean, perStep } = leaveOneOut(preset);
      expect(perStep).toHaveLength(preset.steps.length);
      expect(mean).toBeLessThan(8);
    });
  }
});
