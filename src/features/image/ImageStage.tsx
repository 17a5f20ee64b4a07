import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { colorEngine } from '../../engine/client';
import type { PickedColor } from '../../stores/lastImage';
import { useColorName } from '../../ui/palette/swatchText';
import { tokens } from '../../ui/theme';
import { dragMarker } from '../../ui/styles';
import { Loupe, useLoupe } from './Loupe';
import type { ResultColor, ShownImage } from './useImageTool';

type ImageStageProps = {
  image: ShownImage;
  colors: readonly ResultColor[];
  /** The colour highlighted (hovered or focused here or in the list). */
  active: string | null;
  onActive: (key: string | null) => void;
  /** Re-picks a colour from another pixel. */
  onMove: (color: ResultColor, picked: PickedColor) => void;
  /** The eyedropper: on, it takes any pixel into the result (onPick); Escape or a pick with the keyboard leaves it on. */
  picking: boolean;
  onPick: (picked: PickedColor) => void;
  onStopPicking: () => void;
};

type Point = { x: number; y: number };

/** Returns the engine's code of pixel (x, y): null where it is transparent. */
async function pixelCode(point: Point): Promise<string | null> {
  return (await colorEngine()).pixelAt(point.x, point.y);
}

/**
 * The image with a marker on each colour's pixel. A marker drags (mouse, pen or touch) or moves with the arrow keys
 * (one screen pixel, ten with Shift) to re-pick its colour from the pixel under it, with the loupe showing the
 * pixels around. In eyedropper mode a click (or Enter on the aim, which the arrow keys move) adds the pixel's colour.
 * Coordinates are the engine's image's (the file's, or its downsampled copy's), placed in percentages so markers
 * follow the image's size on screen.
 */
export function ImageStage({ image, colors, active, onActive, onMove, picking, onPick, onStopPicking }: ImageStageProps) {
  const colorName = useColorName();
  const { t } = useTranslation('image');
  const { width, height } = image.info;
  const frame = useRef<HTMLDivElement>(null);
  const aimButton = useRef<HTMLButtonElement>(null);
  const loupe = useLoupe();
  const [drag, setDrag] = useState<{ key: string; point: Point } | null>(null);
  const [aim, setAim] = useState<Point>({ x: Math.floor(width / 2), y: Math.floor(height / 2) });
  // Where arrow keys have moved a marker while its re-pick is on its way (a held key repeats faster than the answer).
  const keyed = useRef(new Map<string, Point>());

  // The aim starts in the middle of a new image, and takes focus when the eyedropper is turned on.
  useEffect(() => setAim({ x: Math.floor(width / 2), y: Math.floor(height / 2) }), [image.url, width, height]);
  useEffect(() => {
    if (picking) aimButton.current?.focus();
    else loupe.hide();
    // loupe.hide is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [picking]);

  /** The image pixel under a point of the screen, clamped into the image. */
  const pixelUnder = (clientX: number, clientY: number): Point => {
    const box = frame.current!.getBoundingClientRect();
    const x = Math.floor(((clientX - box.left) / box.width) * width);
    const y = Math.floor(((clientY - box.top) / box.height) * height);
    return { x: Math.min(width - 1, Math.max(0, x)), y: Math.min(height - 1, Math.max(0, y)) };
  };

  /** Image pixels in one screen pixel (at least 1): an arrow key's step. */
  const keyStep = (shift: boolean) => {
    const box = frame.current?.getBoundingClientRect();
    const perScreenPixel = box && box.width > 0 ? Math.max(1, Math.round(width / box.width)) : 1;
    return perScreenPixel * (shift ? 10 : 1);
  };

  const arrowMove = (event: KeyboardEvent, from: Point): Point | null => {
    const step = keyStep(event.shiftKey);
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return null;
    event.preventDefault();
    return { x: Math.min(width - 1, Math.max(0, from.x + move[0])), y: Math.min(height - 1, Math.max(0, from.y + move[1])) };
  };

  const commitMove = async (color: ResultColor, point: Point) => {
    const code = await pixelCode(point);
    if (keyed.current.get(color.key) === point) keyed.current.delete(color.key);
    // A transparent pixel has no colour to take: the colour stays where it was.
    if (code !== null) onMove(color, { code, x: point.x, y: point.y });
  };

  const pick = async (point: Point) => {
    const code = await pixelCode(point);
    if (code !== null) onPick({ code, x: point.x, y: point.y });
  };

  const markerPointerDown = (event: PointerEvent<HTMLButtonElement>, color: ResultColor) => {
    if (picking || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    event.currentTarget.focus({ preventScroll: true });
    const point = pixelUnder(event.clientX, event.clientY);
    setDrag({ key: color.key, point });
    loupe.show(point.x, point.y);
  };
  const markerPointerMove = (event: PointerEvent<HTMLButtonElement>, color: ResultColor) => {
    if (drag?.key !== color.key) return;
    const point = pixelUnder(event.clientX, event.clientY);
    setDrag({ key: color.key, point });
    loupe.show(point.x, point.y);
  };
  const markerPointerUp = (color: ResultColor) => {
    if (drag?.key !== color.key) return;
    setDrag(null);
    loupe.hide();
    if (drag.point.x !== color.x || drag.point.y !== color.y) void commitMove(color, drag.point);
  };

  const placed = colors.filter((color) => color.x !== null && color.y !== null);

  return (
    <Frame
      ref={frame}
      style={{ aspectRatio: `${width} / ${height}`, ['--aspect' as string]: width / height }}
      data-picking={picking || undefined}
    >
      <img src={image.url} alt={t('imageAlt', { name: image.name || t('pasted') })} draggable={false} />
      {picking ? (
        <PickSurface
          aria-hidden
          // The aim keeps the focus, so the keyboard goes on from where the pointer picked.
          onPointerDown={(event) => event.preventDefault()}
          onPointerMove={(event) => {
            const point = pixelUnder(event.clientX, event.clientY);
            setAim(point);
            loupe.show(point.x, point.y);
          }}
          onPointerLeave={(event) => {
            if (event.pointerType === 'mouse') loupe.hide();
          }}
          onClick={(event) => void pick(pixelUnder(event.clientX, event.clientY))}
        />
      ) : null}
      {placed.map((color, i) => {
        const point = drag?.key === color.key ? drag.point : { x: color.x!, y: color.y! };
        const shownCode = drag?.key === color.key && loupe.view?.code ? loupe.view.code : color.code;
        return (
          <Marker
            key={color.key}
            type="button"
            data-marker={color.key}
            data-active={active === color.key || drag?.key === color.key || undefined}
            tabIndex={picking ? -1 : 0}
            aria-label={t('marker', { number: colors.indexOf(color) + 1, code: color.code, name: colorName(color.code) })}
            style={{ left: `${((point.x + 0.5) / width) * 100}%`, top: `${((point.y + 0.5) / height) * 100}%`, background: shownCode, zIndex: i + 1 }}
            onPointerDown={(event) => markerPointerDown(event, color)}
            onPointerMove={(event) => markerPointerMove(event, color)}
            onPointerUp={() => markerPointerUp(color)}
            onPointerCancel={() => {
              setDrag(null);
              loupe.hide();
            }}
            onPointerEnter={() => onActive(color.key)}
            onPointerLeave={() => onActive(null)}
            onFocus={() => {
              onActive(color.key);
              loupe.show(color.x!, color.y!);
            }}
            onBlur={() => {
              onActive(null);
              if (drag === null) loupe.hide();
            }}
            onKeyDown={(event) => {
              const to = arrowMove(event, keyed.current.get(color.key) ?? { x: color.x!, y: color.y! });
              if (to === null) return;
              keyed.current.set(color.key, to);
              loupe.show(to.x, to.y);
              void commitMove(color, to);
            }}
          />
        );
      })}
      {picking ? (
        <Aim
          ref={aimButton}
          type="button"
          aria-label={t('aim', { x: aim.x, y: aim.y, code: loupe.view?.code ?? '' })}
          style={{ left: `${((aim.x + 0.5) / width) * 100}%`, top: `${((aim.y + 0.5) / height) * 100}%` }}
          onFocus={() => loupe.show(aim.x, aim.y)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onStopPicking();
              return;
            }
            const to = arrowMove(event, aim);
            if (to === null) return;
            setAim(to);
            loupe.show(to.x, to.y);
          }}
          onClick={(event) => {
            // A click of the pointer lands on the surface below; this is Enter or Space.
            event.preventDefault();
            void pick(aim);
          }}
        />
      ) : null}
      {loupe.view ? <Loupe view={loupe.view} width={width} height={height} /> : null}
    </Frame>
  );
}

/**
 * The image's box: the image's own shape, as wide as the column allows and at most 70 % of the screen's height
 * (markers are placed in percentages of it).
 */
const Frame = styled.div`
  position: relative;
  /* Its own stacking context: the markers' and the loupe's layers stay inside the image's box. */
  isolation: isolate;
  width: min(100%, calc(70vh * var(--aspect)));
  margin: 0 auto;
  border-radius: ${tokens.radius.medium}px;
  background: repeating-conic-gradient(${tokens.colors.surfaceHover} 0% 25%, ${tokens.colors.surface} 0% 50%) 0 0 / 16px 16px;
  /* A finger on the image scrolls the page; only markers and the eyedropper's surface take the touch. */
  user-select: none;
  -webkit-user-select: none;
  img {
    display: block;
    width: 100%;
    height: 100%;
    border-radius: inherit;
    box-shadow: ${tokens.swatchEdge};
  }
  &[data-picking] {
    cursor: crosshair;
  }
`;

const PickSurface = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  cursor: crosshair;
  touch-action: none;
`;

const Marker = styled.button`
  ${dragMarker(26)}
  transition: transform 120ms ease;
  &:active {
    cursor: grabbing;
  }
  &[data-active] {
    transform: scale(1.3);
  }
  &:focus-visible {
    outline: 2px solid ${tokens.colors.focus};
    outline-offset: 5px;
  }
  [data-picking] > & {
    pointer-events: none;
    opacity: 0.6;
  }
  ${tokens.media.reducedMotion} {
    transition: none;
  }
`;

const Aim = styled.button`
  position: absolute;
  z-index: 2;
  width: 32px;
  height: 32px;
  margin: -16px 0 0 -16px;
  padding: 0;
  border: 2px solid #ffffff;
  border-radius: 50%;
  background: transparent;
  box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.6), inset 0 0 0 1px rgba(0, 0, 0, 0.6);
  pointer-events: none;
  &::before,
  &::after {
    content: '';
    position: absolute;
    background: #ffffff;
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.5);
  }
  &::before { left: 50%; top: -8px; bottom: -8px; width: 2px; margin-left: -1px; }
  &::after { top: 50%; left: -8px; right: -8px; height: 2px; margin-top: -1px; }
  &:focus-visible {
    outline: 2px solid ${tokens.colors.focus};
    outline-offset: 10px;
  }
`;
