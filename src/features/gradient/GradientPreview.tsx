import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GradientLayer } from '../../core/gradient/gradient';
import { dragMarker } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { CHECKERBOARD } from '../../ui/ExactMark';

/** Screen pixels from the centre to the angle handle. */
const ANGLE_RADIUS = 72;
/** Degrees an arrow key turns the angle (with Shift: SNAP). */
const SNAP = 15;

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

/**
 * The gradient at a size, with handles for the selected layer's geometry: the direction of a linear gradient and the
 * start of a conic one (a handle turned around the centre), and the centre of a radial or conic one (a handle moved
 * over the box). Each handle drags (mouse, pen, touch) and takes the arrow keys (Shift for larger steps).
 */
export function GradientPreview({ background, layer, onChange, onDrag, label, children }: GradientPreviewProps) {
  const { t } = useTranslation('gradient');
  const box = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<'angle' | 'center' | null>(null);
  const [cx, cy] = layer.kind === 'linear' ? [50, 50] : layer.center;
  const hasAngle = layer.kind !== 'radial';
  const hasCenter = layer.kind !== 'linear';

  const pointerAt = (event: PointerEvent) => {
    const rect = box.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top, width: rect.width, height: rect.height };
  };

  const dragTo = (event: PointerEvent, what: 'angle' | 'center') => {
    const point = pointerAt(event);
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

  const handlers = (what: 'angle' | 'center') => ({
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

  const radians = (layer.angle * Math.PI) / 180;
  const knob = {
    left: `calc(${cx}% + ${(ANGLE_RADIUS * Math.sin(radians)).toFixed(1)}px)`,
    top: `calc(${cy}% - ${(ANGLE_RADIUS * Math.cos(radians)).toFixed(1)}px)`,
  };

  return (
    <Frame>
      <Paint ref={box} role="img" aria-label={label} style={{ backgroundImage: background }} data-testid="gradient-preview" />
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
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  border-radius: ${tokens.radius.large}px;
  /* Translucent layers show over a checkerboard, as design tools show transparency. */
  background: ${CHECKERBOARD};
  /* The handles stay inside the preview's stacking context. */
  isolation: isolate;
`;

const Paint = styled.div`
  aspect-ratio: 16 / 9;
  max-height: 62vh;
  width: 100%;
  border-radius: ${tokens.radius.large}px;
  box-shadow: inset 0 0 0 1px ${tokens.colors.border};
  ${tokens.media.narrow} {
    aspect-ratio: 4 / 3;
  }
`;

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

const CenterHandle = styled.button`
  ${dragMarker(26)}
  background: transparent;
  cursor: move;
`;
