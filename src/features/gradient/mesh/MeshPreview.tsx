import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { cssOf } from '../../../core/exact/authoredColor';
import type { Mesh } from '../../../core/gradient/mesh/mesh';
import { moveMeshPoint } from '../../../core/gradient/mesh/move';
import { dragMarker, svgOverlay } from '../../../ui/styles';
import { tokens } from '../../../ui/theme';
import { useEngineAnswerInTurn } from '../../../ui/useEngineAnswerInTurn';
import { PreviewFrame, PreviewPaint } from '../previewParts';

type MeshPreviewProps = {
  mesh: Mesh;
  /** The selected point's index. */
  selected: number;
  onSelect: (index: number) => void;
  onChange: (mesh: Mesh) => void;
  /** A drag of a point begins (true) or ends (false). */
  onDrag: (dragging: boolean) => void;
  label: string;
};

/** The most pixels the preview asks the engine for: a large screen at a high density is painted a little coarser. */
const MAX_PIXELS = 2_400_000;

/** Returns the canvas's size in device pixels for a box in CSS pixels, within MAX_PIXELS. */
function deviceSize(width: number, height: number): { width: number; height: number } {
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const scale = Math.min(ratio, Math.sqrt(MAX_PIXELS / Math.max(1, width * height)));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The mesh painted by the engine (in the worker) at the canvas's size in device pixels, one image asked for at a time:
 * a drag asks for the latest mesh once the image before it is in, and the last image stays on show meanwhile.
 */
function useMeshImage(mesh: Mesh, size: { width: number; height: number } | null) {
  return useEngineAnswerInTurn(
    size ? { mesh, ...size } : null,
    async (engine, { mesh: shown, width, height }) => ({ width, height, pixels: await engine.renderMesh(shown, width, height, true) }),
    'paint the mesh gradient',
  );
}

/**
 * The mesh at a size, its points as handles on it and the grid's lines between them. A point drags (mouse, pen,
 * touch), is selected by a click or focus, and moves with the arrow keys (Shift for 10 %).
 */
export function MeshPreview({ mesh, selected, onSelect, onChange, onDrag, label }: MeshPreviewProps) {
  const { t } = useTranslation('mesh');
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [dragging, setDragging] = useState<{ index: number; dx: number; dy: number } | null>(null);
  const image = useMeshImage(mesh, size);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = deviceSize(rect.width, rect.height);
      setSize((current) => (current && current.width === next.width && current.height === next.height ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = canvas.current;
    if (!image || !element) return;
    const { width, height, pixels } = image.value;
    // Resizing the canvas clears it: only done with the new image at hand.
    if (element.width !== width) element.width = width;
    if (element.height !== height) element.height = height;
    element.getContext('2d')?.putImageData(new ImageData(new Uint8ClampedArray(pixels), width, height), 0, 0);
  }, [image]);

  const moveTo = (index: number, x: number, y: number) => onChange(moveMeshPoint(mesh, index, x, y));

  const percentAt = (event: PointerEvent) => {
    const rect = box.current!.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * 100, y: ((event.clientY - rect.top) / rect.height) * 100 };
  };

  const handlers = (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      event.currentTarget.focus({ preventScroll: true });
      onSelect(index);
      onDrag(true);
      // The point keeps its place under the pointer: a grab off its centre does not make it jump.
      const at = percentAt(event);
      setDragging({ index, dx: at.x - mesh.points[index].x, dy: at.y - mesh.points[index].y });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (dragging?.index !== index) return;
      const at = percentAt(event);
      moveTo(index, at.x - dragging.dx, at.y - dragging.dy);
    },
    onPointerUp: () => {
      if (dragging?.index === index) onDrag(false);
      setDragging(null);
    },
    onPointerCancel: () => {
      if (dragging?.index === index) onDrag(false);
      setDragging(null);
    },
  });

  const keys = (index: number) => (event: KeyboardEvent) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = { ArrowRight: [step, 0], ArrowLeft: [-step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const point = mesh.points[index];
    moveTo(index, point.x + move[0], point.y + move[1]);
  };

  const lines: { key: string; x1: number; y1: number; x2: number; y2: number }[] = [];
  mesh.points.forEach((point, index) => {
    const column = index % mesh.columns;
    const row = Math.floor(index / mesh.columns);
    const right = column + 1 < mesh.columns ? mesh.points[index + 1] : null;
    const below = row + 1 < mesh.rows ? mesh.points[index + mesh.columns] : null;
    for (const [name, other] of [['r', right], ['b', below]] as const) {
      if (other) lines.push({ key: `${index}${name}`, x1: point.x, y1: point.y, x2: other.x, y2: other.y });
    }
  });

  return (
    <PreviewFrame>
      <Paint ref={box} data-testid="mesh-preview">
        <canvas ref={canvas} width={1} height={1} role="img" aria-label={label} aria-busy={image === null || image.key !== JSON.stringify(size ? { mesh, ...size } : null)} />
      </Paint>
      <Grid viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden>
        {lines.map((line) => (
          <g key={line.key}>
            <line className="shade" x1={line.x1} y1={line.y1} x2={line.x2} y2={line.y2} />
            <line x1={line.x1} y1={line.y1} x2={line.x2} y2={line.y2} />
          </g>
        ))}
      </Grid>
      <Handles data-dragging={dragging ? '' : undefined}>
        {mesh.points.map((point, index) => (
          <Handle
            key={index}
            type="button"
            aria-label={t('point.handle', { column: (index % mesh.columns) + 1, row: Math.floor(index / mesh.columns) + 1, x: point.x, y: point.y })}
            aria-pressed={index === selected}
            title={t('point.hint')}
            data-selected={index === selected || undefined}
            style={{ left: `${point.x}%`, top: `${point.y}%`, backgroundColor: cssOf(point.color) }}
            onFocus={() => onSelect(index)}
            onKeyDown={keys(index)}
            {...handlers(index)}
          />
        ))}
      </Handles>
    </PreviewFrame>
  );
}

/** The painted box: the gradient page's preview's shape (16:9, 4:3 on a phone). */
const Paint = styled(PreviewPaint)`
  overflow: hidden;
  canvas {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

/** The grid's lines: a light line on a dark one, so they read on any colour. */
const Grid = styled.svg`
  ${svgOverlay}
  line {
    stroke: rgba(255, 255, 255, 0.85);
    stroke-width: 1.25px;
    vector-effect: non-scaling-stroke;
  }
  line.shade {
    stroke: rgba(0, 0, 0, 0.35);
    stroke-width: 3px;
  }
`;

const Handles = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  > * { pointer-events: auto; }
  &[data-dragging] > * { cursor: grabbing; }
`;

/** A point: its colour in a white ring, 44 px to touch (the marker's reach); the selected one larger, ringed in the accent. */
const Handle = styled.button`
  ${dragMarker(24)}
  transition: transform 120ms ease;
  &[data-selected] {
    transform: scale(1.25);
    box-shadow: 0 0 0 3px #ffffff, 0 0 0 5px ${tokens.colors.accent}, 0 2px 8px rgba(0, 0, 0, 0.4);
    z-index: 1;
  }
  &:focus-visible {
    outline: 2px solid ${tokens.colors.text};
    outline-offset: 6px;
  }
`;
