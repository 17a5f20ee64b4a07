/**
 * The chart-colour tool's address: the whole state is in the query, so a link reopens the same palette.
 * Anything missing or invalid falls back to a default, and `chartQuery` writes only what differs from it.
 *   type=categorical|sequential|diverging  n=count  bg=hex  sev=0–100  seed=uint  lock=hex-hex  l=30-90  c=5-30
 *   contrast=0|3|4.5  anchor=hex[-hex]  hues=single|multi  mid=hex  vision=protanopia|…|greyscale
 *   set=okabe-ito|viridis|…  safer=1   (a curated set of the tab's kind as the start, and its safer form)
 * One background serves the search, the report and the previews; an older link's `ground=dark` opens on the dark one.
 */
import { tryNormalizeColorCode } from '../../core/code/colorCode';
import { CATEGORICAL_MAX, CATEGORICAL_MIN, DEFAULT_CATEGORICAL } from '../../core/charts/categorical';
import { curatedSet } from '../../core/charts/curated';
import { ORDERED_MAX_CLASSES, ORDERED_MIN_CLASSES } from '../../core/charts/ordered';
import type { ChartKind } from '../../core/charts/report';

export const CHART_KINDS: readonly ChartKind[] = ['categorical', 'sequential', 'diverging'];
export const CONTRAST_TARGETS = [0, 3, 4.5] as const;

/** The chart backgrounds offered by name; any other colour is the user's own. */
export const CHART_BACKGROUNDS = { light: '#ffffff', dark: '#111827' } as const;
export type ChartBackgroundId = keyof typeof CHART_BACKGROUNDS | 'custom';

/** Returns which offered background a colour is, or 'custom'. */
export function backgroundId(code: string): ChartBackgroundId {
  return code === CHART_BACKGROUNDS.light ? 'light' : code === CHART_BACKGROUNDS.dark ? 'dark' : 'custom';
}

export const PREVIEW_VISIONS = ['normal', 'protanopia', 'deuteranopia', 'tritanopia', 'greyscale'] as const;
export type PreviewVision = (typeof PREVIEW_VISIONS)[number];

export type ChartState = {
  kind: ChartKind;
  /** How the previews are seen. */
  vision: PreviewVision;
  count: number;
  /** The chart's background: what the search keeps its contrast against, and what the previews are drawn on. */
  background: string;
  /** Severity of the simulated deficiencies, 0–100 (%). */
  severity: number;
  seed: number;
  locked: string[];
  /** Lightness and chroma ranges ×100 (OKLab L 0–100, chroma 0–37). */
  lightness: [number, number];
  chroma: [number, number];
  contrast: (typeof CONTRAST_TARGETS)[number];
  anchors: string[];
  hues: 'single' | 'multi';
  midpoint: string | null;
  /** A curated set of this kind to start from (its id), instead of the search or the anchors. */
  set: string | null;
  /** Whether the curated set is shown in its safer form. */
  safer: boolean;
};

const DEFAULT_COUNT: Record<ChartKind, number> = { categorical: 8, sequential: 7, diverging: 7 };
const DEFAULT_ANCHORS: Record<ChartKind, string[]> = { categorical: [], sequential: ['#2166ac'], diverging: ['#b2182b', '#2166ac'] };
export const DEFAULT_SEED = 1;

/** Returns the state's defaults for a kind. */
export function defaultChartState(kind: ChartKind = 'categorical'): ChartState {
  return {
    kind,
    vision: 'normal',
    count: DEFAULT_COUNT[kind],
    background: CHART_BACKGROUNDS.light,
    severity: 100,
    seed: DEFAULT_SEED,
    locked: [],
    lightness: [Math.round(DEFAULT_CATEGORICAL.lightness[0] * 100), Math.round(DEFAULT_CATEGORICAL.lightness[1] * 100)],
    chroma: [Math.round(DEFAULT_CATEGORICAL.chroma[0] * 100), Math.round(DEFAULT_CATEGORICAL.chroma[1] * 100)],
    contrast: 3,
    anchors: DEFAULT_ANCHORS[kind],
    hues: 'single',
    midpoint: null,
    set: null,
    safer: false,
  };
}

const codes = (raw: string | null) => (raw ?? '').split('-').map((part) => tryNormalizeColorCode(part)).filter((code): code is string => code !== null);
const integer = (raw: string | null, min: number, max: number, fallback: number) => {
  if (raw === null || !/^\d+$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= min && n <= max ? n : fallback;
};
const range = (raw: string | null, min: number, max: number, fallback: [number, number]): [number, number] => {
  const match = /^(\d+)-(\d+)$/.exec(raw ?? '');
  if (!match) return fallback;
  const [a, b] = [Number(match[1]), Number(match[2])];
  return a >= min && b <= max && a < b ? [a, b] : fallback;
};

/** Reads the state from the query. */
export function parseChartState(params: URLSearchParams): ChartState {
  const kind = (CHART_KINDS as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as ChartKind) : 'categorical';
  const base = defaultChartState(kind);
  const categorical = kind === 'categorical';
  const [min, max] = kind === 'categorical' ? [CATEGORICAL_MIN, CATEGORICAL_MAX] : [ORDERED_MIN_CLASSES, ORDERED_MAX_CLASSES];
  const curated = curatedSet(params.get('set') ?? '');
  const set = curated && curated.kind === kind ? curated : null;
  // A curated set answers its own range of counts: a longer count is its whole set.
  const searched = categorical && set === null;
  const count = set ? Math.min(Math.max(integer(params.get('n'), min, max, base.count), set.minCount), set.maxCount) : integer(params.get('n'), min, max, base.count);
  const anchors = codes(params.get('anchor'));
  const wantAnchors = kind === 'sequential' ? [1, 2] : kind === 'diverging' ? [2] : [0];
  const contrast = Number(params.get('contrast'));
  return {
    kind,
    vision: (PREVIEW_VISIONS as readonly string[]).includes(params.get('vision') ?? '') ? (params.get('vision') as PreviewVision) : 'normal',
    count,
    background: tryNormalizeColorCode(params.get('bg') ?? '') ?? (params.get('ground') === 'dark' ? CHART_BACKGROUNDS.dark : base.background),
    // The search's settings belong to categorical palettes only.
    severity: categorical ? integer(params.get('sev'), 0, 100, base.severity) : base.severity,
    seed: searched ? integer(params.get('seed'), 0, 2 ** 32 - 1, base.seed) : base.seed,
    locked: searched ? [...new Set(codes(params.get('lock')))].slice(0, count) : [],
    lightness: searched ? range(params.get('l'), 0, 100, base.lightness) : base.lightness,
    chroma: searched ? range(params.get('c'), 0, 37, base.chroma) : base.chroma,
    contrast: categorical && (CONTRAST_TARGETS as readonly number[]).includes(contrast) && params.get('contrast') !== null ? (contrast as ChartState['contrast']) : base.contrast,
    anchors: set === null && wantAnchors.includes(anchors.length) ? anchors : base.anchors,
    hues: set === null && params.get('hues') === 'multi' && kind === 'sequential' ? 'multi' : 'single',
    midpoint: kind === 'diverging' ? tryNormalizeColorCode(params.get('mid') ?? '') : null,
    set: set ? set.id : null,
    safer: set !== null && params.get('safer') === '1',
  };
}

const bare = (code: string) => code.slice(1);

/** Returns the query of a state: its kind, then what differs from the kind's defaults. */
export function chartQuery(state: ChartState): Record<string, string | undefined> {
  const base = defaultChartState(state.kind);
  const differs = <T,>(a: T, b: T) => JSON.stringify(a) !== JSON.stringify(b);
  const categorical = state.kind === 'categorical';
  // A curated set replaces the search's settings and the anchors: they are left out of its address.
  const searched = categorical && state.set === null;
  return {
    type: state.kind,
    n: String(state.count),
    bg: differs(state.background, base.background) ? bare(state.background) : undefined,
    sev: categorical && state.severity !== base.severity ? String(state.severity) : undefined,
    seed: searched ? String(state.seed) : undefined,
    lock: searched && state.locked.length > 0 ? state.locked.map(bare).join('-') : undefined,
    l: searched && differs(state.lightness, base.lightness) ? state.lightness.join('-') : undefined,
    c: searched && differs(state.chroma, base.chroma) ? state.chroma.join('-') : undefined,
    contrast: categorical && state.contrast !== base.contrast ? String(state.contrast) : undefined,
    anchor: !categorical && state.set === null ? state.anchors.map(bare).join('-') : undefined,
    hues: state.kind === 'sequential' && state.set === null && state.hues === 'multi' ? 'multi' : undefined,
    mid: state.kind === 'diverging' && state.midpoint ? bare(state.midpoint) : undefined,
    vision: state.vision !== 'normal' ? state.vision : undefined,
    set: state.set ?? undefined,
    safer: state.set && state.safer ? '1' : undefined,
  };
}
