import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { IMAGE_PALETTE_DEFAULT_COLORS, type ImagePalette } from '../../core/image/imageRules';
import { colorEngine, type ImageLoadError, type ImageLoadStage, type LoadedImageInfo } from '../../engine/client';
import { forgetLastImage, readLastImage, writeLastImageEdits, writeLastImageFile, type PickedColor } from '../../stores/lastImage';
import { resultColors, toolColorCount, type Edits, type ResultColor } from './imageResult';
import { rasteriseSvg } from './rasteriseSvg';

export type { ResultColor } from './imageResult';

/** Why an image is not shown: the engine's codes, an SVG the page could not draw, or a paste without an image. */
export type ImageProblem = Exclude<ImageLoadError, 'cancelled'> | 'svg-unreadable' | 'paste-without-image';

/** The image on show: the file, its object URL for the <img>, and what the engine knows of it. */
export type ShownImage = { readonly file: Blob; readonly name: string; readonly url: string; readonly info: LoadedImageInfo };

/** A load under way: the file's name and the stage the engine reported (null until the first). */
export type ImageLoading = { readonly name: string; readonly stage: ImageLoadStage | null };

/** How long the page waits for the stored image before showing the empty tool. */
const RESTORE_TIMEOUT = 2000;

const NO_EDITS: Edits = { k: IMAGE_PALETTE_DEFAULT_COLORS, moved: {}, added: [] };

/**
 * The image tool's state: the image on show (restored from IndexedDB on the first visit of a session, kept there
 * after every change), a load under way, the last problem, the palette of k colours from the engine, and the user's
 * edits (colours moved to another pixel, colours added). A load that fails keeps the image before it; a newer load
 * replaces an older one still under way.
 */
export function useImageTool() {
  const [image, setImage] = useState<ShownImage | null>(null);
  const [restoring, setRestoring] = useState(true);
  const [loading, setLoading] = useState<ImageLoading | null>(null);
  const [problem, setProblem] = useState<{ code: ImageProblem; name: string } | null>(null);
  const [edits, setEdits] = useState<Edits>(NO_EDITS);
  const [palette, setPalette] = useState<{ url: string; k: number; value: ImagePalette } | null>(null);
  const loads = useRef(0);
  const shown = useRef<ShownImage | null>(null);
  /** The image whose file IndexedDB holds (the restored one is there already). */
  const stored = useRef<ShownImage | null>(null);

  /** Loads a file; `restored` carries the edits kept with it. Resolves true when it is shown. */
  const load = useCallback(async (file: Blob, name: string, restored?: Edits): Promise<boolean> => {
    const token = ++loads.current;
    setLoading({ name, stage: null });
    setProblem(null);
    const engine = await colorEngine();
    let result = await engine.loadImage(file, { onStage: (stage) => token === loads.current && setLoading({ name, stage }) });
    if (!result.ok && result.error === 'svg') {
      // The worker cannot draw vector images: the page draws the SVG, the engine takes its pixels.
      const drawn = await rasteriseSvg(file);
      if (token !== loads.current) return false;
      result = drawn === null ? result : await engine.loadImagePixels(drawn.rgba, drawn.width, drawn.height, { ...drawn.source, format: 'svg' });
    }
    if (token !== loads.current) return false;
    if (!result.ok) {
      setLoading(null);
      if (result.error !== 'cancelled') setProblem({ code: result.error === 'svg' ? 'svg-unreadable' : result.error, name });
      // The engine keeps the image before a failed load; so does the page.
      return false;
    }
    const next: ShownImage = { file, name, url: URL.createObjectURL(file), info: result.image };
    if (shown.current) URL.revokeObjectURL(shown.current.url);
    shown.current = next;
    if (restored) stored.current = next;
    // A transition: the new workspace renders in slices that yield to the page (a first render of the image, its
    // markers and lists is some 30 ms of work, one long task on a busy machine otherwise).
    startTransition(() => {
      setLoading(null);
      setImage(next);
      setEdits(restored ?? { ...NO_EDITS, k: edits.k });
    });
    return true;
    // edits.k: a new image keeps the number of colours asked for.
  }, [edits.k]);

  // The last image, once: shown again with its edits; a record that no longer loads is forgotten.
  useEffect(() => {
    let live = true;
    // Storage that never answers (blocked in some private modes) must not hold the empty page back.
    const giveUp = new Promise<null>((resolve) => window.setTimeout(() => resolve(null), RESTORE_TIMEOUT));
    void Promise.race([readLastImage(), giveUp]).then(async (record) => {
      if (!live) return;
      // An image chosen, dropped or handed over meanwhile wins over the stored one.
      if (record !== null && loads.current === 0) {
        const edits = { k: toolColorCount(record.k), moved: record.moved, added: record.added };
        const token = loads.current + 1;
        const ok = await load(record.file, record.name, edits);
        // Unless a newer load replaced it, a record that does not load is forgotten, and says nothing.
        if (!ok && loads.current === token) {
          await forgetLastImage();
          setProblem(null);
        }
      }
      if (live) setRestoring(false);
    });
    return () => {
      live = false;
    };
    // Once, on the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The object URL goes with the page.
  useEffect(() => () => {
    if (shown.current) URL.revokeObjectURL(shown.current.url);
  }, []);

  // The palette of k colours: quick for any k (the engine keeps the image's histogram).
  useEffect(() => {
    if (image === null) return;
    let live = true;
    const k = edits.k;
    void colorEngine()
      .then((engine) => engine.imagePalette(k))
      .then(
        (value) => {
          if (live && value !== null) startTransition(() => setPalette({ url: image.url, k, value }));
        },
        (error: unknown) => console.error('Irodori: could not make the image palette.', error),
      );
    return () => {
      live = false;
    };
  }, [image, edits.k]);

  // Kept for the next visit: the file once per image, the edits (small) after every change.
  useEffect(() => {
    if (image === null) return;
    const kept = { k: edits.k, moved: edits.moved, added: edits.added };
    if (stored.current === image) void writeLastImageEdits(kept);
    else {
      stored.current = image;
      void writeLastImageFile(image.file, image.name, kept);
    }
  }, [image, edits]);

  // A change of k shows the palette before it until the new one is in (a few milliseconds), never an empty list.
  const current = palette !== null && image !== null && palette.url === image.url ? palette.value : null;

  return {
    image,
    restoring,
    loading,
    problem,
    palette: current,
    edits,
    load,
    setProblem: useCallback((code: ImageProblem, name = '') => setProblem({ code, name }), []),
    dismissProblem: useCallback(() => setProblem(null), []),
    setK: useCallback((k: number) => setEdits((e) => (toolColorCount(k) === e.k ? e : { k: toolColorCount(k), moved: {}, added: e.added })), []),
    move: useCallback((index: number, picked: PickedColor) => setEdits((e) => ({ ...e, moved: { ...e.moved, [index]: picked } })), []),
    unmove: useCallback(
      (index: number) =>
        setEdits((e) => {
          const moved = { ...e.moved };
          delete moved[index];
          return { ...e, moved };
        }),
      [],
    ),
    add: useCallback((picked: PickedColor) => setEdits((e) => ({ ...e, added: [...e.added, picked] })), []),
    moveAdded: useCallback((at: number, picked: PickedColor) => setEdits((e) => ({ ...e, added: e.added.map((p, i) => (i === at ? picked : p)) })), []),
    removeAdded: useCallback((at: number) => setEdits((e) => ({ ...e, added: e.added.filter((_, i) => i !== at) })), []),
    resetEdits: useCallback(() => setEdits((e) => ({ ...e, moved: {}, added: [] })), []),
  };
}

export type ImageTool = ReturnType<typeof useImageTool>;

/** The result's colours, memoised on the palette and edits. */
export function useResultColors(palette: ImagePalette | null, edits: Edits): ResultColor[] {
  return useMemo(() => resultColors(palette, edits), [palette, edits]);
}
