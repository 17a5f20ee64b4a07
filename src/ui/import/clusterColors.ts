import { useEffect, useState } from 'react';
import { hexToBytes } from '../../core/convert/hexToSrgb';
import { colorEngine } from '../../engine/client';

/** Returns the codes as one row of opaque RGBA pixels, the form the image quantiser reads. */
function pixelsOf(codes: readonly string[]): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(codes.length * 4);
  codes.forEach((code, i) => {
    const [r, g, b] = hexToBytes(code);
    rgba.set([r, g, b, 255], i * 4);
  });
  return rgba;
}

/**
 * Returns `codes` reduced to at most `k` colours by clustering them in OKLab with the engine's image quantiser
 * (issue 15: a 15-bit histogram and weighted k-means; the list is a one-row image, each colour one pixel, so a colour
 * listed twice weighs twice), most represented first; null while the engine works or when `codes` is null.
 */
export function useClusteredColors(codes: readonly string[] | null, k: number): string[] | null {
  const key = codes === null ? null : `${k}|${codes.join(',')}`;
  const [result, setResult] = useState<{ key: string; codes: string[] } | null>(null);
  useEffect(() => {
    if (codes === null || key === null) return;
    let live = true;
    const rgba = pixelsOf(codes);
    colorEngine()
      .then((engine) => engine.quantizePixels(rgba, codes.length, 1, k))
      .then(
        (palette) => {
          if (live) setResult({ key, codes: palette.colors.map((color) => color.code) });
        },
        (error: unknown) => console.error('Irodori: could not reduce the colours.', error),
      );
    return () => {
      live = false;
    };
    // The key holds the codes and k.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result !== null && result.key === key ? result.codes : null;
}
