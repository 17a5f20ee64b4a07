import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { worstPairs } from '../../../src/core/charts/chartVision.ts';
import { divergingScale, oklchOf, sequentialScale } from '../../../src/core/charts/ordered.ts';
import { CLEAR_DELTA_E, DISTINCT_DELTA_E, GREYSCALE_DELTA_L, chartReport, paletteChartReport, type ChartKind, type ChartReport } from '../../../src/core/charts/report.ts';

/** The report's advice: which applies to each line, the colours it names, and the words for each in both languages. */

const code = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const L = (c: string) => oklchOf(c).l * 100;
/** A red and a green of one OKLCH lightness and chroma (oklch(0.6 0.15 25), oklch(0.6 0.15 145)): one colour to a deuteranope. */
const RED_GREEN = ['#ca5551', '#3a9742'];
const vision = (report: ChartReport, name: string) => report.visions.find((row) => row.vision === name)!;

describe('the vision lines', () => {
  it('name the closest pair when it is not clearly apart, and say why a line is good when it is', () => {
    const report = chartReport(RED_GREEN, 'categorical', '#ffffff', 1, 0);
    expect(vision(report, 'deuteranopia')).toMatchObject({ verdict: 'poor', advice: 'alike', pair: [0, 1] });
    expect(vision(report, 'normal')).toMatchObject({ verdict: 'good', advice: 'apart', pair: null });
    // Greys ΔE 7 apart: distinct side by side, close for thin marks.
    const close = chartReport(['#777777', '#8c8c8c', '#111111'], 'categorical', '#ffffff', 1, 0);
    expect(vision(close, 'normal')).toMatchObject({ verdict: 'fair', advice: 'close', pair: [0, 1] });
  });

  it('follow the verdict for any palette: the worst pair named exactly when it is below the clear distance', () => {
    fc.assert(
      fc.property(fc.array(code, { minLength: 2, maxLength: 8 }), fc.double({ min: 0.1, max: 1, noNaN: true }), (codes, severity) => {
        const report = chartReport(codes, 'categorical', '#ffffff', severity, 0);
        const worst = worstPairs(codes, severity);
        for (const row of report.visions) {
          expect(row.deltaE).toBe(worst[row.vision].deltaE);
          const expected = row.deltaE >= CLEAR_DELTA_E ? 'apart' : row.deltaE >= DISTINCT_DELTA_E ? 'close' : 'alike';
          expect(row.advice).toBe(expected);
          expect(row.pair).toEqual(expected === 'apart' ? null : [worst[row.vision].a, worst[row.vision].b]);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('ask an ordered scale for fewer classes or ends further apart, and a diverging one whose arms meet for other hues', () => {
    const merging = chartReport(['#eeeeee', '#888888', '#878787', '#222222'], 'sequential', '#ffffff', 1, 0);
    expect(vision(merging, 'normal')).toMatchObject({ verdict: 'poor', advice: 'stepsClose', pair: [1, 2] });
    const scale = chartReport(sequentialScale({ classes: 5, anchors: ['#2166ac'], hues: 'single' }), 'sequential', '#ffffff', 1, 0);
    expect(vision(scale, 'normal')).toMatchObject({ verdict: 'good', advice: 'stepsApart', pair: null });
    // A red arm and a green arm of one lightness: the two ends alike to a deuteranope, across the middle.
    const redGreen = chartReport([RED_GREEN[0], '#f7f7f7', RED_GREEN[1]], 'diverging', '#ffffff', 1, 0);
    expect(vision(redGreen, 'deuteranopia')).toMatchObject({ verdict: 'poor', advice: 'armsAlike', pair: [0, 2] });
    // Two classes of one arm (the middle falls between the second and the third of four).
    const oneArm = chartReport(['#ca5551', '#cb5652', '#9ab7d9', '#2166ac'], 'diverging', '#ffffff', 1, 0);
    expect(vision(oneArm, 'normal')).toMatchObject({ verdict: 'poor', advice: 'stepsClose', pair: [0, 1] });
  });

  it('name nothing with fewer than two colours', () => {
    const report = chartReport(['#336699'], 'categorical', '#ffffff', 1, 3);
    expect(report.visions.every((row) => row.advice === 'apart' && row.pair === null)).toBe(true);
    expect(report.greyscale).toMatchObject({ advice: 'lightnessApart', pair: null });
  });
});

describe('the greyscale line', () => {
  it('asks a categorical set that lightness does not carry for markers, patterns or labels, naming no pair', () => {
    expect(chartReport(RED_GREEN, 'categorical', '#ffffff', 1, 0).greyscale).toMatchObject({ verdict: 'poor', advice: 'addMarkers', pair: null, a: 0, b: 1 });
    expect(chartReport(['#777777', '#7f7f7f', '#111111'], 'categorical', '#ffffff', 1, 0).greyscale).toMatchObject({ verdict: 'fair', advice: 'addMarkers' });
    expect(chartReport(['#000000', '#777777', '#ffffff'], 'categorical', '#ffffff', 1, 0).greyscale).toMatchObject({ verdict: 'good', advice: 'lightnessApart', pair: null });
  });

  it('names the neighbouring classes of an ordered scale that merge, and asks for fewer classes', () => {
    const merging = ['#eeeeee', '#888888', '#878787', '#222222'];
    expect(chartReport(merging, 'sequential', '#ffffff', 1, 0).greyscale).toMatchObject({ verdict: 'poor', advice: 'fewerClasses', pair: [1, 2] });
    const scale = sequentialScale({ classes: 5, anchors: ['#2166ac'], hues: 'single' });
    expect(chartReport(scale, 'sequential', '#ffffff', 1, 0).greyscale).toMatchObject({ verdict: 'good', advice: 'classesApart', pair: null });
  });

  it('reports the pair it measured: the closest lightness of any two (categorical) or of neighbours (ordered)', () => {
    fc.assert(
      fc.property(fc.array(code, { minLength: 2, maxLength: 8 }), fc.constantFrom<ChartKind>('categorical', 'sequential', 'diverging'), (codes, kind) => {
        const { greyscale } = chartReport(codes, kind, '#ffffff', 1, 0);
        expect(Math.abs(L(codes[greyscale.a]) - L(codes[greyscale.b]))).toBeCloseTo(greyscale.least, 9);
        if (kind !== 'categorical') expect(greyscale.b - greyscale.a).toBe(1);
        expect(greyscale.verdict === 'good').toBe(greyscale.least >= GREYSCALE_DELTA_L);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the lightness line', () => {
  const lightness = (codes: string[], kind: ChartKind) => chartReport(codes, kind, '#ffffff', 1, 0).lightness;

  it('asks a sequential scale that does not run one way to order its lightness', () => {
    expect(lightness(['#eeeeee', '#222222', '#888888'], 'sequential')).toMatchObject({ verdict: 'poor', advice: 'orderLightness' });
    expect(lightness(sequentialScale({ classes: 5, anchors: ['#2166ac'], hues: 'single' }), 'sequential')).toMatchObject({ verdict: 'good', advice: 'runsOneWay' });
  });

  it('asks a diverging scale to order its arms first, then to match them', () => {
    expect(lightness(divergingScale({ classes: 7, anchors: ['#b2182b', '#2166ac'], midpoint: null }), 'diverging')).toMatchObject({ verdict: 'good', advice: 'armsMatch' });
    expect(lightness(['#b2182b', '#ef8a62', '#f7f7f7', '#999999', '#4d4d4d'], 'diverging')).toMatchObject({ ordered: true, balanced: false, advice: 'matchArms' });
    // Balanced but not ordered: order is what makes it read as more or less.
    expect(lightness(['#555555', '#eeeeee', '#999999', '#eeeeee', '#555555'], 'diverging')).toMatchObject({ ordered: false, balanced: true, verdict: 'fair', advice: 'orderArms' });
  });

  it('is not there for a categorical set', () => {
    expect(lightness(RED_GREEN, 'categorical')).toBeNull();
  });
});

describe('the contrast line', () => {
  it('names the colours below the target and asks for an outline; says they stand out when none is', () => {
    const report = chartReport(['#ffff00', '#000000', '#777777'], 'categorical', '#ffffff', 1, 3);
    expect(report.contrast).toMatchObject({ failing: 1, below: [0], advice: 'outline' });
    expect(chartReport(['#000000', '#777777'], 'categorical', '#ffffff', 1, 3).contrast).toMatchObject({ below: [], verdict: 'good', advice: 'standOut' });
    expect(chartReport(['#ffff00', '#000000'], 'sequential', '#ffffff', 1, 0).contrast).toMatchObject({ below: [], advice: 'noTarget' });
  });

  it("says which end of an ordered scale comes near the background: the light end on a light one, the dark end on a dark one", () => {
    const scale = ['#e9f3ff', '#80b0e7', '#266bb1', '#0f2f50'];
    expect(chartReport(scale, 'sequential', '#ffffff', 1, 0).contrast.advice).toBe('noTarget');
    expect(chartReport(scale, 'sequential', '#111827', 1, 0).contrast.advice).toBe('noTargetDark');
    expect(chartReport(scale, 'diverging', '#203040', 1, 0).contrast.advice).toBe('noTargetDark');
    expect(chartReport(scale, 'sequential', '#f6f1e7', 1, 0).contrast.advice).toBe('noTarget');
  });
});

describe('a palette as chart colours', () => {
  it('is judged as a categorical set on white without a contrast target, or on the background given', () => {
    const codes = ['#ffffff', '#777777', '#1a1a1a', ...RED_GREEN];
    expect(paletteChartReport(codes, 0.6)).toEqual(chartReport(codes, 'categorical', '#ffffff', 0.6, 0));
    expect(paletteChartReport(codes, 1, '#000000')).toEqual(chartReport(codes, 'categorical', '#000000', 1, 0));
    expect(vision(paletteChartReport(codes, 1), 'deuteranopia')).toMatchObject({ advice: 'alike', pair: [3, 4] });
  });
});

describe('the spread of hues', () => {
  it('names two colours of one hue and lightness, then muddy ones; a spread set is good; ordered scales have no hue line', () => {
    expect(chartReport(['#1f77b4', '#2a6fbf', '#ff7f0e'], 'categorical', '#ffffff', 1, 0).hues).toMatchObject({ advice: 'huesAlike', named: [0, 1], clashes: 1, verdict: 'fair' });
    expect(chartReport(['#777777', '#1f77b4'], 'categorical', '#ffffff', 1, 0).hues).toMatchObject({ advice: 'muddy', named: [0], verdict: 'fair' });
    expect(chartReport(['#1f77b4', '#ff7f0e', '#2ca02c'], 'categorical', '#ffffff', 1, 0).hues).toMatchObject({ advice: 'huesApart', named: [], sectors: 3, of: 12, verdict: 'good' });
    expect(chartReport(['#1f77b4', '#2a6fbf', '#2f70c0', '#ff7f0e'], 'categorical', '#ffffff', 1, 0).hues?.verdict).toBe('poor');
    expect(chartReport(['#eeeeee', '#888888', '#222222'], 'sequential', '#ffffff', 1, 0).hues).toBeNull();
  });
});

describe('the words', () => {
  /** Reports that between them give every advice there is. */
  const reports = [
    chartReport(RED_GREEN, 'categorical', '#ffffff', 1, 0),
    chartReport(['#777777', '#8c8c8c', '#111111'], 'categorical', '#ffffff', 1, 3),
    chartReport(['#000000', '#777777', '#ffffff'], 'categorical', '#ffffff', 1, 3),
    chartReport(['#eeeeee', '#888888', '#878787', '#222222'], 'sequential', '#ffffff', 1, 0),
    chartReport(['#eeeeee', '#222222', '#888888'], 'sequential', '#ffffff', 1, 0),
    chartReport(divergingScale({ classes: 7, anchors: ['#b2182b', '#2166ac'], midpoint: null }), 'diverging', '#ffffff', 1, 0),
    chartReport(['#b2182b', '#ef8a62', '#f7f7f7', '#999999', '#4d4d4d'], 'diverging', '#ffffff', 1, 0),
    chartReport(['#555555', '#eeeeee', '#999999', '#eeeeee', '#555555'], 'diverging', '#ffffff', 1, 0),
    chartReport([RED_GREEN[0], '#f7f7f7', RED_GREEN[1]], 'diverging', '#ffffff', 1, 0),
    chartReport(['#1f77b4', '#2a6fbf', '#ff7f0e'], 'categorical', '#ffffff', 1, 0),
    chartReport(['#777777', '#1f77b4'], 'categorical', '#ffffff', 1, 0),
    chartReport(['#1f77b4', '#ff7f0e', '#2ca02c'], 'categorical', '#ffffff', 1, 0),
    chartReport(['#eeeeee', '#888888', '#222222'], 'sequential', '#111827', 1, 0),
  ];
  const given = new Set(
    reports.flatMap((r) => [...r.visions.map((v) => v.advice), r.contrast.advice, r.greyscale.advice, ...(r.lightness ? [r.lightness.advice] : []), ...(r.hues ? [r.hues.advice] : [])]),
  );

  for (const lang of ['en', 'ja']) {
    it(`has words in ${lang} for exactly the advice the report gives`, () => {
      const file = JSON.parse(readFileSync(join(import.meta.dirname, `../../../locales/${lang}/charts.json`), 'utf8')) as { report: { advice: Record<string, string> } };
      expect(Object.keys(file.report.advice).sort()).toEqual([...given].sort());
    });
  }
});
