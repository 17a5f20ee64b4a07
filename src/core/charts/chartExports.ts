/**
 * Chart palettes as the code that charting libraries read: a JavaScript array, a d3 scale, a Vega-Lite
 * config, matplotlib colormaps, ggplot2 scales, Tableau preferences (.tps) and CSS custom properties. A categorical
 * palette is a list of distinct colours; a sequential or diverging one is a ramp (its classes, to interpolate).
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
  vegaLite: { extension: 'vl.json', mime: 'application/json' },
  matplotlib: { extension: 'py', mime: 'text/x-python' },
  ggplot2: { extension: 'R', mime: 'text/plain' },
  tableau: { extension: 'tps', mime: 'application/xml' },
  css: { extension: 'css', mime: 'text/css' },
};

const quoted = (codes: readonly string[]) => codes.map((code) => `'${code}'`).join(', ');
const doubleQuoted = (codes: readonly string[]) => codes.map((code) => `"${code}"`).join(', ');
const title = (input: ChartExportInput) => commentText(input.name) || 'Chart colors';

/** Returns a chart palette in a format. */
export function chartExport(id: ChartExportId, input: ChartExportInput): string {
  const { kind, codes } = input;
  const ramp = kind !== 'categorical';
  switch (id) {
    case 'js':
      return `// ${title(input)} (${kind}), made with Irodori\nexport const colors = [${quoted(codes)}];\n`;
    case 'd3': {
      const scale =
        kind === 'categorical'
          ? `d3.scaleOrdinal(colors)`
          : kind === 'sequential'
            ? `d3.scaleSequential(d3.interpolateRgbBasis(colors))`
            : `d3.scaleDiverging(d3.interpolateRgbBasis(colors))`;
      // Double quotes throughout, as d3's own examples write them.
      return `// ${title(input)} (${kind}), made with Irodori\nimport * as d3 from "d3";\n\nconst colors = [${doubleQuoted(codes)}];\nexport const color = ${scale};\n`;
    }
    case 'vegaLite': {
      const key = kind === 'categorical' ? 'category' : kind === 'sequential' ? 'ramp' : 'diverging';
      return `${JSON.stringify({ $schema: 'https://vega.github.io/schema/vega-lite/v5.json', description: `${title(input)}, made with Irodori`, config: { range: { [key]: codes } } }, null, 2)}\n`;
    }
    case 'matplotlib':
      return [
        `# ${title(input)} (${kind}), made with Irodori`,
        'from matplotlib.colors import LinearSegmentedColormap, ListedColormap',
        '',
        `colors = [${quoted(codes)}]`,
        ramp ? `cmap = LinearSegmentedColormap.from_list("irodori", colors)` : `cmap = ListedColormap(colors, name="irodori")`,
        '',
      ].join('\n');
    case 'ggplot2':
      return [
        `# ${title(input)} (${kind}), made with Irodori`,
        `colors <- c(${doubleQuoted(codes)})`,
        ramp ? 'scale_colour_gradientn(colours = colors)' : 'scale_colour_manual(values = colors)',
        ramp ? 'scale_fill_gradientn(colours = colors)' : 'scale_fill_manual(values = colors)',
        '',
      ].join('\n');
    case 'tableau': {
      const type = kind === 'categorical' ? 'regular' : kind === 'sequential' ? 'ordered-sequential' : 'ordered-diverging';
      const name = title(input).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
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
      return `/* ${title(input)} (${kind}), made with Irodori */\n:root {\n${codes.map((code, i) => `  --chart-${i + 1}: ${code};`).join('\n')}\n}\n`;
  }
}

/** Returns the download file name of a chart palette in a format. */
export function chartExportFile(id: ChartExportId, name: string): string {
  return fileName(name || 'chart-colors', CHART_EXPORT_FILES[id].extension);
}
