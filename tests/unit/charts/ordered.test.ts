import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ChartRequestError } from '../../../src/core/charts/categorical.ts';
import { divergingScale, oklchOf, sequentialScale, sequentialStops } from '../../../src/core/charts/ordered.ts';
import { chartReport } from '../../../src/core/charts/report.ts';
import { CHART_EXPORTS, chartExport, chartExportFile } from '../../../src/core/charts/chartExports.ts';
import { parseChartState, chartQuery } from '../../../src/features/charts/chartUrl.ts';
import { hexToSrgb } from '../../../src/core/convert/hexToSrgb.ts';
import { srgbToOklab } from '../../../src/core/convert/srgbToOklab.ts';

/** Sequential and diverging scales, the report, the exports and the tool's address. */

const code = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const L = (c: string) => oklchOf(c).l;
const endColour = code.filter((c) => L(c) > 0.3 && L(c) < 0.85);
const deltaE = (a: string, b: string) => {
  const [p, q] = [srgbToOklab(hexToSrgb(a)), srgbToOklab(hexToSrgb(b))];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};

describe('sequentialScale', () => {
  it('runs strictly from light to dark, for any anchor, class count and hue setting', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 11 }), fc.array(code, { minLength: 1, maxLength: 2 }), fc.constantFrom('single' as const, 'multi' as const), (classes, anchors, hues) => {
        const scale = sequentialScale({ classes, anchors, hues });
        expect(scale).toHaveLength(classes);
        for (let i = 1; i < scale.length; i++) expect(L(scale[i])).toBeLessThan(L(scale[i - 1]));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps its classes apart where 8-bit codes are sparse: ten classes from a dark red to black', () => {
    // Near black no code has a lightness between black's and about 0.03: the last inner class rounded to black too.
    const scale = sequentialScale({ classes: 10, anchors: ['#590d00', '#000000'], hues: 'single' });
    expect(new Set(scale).size).toBe(10);
    for (let i = 1; i < scale.length; i++) expect(L(scale[i])).toBeLessThan(L(scale[i - 1]));
    expect([scale[0], scale[9]]).toEqual(['#590d00', '#000000']);
  });

  it('spaces its classes evenly in perceived difference', () => {
    const stops = sequentialStops({ classes: 9, anchors: ['#2166ac'], hues: 'single' }, 9);
    const steps = stops.slice(1).map((c, i) => deltaE(stops[i], c));
    const mean = steps.reduce((a, b) => a + b, 0) / steps.length;
    for (const step of steps) expect(Math.abs(step - mean) / mean).toBeLessThan(0.12);
  });

  it('keeps two anchors as its ends', () => {
    const scale = sequentialScale({ classes: 5, anchors: ['#440154', '#fde725'], hues: 'single' });
    expect(deltaE(scale[0], '#fde725')).toBeLessThan(0.01);
    expect(deltaE(scale[4], '#440154')).toBeLessThan(0.01);
  });

  it('refuses a class count or anchors it cannot use', () => {
    expect(() => sequentialScale({ classes: 2, anchors: ['#2166ac'], hues: 'single' })).toThrow(ChartRequestError);
    expect(() => sequentialScale({ classes: 12, anchors: ['#2166ac'], hues: 'single' })).toThrow(ChartRequestError);
    expect(() => sequentialScale({ classes: 5, anchors: [], hues: 'single' })).toThrow(ChartRequestError);
  });
});

describe('divergingScale', () => {
  it('has two arms balanced in lightness, each rising to the midpoint', () => {
    fc.assert(
      // Anchors a designer would pick for the ends: neither near black nor near white (bytes round the extremes' lightness).
      fc.property(fc.integer({ min: 3, max: 11 }), endColour, endColour, fc.option(code, { nil: null }), (classes, left, right, midpoint) => {
        const scale = divergingScale({ classes, anchors: [left, right], midpoint });
        expect(scale).toHaveLength(classes);
        const l = scale.map(L);
        // Within the report's balance (ΔL 2): gamut mapping may move lightness within its JND.
        for (let i = 0; i < Math.floor(classes / 2); i++) expect(Math.abs(l[i] - l[classes - 1 - i])).toBeLessThan(0.02);
        const report = chartReport(scale, 'diverging', '#ffffff', 1, 0);
        expect(report.lightness?.balanced).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps mirrored classes matched near black, where each hue has its own few codes', () => {
    // #010000 is 0.04 and no green code lies between black and 0.05: the innermost pair gives up its chroma instead.
    const scale = divergingScale({ classes: 10, anchors: ['#660000', '#294500'], midpoint: '#000000' });
    const l = scale.map(L);
    for (let i = 0; i < 5; i++) expect(Math.abs(l[i] - l[9 - i])).toBeLessThan(0.02);
    expect(scale[0]).not.toBe(scale[9]);
  });

  it('puts a neutral near-white in the middle of an odd scale', () => {
    const scale = divergingScale({ classes: 7, anchors: ['#b2182b', '#2166ac'], midpoint: null });
    expect(oklchOf(scale[3]).c).toBeLessThan(0.01);
    expect(L(scale[3])).toBeGreaterThan(0.95);
  });
});

describe('chartReport', () => {
  it('judges a scale that does not run one way as poor, and a clean one as good', () => {
    expect(chartReport(['#eeeeee', '#222222', '#888888'], 'sequential', '#ffffff', 1, 0).lightness?.verdict).toBe('poor');
    expect(chartReport(sequentialScale({ classes: 5, anchors: ['#2166ac'], hues: 'single' }), 'sequential', '#ffffff', 1, 0).lightness?.verdict).toBe('good');
  });

  it('counts the colours below the contrast target', () => {
    const report = chartReport(['#ffff00', '#000000', '#777777'], 'categorical', '#ffffff', 1, 3);
    expect(report.contrast.failing).toBe(1);
    expect(report.visions.map((v) => v.vision)).toEqual(['normal', 'protanopia', 'deuteranopia', 'tritanopia']);
  });
});

describe('chartExport', () => {
  const input = { name: 'Sales <2026> & "more"', kind: 'categorical' as const, codes: ['#1b9e77', '#d95f02', '#7570b3'] };

  it('writes every format with every colour, in order', () => {
    for (const id of CHART_EXPORTS) {
      const text = chartExport(id, input);
      const found = [...text.matchAll(/#[0-9a-f]{6}/g)].map((m) => m[0]);
      expect(found, id).toEqual(input.codes);
    }
  });

  it('writes JSON and JavaScript that parse, and names files from the palette', () => {
    const vega = JSON.parse(chartExport('vegaLite', input)) as { config: { range: { category: string[] } } };
    expect(vega.config.range.category).toEqual(input.codes);
    expect(JSON.parse(chartExport('vegaLite', { ...input, kind: 'diverging' })).config.range.diverging).toEqual(input.codes);
    expect(chartExport('tableau', input)).toContain('name="Sales 2026 &#38; &#34;more&#34;" type="regular"');
    expect(chartExport('matplotlib', { ...input, kind: 'sequential' })).toContain('LinearSegmentedColormap.from_list');
    expect(chartExport('ggplot2', input)).toContain('scale_fill_manual(values = colors)');
    expect(chartExportFile('tableau', 'Chart colors')).toBe('chart-colors.tps');
  });
});

describe('the address', () => {
  it('round-trips every state it writes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('categorical', 'sequential', 'diverging'),
        fc.integer({ min: 3, max: 11 }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.array(code, { minLength: 0, maxLength: 3 }),
        fc.constantFrom('normal', 'protanopia', 'greyscale'),
        (type, n, seed, colours, vision) => {
          const params = new URLSearchParams({ type, n: String(n), seed: String(seed), lock: colours.map((c) => c.slice(1)).join('-'), anchor: colours.slice(0, 2).map((c) => c.slice(1)).join('-'), vision });
          const state = parseChartState(params);
          const again = parseChartState(new URLSearchParams(Object.entries(chartQuery(state)).filter((e): e is [string, string] => e[1] !== undefined)));
          expect(again).toEqual(state);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('falls back for anything invalid', () => {
    const state = parseChartState(new URLSearchParams('type=pie&n=99&bg=zzz&sev=500&l=90-10&contrast=7'));
    expect(state).toMatchObject({ kind: 'categorical', count: 8, background: '#ffffff', severity: 100, lightness: [40, 85], chroma: [6, 28], contrast: 3 });
  });
});
