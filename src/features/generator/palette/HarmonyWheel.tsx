import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { moveOnWheel, wheelPixels, wheelHueChroma, wheelLightness, wheelPoint, wheelXY, type WheelMove } from '../../../core/generate/harmonyWheel';
import { useColorName } from '../../../ui/palette/swatchText';
import { tokens } from '../../../ui/theme';
import { dragMarker, mutedSmall, svgOverlay, wrapRow } from '../../../ui/styles';

type HarmonyWheelProps = {
  /** The palette as shown (while a marker is dragged, the preview). */
  codes: readonly string[];
  locked: readonly boolean[];
  /** A harmony is chosen: the other unlocked colours move with the one moved. */
  linked: boolean;
  /** The palette while a marker is dragged (null when the drag ends). */
  onPreview: (codes: readonly string[] | null) => void;
  /** A move made: one step of the palette's history. */
  onCommit: (codes: readonly string[]) => void;
};

/** The canvas's pixels per side (scaled to the wheel's size by CSS: the picture is smooth, and cheap to redraw). */
const CANVAS_SIDE = 300;
/** Arrow keys: hue in degrees and chroma per press; Shift for the larger step. */
const KEY_HUE = 5;
const KEY_HUE_LARGE = 15;
const KEY_CHROMA = 0.01;
const KEY_CHROMA_LARGE = 0.03;

/**
 * The harmony wheel: OKLCH hue × chroma at the palette's lightness, where sRGB ends shown by the colours
 * fading beyond it, and every colour a marker on a spoke from the centre. Dragging a marker (pointer or touch), or
 * focusing it and pressing the arrow keys (←/→ hue, ↑/↓ chroma, Shift for larger steps), moves that colour; with a
 * harmony chosen the others follow (core/generate/harmonyWheel.ts). Locked colours stay, their markers marked by a
 * lock. A drag shows the palette live and is one step of its history when released.
 */
export function HarmonyWheel({ codes, locked, linked, onPreview, onCommit }: HarmonyWheelProps) {
  const colorName = useColorName();
  const { t } = useTranslation('tools');
  const instructionsId = useId();
  const wheel = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const points = useMemo(() => codes.map(wheelPoint), [codes]);
  // Painted at the palette's lightness, to the hundredth (a new generation seldom repaints it).
  const lightness = Math.round(wheelLightness(points) * 100) / 100;
  const [drag, setDrag] = useState<{ index: number; h: number; c: number; start: readonly string[]; last: readonly string[] } | null>(null);
  const [news, setNews] = useState('');

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (context) context.putImageData(new ImageData(wheelPixels(lightness, CANVAS_SIDE), CANVAS_SIDE, CANVAS_SIDE), 0, 0);
  }, [lightness]);

  const moveFromPointer = (event: PointerEvent<HTMLElement>): WheelMove | null => {
    const box = wheel.current?.getBoundingClientRect();
    if (!box || !drag) return null;
    const x = ((event.clientX - box.left) / box.width) * 2 - 1;
    const y = ((event.clientY - box.top) / box.height) * 2 - 1;
    return { index: drag.index, ...wheelHueChroma(x, y) };
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, index: number) => {
    if (locked[index] || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    setDrag({ index, h: points[index].h, c: points[index].c, start: codes, last: codes });
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const move = moveFromPointer(event);
    if (!move || !drag) return;
    const next = moveOnWheel(drag.start, drag.start.map(wheelPoint), locked, move, linked);
    setDrag({ ...drag, h: move.h, c: move.c, last: next });
    onPreview(next);
  };
  const onPointerEnd = () => {
    if (!drag) return;
    setDrag(null);
    onPreview(null);
    if (drag.last.some((code, i) => code !== drag.start[i])) onCommit(drag.last);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (locked[index]) return;
    const large = event.shiftKey;
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-(large ? KEY_HUE_LARGE : KEY_HUE), 0],
      ArrowRight: [large ? KEY_HUE_LARGE : KEY_HUE, 0],
      ArrowUp: [0, large ? KEY_CHROMA_LARGE : KEY_CHROMA],
      ArrowDown: [0, -(large ? KEY_CHROMA_LARGE : KEY_CHROMA)],
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const from = points[index];
    const next = moveOnWheel(codes, points, locked, { index, h: from.h + step[0], c: Math.max(0, from.c + step[1]) }, linked);
    if (next.some((code, i) => code !== codes[i])) {
      onCommit(next);
      const moved = wheelPoint(next[index]);
      setNews(t('generator.palette.wheel.moved', { name: colorName(next[index]), code: next[index], hue: Math.round(moved.h), chroma: moved.c.toFixed(2) }));
    }
  };

  return (
    <Wrap>
      <Wheel ref={wheel}>
        <canvas ref={canvas} width={CANVAS_SIDE} height={CANVAS_SIDE} aria-hidden />
        <Rim aria-hidden />
        <Spokes viewBox="-1 -1 2 2" aria-hidden>
          {codes.map((_, i) => {
            const [x, y] = drag?.index === i ? wheelXY(drag.h, drag.c) : wheelXY(points[i].h, points[i].c);
            return <line key={i} x1={0} y1={0} x2={x} y2={y} />;
          })}
        </Spokes>
        {codes.map((code, i) => {
          const [x, y] = drag?.index === i ? wheelXY(drag.h, drag.c) : wheelXY(points[i].h, points[i].c);
          const name = colorName(code);
          return (
            <Marker
              key={i}
              type="button"
              data-locked={locked[i] || undefined}
              data-dragging={drag?.index === i || undefined}
              aria-disabled={locked[i] || undefined}
              aria-describedby={instructionsId}
              aria-label={t(locked[i] ? 'generator.palette.wheel.markerLocked' : 'generator.palette.wheel.marker', {
                number: i + 1,
                name,
                code,
                hue: Math.round(points[i].h),
                chroma: points[i].c.toFixed(2),
              })}
              style={{ left: `${50 + x * 50}%`, top: `${50 + y * 50}%`, background: code, zIndex: drag?.index === i ? codes.length + 1 : i + 1 }}
              onPointerDown={(event) => onPointerDown(event, i)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
              onKeyDown={(event) => onKeyDown(event, i)}
            >
              {locked[i] ? <Lock aria-hidden /> : null}
            </Marker>
          );
        })}
      </Wheel>
      <Notes>
        <p id={instructionsId}>{t('generator.palette.wheel.instructions')}</p>
        <p>{linked ? t('generator.palette.wheel.linked') : t('generator.palette.wheel.alone')}</p>
        <p>{t('generator.palette.wheel.lightness', { value: Math.round(lightness * 100) })}</p>
      </Notes>
      <p className="visually-hidden" role="status" aria-live="polite">
        {news}
      </p>
    </Wrap>
  );
}

const Wrap = styled.div`
  ${wrapRow}
  gap: ${tokens.space[4]}px ${tokens.space[5]}px;
`;

const Wheel = styled.div`
  position: relative;
  flex: none;
  width: min(300px, 100%);
  aspect-ratio: 1;
  touch-action: none;
  canvas {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border-radius: 50%;
  }
`;

/** The wheel's outline, so its veiled ring keeps an edge on any background. */
const Rim = styled.span`
  position: absolute;
  inset: 0;
  border-radius: 50%;
  box-shadow: ${tokens.swatchEdge};
  pointer-events: none;
`;

const Spokes = styled.svg`
  ${svgOverlay}
  line {
    stroke: rgba(255, 255, 255, 0.85);
    stroke-width: 0.012;
    filter: drop-shadow(0 0 0.01px rgba(0, 0, 0, 0.6));
  }
`;

const Marker = styled.button`
  ${dragMarker(26)}
  display: grid;
  place-items: center;
  &[data-dragging] { cursor: grabbing; transform: scale(1.15); }
  &[data-locked] { ${dragMarker(20)} display: grid; place-items: center; cursor: not-allowed; }
  svg { width: 12px; height: 12px; color: #fff; filter: drop-shadow(0 0 1px rgba(0, 0, 0, 0.8)); }
  &:focus-visible { outline-offset: 3px; }
`;

const Notes = styled.div`
  display: grid;
  gap: ${tokens.space[2]}px;
  flex: 1 1 220px;
  max-width: 420px;
  ${mutedSmall}
`;
