/**
 * The image host (src/engine/image/imageHost.ts), the one place of "a later load cancels an earlier one", over the
 * TypeScript engine. Node has no createImageBitmap, so a real PNG answers 'unsupported' here unless a decoder
 * elsewhere is given, which is how the worker hands a file to the page.
 */
import { describe, expect, it } from 'vitest';
import { createTsEngine } from '../../../src/engine/index.ts';
import type { DecodeResult } from '../../../src/engine/image/decode.ts';
import { createImageHost } from '../../../src/engine/image/imageHost.ts';
import type { ImageLoadStage } from '../../../src/engine/image/imageTypes.ts';
import { NAMES } from '../../support/colorNames.ts';
import { JAPANESE } from '../../support/japaneseColors.ts';
import { bandsImage, type TestImage } from '../../support/images.ts';

const engine = createTsEngine(NAMES, JAPANESE);
const PNG_HEADER = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 4, 0, 0, 0, 4]);
const pngBlob = () => new Blob([PNG_HEADER], { type: 'image/png' });

/** Returns a flat image of one code. */
function flat(code: string, size = 8): TestImage {
  return bandsImage(size, size, [{ code, share: 1 }]);
}

/** Returns a decoder that answers `image` once `release()` is called. */
function heldDecoder(image: TestImage): { decode: (blob: Blob) => Promise<DecodeResult>; release: () => void } {
  let release = () => {};
  const ready = new Promise<void>((resolve) => (release = resolve));
  const decode = async (): Promise<DecodeResult> => {
    await ready;
    return { ok: true, ...image, sourceWidth: image.width, sourceHeight: image.height, downsampled: false, format: 'png' };
  };
  return { decode, release: () => release() };
}

describe('image host', () => {
  it('loads pixels, answers on them, and forgets them on close', async () => {
    const host = createImageHost(async () => engine);
    expect(await host.imagePalette(4)).toBeNull();
    const result = await host.loadImagePixels(flat('#336699').rgba, 8, 8);
    expect(result).toMatchObject({ ok: true, image: { width: 8, height: 8, downsampled: false } });
    expect(await host.pixelAt(3, 3)).toBe('#336699');
    expect((await host.imagePalette(4))?.colors.map((c) => c.code)).toEqual(['#336699']);
    expect(await host.pixelsAround(0, 0, 1)).toHaveLength(36);
    await host.closeImage();
    expect(await host.pixelAt(3, 3)).toBeNull();
    expect(await host.pixelsAround(0, 0, 1)).toHaveLength(0);
  });

  it('answers "unsupported" where nothing can decode, and decodes elsewhere when given a decoder, with both stages', async () => {
    const host = createImageHost(async () => engine);
    expect(await host.loadImage(pngBlob())).toEqual({ ok: false, error: 'unsupported' });
    const stages: ImageLoadStage[] = [];
    const held = heldDecoder(flat('#aa5500'));
    held.release();
    const result = await host.loadImage(pngBlob(), (stage) => stages.push(stage), held.decode);
    expect(result).toMatchObject({ ok: true, image: { format: 'png' } });
    expect(stages).toEqual(['decoding', 'analysing']);
    expect(await host.pixelAt(0, 0)).toBe('#aa5500');
  });

  it('cancels a load that a later load overtook, decoded elsewhere or not, and keeps the later image', async () => {
    const host = createImageHost(async () => engine);
    const slow = heldDecoder(flat('#ff0000'));
    const first = host.loadImage(pngBlob(), undefined, slow.decode);
    const second = await host.loadImagePixels(flat('#00ff00').rgba, 8, 8);
    expect(second.ok).toBe(true);
    slow.release();
    expect(await first).toEqual({ ok: false, error: 'cancelled' });
    expect(await host.pixelAt(1, 1)).toBe('#00ff00');
  });

  it('cancels a load under way on close, and a failed load keeps the image before', async () => {
    const host = createImageHost(async () => engine);
    await host.loadImagePixels(flat('#123456').rgba, 8, 8);
    expect(await host.loadImage(new Blob([]))).toEqual({ ok: false, error: 'empty' });
    expect(await host.pixelAt(0, 0)).toBe('#123456');
    const slow = heldDecoder(flat('#654321'));
    const load = host.loadImage(pngBlob(), undefined, slow.decode);
    await host.closeImage();
    slow.release();
    expect(await load).toEqual({ ok: false, error: 'cancelled' });
    expect(await host.pixelAt(0, 0)).toBeNull();
  });
});
