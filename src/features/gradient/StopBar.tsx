import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { authoredCss, layerCss } from '../../core/gradient/css';
import { addStop, moveStop, removeStop } from '../../core/gradient/edit';
import { MAX_STOPS, MIN_STOPS, type GradientLayer } from '../../core/gradient/gradient';
import { Button } from '../../ui/Button';
import { dragMarker, mutedSmall } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { CHECKERBOARD } from '../../ui/ExactMark';

type StopBarProps = {
  layer: GradientLayer;
  selected: number;
  onSelect: (index: number) => void;
  /** A changed layer, the index the selected stop has in it, and whether the change is a step of its own (not a drag's). */
  onChange: (layer: GradientLayer, selected: number, discrete?: boolean) => void;
  /** A drag of a stop begins (true) or ends (false). */
  onDrag: (dragging: boolean) => void;
};

/** The layer's stops along one straight bar, whatever the layer's shape: the bar is the gradient line. */
function barCss(layer: GradientLayer): string {
  return layerCss({ ...layer, kind: 'linear', repeating: false, angle: 90 });
}

/** Where a new stop goes from the keyboard: the middle of the widest gap between stops. */
function widestGap(layer: GradientLayer): number {
  let best = { at: 50, width: -1 };
  layer.stops.slice(1).forEach((stop, i) => {
    const width = stop.position - layer.stops[i].position;
    if (width > best.width) best = { at: layer.stops[i].position + width / 2, width };
  });
  return best.at;
}

/**
 * The stops of the selected layer on a bar: each stop a handle that drags along it (mouse, pen or touch) or moves with
 * the arrow keys (1 %, 10 % with Shift), Delete removes it; a click on the bar adds a stop there in the colour the
 * gradient has there, and so does the Add button, in the widest gap.
 */
export function StopBar({ layer, selected, onSelect, onChange, onDrag }: StopBarProps) {
  const { t } = useTranslation('gradient');
  const track = useRef<HTMLDivElement>(null);
  const handles = useRef<(HTMLDivElement | null)[]>([]);
  // The stop dragged (its index, which changes as it passes others); the bar holds the pointer, so the drag goes on.
  const [dragging, setDragging] = useState<number | null>(null);
  // A stop the keyboard moved past another has a new index: its handle there takes the focus.
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    if (refocus.current === null) return;
    handles.current[refocus.current]?.focus({ preventScroll: true });
    refocus.current = null;
  });
  const full = layer.stops.length >= MAX_STOPS;

  const positionAt = (clientX: number) => {
    const rect = track.current!.getBoundingClientRect();
    return ((clientX - rect.left) / rect.width) * 100;
  };

  const add = (position: number) => {
    const added = addStop(layer, position);
    if (added) onChange(added.layer, added.index, true);
  };

  const move = (index: number, position: number) => {
    const moved = moveStop(layer, index, position);
    if (moved.index !== index) refocus.current = moved.index;
    onChange(moved.layer, moved.index);
    setDragging(moved.index);
  };

  const keys = (event: KeyboardEvent, index: number) => {
    const step = event.shiftKey ? 10 : 1;
    const position = layer.stops[index].position;
    const moves: Record<string, number> = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step, PageUp: 10, PageDown: -10 };
    const to = event.key in moves ? position + moves[event.key] : event.key === 'Home' ? 0 : event.key === 'End' ? 100 : null;
    if (to !== null) {
      const moved = moveStop(layer, index, to);
      if (moved.index !== index) refocus.current = moved.index;
      onChange(moved.layer, moved.index);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && layer.stops.length > MIN_STOPS) {
      onChange(removeStop(layer, index), Math.max(0, index - 1), true);
      refocus.current = Math.max(0, index - 1);
    } else return;
    event.preventDefault();
  };

  return (
    <Root>
      <Head>
        <h2 id="gradient-stops">{t('stops.title')}</h2>
        <Button type="button" disabled={full} onClick={() => add(widestGap(layer))}>
          <Plus aria-hidden />
          {t('stops.add')}
        </Button>
      </Head>
      <Track
        ref={track}
        data-testid="stop-bar"
        onPointerDown={(event) => {
          // A press on the bar itself (not on a handle) adds a stop there.
          if (event.target !== event.currentTarget || event.button !== 0 || full) return;
          add(positionAt(event.clientX));
        }}
        onPointerMove={(event) => {
          if (dragging !== null) move(dragging, positionAt(event.clientX));
        }}
        onPointerUp={() => {
          if (dragging !== null) onDrag(false);
          setDragging(null);
        }}
        onPointerCancel={() => {
          if (dragging !== null) onDrag(false);
          setDragging(null);
        }}
      >
        <Bar aria-hidden style={{ backgroundImage: barCss(layer) }} />
        {layer.stops.map((stop, index) => (
          <Handle
            // The handle of a stop keeps its element while it is dragged past others (its index changes).
            key={index}
            ref={(element) => {
              handles.current[index] = element;
            }}
            role="slider"
            tabIndex={0}
            aria-label={t('stops.handle', { number: index + 1, color: authoredCss(stop.color) })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={stop.position}
            aria-valuetext={t('stops.position', { value: stop.position })}
            aria-describedby="gradient-stops-hint"
            data-selected={index === selected || undefined}
            style={{ left: `${stop.position}%`, background: authoredCss(stop.color) }}
            onFocus={() => onSelect(index)}
            onKeyDown={(event) => keys(event, index)}
            onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
              if (event.button !== 0) return;
              event.preventDefault();
              track.current!.setPointerCapture(event.pointerId);
              event.currentTarget.focus({ preventScroll: true });
              onSelect(index);
              onDrag(true);
              setDragging(index);
            }}
          />
        ))}
      </Track>
      <Hint id="gradient-stops-hint">{full ? t('stops.full', { max: MAX_STOPS }) : t('stops.hint')}</Hint>
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space[2]}px;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
  h2 { margin: 0; font-size: ${tokens.fontSizes[3]}px; }
`;

/** The bar with room for the handles, which hang over its ends. */
const Track = styled.div`
  position: relative;
  isolation: isolate;
  margin: 0 14px;
  padding: 10px 0;
  cursor: copy;
  touch-action: none;
`;

/** The layer along the bar, over a checkerboard where it is translucent (its own colours drawn over the checks). */
const Bar = styled.div`
  position: relative;
  height: 36px;
  border-radius: ${tokens.radius.medium}px;
  box-shadow: inset 0 0 0 1px ${tokens.colors.border};
  pointer-events: none;
  background-color: transparent;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    border-radius: inherit;
    background: ${CHECKERBOARD};
  }
`;

const Handle = styled.div`
  ${dragMarker(26)}
  top: 50%;
  &[data-selected] {
    box-shadow: 0 0 0 3px #ffffff, 0 0 0 5px ${tokens.colors.text}, 0 2px 6px rgba(0, 0, 0, 0.35);
  }
`;

const Hint = styled.p`
  ${mutedSmall}
  margin: 0;
`;
