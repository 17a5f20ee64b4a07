import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Move } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tokens } from '../../ui/theme';

/** A box as fractions (0–1) of the preview. */
export type Fraction = { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number };

/** What is laid on the gradient: a heading and body text in a colour, where (top-left, % of the preview), and a scrim. */
export type TextSettings = {
  readonly heading: string;
  readonly body: string;
  readonly color: string;
  readonly x: number;
  readonly y: number;
  readonly scrim: { readonly code: string; readonly alpha: number } | null;
};

/** Where the heading and the body lie on the preview, and the preview's size in CSS pixels. */
export type TextLayout = { readonly width: number; readonly height: number; readonly heading: Fraction; readonly body: Fraction };

type TextOverlayProps = {
  settings: TextSettings;
  onMove: (x: number, y: number) => void;
  onLayout: (layout: TextLayout) => void;
  /** The cells where the text fails, marked on the preview. */
  failing: readonly Fraction[];
};

const clamp = (value: number, high: number) => Math.min(high, Math.max(0, Math.round(value * 10) / 10));

/**
 * The text laid over the preview: a heading and a paragraph in the chosen colour, on a scrim if one is chosen, moved by
 * dragging it (or its handle with the arrow keys, Shift for larger steps); the cells where it misses its target are
 * hatched over it. It reports where its lines lie, so the page can judge the gradient under them.
 */
export function TextOverlay({ settings, onMove, onLayout, failing }: TextOverlayProps) {
  const { t } = useTranslation('gradient');
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  const body = useRef<HTMLParagraphElement>(null);
  const [drag, setDrag] = useState<{ dx: number; dy: number } | null>(null);
  const latestLayout = useRef(onLayout);
  latestLayout.current = onLayout;

  // The lines' boxes, measured after every render and when the preview changes size.
  useLayoutEffect(() => {
    const measure = () => {
      const box = root.current?.getBoundingClientRect();
      if (!box || box.width === 0 || box.height === 0) return;
      const fraction = (element: HTMLElement | null): Fraction => {
        const rect = element?.getBoundingClientRect();
        if (!rect) return { x0: 0, y0: 0, x1: 0, y1: 0 };
        return { x0: (rect.left - box.left) / box.width, y0: (rect.top - box.top) / box.height, x1: (rect.right - box.left) / box.width, y1: (rect.bottom - box.top) / box.height };
      };
      latestLayout.current({ width: box.width, height: box.height, heading: fraction(heading.current), body: fraction(body.current) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    if (root.current) observer.observe(root.current);
    return () => observer.disconnect();
  }, [settings.heading, settings.body, settings.x, settings.y, settings.scrim]);

  const moveTo = (event: PointerEvent) => {
    const box = root.current!.getBoundingClientRect();
    onMove(clamp(((event.clientX - box.left - drag!.dx) / box.width) * 100, 90), clamp(((event.clientY - box.top - drag!.dy) / box.height) * 100, 90));
  };

  const keys = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = { ArrowRight: [step, 0], ArrowLeft: [-step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onMove(clamp(settings.x + move[0], 90), clamp(settings.y + move[1], 90));
  };

  return (
    <Root ref={root}>
      <Block
        data-testid="text-block"
        style={{ left: `${settings.x}%`, top: `${settings.y}%`, color: settings.color, background: settings.scrim ? `${settings.scrim.code}${Math.round(settings.scrim.alpha * 255).toString(16).padStart(2, '0')}` : undefined }}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.preventDefault();
          const rect = event.currentTarget.getBoundingClientRect();
          event.currentTarget.setPointerCapture(event.pointerId);
          setDrag({ dx: event.clientX - rect.left, dy: event.clientY - rect.top });
        }}
        onPointerMove={(event) => {
          if (drag) moveTo(event);
        }}
        onPointerUp={() => setDrag(null)}
        onPointerCancel={() => setDrag(null)}
      >
        <Handle type="button" aria-label={t('text.move', { x: settings.x, y: settings.y })} title={t('text.moveHint')} onKeyDown={keys}>
          <Move aria-hidden />
        </Handle>
        <Heading ref={heading}>{settings.heading}</Heading>
        <Body ref={body}>{settings.body}</Body>
      </Block>
      {failing.map((cell, i) => (
        <Fail key={i} aria-hidden data-testid="text-fail" style={{ left: `${cell.x0 * 100}%`, top: `${cell.y0 * 100}%`, width: `${(cell.x1 - cell.x0) * 100}%`, height: `${(cell.y1 - cell.y0) * 100}%` }} />
      ))}
    </Root>
  );
}

const Root = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  border-radius: ${tokens.radius.large}px;
  pointer-events: none;
`;

const Block = styled.div`
  position: absolute;
  max-width: min(80%, 560px);
  padding: ${tokens.space[3]}px ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium}px;
  cursor: move;
  pointer-events: auto;
  touch-action: none;
  user-select: none;
`;

const Handle = styled.button`
  position: absolute;
  top: -14px;
  left: -14px;
  width: 28px;
  height: 28px;
  display: grid;
  place-items: center;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  box-shadow: 0 0 0 1px ${tokens.colors.border}, 0 2px 6px rgba(0, 0, 0, 0.3);
  cursor: move;
  svg { width: 16px; height: 16px; }
`;

const Heading = styled.p`
  margin: 0 0 ${tokens.space[2]}px;
  font-size: clamp(20px, 3.2vw, 36px);
  font-weight: ${tokens.fontWeights.bold};
  line-height: 1.15;
`;

const Body = styled.p`
  margin: 0;
  font-size: 16px;
  line-height: 1.5;
`;

/** A cell where the text misses its target: hatched in red and white, visible on any colour. */
const Fail = styled.span`
  position: absolute;
  background: repeating-linear-gradient(45deg, rgba(220, 38, 38, 0.55) 0 2px, rgba(255, 255, 255, 0.45) 2px 4px);
  pointer-events: none;
`;
