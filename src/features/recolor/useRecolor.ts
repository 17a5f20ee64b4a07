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

/** An SVG as the page holds it: its file name (without .svg) and its text. */
export type Artwork = { readonly name: string; readonly text: string };

/** An artwork with the model it is recoloured by (loaded before the artwork is shown). */
export type LoadedArtwork = Artwork & { readonly core: RecolorCore };

/** What the page shows of an artwork: its groups, the paints found and skipped, and the recoloured text. */
export type Recolored = {
  readonly clusters: readonly PaintCluster[];
  readonly paintCount: number;
  readonly colorCount: number;
  readonly skipped: number;
  /** Each group's palette colour ('#rrggbb'), or null where it keeps its colours. */
  readonly targets: readonly (string | null)[];
  /** Whether a group's target was chosen by hand. */
  readonly chosen: readonly boolean[];
  readonly text: string;
};

/**
 * The artwork recoloured with the palette: its paints found and grouped once per artwork, each group given the
 * palette colour of the automatic match unless the person chose another (a choice is kept while the artwork and the
 * palette stay), and the text written again. `choose` sets a group's colour (null keeps the group as it is); `reset`
 * goes back to the automatic match.
 */
export function useRecolor(artwork: LoadedArtwork | null, palette: readonly string[]) {
  const scan = useMemo(() => {
    if (!artwork) return null;
    const { scanSvgPaints, svgPaintColors, clusterPaints } = artwork.core;
    const found = scanSvgPaints(artwork.text);
    const colors = svgPaintColors(found.paints);
    return { ...found, colors, clusters: clusterPaints(colors) };
  }, [artwork]);
  const paletteKey = palette.join(' ');
  const auto = useMemo(() => (scan && artwork ? artwork.core.autoMapping(scan.clusters, palette) : []), [scan, artwork, palette]);
  // The person's choices hold for the artwork and palette they were made on: a new one starts from the automatic match.
  const [choices, setChoices] = useState<{ key: unknown; palette: string; by: ReadonlyMap<number, string | null> }>({ key: null, palette: '', by: NO_CHOICES });
  const by = useMemo(() => (choices.key === scan && choices.palette === paletteKey ? choices.by : NO_CHOICES), [choices, scan, paletteKey]);

  const result = useMemo<Recolored | null>(() => {
    if (!scan || !artwork) return null;
    const targets = scan.clusters.map((_, i) => (by.has(i) ? by.get(i)! : auto[i] === null || auto[i] === undefined ? null : palette[auto[i]!]));
    return {
      clusters: scan.clusters,
      paintCount: scan.paints.length,
      colorCount: scan.colors.length,
      skipped: scan.unreadable,
      targets,
      chosen: scan.clusters.map((_, i) => by.has(i)),
      text: artwork.core.recolorSvg(artwork.text, scan.paints, scan.clusters, targets),
    };
  }, [scan, artwork, auto, by, palette]);

  return {
    result,
    choose: (group: number, code: string | null) => setChoices({ key: scan, palette: paletteKey, by: new Map(by).set(group, code) }),
    reset: () => setChoices({ key: scan, palette: paletteKey, by: new Map() }),
  };
}
