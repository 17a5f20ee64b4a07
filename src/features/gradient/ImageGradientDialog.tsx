import { useEffect, useId, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { ImageUp, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { gradientCss } from '../../core/gradient/css';
import { MAX_STOPS, MIN_STOPS, type GradientLayer } from '../../core/gradient/gradient';
import type { ImageGradient, ImagePoint } from '../../core/gradient/image/imageGradient';
import { colorEngine } from '../../engine/client';
import type { ImageLoadError } from '../../engine/image/imageTypes';
import { readLastImage } from '../../stores/lastImage';
import { Button } from '../../ui/Button';
import { DropZone } from '../../ui/DropZone';
import { FileChooser } from '../../ui/FileChooser';
import { Modal } from '../../ui/Modal';
import { mutedSmall, stack, wrapRow } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { useDropTarget } from '../../ui/useDropTarget';
import { Field } from '../../ui/Panel';

type Props = {
  open: boolean;
  onClose: () => void;
  /** Takes the gradient found: a linear layer of fitted stops. */
  onUse: (layer: GradientLayer) => void;
};

type Shown = { readonly url: string; readonly name: string; readonly width: number; readonly height: number };

/** The most stops a first gradient takes: enough for a sky or a sunset, few enough to edit. */
const DEFAULT_MAX_STOPS = 6;
/** Points of a drawn path closer than this (a fraction of the image) to the last one are not kept. */
const PATH_STEP = 0.006;
/** The image's largest height in the dialog, in px. */
const IMAGE_HEIGHT = 340;

const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,image/gif,image/bmp';

/**
 * Takes a gradient from an image: the image is decoded and held in the engine's worker, which finds the direction its
 * colours change along (or follows a path drawn on it) and fits a few stops to the colours on the way. The found line
 * is drawn on the image; the user draws their own with a finger, a pen or the mouse.
 */
export function ImageGradientDialog({ open, onClose, onUse }: Props) {
  const { t } = useTranslation('gradient');
  const [shown, setShown] = useState<Shown | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ code: ImageLoadError; name: string } | null>(null);
  const [path, setPath] = useState<readonly ImagePoint[] | null>(null);
  const [drawing, setDrawing] = useState<ImagePoint[] | null>(null);
  const [maxStops, setMaxStops] = useState(DEFAULT_MAX_STOPS);
  const [result, setResult] = useState<{ for: Shown; value: ImageGradient | null } | null>(null);
  const [lastImage, setLastImage] = useState<{ file: Blob; name: string } | null>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const loads = useRef(0);
  const stopsId = useId();

  // The image tool's last image, offered when the dialog opens with none of its own.
  useEffect(() => {
    if (!open || shown) return;
    let live = true;
    void readLastImage().then((record) => live && setLastImage(record && { file: record.file, name: record.name }));
    return () => {
      live = false;
    };
  }, [open, shown]);

  // The object URL goes with the dialog.
  useEffect(() => () => {
    if (shown) URL.revokeObjectURL(shown.url);
  }, [shown]);

  // The gradient, asked of the worker whenever the image, the path or the number of stops changes.
  useEffect(() => {
    if (!shown) return;
    let live = true;
    void colorEngine()
      .then((engine) => engine.imageGradient({ path, maxStops }))
      .then((value) => live && setResult({ for: shown, value }));
    return () => {
      live = false;
    };
  }, [shown, path, maxStops]);

  const load = async (file: Blob, name: string) => {
    const token = ++loads.current;
    setLoading(name);
    setProblem(null);
    const engine = await colorEngine();
    const loaded = await engine.loadImage(file);
    if (token !== loads.current) return;
    setLoading(null);
    if (!loaded.ok) {
      if (loaded.error !== 'cancelled') setProblem({ code: loaded.error, name });
      return;
    }
    setPath(null);
    setResult(null);
    setShown({ url: URL.createObjectURL(file), name, width: loaded.image.width, height: loaded.image.height });
  };

  const drop = useDropTarget((file) => void load(file, file.name));
  const current = result && result.for === shown ? result.value : null;
  const line: readonly ImagePoint[] | null = drawing ?? path ?? (current ? [current.from, current.to] : null);

  const pointAt = (event: ReactPointerEvent<HTMLElement>): ImagePoint => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    return [clamp((event.clientX - box.left) / box.width), clamp((event.clientY - box.top) / box.height)];
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('fromImage.title')}
      minWidth={560}
      maxWidth={760}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('fromImage.cancel')}
          </Button>
          <Button
            type="button"
            $variant="primary"
            disabled={!current}
            onClick={() => {
              if (!current) return;
              onUse(current.layer);
              onClose();
            }}
          >
            {t('fromImage.use')}
          </Button>
        </>
      }
    >
      <Body {...drop.handlers} data-dragging={drop.dragging || undefined}>
        {shown ? (
          <>
            <Hint>{t('fromImage.drawHint')}</Hint>
            <Stage style={{ width: `min(100%, ${(IMAGE_HEIGHT * shown.width) / shown.height}px)`, aspectRatio: `${shown.width} / ${shown.height}` }}>
              <img src={shown.url} alt={t('fromImage.imageAlt', { name: shown.name })} draggable={false} />
              <DrawSurface
                aria-hidden
                data-testid="image-gradient-surface"
                onPointerDown={(event) => {
                  event.currentTarget.setPointerCapture(event.pointerId);
                  setDrawing([pointAt(event)]);
                }}
                onPointerMove={(event) => {
                  if (!drawing) return;
                  const next = pointAt(event);
                  const last = drawing[drawing.length - 1];
                  if (Math.hypot(next[0] - last[0], next[1] - last[1]) >= PATH_STEP) setDrawing([...drawing, next]);
                }}
                onPointerUp={() => {
                  // A tap is not a path: the line before it stays.
                  if (drawing && drawing.length > 1) setPath(drawing);
                  setDrawing(null);
                }}
                onPointerCancel={() => setDrawing(null)}
              >
                {line ? (
                  <svg viewBox="0 0 1 1" preserveAspectRatio="none">
                    <polyline className="under" points={line.map((p) => p.join(',')).join(' ')} />
                    <polyline className="over" points={line.map((p) => p.join(',')).join(' ')} />
                  </svg>
                ) : null}
                {line ? <End $start style={{ left: `${line[0][0] * 100}%`, top: `${line[0][1] * 100}%` }} /> : null}
                {line ? <End style={{ left: `${line[line.length - 1][0] * 100}%`, top: `${line[line.length - 1][1] * 100}%` }} /> : null}
              </DrawSurface>
            </Stage>
            <Controls>
              <Button type="button" disabled={path === null} onClick={() => setPath(null)}>
                <Sparkles aria-hidden />
                {t('fromImage.auto')}
              </Button>
              <Button type="button" $variant="ghost" onClick={() => chooser.current?.click()}>
                <ImageUp aria-hidden />
                {t('fromImage.another')}
              </Button>
              <StopsField htmlFor={stopsId}>
                <span>
                  {t('fromImage.maxStops')} <output>{maxStops}</output>
                </span>
                <input id={stopsId} type="range" min={MIN_STOPS} max={MAX_STOPS} value={maxStops} onChange={(event) => setMaxStops(Number(event.target.value))} />
              </StopsField>
            </Controls>
            <Result aria-live="polite">
              {current ? (
                <>
                  <Strip style={{ background: gradientCss({ layers: [{ ...current.layer, angle: 90 }] }) }} data-testid="image-gradient-strip" />
                  <span data-testid="image-gradient-summary">
                    {t('fromImage.summary', {
                      place: path === null ? t('fromImage.foundAuto', { angle: Math.round(current.layer.angle) }) : t('fromImage.foundPath'),
                      fit: t(current.reached ? 'fromImage.fit' : 'fromImage.fitShort', { count: current.layer.stops.length, error: current.error.toFixed(3) }),
                    })}
                  </span>
                </>
              ) : result && result.for === shown ? (
                <span>{t('fromImage.nothing')}</span>
              ) : (
                <span>{t('fromImage.working')}</span>
              )}
            </Result>
          </>
        ) : (
          <DropZone>
            <ImageUp aria-hidden />
            <span>{loading ? t('fromImage.loading', { name: loading }) : drop.dragging ? t('fromImage.dropActive') : t('fromImage.drop')}</span>
            <Button type="button" onClick={() => chooser.current?.click()}>
              {t('fromImage.choose')}
            </Button>
            {lastImage ? (
              <Button type="button" $variant="ghost" onClick={() => void load(lastImage.file, lastImage.name)}>
                {t('fromImage.useLast', { name: lastImage.name })}
              </Button>
            ) : null}
          </DropZone>
        )}
        <FileChooser ref={chooser} accept={ACCEPT} hidden onFile={(file) => void load(file, file.name)} />
        {problem ? <Problem role="alert">{t(`fromImage.problems.${problem.code}`, { name: problem.name })}</Problem> : null}
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  ${stack(tokens.space[3])}
  &[data-dragging] { outline: 2px dashed ${tokens.colors.accent}; outline-offset: 4px; border-radius: ${tokens.radius.medium}px; }
`;

const Hint = styled.p`
  margin: 0;
  ${mutedSmall}
`;

const Stage = styled.div`
  position: relative;
  justify-self: center;
  max-height: ${IMAGE_HEIGHT}px;
  border-radius: ${tokens.radius.medium}px;
  overflow: hidden;
  box-shadow: 0 0 0 1px ${tokens.colors.border};
  img { display: block; width: 100%; height: 100%; object-fit: fill; user-select: none; }
`;

const DrawSurface = styled.div`
  position: absolute;
  inset: 0;
  cursor: crosshair;
  touch-action: none;
  svg { position: absolute; inset: 0; width: 100%; height: 100%; overflow: visible; }
  polyline { fill: none; vector-effect: non-scaling-stroke; stroke-linecap: round; stroke-linejoin: round; }
  .under { stroke: rgb(0 0 0 / 0.55); stroke-width: 5px; }
  .over { stroke: #ffffff; stroke-width: 2.5px; }
`;

/** An end of the line: the start a ring, the end a dot, so the direction reads. */
const End = styled.span<{ $start?: boolean }>`
  position: absolute;
  width: 14px;
  height: 14px;
  margin: -7px 0 0 -7px;
  border-radius: 50%;
  border: 2.5px solid #ffffff;
  background: ${({ $start }) => ($start ? 'transparent' : '#ffffff')};
  box-shadow: 0 0 0 1.5px rgb(0 0 0 / 0.55), inset 0 0 0 1px rgb(0 0 0 / 0.25);
  pointer-events: none;
`;

const Controls = styled.div`
  ${wrapRow}
  gap: ${tokens.space[3]}px;
`;

const StopsField = styled(Field)`
  flex: 1 1 180px;
`;

const Result = styled.div`
  ${stack(tokens.space[2])}
  ${mutedSmall}
`;

const Strip = styled.div`
  height: 40px;
  border-radius: ${tokens.radius.medium}px;
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.12);
`;

const Problem = styled.p`
  margin: 0;
  color: ${tokens.colors.danger};
  font-size: ${tokens.fontSizes[1]}px;
`;
