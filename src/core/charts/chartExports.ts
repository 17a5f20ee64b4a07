/**
 * Chart palettes as the code that charting libraries read: a JavaScript array, a d3 scale, a Vega-Lite
 * config, matplotlib colormaps, ggplot2 scales, Tableau preferences (.tps) and CSS custom properties. A categorical
 * palette is a list of distinct colours; a sequential or diverging one is a ramp whose classes are its stops: every
 * ramp passes through each class, class i of n at t = i / (n − 1), so the middle class of a diverging one is its midpoint.
 * d3's piecewise interpolator: https://d3js.org/d3-interpolate/value#piecewise
 * Vega-Lite's config: https://vega.github.io/vega-lite/docs/config.html
 * ggplot2's gradientn scales: https://ggplot2.tidyverse.org/reference/scale_gradient.html
 */
import { commentText, fileName } from '../code/identifiers.ts';
import type { ChartKind } from './report.ts';

export const CHART_EXPORTS = ['js', 'd3', 'vegaLite', 'matplotlib', 'ggplot2', 'tableau', 'css'] as const;
export type ChartExportId = (typeof CHART_EXPORTS)[number];

export type ChartExportInput = { name: string; kind: ChartKind; codes: readonly string[] };

/** Each format's file extension and media type. */
export const CHART_EXPORT_FILES: Record<ChartExportId, { extension: string; mime: string }> = {
  js: { extension: 'js', mime: 'text/javascript' },
  d3: { extension: 'd3.js', mime: 'text/javascript' },
  vegaLite: { extension: 'vl-config.json', mime: 'application/json' },
  matplotlib: { extension: 'py', mime: 'text/x-python' },
  ggplot2: { extension: 'R', mime: 'text/plain' },
  tableau: { extension: 'tps', mime: 'application/xml' },
  css: { extension: 'css', mime: 'text/css' },
};

const quoted = (codes: readonly string[]) => codes.map((code) => `'${code}'`).join(', ');
const doubleQuoted = (codes: readonly string[]) => codes.map((code) => `"${code}"`).join(', ');
const title = (input: ChartExportInput) => commentText(input.name) || 'Chart colors';
const header = (input: ChartExportInput) => `${title(input)} (${input.kind}), made with Irodori`;

/** Characters XML 1.0 forbids anywhere (controls, lone surrogates, U+FFFE and U+FFFF), so an attribute stays well-formed. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * The d3 scale: an ordinal one for categories; for a ramp, d3's piecewise interpolator through the classes (linear
 * in CIELAB between neighbours), which returns each class exactly at its position, unlike a B-spline basis.
 */
function d3Module(input: ChartExportInput): string {
  const { kind, codes } = input;
  const lines = [`// ${header(input)}`, 'import * as d3 from "d3";', '', `export const colors = [${doubleQuoted(codes)}];`];
  if (kind === 'categorical') lines.push('export const color = d3.scaleOrdinal(colors);');
  else if (kind === 'sequential') {
    lines.push(
      '// Passes through every class: class i of n at t = i / (n - 1) of the domain (set it with .domain([min, max])).',
      'export const color = d3.scaleSequential(d3.piecewise(d3.interpolateLab, colors));',
    );
  } else {
    lines.push(
      `// Passes through every class: class i of n at t = i / (n - 1); the scale's midpoint (t = 0.5) is ${codes.length % 2 ? 'the middle class' : 'halfway between the two middle classes'}.`,
      '// Set the data values with .domain([min, midpoint, max]).',
      'export const color = d3.scaleDiverging(d3.piecewise(d3.interpolateLab, colors));',
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Vega-Lite's range config for the palette's kind: categories for nominal fields; a sequential ramp for quantitative
 * fields, both the default ramp and the one rect and geoshape marks use (heatmaps, maps); a diverging one for the
 * scales that set a domainMid, as Vega-Lite picks the diverging scheme only there.
 */
function vegaLiteRange(kind: ChartKind, codes: readonly string[]): Record<string, readonly string[]> {
  if (kind === 'categorical') return { category: codes };
  if (kind === 'sequential') return { ramp: codes, heatmap: codes };
  return { diverging: codes };
}

/**
 * A Vega-Lite config, not a chart: its `config` is what a spec's `config` property, vega-embed's `config` option and
 * Vega-Lite's compile option take. The file holds only top-level properties a spec may have (description, config),
 * with no $schema: it is no spec on its own, and claiming the spec schema would mark it as one missing its mark.
 */
function vegaLiteConfig(input: ChartExportInput): string {
  const use = input.kind === 'diverging' ? ' Vega-Lite uses the diverging scheme on a color scale that sets domainMid.' : '';
  const description = `${header(input)}. A Vega-Lite config, not a chart: use its config as your spec's config, or pass it as vega-embed's config option.${use}`;
  return `${JSON.stringify({ description, config: { range: vegaLiteRange(input.kind, input.codes) } }, null, 2)}\n`;
}

/**
 * ggplot2 scales as R statements, ready to add to a plot: `scale_colour_irodori` and `scale_fill_irodori`. A ramp is
 * a gradientn scale, whose colours stand evenly over the rescaled data; a diverging one rescales around a midpoint
 * (scales::rescale_mid, as scale_*_gradient2 does), so its middle class marks that data value.
 */
function ggplot2Script(input: ChartExportInput): string {
  const { kind, codes } = input;
  const lines = [`# ${header(input)}`, 'library(ggplot2)', '', `colors <- c(${doubleQuoted(codes)})`];
  if (kind === 'categorical') {
    lines.push(
      'scale_colour_irodori <- scale_colour_manual(values = colors)',
      'scale_fill_irodori <- scale_fill_manual(values = colors)',
      '',
      '# Add a scale to a plot, in legend order:',
      '# ggplot(mpg, aes(displ, hwy, colour = drv)) + geom_point() + scale_colour_irodori',
    );
  } else if (kind === 'sequential') {
    lines.push(
      'scale_colour_irodori <- scale_colour_gradientn(colours = colors)',
      'scale_fill_irodori <- scale_fill_gradientn(colours = colors)',
      '',
      '# Add a scale to a plot:',
      '# ggplot(faithfuld, aes(waiting, eruptions, fill = density)) + geom_raster() + scale_fill_irodori',
    );
  } else {
    lines.push(
      `midpoint <- 0 # the data value at the ${codes.length % 2 ? 'middle class' : 'middle, between the two middle classes'}`,
      'rescale_at_midpoint <- function(x, to = c(0, 1), from = range(x, na.rm = TRUE)) scales::rescale_mid(x, to, from, midpoint)',
      'scale_colour_irodori <- scale_colour_gradientn(colours = colors, rescaler = rescale_at_midpoint)',
      'scale_fill_irodori <- scale_fill_gradientn(colours = colors, rescaler = rescale_at_midpoint)',
      '',
      '# Add a scale to a plot:',
      '# ggplot(faithfuld, aes(waiting, eruptions, fill = density - median(density))) + geom_raster() + scale_fill_irodori',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Returns a chart palette in a format. */
export function chartExport(id: ChartExportId, input: ChartExportInput): string {
  const { kind, codes } = input;
  const ramp = kind !== 'categorical';
  switch (id) {
    case 'js':
      return `// ${header(input)}\nexport const colors = [${quoted(codes)}];\n`;
    case 'd3':
      return d3Module(input);
    case 'vegaLite':
      return vegaLiteConfig(input);
    case 'matplotlib':
      return [
        `# ${header(input)}`,
        'from matplotlib.colors import LinearSegmentedColormap, ListedColormap',
        '',
        `colors = [${quoted(codes)}]`,
        ramp ? `cmap = LinearSegmentedColormap.from_list("irodori", colors)` : `cmap = ListedColormap(colors, name="irodori")`,
        '',
      ].join('\n');
    case 'ggplot2':
      return ggplot2Script(input);
    case 'tableau': {
      const type = kind === 'categorical' ? 'regular' : kind === 'sequential' ? 'ordered-sequential' : 'ordered-diverging';
      const name = title(input).replace(NOT_XML, '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      return [
        "<?xml version='1.0'?>",
        '<workbook>',
        '  <preferences>',
        `    <color-palette name="${name}" type="${type}">`,
        ...codes.map((code) => `      <color>${code}</color>`),
        '    </color-palette>',
        '  </preferences>',
        '</workbook>',
        '',
      ].join('\n');
    }
    case 'css':
      return `/* ${header(input)} */\n:root {\n${codes.map((code, i) => `  --chart-${i + 1}: ${code};`).join('\n')}\n}\n`;
  }
}

/** Returns the download file name of a chart palette in a format. */
export function chartExportFile(id: ChartExportId, name: string): string {
  return fileName(name || 'chart-colors', CHART_EXPORT_FILES[id].extension);
}
