import { Fragment, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { narrowestGamut, type Gamut } from '../../core/convert/wideGamut';
import { tokens } from '../theme';
import { swatchEdgeOver } from '../styles';
import type { PickerUpdate } from './ChannelSliders';
import { keyMove } from './keyboard';
import { oklchCss, readChannels, roundTo, type PickerColor } from './pickerModel';
import {
  GAMUT_SHORT,
  PLANE_CHROMA_MAX,
  PLANE_SAMPLES,
  edgeLabels,
  edgeLineLightness,
  gamutOutline,
  paintPlane,
  planeEdges,
  planeKeyStep,
  planePoint,
  planeValues,
  withLightnessChroma,
  type PlaneSpace,
} from './oklchPlane';
import { usePointerPosition } from './usePointerPosition';
import { Handle } from './SaturationValueArea';

/** The plane's size in CSS px at the dialog's width: the edge lines are drawn in these units. */
const VIEW = { width: 440, height: 168 } as const;

/** The lightness values the edge lines are sampled at (the same for every hue). */
const LINE_LIGHTNESS = edgeLineLightness();

/** The gamut just narrower than the one holding a colour: the one it lies outside of (Rec. 2020 when none holds it). */
const OUTSIDE_OF: Record<Gamut | 'none', Gamut | null> = { srgb: null, p3: 'srgb', rec2020: 'p3', none: 'rec2020' };

/** Returns a fraction as a CSS percentage. */
const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;

/**
 * Paints the plane at a hue into a canvas: in Display P3 where the screen shows it and the browser draws a canvas in
 * it (a P3 screen then shows the colours past sRGB as they are), else in sRGB.
 */
function paintCanvas(canvas: HTMLCanvasElement, hue: number) {
  const wide = typeof matchMedia === 'function' && matchMedia('(color-gamut: p3)').matches;
  const context = canvas.getContext('2d', wide ? { colorSpace: 'display-p3' } : undefined);
  if (!context) return;
  const space: PlaneSpace = context.getContextAttributes?.().colorSpace === 'display-p3' ? 'display-p3' : 'srgb';
  const image = context.createImageData(canvas.width, canvas.height, { colorSpace: space });
  image.data.set(paintPlane(hue, space, canvas.width, canvas.height));
  context.putImageData(image, 0, 0);
  canvas.dataset.space = space;
}

/**
 * The OKLCH tab's lightness (y, light at the top) × chroma (x) plane at the working hue, as oklch.com draws it: the
 * colours of that hue, the edges of sRGB, Display P3 and Rec. 2020 as named lines, nothing beyond Rec. 2020, and a
 * marker on the working colour. Pointer: press or drag; keyboard: Left/Right change chroma, Up/Down (and Page
 * Up/Down) lightness, Shift steps by 10, Home/End set chroma to 0 / 0.4. Both channels are written through the
 * model (`writeChannel`), so the sliders below follow. The colours and edges are computed once per hue.
 */
export function OklchPlane({ color, onChange }: { color: PickerColor; onChange: PickerUpdate }) {
  const { t } = useTranslation('color');
  const [lightness, chroma, h] = readChannels('oklch', color);
  const hue = roundTo(h, 2);
  const lines = useMemo(() => planeEdges(hue, LINE_LIGHTNESS), [hue]);
  const labels = useMemo(() => edgeLabels(hue), [hue]);
  const outline = useMemo(() => gamutOutline(lines[lines.length - 1], LINE_LIGHTNESS), [lines]);
  const canvas = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    if (canvas.current) paintCanvas(canvas.current, hue);
  }, [hue]);
  const pointer = usePointerPosition<HTMLDivElement>((x, y) => {
    const next = planeValues(x, y);
    onChange((current) => withLightnessChroma(current, next.lightness, next.chroma));
  });

  const shown = { lightness: roundTo(lightness, 1), chroma: roundTo(chroma, 3) };
  const outside = OUTSIDE_OF[narrowestGamut(lightness / 100, chroma, h) ?? 'none'];
  const marker = planePoint(lightness, chroma);
  return (
    <Plane
      {...pointer}
      role="slider"
      tabIndex={0}
      aria-label={t('picker.plane.label')}
      aria-valuemin={0}
      aria-valuemax={PLANE_CHROMA_MAX}
      aria-valuenow={shown.chroma}
      aria-valuetext={outside ? t('picker.plane.valueOutside', { ...shown, gamut: GAMUT_SHORT[outside] }) : t('picker.plane.value', shown)}
      data-testid="oklch-plane"
      onKeyDown={(event) => {
        const move = keyMove(event);
        if (!move) return;
        event.preventDefault();
        onChange((current) => {
          const [l, c] = readChannels('oklch', current);
          const next = planeKeyStep(l, c, move);
          return withLightnessChroma(current, next.lightness, next.chroma);
        });
      }}
    >
      <Canvas ref={canvas} width={PLANE_SAMPLES.width} height={PLANE_SAMPLES.height} style={{ clipPath: outline }} />
      <Overlay aria-hidden>
        <Lines viewBox={`0 0 ${VIEW.width} ${VIEW.height}`} preserveAspectRatio="none">
          {lines.map(({ gamut, chroma: edge }) => {
            const points = edge
              .map((c, i) => `${((c / PLANE_CHROMA_MAX) * VIEW.width).toFixed(2)},${((1 - LINE_LIGHTNESS[i]) * VIEW.height).toFixed(2)}`)
              .join(' ');
            return (
              <g key={gamut} data-gamut={gamut}>
                <polyline className="halo" points={points} />
                <polyline points={points} />
              </g>
            );
          })}
        </Lines>
        {labels.map(({ gamut, lightness: row, edge, at }) => {
          const top = percent(1 - row);
          return (
            <Fragment key={gamut}>
              <Leader style={{ top, left: percent(edge / PLANE_CHROMA_MAX), width: percent((at - edge) / PLANE_CHROMA_MAX) }} />
              <Dot style={{ top, left: percent(edge / PLANE_CHROMA_MAX) }} />
              <EdgeName data-gamut={gamut} style={{ top, left: percent(at / PLANE_CHROMA_MAX) }}>
                {GAMUT_SHORT[gamut]}
              </EdgeName>
            </Fragment>
          );
        })}
        <Axis data-axis="lightness">{t('picker.channels.oklch.l')} ↑</Axis>
        <Axis data-axis="chroma">
          {t('picker.channels.oklch.c')} → {PLANE_CHROMA_MAX}
        </Axis>
      </Overlay>
      <Handle aria-hidden style={{ left: percent(marker.x), top: percent(marker.y), background: oklchCss(color) }} />
    </Plane>
  );
}

const Plane = styled.div`
  position: relative;
  height: ${VIEW.height}px;
  border-radius: ${tokens.radius.medium}px;
  /* Beyond Rec. 2020 the canvas is cut away: no screen shows those colours, so the plane shows its neutral ground. */
  background: ${tokens.colors.surface};
  cursor: crosshair;
  touch-action: none;
  user-select: none;
  ${swatchEdgeOver}
  &:focus-visible { outline-offset: 3px; }
  ${tokens.media.narrow} {
    height: ${VIEW.height - 24}px;
  }
`;

/** The painted samples, scaled up smoothly (a few CSS px each) and cut at Rec. 2020's edge (a clip-path per hue). */
const Canvas = styled.canvas`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border-radius: inherit;
  image-rendering: auto;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  border-radius: inherit;
  overflow: hidden;
  pointer-events: none;
`;

/**
 * The gamut edges: a light line on a dark halo, which shows on every colour and on the ground of both themes; sRGB
 * solid, P3 dashed, Rec. 2020 dotted, as the names beside them say.
 */
const Lines = styled.svg`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  overflow: visible;
  polyline {
    fill: none;
    stroke: rgba(255, 255, 255, 0.95);
    stroke-width: 1.5px;
    stroke-linejoin: round;
    vector-effect: non-scaling-stroke;
  }
  polyline.halo {
    stroke: rgba(0, 0, 0, 0.3);
    stroke-width: 3px;
  }
  [data-gamut='p3'] polyline { stroke-dasharray: 6 3; }
  [data-gamut='rec2020'] polyline { stroke-dasharray: 2 3; }
`;

/** From a named edge to its name, across the wider edges on that row. */
const Leader = styled.span`
  position: absolute;
  height: 1px;
  margin-top: -0.5px;
  background: ${tokens.colors.textMuted};
`;

/** Where the named edge crosses the name's row. */
const Dot = styled.span`
  position: absolute;
  width: 7px;
  height: 7px;
  margin: -3.5px 0 0 -3.5px;
  border-radius: 50%;
  background: #fff;
  box-shadow: 0 0 0 1.5px rgba(0, 0, 0, 0.55);
`;

/** A gamut's name, on the plane's ground right of every edge. */
const EdgeName = styled.span`
  position: absolute;
  transform: translateY(-50%);
  padding-left: 4px;
  font-size: 10px;
  line-height: 12px;
  font-weight: ${tokens.fontWeights.bold};
  color: ${tokens.colors.textMuted};
  white-space: nowrap;
`;

/** The axes' names, in the corners on the right, which are beyond Rec. 2020 at every hue. */
const Axis = styled.span`
  position: absolute;
  right: 8px;
  font-size: 10px;
  line-height: 12px;
  white-space: nowrap;
  color: ${tokens.colors.textMuted};
  &[data-axis='lightness'] { top: 6px; }
  &[data-axis='chroma'] { bottom: 5px; }
`;
