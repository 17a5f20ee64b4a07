/**
 * The chart exports read by the tools they are for: the d3 module imported and run with d3, the Vega-Lite config
 * compiled by vega-lite and rendered by Vega's runtime, the ggplot2 script parsed by R's tree-sitter grammar and,
 * where R is installed, run with ggplot2; each ramp must return every designed class to the byte at its position.
 * Hostile palette names go through every format, and each file still parses.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as d3 from 'd3';
import * as vl from 'vega-lite';
import * as vega from 'vega';
import postcss from 'postcss';
import { SaxesParser } from 'saxes';
import { Language, Parser, type Node as SyntaxNode } from 'web-tree-sitter';
import { chartExport, type ChartExportInput } from '../../src/core/charts/chartExports.ts';
import { divergingScale, sequentialScale } from '../../src/core/charts/ordered.ts';
import type { ChartKind } from '../../src/core/charts/report.ts';

/** A generated module lives inside the project so that its `import "d3"` resolves to the installed d3. */
const MODULES = resolve('node_modules/.cache/chart-exports-test');
/** Scratch files for the R and Python runs. */
const SCRATCH = join(tmpdir(), `chart-exports-${randomUUID()}`);
mkdirSync(MODULES, { recursive: true });
mkdirSync(SCRATCH, { recursive: true });
afterAll(() => {
  rmSync(MODULES, { recursive: true, force: true });
  rmSync(SCRATCH, { recursive: true, force: true });
});

/** Imports a generated JavaScript module as a browser or bundler would, from a file. */
async function importModule(text: string): Promise<Record<string, unknown>> {
  const file = join(MODULES, `${randomUUID()}.mjs`);
  writeFileSync(file, text);
  return import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<Record<string, unknown>>;
}

/** A colour as d3 reads it, as #rrggbb. */
const hex = (color: unknown) => d3.color(String(color))!.formatHex();

/** Whether a command runs on this machine. */
const runs = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' }).status === 0;
const HAS_R = runs('Rscript', ['-e', 'library(ggplot2)']);
const HAS_PYTHON = runs('python3', ['-c', 'import ast']);

/** Irodori's own classes: sequential ramps of 3 to 9 classes and diverging ones of odd and even counts. */
const SEQUENTIAL = [3, 4, 5, 6, 7, 8, 9].map((classes) => sequentialScale({ classes, anchors: ['#2166ac'], hues: 'multi' }));
const DIVERGING = [3, 4, 5, 6, 7, 8, 9, 11].map((classes) => divergingScale({ classes, anchors: ['#b2182b', '#2166ac'], midpoint: null }));
/** A diverging palette whose near-white midpoint a B-spline ramp rendered as #eae4ea. */
const MEASURED = ['#b2182b', '#ef8a62', '#f5f2f6', '#67a9cf', '#2166ac'];

const input = (kind: ChartKind, codes: readonly string[], name = 'Sales 2026'): ChartExportInput => ({ name, kind, codes });
/** Each class's position on a ramp: class i of n at t = i / (n − 1). */
const positions = (codes: readonly string[]) => codes.map((_, i) => i / (codes.length - 1));

describe('the d3 module', () => {
  type Ramp = ((t: number) => string) & { domain: (d: number[]) => Ramp };

  it('passes through every sequential class to the byte, 3 to 9 classes', async () => {
    for (const codes of SEQUENTIAL) {
      const { color, colors } = (await importModule(chartExport('d3', input('sequential', codes)))) as { color: Ramp; colors: string[] };
      expect(colors).toEqual(codes);
      expect(positions(codes).map((t) => hex(color(t))), codes.join()).toEqual(codes);
      // On a data domain too, as a user sets it.
      color.domain([10, 40]);
      expect(positions(codes).map((t) => hex(color(10 + 30 * t))), codes.join()).toEqual(codes);
    }
  });

  it('passes through every diverging class, odd and even counts, the middle class at the midpoint', async () => {
    for (const codes of [...DIVERGING, MEASURED]) {
      const { color } = (await importModule(chartExport('d3', input('diverging', codes)))) as { color: Ramp };
      expect(positions(codes).map((t) => hex(color(t))), codes.join()).toEqual(codes);
      // An uneven domain: each arm runs its own half of the classes, the midpoint value is t = 0.5.
      color.domain([-2, 0, 10]);
      const half = (codes.length - 1) / 2;
      const value = (i: number) => (i <= half ? -2 + (2 * i) / half : (10 * (i - half)) / half);
      expect(codes.map((_, i) => hex(color(value(i)))), codes.join()).toEqual(codes);
      if (codes.length % 2) expect(hex(color(0))).toBe(codes[half]);
    }
    const { color } = (await importModule(chartExport('d3', input('diverging', MEASURED)))) as { color: Ramp };
    expect(hex(color(0.5))).toBe('#f5f2f6');
  });

  it('is a test that a B-spline ramp fails: the former export missed the measured midpoint', () => {
    expect(hex(d3.scaleDiverging(d3.interpolateRgbBasis(MEASURED))(0.5))).not.toBe('#f5f2f6');
  });

  it('keeps categories ordinal, in legend order', async () => {
    const codes = ['#1b9e77', '#d95f02', '#7570b3'];
    const { color } = (await importModule(chartExport('d3', input('categorical', codes)))) as { color: (k: string) => string };
    expect(['a', 'b', 'c', 'a'].map(color)).toEqual([...codes, codes[0]]);
  });
});

describe('the Vega-Lite config', () => {
  type VegaScale = (value: unknown) => string;

  /** Compiles a spec with the exported config and renders it headless; returns the Vega spec and its colour scale. */
  async function render(spec: vl.TopLevelSpec, file: string, how: 'option' | 'property') {
    const { config } = JSON.parse(file) as { config: vl.Config };
    const compiled = how === 'option' ? vl.compile(spec, { config }).spec : vl.compile({ ...spec, config } as vl.TopLevelSpec).spec;
    const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
    await view.runAsync();
    const scale = view.scale('color') as VegaScale;
    view.finalize();
    return { compiled, scale };
  }

  const quantitative = (codes: readonly string[], mark: 'rect' | 'circle', domainMid?: number): vl.TopLevelSpec => ({
    data: { values: positions(codes).map((v, i) => ({ v, k: `c${i}` })) },
    mark,
    encoding: { x: { field: 'k', type: 'nominal' }, color: { field: 'v', type: 'quantitative', scale: { domain: [0, 1], ...(domainMid === undefined ? {} : { domainMid }) } } },
  });

  it('is a config, not a spec: a description that says so, and only properties a spec may have', () => {
    const file = JSON.parse(chartExport('vegaLite', input('sequential', SEQUENTIAL[2]))) as Record<string, unknown>;
    expect(Object.keys(file)).toEqual(['description', 'config']);
    expect(file.description).toMatch(/^Sales 2026 \(sequential\), made with Irodori\. A Vega-Lite config, not a chart/);
    const schema = JSON.parse(readFileSync(resolve('node_modules/vega-lite/build/vega-lite-schema.json'), 'utf8')) as { definitions: Record<string, { properties: Record<string, unknown> }> };
    const config = file.config as { range: Record<string, unknown> };
    for (const key of Object.keys(config)) expect(schema.definitions.Config.properties).toHaveProperty(key);
    for (const key of Object.keys(config.range)) expect(schema.definitions.RangeConfig.properties).toHaveProperty(key);
  });

  it('colours a sequential ramp and heatmap through every class, as an option and as the spec property', async () => {
    for (const codes of SEQUENTIAL) {
      const file = chartExport('vegaLite', input('sequential', codes));
      for (const [mark, range] of [['circle', 'ramp'], ['rect', 'heatmap']] as const) {
        for (const how of ['option', 'property'] as const) {
          const { compiled, scale } = await render(quantitative(codes, mark), file, how);
          expect(compiled.scales?.find((s) => s.name === 'color')).toMatchObject({ range });
          expect((compiled.config?.range as Record<string, unknown>)[range]).toEqual(codes);
          expect(positions(codes).map((t) => hex(scale(t))), `${mark} ${how}`).toEqual(codes);
        }
      }
    }
  });

  it('colours a diverging scale with domainMid through every class, the middle class at the midpoint', async () => {
    for (const codes of [...DIVERGING, MEASURED]) {
      const file = chartExport('vegaLite', input('diverging', codes));
      const { compiled, scale } = await render(quantitative(codes, 'rect', 0.5), file, 'option');
      expect(compiled.scales?.find((s) => s.name === 'color')).toMatchObject({ range: 'diverging' });
      expect(positions(codes).map((t) => hex(scale(t))), codes.join()).toEqual(codes);
    }
    const { scale } = await render(quantitative(MEASURED, 'rect', 0.5), chartExport('vegaLite', input('diverging', MEASURED)), 'property');
    expect(hex(scale(0.5))).toBe('#f5f2f6');
  });

  it('colours nominal categories in legend order', async () => {
    const codes = ['#1b9e77', '#d95f02', '#7570b3'];
    const spec: vl.TopLevelSpec = { data: { values: codes.map((_, i) => ({ k: `c${i}` })) }, mark: 'point', encoding: { x: { field: 'k', type: 'nominal' }, color: { field: 'k', type: 'nominal' } } };
    const { compiled, scale } = await render(spec, chartExport('vegaLite', input('categorical', codes)), 'option');
    expect(compiled.scales?.find((s) => s.name === 'color')).toMatchObject({ range: 'category' });
    expect(['c0', 'c1', 'c2'].map((k) => hex(scale(k)))).toEqual(codes);
  });
});

describe('the ggplot2 script', () => {
  let parser: Parser | undefined;
  /** Parses R with R's tree-sitter grammar (r-lib/tree-sitter-r, built to wasm). */
  async function parseR(text: string): Promise<SyntaxNode> {
    if (!parser) {
      await Parser.init();
      parser = new Parser();
      parser.setLanguage(await Language.load(resolve('node_modules/@eagleoutice/tree-sitter-r/tree-sitter-r.wasm')));
    }
    return parser.parse(text)!.rootNode;
  }

  it('writes the exact script for each kind', () => {
    expect(chartExport('ggplot2', input('categorical', ['#1b9e77', '#d95f02']))).toBe(
      [
        '# Sales 2026 (categorical), made with Irodori',
        'library(ggplot2)',
        '',
        'colors <- c("#1b9e77", "#d95f02")',
        'scale_colour_irodori <- scale_colour_manual(values = colors)',
        'scale_fill_irodori <- scale_fill_manual(values = colors)',
        '',
        '# Add a scale to a plot, in legend order:',
        '# ggplot(mpg, aes(displ, hwy, colour = drv)) + geom_point() + scale_colour_irodori',
        '',
      ].join('\n'),
    );
    expect(chartExport('ggplot2', input('diverging', MEASURED))).toBe(
      [
        '# Sales 2026 (diverging), made with Irodori',
        'library(ggplot2)',
        '',
        'colors <- c("#b2182b", "#ef8a62", "#f5f2f6", "#67a9cf", "#2166ac")',
        'midpoint <- 0 # the data value at the middle class',
        'rescale_at_midpoint <- function(x, to = c(0, 1), from = range(x, na.rm = TRUE)) scales::rescale_mid(x, to, from, midpoint)',
        'scale_colour_irodori <- scale_colour_gradientn(colours = colors, rescaler = rescale_at_midpoint)',
        'scale_fill_irodori <- scale_fill_gradientn(colours = colors, rescaler = rescale_at_midpoint)',
        '',
        '# Add a scale to a plot:',
        '# ggplot(faithfuld, aes(waiting, eruptions, fill = density - median(density))) + geom_raster() + scale_fill_irodori',
        '',
      ].join('\n'),
    );
  });

  it('parses as R: library(ggplot2) first, then assignments only, for every kind', async () => {
    for (const [kind, codes] of [['categorical', ['#1b9e77', '#d95f02', '#7570b3']], ['sequential', SEQUENTIAL[0]], ['diverging', MEASURED], ['diverging', DIVERGING[1]]] as const) {
      const root = await parseR(chartExport('ggplot2', input(kind, codes)));
      expect(root.hasError, kind).toBe(false);
      const statements = root.namedChildren.filter((node) => node!.type !== 'comment') as SyntaxNode[];
      expect(statements[0].text).toBe('library(ggplot2)');
      for (const statement of statements.slice(1)) {
        expect(statement.type, statement.text).toBe('binary_operator');
        expect(statement.childForFieldName('operator')?.text).toBe('<-');
      }
      // The example in the last comment is R too, once uncommented.
      const example = (root.namedChildren.at(-1) as SyntaxNode).text.replace(/^# /, '');
      expect((await parseR(example)).hasError, example).toBe(false);
    }
  });

  it.skipIf(!HAS_R)('runs with ggplot2: each class at its position, the diverging middle class at the midpoint, the example plots', () => {
    const cases = [
      ...SEQUENTIAL.map((codes) => input('sequential', codes)),
      ...[...DIVERGING, MEASURED].map((codes) => input('diverging', codes)),
      input('categorical', ['#1b9e77', '#d95f02', '#7570b3', '#e7298a']),
    ];
    const files = cases.map((c, i) => {
      const file = join(SCRATCH, `case-${i}.R`);
      writeFileSync(file, chartExport('ggplot2', c));
      return file;
    });
    // Each script is sourced alone; a ramp's data run evenly over its range, a diverging one's evenly around the midpoint
    // (ggplot2 rescales both arms alike, as scale_*_gradient2 does: the farther end reaches the last class).
    const check = `
      for (f in commandArgs(TRUE)) local({
        source(f, local = TRUE)
        n <- length(colors)
        v <- if (exists("midpoint", inherits = FALSE)) (seq_len(n) - 1 - (n - 1) / 2) * 4 else (seq_len(n) - 1) * 3 + 10
        df <- data.frame(x = seq_len(n), v = v, k = factor(sprintf("k%02d", seq_len(n))))
        mapping <- if (inherits(scale_fill_irodori, "ScaleDiscrete")) aes(x, 1, fill = k, colour = k) else aes(x, 1, fill = v, colour = v)
        p <- ggplot(df, mapping) + geom_point() + scale_fill_irodori + scale_colour_irodori
        d <- layer_data(p)
        mid <- if (exists("midpoint", inherits = FALSE)) {
          midpoint <- 5
          layer_data(ggplot(data.frame(x = c(1, 2, 3), v = c(0, 5, 12)), aes(x, 1, fill = v)) + geom_tile() + scale_fill_irodori)$fill[2]
        } else ""
        example <- sub("^# ", "", tail(grep("^# ggplot\\\\(", readLines(f), value = TRUE), 1))
        built <- ggplot_build(eval(parse(text = example)))
        cat(paste(c(tolower(d$fill), "|", tolower(d$colour), "|", tolower(mid), "|", nrow(built$data[[1]]) > 0), collapse = " "), "\\n")
      })`;
    const script = join(SCRATCH, 'check.R');
    writeFileSync(script, check);
    const run = spawnSync('Rscript', [script, ...files], { encoding: 'utf8' });
    expect(run.stderr).not.toMatch(/Error/);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(cases.length);
    cases.forEach(({ kind, codes }, i) => {
      const [fills, colours, mid, example] = lines[i].trim().split(' | ');
      expect(fills.split(' '), `${kind} ${codes.join()}`).toEqual(codes);
      expect(colours.split(' ')).toEqual(codes);
      // The midpoint moved to 5 after sourcing: the data value 5 takes the middle class, or the middle of the scale.
      if (kind === 'diverging' && codes.length % 2) expect(mid).toBe(codes[(codes.length - 1) / 2]);
      expect(example).toBe('TRUE');
    });
  });
});

describe('hostile palette names', () => {
  const NAMES = ["it's \"quoted\"", 'ends */ a comment /* and // more', 'line\nbreak\r\n# x <- 1\u2028sep', '日本の配色「秋」', '🎨 palette 👩‍🎨', '</color-palette><x a="1">&amp;', '\\" ; alert(1) //', 'lone \ud800 surrogate \uffff', ''];
  const CODES = ['#1b9e77', '#d95f02', '#7570b3'];
  const KINDS: ChartKind[] = ['categorical', 'sequential', 'diverging'];

  it('leave JavaScript and d3 modules that import, JSON that parses, CSS that parses', async () => {
    for (const name of NAMES) {
      for (const kind of KINDS) {
        const js = await importModule(chartExport('js', input(kind, CODES, name)));
        expect(js.colors, name).toEqual(CODES);
        const d3Module = await importModule(chartExport('d3', input(kind, CODES, name)));
        expect(d3Module.colors, name).toEqual(CODES);
        const json = JSON.parse(chartExport('vegaLite', input(kind, CODES, name))) as { description: string; config: { range: Record<string, string[]> } };
        expect(Object.values(json.config.range)[0], name).toEqual(CODES);
        const css = postcss.parse(chartExport('css', input(kind, CODES, name)));
        const values: string[] = [];
        css.walkDecls((decl) => void values.push(decl.value));
        expect(values, name).toEqual(CODES);
        expect(css.nodes.map((node) => node.type), name).toEqual(['comment', 'rule']);
      }
    }
  });

  /** Reads XML with a conforming, strict parser: every well-formedness error is reported. */
  function readXml(text: string) {
    const parser = new SaxesParser();
    const read = { errors: [] as string[], palettes: [] as Record<string, string>[], colors: [] as string[] };
    let inColor = false;
    parser.on('error', (error) => void read.errors.push(error.message));
    parser.on('opentag', (tag) => {
      if (tag.name === 'color-palette') read.palettes.push(tag.attributes as Record<string, string>);
      inColor = tag.name === 'color';
    });
    parser.on('text', (text) => void (inColor && read.colors.push(text)));
    parser.on('closetag', () => void (inColor = false));
    parser.write(text).close();
    return read;
  }

  it('leave Tableau preferences that are well-formed XML, the name kept as an attribute', () => {
    for (const name of NAMES) {
      const read = readXml(chartExport('tableau', input('categorical', CODES, name)));
      expect(read.errors, name).toEqual([]);
      expect(read.palettes, name).toHaveLength(1);
      expect(read.palettes[0].type).toBe('regular');
      expect(read.palettes[0].name, name).not.toMatch(/[\n<>]/);
      expect(read.colors, name).toEqual(CODES);
    }
    expect(readXml(chartExport('tableau', input('categorical', CODES, '</color-palette><x a="1">&amp;'))).palettes[0].name).toBe('/color-palette x a="1" &amp;');
    // The reader is strict: a stray ampersand and a lone surrogate are errors.
    expect(readXml('<a b="&"/>').errors).not.toEqual([]);
    expect(readXml('<a b="\ud800"/>').errors).not.toEqual([]);
  });

  it('leave R scripts that parse, and ggplot2 scripts that still define the scales', async () => {
    await Parser.init();
    const parser = new Parser();
    parser.setLanguage(await Language.load(resolve('node_modules/@eagleoutice/tree-sitter-r/tree-sitter-r.wasm')));
    for (const name of NAMES) {
      for (const kind of KINDS) {
        const text = chartExport('ggplot2', input(kind, CODES, name));
        const root = parser.parse(text)!.rootNode;
        expect(root.hasError, name).toBe(false);
        expect(root.namedChildren.filter((node) => node!.type !== 'comment')[0]!.text, name).toBe('library(ggplot2)');
      }
    }
  });

  it.skipIf(!HAS_R)('leave R scripts that R itself parses', () => {
    const files = NAMES.flatMap((name, i) =>
      KINDS.map((kind) => {
        const file = join(SCRATCH, `hostile-${i}-${kind}.R`);
        writeFileSync(file, chartExport('ggplot2', input(kind, CODES, name)));
        return file;
      }),
    );
    const run = spawnSync('Rscript', ['-e', 'for (f in commandArgs(TRUE)) cat(length(parse(f, encoding = "UTF-8")), "\\n")', ...files], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split('\n').map(Number)).toEqual(files.map((f) => (f.endsWith('diverging.R') ? 6 : 4)));
  });

  it.skipIf(!HAS_PYTHON)('leave matplotlib scripts that Python parses', () => {
    const files = NAMES.flatMap((name, i) =>
      KINDS.map((kind) => {
        const file = join(SCRATCH, `hostile-${i}-${kind}.py`);
        writeFileSync(file, chartExport('matplotlib', input(kind, CODES, name)));
        return file;
      }),
    );
    const run = spawnSync('python3', ['-c', 'import ast, sys\nfor f in sys.argv[1:]: print(len(ast.parse(open(f, encoding="utf-8").read()).body))', ...files], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim().split('\n').map(Number)).toEqual(files.map(() => 3));
  });
});
