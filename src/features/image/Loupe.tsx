import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { colorEngine } from '../../engine/client';
import { bytesToHex } from '../../core/convert/srgbToHex';
import { MAX_PALETTE_COLORS } from '../../core/model/palette';
import { tokens } from '../../ui/theme';

/** Pixels on each side of the centre the loupe shows: a 13 × 13 neighbourhood. */
export const LOUPE_RADIUS = 6;
const SIDE = 2 * LOUPE_RADIUS + 1;
/** Screen pixels per image pixel in the loupe. */
const ZOOM = 9;

/** What the loupe shows: the pixels around (x, y) in image coordinates, and the centre pixel's code (null: transparent). */
export type LoupeView = { readonly x: number; readonly y: number; readonly pixels: Uint8ClampedArray; readonly code: string | null };

/**
 * Reads the loupe's pixels from the engine (the full-resolution image in the worker) for a point: one read at a
 * time, and while one is under way only the latest point waits, so a fast drag never queues up reads.
 */
export function useLoupe() {
  const [view, setView] = useState<LoupeView | null>(null);
  const busy = useRef(false);
  const next = useRef<{ x: number; y: number } | null>(null);
  const live = useRef(true);
  // Whether the loupe is wanted: a read that answers after `hide` (a drag ended while the engine was reading) is dropped.
  const wanted = useRef(false);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const read = useCallback(async (x: number, y: number) => {
    busy.current = true;
    try {
      const engine = await colorEngine();
      const pixels = await engine.pixelsAround(x, y, LOUPE_RADIUS);
      const at = 4 * (LOUPE_RADIUS * SIDE + LOUPE_RADIUS);
      const code = pixels.length > at + 3 && pixels[at + 3] > 0 ? bytesToHex(pixels[at], pixels[at + 1], pixels[at + 2]) : null;
      if (live.current && wanted.current) setView({ x, y, pixels, code });
    } finally {
      busy.current = false;
    }
    const queued = next.current;
    next.current = null;
    if (queued && live.current) void read(queued.x, queued.y);
  }, []);

  const show = useCallback(
    (x: number, y: number) => {
      wanted.current = true;
      if (busy.current) next.current = { x, y };
      else void read(x, y);
    },
    [read],
  );
  const hide = useCallback(() => {
    wanted.current = false;
    next.current = null;
    setView(null);
  }, []);
  return { view, show, hide };
}

/**
 * The magnifier: the 13 × 13 pixels around a point of the image, each 9 screen pixels wide, the centre pixel
 * outlined, with its code on the side away from the point (above the lens when the loupe is above the point, below it
 * when below), so that the dragged marker, grown while dragged, and the finger on it never cover the code. Placed
 * above the point (below it near the image's top), in percentages of the image's box so it follows the image's size,
 * and kept within the image's width.
 */
export function Loupe({ view, width, height }: { view: LoupeView; width: number; height: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || view.pixels.length !== SIDE * SIDE * 4) return;
    context.putImageData(new ImageData(new Uint8ClampedArray(view.pixels), SIDE, SIDE), 0, 0);
  }, [view]);
  const left = ((view.x + 0.5) / width) * 100;
  const top = ((view.y + 0.5) / height) * 100;
  return (
    <Wrap aria-hidden style={{ left: `clamp(${LENS / 2}px, ${left}%, calc(100% - ${LENS / 2}px))`, top: `${top}%` }} data-below={top < 35 || undefined}>
      <Lens>
        <canvas ref={canvas} width={SIDE} height={SIDE} />
        <Centre />
      </Lens>
      <Code>{view.code ?? '—'}</Code>
    </Wrap>
  );
}

const LENS = SIDE * ZOOM;

const Wrap = styled.div`
  position: absolute;
  /* Above every marker (each is a layer of its own, up to one per colour): none covers the lens or its code. */
  z-index: ${MAX_PALETTE_COLORS + 10};
  display: grid;
  justify-items: center;
  gap: ${tokens.space[2]}px;
  pointer-events: none;
  transform: translate(-50%, calc(-100% - 28px));
  /* The code first, away from the point. */
  > :last-child { order: -1; }
  &[data-below] {
    transform: translate(-50%, 28px);
    > :last-child { order: 0; }
  }
`;

const Lens = styled.div`
  position: relative;
  width: ${LENS}px;
  height: ${LENS}px;
  border-radius: 50%;
  overflow: hidden;
  /* Visible on any image: a light ring inside a dark one. */
  box-shadow: 0 0 0 3px #ffffff, 0 0 0 4px rgba(0, 0, 0, 0.55), ${tokens.colors.shadow};
  background: repeating-conic-gradient(#cfcfd4 0% 25%, #ffffff 0% 50%) 0 0 / 18px 18px;
  canvas {
    display: block;
    width: 100%;
    height: 100%;
    image-rendering: pixelated;
  }
`;

const Centre = styled.span`
  position: absolute;
  left: ${LOUPE_RADIUS * ZOOM - 1}px;
  top: ${LOUPE_RADIUS * ZOOM - 1}px;
  width: ${ZOOM + 2}px;
  height: ${ZOOM + 2}px;
  border: 1px solid #ffffff;
  outline: 1px solid #000000;
`;

const Code = styled.span`
  padding: 2px ${tokens.space[3]}px;
  border-radius: ${tokens.radius.round}px;
  background: ${tokens.colors.surfaceRaised};
  color: ${tokens.colors.text};
  box-shadow: ${tokens.colors.shadow};
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[1]}px;
`;
