import { useMemo, useState } from 'react';
import type { PaintCluster } from '../../core/recolor';

/** The recolouring model, loaded with the first artwork (it reads colours with the import's CSS reader, culori). */
export type RecolorCore = typeof import('../../core/recolor');

let loading: Promise<RecolorCore> | null = null;

/** Loads the recolouring model once. */
export function loadRecolorCore(): Promise<RecolorCore> {
  return (loading ??= import('../../core/recolor'));
}

/** No group's colour chosen by hand. */
const NO_CHOICES: ReadonlyMap<number, string | null> = new Map();

/** An SVG as the page holds it: its file name (without .svg), its text, and the model it is recoloured by. */
export type LoadedSvg = { readonly kind: 'svg'; readonly name: string; readonly text: string; readonly core: RecolorCore };

/** Each group's palette colour and whether the person chose it, with the calls that change them. */
export type GroupTargets = {
  /** Each group's palette colour ('#rrggbb'), or null where it keeps its colours. */
  readonly targets: readonly (string | null)[];
  /** Whether a group's target was chosen by hand. */
  readonly chosen: readonly boolean[];
  /** Sets a group's colour (null keeps the group as it is). */
  readonly choose: (group: number, code: string | null) => void;
  /** Goes back to the automatic match. */
  readonly reset: () => void;
};

/**
 * The palette colour of each group: the automatic match by lightness (autoMapping) unless the person chose another. A
 * choice holds while the groups and the palette stay: new groups or another palette start from the automatic match.
 */
export function useGroupTargets(clusters: readonly PaintCluster[] | null, palette: readonly string[], core: RecolorCore | null): GroupTargets {
  const paletteKey = palette.join(' ');
  const auto = useMemo(() => (clusters && core ? core.autoMapping(clusters, palette) : []), [clusters, core, palette]);
  const [choices, setChoices] = useState<{ key: unknown; palette: string; by: ReadonlyMap<number, string | null> }>({ key: null, palette: '', by: NO_CHOICES });
  const by = useMemo(() => (choices.key === clusters && choices.palette === paletteKey ? choices.by : NO_CHOICES), [choices, clusters, paletteKey]);
  const targets = useMemo(
    () => (clusters ?? []).map((_, i) => (by.has(i) ? by.get(i)! : auto[i] === null || auto[i] === undefined ? null : palette[auto[i]!])),
    [clusters, by, auto, palette],
  );
  const chosen = useMemo(() => (clusters ?? []).map((_, i) => by.has(i)), [clusters, by]);
  return {
    targets,
    chosen,
    choose: (group, code) => setChoices({ key: clusters, palette: paletteKey, by: new Map(by).set(group, code) }),
    reset: () => setChoices({ key: clusters, palette: paletteKey, by: new Map() }),
  };
}

/** What the page shows of an SVG: its groups, the paints found and skipped, and the recoloured text. */
export type RecoloredSvg = {
  readonly clusters: readonly PaintCluster[];
  readonly paintCount: number;
  readonly colorCount: number;
  readonly skipped: number;
  readonly text: string;
};

/**
 * An SVG recoloured with the palette: its paints found and grouped once per artwork, each group given its palette
 * colour (useGroupTargets), and the text written again.
 */
export function useRecolorSvg(artwork: LoadedSvg | null, palette: readonly string[]): { result: RecoloredSvg | null; groups: GroupTargets } {
  const scan = useMemo(() => {
    if (!artwork) return null;
    const { scanSvgPaints, svgPaintColors, clusterPaints } = artwork.core;
    const found = scanSvgPaints(artwork.text);
    const colors = svgPaintColors(found.paints);
    return { ...found, colors, clusters: clusterPaints(colors) };
  }, [artwork]);
  const groups = useGroupTargets(scan?.clusters ?? null, palette, artwork?.core ?? null);
  const result = useMemo<RecoloredSvg | null>(() => {
    if (!scan || !artwork) return null;
    return {
      clusters: scan.clusters,
      paintCount: scan.paints.length,
      colorCount: scan.colors.length,
      skipped: scan.unreadable,
      text: artwork.core.recolorSvg(artwork.text, scan.paints, scan.clusters, groups.targets),
    };
  }, [scan, artwork, groups.targets]);
  return { result, groups };
}
