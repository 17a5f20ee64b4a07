import { hexToBytes } from '../../core/convert/hexToSrgb';
import { useEngineAnswer } from '../useEngineAnswer';

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
 * (a 15-bit histogram and weighted k-means; the list is a one-row image, each colour one pixel, so a colour
 * listed twice weighs twice), most represented first; null while the engine works or when `codes` is null.
 */
export function useClusteredColors(codes: readonly string[] | null, k: number): string[] | null {
  const key = codes === null ? null : `${k}|${codes.join(',')}`;
  const answer = useEngineAnswer(
    key,
    async (engine) => {
      const list = codes ?? [];
      const palette = await engine.quantizePixels(pixelsOf(list), list.length, 1, k);
      return palette.colors.map((color) => color.code);
    },
    'reduce the colours',
  );
  return answer !== null && answer.key === key ? answer.value : null;
}
