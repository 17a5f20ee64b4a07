import { useEffect, useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { colorEngine, type EngineClient } from '../../engine/client';
import { showToast } from '../../stores/toasts';
import { Button } from '../../ui/Button';
import { downloadFile } from '../../ui/export/download';
import { Hint } from '../../ui/export/exportParts';
import { useEngineAnswer } from '../../ui/useEngineAnswer';
import { tokens } from '../../ui/theme';
import type { RasterSource } from './rasterSource';

/** The image formats: the encoder's type. Chromium writes WebP losslessly at quality 1 (tests/e2e/gradientRaster.spec.ts). */
export const RASTER_MIME = { png: 'image/png', webp: 'image/webp' } as const;
export type RasterFormat = keyof typeof RASTER_MIME;

/** Pixels the engine renders per call: a big image goes in strips, so the page can say how far it is. */
const STRIP_PIXELS = 1 << 21;
/** From this many pixels on, the dialog shows the rendering's progress. */
const PROGRESS_PIXELS = 1 << 22;
/** The preview's box, in px. */
const PREVIEW = { width: 480, height: 270 };

/**
 * Returns the source rendered dithered at W × H px in the engine, strip by strip where it can, telling `progress`
 * (0–1) after each.
 */
async function renderImage(engine: EngineClient, source: RasterSource, width: number, height: number, progress: (done: number) => void): Promise<ImageData> {
  const image = new ImageData(width, height);
  if (!source.strips) {
    image.data.set(await source.render(engine, width, height));
    progress(1);
    return image;
  }
  const rows = Math.max(1, Math.floor(STRIP_PIXELS / width));
  for (let start = 0; start < height; start += rows) {
    const end = Math.min(height, start + rows);
    image.data.set(await source.render(engine, width, height, [start, end]), start * width * 4);
    progress(end / height);
  }
  return image;
}

/**
 * Returns the image encoded as `mime`, byte for byte: PNG by fast-png (straight alpha as rendered; loaded with the
 * first download), WebP by the browser's canvas at quality 1 (lossless in Chromium; the canvas keeps colours
 * premultiplied, so a translucent pixel may come back a step or more off). Null when the browser cannot write WebP.
 */
async function encodeImage(image: ImageData, mime: string): Promise<Blob | null> {
  if (mime === RASTER_MIME.png) {
    const { encode } = await import('fast-png');
    const bytes = encode({ width: image.width, height: image.height, data: image.data, channels: 4, depth: 8 });
    return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: mime });
  }
  let blob: Blob | null;
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(image.width, image.height);
    canvas.getContext('2d')?.putImageData(image, 0, 0);
    blob = await canvas.convertToBlob({ type: mime, quality: 1 });
  } else {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    canvas.getContext('2d')?.putImageData(image, 0, 0);
    blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, mime, 1));
  }
  // A browser that cannot write the type writes PNG instead.
  return blob !== null && blob.type === mime ? blob : null;
}

/** Returns the preview's size: the image's aspect in the preview's box. */
function previewSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PREVIEW.width / width, PREVIEW.height / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The image at a small size, rendered as the file will be, in place of the code box; under it, for a translucent WebP,
 * that the canvas encoding it keeps colours premultiplied (Chromium's 2D canvas: a colour where alpha is low comes back
 * a few steps off, so such pixels are not kept exactly; the PNG keeps them).
 */
export function RasterPreview({ source, width, height, label, format }: { source: RasterSource; width: number; height: number; label: string; format: RasterFormat }) {
  const { t } = useTranslation('gradient');
  const size = previewSize(width, height);
  const key = JSON.stringify([source.key, size]);
  const answer = useEngineAnswer(key, async (engine) => ({ size, pixels: await source.render(engine, size.width, size.height) }), 'render the gradient preview');
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!answer || !context || answer.key !== key) return;
    const { size: drawn, pixels } = answer.value;
    context.putImageData(new ImageData(new Uint8ClampedArray(pixels), drawn.width, drawn.height), 0, 0);
  }, [answer, key]);
  const translucent = format === 'webp' && answer !== null && answer.value.pixels.some((byte, i) => (i & 3) === 3 && byte < 255);
  return (
    <>
      <PreviewBox>
        <canvas ref={canvas} width={size.width} height={size.height} role="img" aria-label={label} />
      </PreviewBox>
      {translucent ? <Hint>{t('export.translucent')}</Hint> : null}
    </>
  );
}

/**
 * The Download button of an image format: renders the image in the engine, encodes it, saves it; the progress below
 * for a big image (how far it is, for a source rendered strip by strip).
 */
export function RasterDownload({ source, width, height, format, fileName }: { source: RasterSource; width: number; height: number; format: RasterFormat; fileName: string }) {
  const { t } = useTranslation('gradient');
  const [done, setDone] = useState<number | null>(null);
  const download = async () => {
    const big = width * height >= PROGRESS_PIXELS;
    setDone(0);
    try {
      const engine = await colorEngine();
      const image = await renderImage(engine, source, width, height, (part) => big && setDone(part));
      const blob = await encodeImage(image, RASTER_MIME[format]);
      if (blob === null) showToast(t('export.unsupported', { format: t(`export.formats.${format}`) }));
      else downloadFile(new Uint8Array(await blob.arrayBuffer()), fileName, RASTER_MIME[format]);
    } catch (error) {
      console.error('Irodori: could not render the gradient image.', error);
      showToast(t('export.renderFailed'));
    } finally {
      setDone(null);
    }
  };
  return (
    <>
      {done !== null && width * height >= PROGRESS_PIXELS ? (
        <Progress>
          <span>{t('export.rendering')}</span>
          <progress max={1} value={source.strips ? done : undefined} aria-label={t('export.rendering')} />
        </Progress>
      ) : null}
      <Button type="button" $variant="primary" onClick={() => void download()} disabled={done !== null}>
        <Download aria-hidden />
        {t('export.download')}
      </Button>
    </>
  );
}

const PreviewBox = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${tokens.space[4]}px;
  canvas {
    max-width: 100%;
    height: auto;
    border-radius: ${tokens.radius.small}px;
  }
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  progress { width: 120px; }
`;
