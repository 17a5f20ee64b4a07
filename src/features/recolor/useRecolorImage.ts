import { useEffect, useMemo, useState } from 'react';
import { oklabOfCode } from '../../core/convert/srgbToOklab';
import type { PaintCluster } from '../../core/recolor';
import type { ColorShift } from '../../core/recolor/transferLut';
import { colorEngine, type LoadedImageInfo } from '../../engine/client';
import { useGroupTargets, type GroupTargets, type RecolorCore } from './useRecolor';

/** A photo or raster image as the page holds it: loaded in the engine (its pixels stay there), shown from its file. */
export type LoadedImage = {
  readonly kind: 'image';
  readonly name: string;
  /** An object address of the file, for the original's preview (revoked by the page when the image goes). */
  readonly url: string;
  readonly info: LoadedImageInfo;
  readonly core: RecolorCore;
};

/** The recoloured preview: a bitmap of the preview copy, for the moves it was made with. */
type Preview = { readonly image: LoadedImage; readonly for: readonly ColorShift[]; readonly bitmap: ImageBitmap };

/** What the page shows of an image: its groups (the image's palette of `count` colours) and the recoloured preview. */
export type RecoloredImage = {
  readonly clusters: readonly PaintCluster[] | null;
  readonly groups: GroupTargets;
  /** The latest preview (null before the first), and whether a newer one is being made. */
  readonly preview: ImageBitmap | null;
  readonly pending: boolean;
  /** The groups' moves for the current targets (null before the groups are known): what a download recolours with. */
  readonly shifts: readonly ColorShift[] | null;
};

/**
 * An image recoloured with the palette in the engine: its palette of `count` colours are the groups, each given its
 * palette colour (useGroupTargets), and each change recolours the preview copy in the worker by a palette transfer (a
 * group kept is a move of zero, which holds its colours in place).
 */
export function useRecolorImage(image: LoadedImage | null, palette: readonly string[], count: number): RecoloredImage {
  const [found, setFound] = useState<{ image: LoadedImage; count: number; clusters: PaintCluster[] } | null>(null);
  useEffect(() => {
    if (!image) return;
    let live = true;
    void colorEngine()
      .then((engine) => engine.imagePalette(count))
      .then((result) => {
        if (!live || result === null) return;
        const clusters = result.colors.map(({ code, share }) => ({ oklab: oklabOfCode(code), code, weight: share, members: [] }));
        setFound({ image, count, clusters });
      });
    return () => {
      live = false;
    };
  }, [image, count]);
  const clusters = found && found.image === image && found.count === count ? found.clusters : null;
  const groups = useGroupTargets(clusters, palette, image?.core ?? null);

  const shifts = useMemo(
    () => clusters?.map((cluster, i) => ({ source: cluster.oklab, target: groups.targets[i] === null ? cluster.oklab : oklabOfCode(groups.targets[i]!) })) ?? null,
    [clusters, groups.targets],
  );

  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => {
    if (!shifts || !image) return;
    let live = true;
    void colorEngine()
      .then((engine) => engine.recolorImage(shifts, false))
      .then(async (recolored) => {
        if (!live || recolored === null) return;
        const bitmap = await createImageBitmap(new ImageData(recolored.rgba as Uint8ClampedArray<ArrayBuffer>, recolored.width, recolored.height));
        if (live) setPreview({ image, for: shifts, bitmap });
        else bitmap.close();
      });
    return () => {
      live = false;
    };
  }, [shifts, image]);
  // A bitmap's memory goes as soon as a newer one replaces it, and with the page.
  useEffect(() => () => preview?.bitmap.close(), [preview]);

  const shown = preview?.image === image ? preview : null;
  return { clusters, groups, preview: shown?.bitmap ?? null, pending: shifts !== null && shown?.for !== shifts, shifts };
}
