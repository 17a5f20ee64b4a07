import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VISION_TYPES } from '../../core/vision/simulate';
import { CHECKERBOARD } from '../../ui/ExactMark';
import { bareList } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { visionFilter } from '../../ui/vision/VisionFilters';

/** An object address of an SVG text while the component shows it (an <img> of its own blob: nothing in the file runs or reaches the page). */
function useSvgUrl(svg: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [svg]);
  return url;
}

/** One preview of the artwork: the SVG drawn as an image, on a checkerboard where it is transparent. */
export function ArtworkPreview({ title, alt, svg }: { title: string; alt: string; svg: string }) {
  const url = useSvgUrl(svg);
  return (
    <Figure>
      <Frame>{url ? <img src={url} alt={alt} /> : null}</Frame>
      <figcaption>{title}</figcaption>
    </Figure>
  );
}

/**
 * The recoloured artwork as people with each colour-vision deficiency see it, small, side by side: the app's own
 * simulation applied by the browser (VisionFilters with `filterId`, rendered once by the page).
 */
export function VisionStrip({ svg, name, filterId }: { svg: string; name: string; filterId: string }) {
  const { t } = useTranslation('recolor');
  const url = useSvgUrl(svg);
  return (
    <Strip aria-labelledby={`${filterId}-visions`}>
      <h2 id={`${filterId}-visions`}>{t('preview.vision')}</h2>
      <ul>
        {VISION_TYPES.map((type) => (
          <li key={type}>
            <Figure>
              <Frame $small>{url ? <img src={url} alt={t('preview.visionAlt', { name, vision: t(`preview.visions.${type}`) })} style={{ filter: visionFilter(filterId, type) }} /> : null}</Frame>
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
  img { max-width: 100%; max-height: 100%; width: 100%; height: 100%; object-fit: contain; }
`;
