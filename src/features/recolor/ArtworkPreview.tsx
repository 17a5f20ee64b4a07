import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VISION_TYPES } from '../../core/vision/simulate';
import { CHECKERBOARD } from '../../ui/ExactMark';
import { bareList } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { visionFilter } from '../../ui/vision/VisionFilters';

/** An object address of an SVG text while the component shows it (an <img> of its own blob: nothing in the file runs or reaches the page). */
function useSvgUrl(svg: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (svg === null) return setUrl(null);
    const next = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [svg]);
  return url;
}

/** What a preview draws: an SVG's text, an image file's address, or a bitmap of recoloured pixels. */
export type ArtworkSource = { readonly svg: string } | { readonly url: string } | { readonly bitmap: ImageBitmap };

/** The largest side a vision thumbnail's canvas is drawn at (its frame is a quarter of the column). */
const THUMBNAIL_SIDE = 480;

/** A bitmap drawn on a canvas at most `maxSide` on its longer side (the frame scales it to fit). */
function BitmapCanvas({ bitmap, alt, maxSide, style }: { bitmap: ImageBitmap; alt: string; maxSide?: number; style?: CSSProperties }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const scale = maxSide ? Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height)) : 1;
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return;
    context.imageSmoothingQuality = 'high';
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  }, [bitmap, maxSide]);
  return <canvas ref={ref} role="img" aria-label={alt} style={style} />;
}

/** The artwork itself: an <img> of the SVG's own blob or the file's address (nothing in an SVG runs), or a canvas of a bitmap. */
function ArtworkImage({ source, alt, maxSide, style }: { source: ArtworkSource; alt: string; maxSide?: number; style?: CSSProperties }) {
  const url = useSvgUrl('svg' in source ? source.svg : null);
  if ('bitmap' in source) return <BitmapCanvas bitmap={source.bitmap} alt={alt} maxSide={maxSide} style={style} />;
  const src = 'url' in source ? source.url : url;
  return src ? <img src={src} alt={alt} style={style} /> : null;
}

/** One preview of the artwork, on a checkerboard where it is transparent; `busy` while a newer one is being made. */
export function ArtworkPreview({ title, alt, source, busy = false }: { title: string; alt: string; source: ArtworkSource | null; busy?: boolean }) {
  return (
    <Figure>
      <Frame aria-busy={busy || undefined}>{source ? <ArtworkImage source={source} alt={alt} /> : null}</Frame>
      <figcaption>{title}</figcaption>
    </Figure>
  );
}

/**
 * The recoloured artwork as people with each colour-vision deficiency see it, small, side by side: the app's own
 * simulation applied by the browser (VisionFilters with `filterId`, rendered once by the page).
 */
export function VisionStrip({ source, name, filterId }: { source: ArtworkSource | null; name: string; filterId: string }) {
  const { t } = useTranslation('recolor');
  return (
    <Strip aria-labelledby={`${filterId}-visions`}>
      <h2 id={`${filterId}-visions`}>{t('preview.vision')}</h2>
      <ul>
        {VISION_TYPES.map((type) => (
          <li key={type}>
            <Figure>
              <Frame $small>
                {source ? (
                  <ArtworkImage source={source} alt={t('preview.visionAlt', { name, vision: t(`preview.visions.${type}`) })} maxSide={THUMBNAIL_SIDE} style={{ filter: visionFilter(filterId, type) }} />
                ) : null}
              </Frame>
              <figcaption>{t(`preview.visions.${type}`)}</figcaption>
            </Figure>
          </li>
        ))}
      </ul>
    </Strip>
  );
}

const Strip = styled.section`
  display: grid;
  gap: ${tokens.space[2]}px;
  h2 { margin: 0; font-size: ${tokens.fontSizes[1]}px; }
  ul { ${bareList} display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: ${tokens.space[2]}px; }
  ${tokens.media.narrow} { ul { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
  figcaption { font-weight: ${tokens.fontWeights.regular}; font-size: ${tokens.fontSizes[0]}px; color: ${tokens.colors.textMuted}; }
`;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${tokens.space[2]}px;
  min-width: 0;
  figcaption { font-size: ${tokens.fontSizes[1]}px; font-weight: ${tokens.fontWeights.bold}; }
`;

const Frame = styled.div<{ $small?: boolean }>`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  padding: ${({ $small }) => ($small ? tokens.space[1] : tokens.space[3])}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${CHECKERBOARD};
  box-shadow: inset 0 0 0 1px ${tokens.colors.border};
  overflow: hidden;
  img, canvas { max-width: 100%; max-height: 100%; width: 100%; height: 100%; object-fit: contain; }
  &[aria-busy] > * { opacity: 0.75; transition: opacity 0.2s; }
`;
