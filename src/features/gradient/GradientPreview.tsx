import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { endingShape } from '../../core/gradient/export/geometry';
import { explicitRadii, type GradientLayer } from '../../core/gradient/gradient';
import { dragMarker, svgOverlay } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { PreviewFrame, PreviewPaint } from './previewParts';

/** Screen pixels from the centre to the angle handle. */
const ANGLE_RADIUS = 72;
/** Degrees an arrow key turns the angle (with Shift: SNAP). */
const SNAP = 15;
/** The side of an ellipse's radius handle, in px. */
const RADIUS_HANDLE = 18;

type GradientPreviewProps = {
  /** The `background-image` value to paint: every layer, modern or classic. */
  background: string;
  /** The layer whose geometry the handles edit. */
  layer: GradientLayer;
  onChange: (layer: GradientLayer) => void;
  /** A drag of a handle begins (true) or ends (false). */
  onDrag: (dragging: boolean) => void;
  label: string;
  /** What is laid over the gradient (the text), under the handles. */
  children?: ReactNode;
};

const wrapAngle = (angle: number) => ((Math.round(angle) % 360) + 360) % 360;
const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value * 10) / 10));
/** An ellipse's radius in % of the box: at least 1 %, at most 1000 % (what the address keeps). */
const clampRadius = (value: number) => Math.min(1000, Math.max(1, Math.round(value * 10) / 10));

type Handle = 'angle' | 'center' | 'rx' | 'ry';

/** A radius handle's place along its axis: the radius's end, within the box by the handle's half size. */
const inside = (percent: number) => `clamp(${RADIUS_HANDLE / 2}px, ${percent}%, calc(100% - ${RADIUS_HANDLE / 2}px))`;

/** An ellipse's radii in % of a W × H box: its own, or those its size keyword gives there. */
function radiiIn(layer: GradientLayer, width: number, height: number): readonly [number, number] {
  const explicit = explicitRadii(layer);
  if (explicit) return explicit;
  const shape = endingShape(layer, width, height);
  return [Math.round((shape.rx / width) * 1000) / 10, Math.round((shape.ry / height) * 1000) / 10];
}

/**
 * The gradient at a size, with handles for the selected layer's geometry: the direction of a linear gradient and the
 * start of a conic one (a handle turned around the centre), the centre of a radial or conic one (a handle moved over
 * the box), and an ellipse's width and height (a handle at the end of each radius; the first drag turns its size
 * keyword into radii). Each handle drags (mouse, pen, touch) and takes the arrow keys (Shift for larger steps).
 */
export function GradientPreview({ background, layer, onChange, onDrag, label, children }: GradientPreviewProps) {
  const { t } = useTranslation('gradient');
  const box = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<Handle | null>(null);
  const [boxSize, setBoxSize] = useState<{ width: number; height: number } | null>(null);
  const [cx, cy] = layer.kind === 'linear' ? [50, 50] : layer.center;
  const hasAngle = layer.kind !== 'radial';
  const hasCenter = layer.kind !== 'linear';
  const hasRadii = layer.kind === 'radial' && layer.shape === 'ellipse';
  const radii = hasRadii && boxSize ? radiiIn(layer, boxSize.width, boxSize.height) : null;

  // The box's size, for the radii a size keyword gives.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setBoxSize({ width: element.clientWidth, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const pointerAt = (event: PointerEvent) => {
    const rect = box.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top, width: rect.width, height: rect.height };
  };

  const dragTo = (event: PointerEvent, what: Handle) => {
    const point = pointerAt(event);
    if (what === 'rx' || what === 'ry') {
      const [rx, ry] = radiiIn(layer, point.width, point.height);
      const reach = what === 'rx' ? (Math.abs(point.x - (cx / 100) * point.width) / point.width) * 100 : (Math.abs(point.y - (cy / 100) * point.height) / point.height) * 100;
      onChange({ ...layer, radii: what === 'rx' ? [clampRadius(reach), ry] : [rx, clampRadius(reach)] });
      return;
    }
    if (what === 'center') {
      onChange({ ...layer, center: [clamp((point.x / point.width) * 100), clamp((point.y / point.height) * 100)] });
      return;
    }
    const dx = point.x - (cx / 100) * point.width;
    const dy = point.y - (cy / 100) * point.height;
    if (dx === 0 && dy === 0) return;
    const raw = (Math.atan2(dx, -dy) * 180) / Math.PI;
    onChange({ ...layer, angle: wrapAngle(event.shiftKey ? Math.round(raw / SNAP) * SNAP : raw) });
  };

  const handlers = (what: Handle) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      event.currentTarget.focus({ preventScroll: true });
      onDrag(true);
      setDragging(what);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (dragging === what) dragTo(event, what);
    },
    onPointerUp: () => {
      if (dragging === what) onDrag(false);
      setDragging(null);
    },
    onPointerCancel: () => {
      if (dragging === what) onDrag(false);
      setDragging(null);
    },
  });

  const angleKeys = (event: KeyboardEvent) => {
    const step = event.shiftKey ? SNAP : 1;
    const moves: Record<string, number> = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step, PageUp: SNAP, PageDown: -SNAP };
    if (event.key in moves) onChange({ ...layer, angle: wrapAngle(layer.angle + moves[event.key]) });
    else if (event.key === 'Home') onChange({ ...layer, angle: 0 });
    else return;
    event.preventDefault();
  };

  const centerKeys = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = { ArrowRight: [step, 0], ArrowLeft: [-step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange({ ...layer, center: [clamp(layer.center[0] + move[0]), clamp(layer.center[1] + move[1])] });
  };

  const radiusKeys = (event: KeyboardEvent, what: 'rx' | 'ry') => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, number> = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step };
    if (!(event.key in moves) || !box.current) return;
    event.preventDefault();
    const [rx, ry] = radiiIn(layer, box.current.clientWidth, box.current.clientHeight);
    onChange({ ...layer, radii: what === 'rx' ? [clampRadius(rx + moves[event.key]), ry] : [rx, clampRadius(ry + moves[event.key])] });
  };

  const radians = (layer.angle * Math.PI) / 180;
  const knob = {
    left: `calc(${cx}% + ${(ANGLE_RADIUS * Math.sin(radians)).toFixed(1)}px)`,
    top: `calc(${cy}% - ${(ANGLE_RADIUS * Math.cos(radians)).toFixed(1)}px)`,
  };

  return (
    <PreviewFrame>
      <PreviewPaint ref={box} role="img" aria-label={label} style={{ backgroundImage: background }} data-testid="gradient-preview" />
      {children}
      <Handles data-dragging={dragging ?? undefined}>
        {hasAngle ? (
          <>
            <Spoke aria-hidden style={{ left: `${cx}%`, top: `calc(${cy}% - ${ANGLE_RADIUS}px)`, height: ANGLE_RADIUS, transform: `rotate(${layer.angle}deg)` }} />
            <AngleHandle
              role="slider"
              tabIndex={0}
              aria-label={layer.kind === 'conic' ? t('preview.from') : t('preview.angle')}
              aria-valuemin={0}
              aria-valuemax={359}
              aria-valuenow={Math.round(layer.angle)}
              aria-valuetext={t('preview.degrees', { value: Math.round(layer.angle) })}
              style={knob}
              onKeyDown={angleKeys}
              {...handlers('angle')}
            />
          </>
        ) : null}
        {radii ? (
          <>
            {dragging === 'rx' || dragging === 'ry' ? (
              <Outline aria-hidden>
                <ellipse cx={`${cx}%`} cy={`${cy}%`} rx={`${radii[0]}%`} ry={`${radii[1]}%`} />
              </Outline>
            ) : null}
            {(['rx', 'ry'] as const).map((what) => (
              <RadiusHandle
                key={what}
                role="slider"
                tabIndex={0}
                aria-label={t(what === 'rx' ? 'preview.radiusX' : 'preview.radiusY')}
                aria-valuemin={1}
                aria-valuemax={1000}
                aria-valuenow={what === 'rx' ? radii[0] : radii[1]}
                aria-valuetext={t('preview.percent', { value: what === 'rx' ? radii[0] : radii[1] })}
                title={t('preview.radiusHint')}
                // At the end of the radius, kept inside the box (its touch area too) when the ellipse reaches beyond it.
                style={what === 'rx' ? { left: inside(cx + radii[0]), top: `${cy}%` } : { left: `${cx}%`, top: inside(cy + radii[1]) }}
                data-axis={what}
                onKeyDown={(event) => radiusKeys(event, what)}
                {...handlers(what)}
              />
            ))}
          </>
        ) : null}
        {hasCenter ? (
          <CenterHandle
            type="button"
            aria-label={t('preview.center', { x: layer.center[0], y: layer.center[1] })}
            title={t('preview.centerHint')}
            style={{ left: `${cx}%`, top: `${cy}%` }}
            onKeyDown={centerKeys}
            {...handlers('center')}
          />
        ) : null}
      </Handles>
    </PreviewFrame>
  );
}

const Handles = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  > * { pointer-events: auto; }
`;

/** The line from the centre to the angle handle: drawn upwards from the centre, then turned about it. */
const Spoke = styled.div`
  position: absolute;
  width: 2px;
  margin-left: -1px;
  transform-origin: 50% 100%;
  background: rgba(255, 255, 255, 0.9);
  box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.35);
  pointer-events: none;
`;

const AngleHandle = styled.div`
  ${dragMarker(22)}
  background: ${tokens.colors.surface};
`;

/** An ellipse's size: a small square at the end of each radius, dragged along its axis. */
const RadiusHandle = styled.div`
  ${dragMarker(RADIUS_HANDLE)}
  border-radius: 4px;
  background: ${tokens.colors.surface};
  &[data-axis='rx'] { cursor: ew-resize; }
  &[data-axis='ry'] { cursor: ns-resize; }
`;

/** The ending shape while its size is dragged. */
const Outline = styled.svg`
  ${svgOverlay}
  ellipse { fill: none; stroke: #ffffff; stroke-width: 1.5px; stroke-dasharray: 6 4; filter: drop-shadow(0 0 1px rgb(0 0 0 / 0.6)); }
`;

const CenterHandle = styled.button`
  ${dragMarker(26)}
  background: transparent;
  cursor: move;
`;
