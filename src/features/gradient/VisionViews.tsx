import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VISION_TYPES } from '../../core/vision/simulate';
import { tokens } from '../../ui/theme';
import { VisionFilters, visionFilter } from '../../ui/vision/VisionFilters';
import type { TextSettings } from './TextOverlay';

/**
 * The whole composition (the gradient and the text on it) as people with each colour-vision deficiency see it: the
 * app's simulation applied by the browser as an SVG filter on linear light (color-interpolation-filters), small.
 */
export function VisionViews({ background, text }: { background: string; text: TextSettings }) {
  const { t } = useTranslation('gradient');
  const id = useId().replace(/:/g, '');
  return (
    <Root aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('text.visionsTitle')}</h3>
      <VisionFilters id={id} />
      <Views>
        {VISION_TYPES.map((type) => (
          <figure key={type}>
            <View role="img" aria-label={t('text.visionView', { vision: t(`text.visions.${type}`) })} style={{ filter: visionFilter(id, type) }}>
              <Paint style={{ backgroundImage: background }} />
              <Words style={{ left: `${text.x}%`, top: `${text.y}%`, color: text.color, background: text.scrim ? `${text.scrim.code}${Math.round(text.scrim.alpha * 255).toString(16).padStart(2, '0')}` : undefined }}>
                <b>{text.heading}</b>
                <span>{text.body}</span>
              </Words>
            </View>
            <figcaption>{t(`text.visions.${type}`)}</figcaption>
          </figure>
        ))}
      </Views>
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space[2]}px;
  h3 { margin: 0; font-size: ${tokens.fontSizes[1]}px; }
`;

const Views = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${tokens.space[2]}px;
  ${tokens.media.narrow} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  figure { margin: 0; display: grid; gap: ${tokens.space[1]}px; }
  figcaption { font-size: ${tokens.fontSizes[0]}px; color: ${tokens.colors.textMuted}; }
`;

/** A small copy of the preview: the same proportions, the text at a fifth of its size. */
const View = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${tokens.radius.small}px;
  background: #ffffff;
  box-shadow: inset 0 0 0 1px ${tokens.colors.border};
  ${tokens.media.narrow} { aspect-ratio: 4 / 3; }
`;

const Paint = styled.span`
  position: absolute;
  inset: 0;
`;

const Words = styled.span`
  position: absolute;
  display: grid;
  gap: 1px;
  max-width: 80%;
  padding: 2px 3px;
  border-radius: 2px;
  line-height: 1.2;
  b { font-size: 7px; }
  span { font-size: 4px; }
`;
