import { memo, useDeferredValue, useMemo, useRef, useState } from 'react';
import { ClipboardPaste, ImageUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { FallbackResult } from '../../core/gradient/fallback';
import { fallbackCss, gradientCss } from '../../core/gradient/css';
import { withLayer } from '../../core/gradient/edit';
import type { Gradient, GradientLayer } from '../../core/gradient/gradient';
import { Button } from '../../ui/Button';
import { lazyDialog } from '../../ui/lazyDialog';
import { PageColumn, PageIntro, PageTitle } from '../../ui/Page';
import { PageMeta } from '../../ui/PageMeta';
import { SegmentedControl } from '../../ui/SegmentedControl';
import { checkLabel, stack } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { useEngineAnswer } from '../../ui/useEngineAnswer';
import { useStableCallback } from '../../ui/useStableCallback';
import { GradientCode } from './GradientCode';
import { GradientModes } from './GradientModes';
import { HistoryButtons } from '../../ui/HistoryButtons';
import { GradientPreview } from './GradientPreview';
import { LayerList } from './LayerList';
import { LayerSettings } from './LayerSettings';
import { StopBar } from './StopBar';
import { StopSettings } from './StopSettings';
import { TextOverlay, type TextSettings } from './TextOverlay';
import { TextPanel } from './TextPanel';
import { useTextOver } from './useTextOver';
import { useGradientAddress } from './useGradientAddress';
import { usePastedGradient } from './usePastedGradient';

type Fallbacks = readonly FallbackResult[];

/** Taking a gradient from an image: loaded on its first opening. */
const ImageGradientDialog = lazyDialog(() => import('./ImageGradientDialog').then((module) => module.ImageGradientDialog));
/** Reading a gradient from pasted CSS: loaded on its first opening. */
const PasteGradientDialog = lazyDialog(() => import('./PasteGradientDialog').then((module) => module.PasteGradientDialog));

/** The text a first look lays on the gradient: white, near the upper left. */
function defaultText(t: (key: string) => string): TextSettings {
  return { heading: t('text.sampleHeading'), body: t('text.sampleBody'), color: '#ffffff', x: 6, y: 10, scrim: null };
}

/** The classic fallback of every layer, fitted in the engine (in the worker); the last answer stays while a newer is fitted. */
function useFallbacks(gradient: Gradient): { fits: Fallbacks | null; stale: boolean } {
  const key = JSON.stringify(gradient.layers);
  const answer = useEngineAnswer<Fallbacks>(key, (engine) => Promise.all(gradient.layers.map((layer) => engine.gradientFallback(layer))), 'fit the gradient fallback');
  const fits = answer && answer.value.length === gradient.layers.length ? answer.value : null;
  return { fits, stale: answer === null || answer.key !== key };
}

/**
 * The gradient tool: a gradient of one or more layers (linear, radial, conic, repeating), its stops dragged on a bar
 * and its geometry on the preview, interpolated in any CSS colour space with eased segments; written as modern CSS
 * with a classic fallback that the engine fits by error. The address holds the whole gradient.
 */
export default function GradientPage() {
  const { t } = useTranslation(['gradient', 'common']);
  const history = useGradientAddress();
  // The name a shared link or a saved gradient's card gives (`name`), read once: the field holds it from then on.
  const [params] = useSearchParams();
  const [sharedName] = useState(() => params.get('name') ?? '');
  const { gradient, edit: setGradient } = history;
  const [selection, setSelection] = useState({ layer: 0, stop: 0 });
  const [view, setView] = useState<'modern' | 'fallback'>('modern');
  const [text, setText] = useState<TextSettings | null>(null);
  const [imageOpen, setImageOpen] = useState(false);
  const [paste, setPaste] = useState<{ open: boolean; text: string }>({ open: false, text: '' });
  // What follows the gradient without being dragged (the fallback's fit, the code, the layer list, the text's
  // judgement) follows it when the page is idle; while a stop or a handle is dragged it waits as it was when the drag
  // began, so that every move repaints the preview and the bar in the next frame, and catches up when the drag ends.
  const [dragging, setDragging] = useState(false);
  const atDragStart = useRef(gradient);
  if (!dragging) atDragStart.current = gradient;
  const settled = useDeferredValue(dragging ? atDragStart.current : gradient);
  const textOver = useTextOver(settled, text);
  const layerIndex = Math.min(selection.layer, gradient.layers.length - 1);
  const layer = gradient.layers[layerIndex];
  const stopIndex = Math.min(selection.stop, layer.stops.length - 1);
  const { fits, stale } = useFallbacks(settled);
  const modern = useMemo(() => gradientCss(gradient), [gradient]);
  const settledModern = useMemo(() => gradientCss(settled), [settled]);
  const classic = useMemo(() => (fits ? fallbackCss(settled, fits.map((fit) => fit.stops)) : null), [settled, fits]);
  const title = t('common:titles.gradient');

  const takePasted = (pasted: Gradient) => {
    setGradient(pasted, true);
    setSelection({ layer: 0, stop: 0 });
  };
  usePastedGradient({ onRead: takePasted, onUnreadable: (pastedText) => setPaste({ open: true, text: pastedText }) });

  const changeLayer = (next: GradientLayer, stop = stopIndex, discrete = false) => {
    setGradient(withLayer(gradient, layerIndex, () => next), discrete);
    if (stop !== stopIndex) setSelection({ layer: layerIndex, stop });
  };
  // The selected stop's panel too shows the stop as it was when the drag began.
  const drag = useStableCallback((on: boolean) => {
    history.hold(on);
    setDragging(on);
  });
  const stopPanel = useRef({ layer, index: stopIndex });
  if (!dragging) stopPanel.current = { layer, index: stopIndex };
  const changeStop = useStableCallback(changeLayer);
  const openImage = useStableCallback(() => setImageOpen(true));
  const openPaste = useStableCallback(() => setPaste({ open: true, text: '' }));
  const showText = useStableCallback((show: boolean) => setText(show ? defaultText(t) : null));
  // Stable handlers for the panels that a stop's drag leaves alone (memoised: they do not render again on each move).
  const changeSettings = useStableCallback((change: Partial<GradientLayer>) => changeLayer({ ...layer, ...change }));
  const selectLayer = useStableCallback((index: number) => setSelection({ layer: index, stop: 0 }));
  const changeLayers = useStableCallback((next: Gradient, selected: number) => {
    setGradient(next, true);
    setSelection({ layer: selected, stop: 0 });
  });

  return (
    <PageColumn $width={1180}>
      <PageMeta title={title} description={t('description')} />
      <Header title={title} onImage={openImage} onPaste={openPaste} />
      <PasteGradientDialog open={paste.open} initial={paste.text} onClose={() => setPaste({ open: false, text: '' })} onUse={takePasted} />
      <ImageGradientDialog
        open={imageOpen}
        onClose={() => setImageOpen(false)}
        onUse={(layer) => {
          setGradient({ layers: [layer] }, true);
          setSelection({ layer: 0, stop: 0 });
        }}
      />
      <Layout>
        <PreviewArea>
          <GradientPreview
            background={view === 'fallback' && classic && !stale && settled === gradient ? classic : modern}
            layer={layer}
            onChange={(next) => changeLayer(next)}
            onDrag={drag}
            label={t('preview.label', { css: modern })}
          >
            {text ? (
              <TextOverlay
                settings={text}
                onMove={(x, y) => setText({ ...text, x, y })}
                onLayout={textOver.onLayout}
                failing={textOver.verdicts?.failing ?? []}
              />
            ) : null}
          </GradientPreview>
        </PreviewArea>
        <BarArea>
          <StopBar layer={layer} selected={stopIndex} onSelect={(stop) => setSelection({ layer: layerIndex, stop })} onChange={changeLayer} onDrag={drag} />
          <PreviewControls
            view={view}
            onView={setView}
            text={text !== null}
            onText={showText}
            canUndo={history.canUndo}
            canRedo={history.canRedo}
            onUndo={history.undo}
            onRedo={history.redo}
          />
        </BarArea>
        {text ? (
          <TextArea>
            <TextPanel settings={text} onChange={setText} verdicts={textOver.verdicts} background={settledModern} />
          </TextArea>
        ) : null}
        <Side aria-label={t('settings')}>
          <StopSettings layer={stopPanel.current.layer} index={stopPanel.current.index} onChange={changeStop} />
          <LayerSettings layer={layer} number={layerIndex + 1} onChange={changeSettings} />
          <LayerList gradient={settled} selected={layerIndex} onSelect={selectLayer} onChange={changeLayers} />
        </Side>
        <CodeArea>
          <GradientCode gradient={settled} fits={fits} stale={stale || settled !== gradient} initialName={sharedName} />
        </CodeArea>
      </Layout>
    </PageColumn>
  );
}

/** The title, where else a gradient can come from, the switch to mesh gradients and the intro: the same through a drag. */
const Header = memo(function Header({ title, onImage, onPaste }: { title: string; onImage: () => void; onPaste: () => void }) {
  const { t } = useTranslation('gradient');
  return (
    <>
      <Head>
        <PageTitle>{title}</PageTitle>
        <Sources aria-label={t('sources')}>
          <Button type="button" onClick={onImage}>
            <ImageUp aria-hidden />
            {t('fromImage.open')}
          </Button>
          <Button type="button" onClick={onPaste}>
            <ClipboardPaste aria-hidden />
            {t('paste.open')}
          </Button>
        </Sources>
      </Head>
      <GradientModes current="stops" />
      <PageIntro>{t('intro')}</PageIntro>
    </>
  );
});

type PreviewControlsProps = {
  view: 'modern' | 'fallback';
  onView: (view: 'modern' | 'fallback') => void;
  text: boolean;
  onText: (show: boolean) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
};

/** Under the stop bar: the preview's view (modern or classic), the text over it, undo and redo. */
const PreviewControls = memo(function PreviewControls({ view, onView, text, onText, canUndo, canRedo, onUndo, onRedo }: PreviewControlsProps) {
  const { t } = useTranslation('gradient');
  return (
    <PreviewBar>
      <SegmentedControl
        label={t('preview.view')}
        name="gradient-view"
        options={[
          { id: 'modern', label: t('preview.modern') },
          { id: 'fallback', label: t('preview.fallback') },
        ]}
        value={view}
        onChange={onView}
      />
      <Check>
        <input type="checkbox" checked={text} onChange={(event) => onText(event.target.checked)} />
        {t('text.show')}
      </Check>
      <HistoryButtons canUndo={canUndo} canRedo={canRedo} onUndo={onUndo} onRedo={onRedo} />
    </PreviewBar>
  );
});

/**
 * The preview, the stop bar and the CSS in the wide column, the settings beside them; on a narrow screen the settings
 * come between the bar and the CSS, next to what they edit.
 */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  grid-template-rows: auto auto auto 1fr;
  grid-template-areas: 'preview side' 'bar side' 'text side' 'code side';
  gap: ${tokens.space[5]}px;
  align-items: start;
  ${tokens.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
    grid-template-areas: 'preview' 'bar' 'text' 'side' 'code';
  }
`;

/** The title, and beside it where a gradient can come from besides the editor: an image, pasted CSS. */
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  column-gap: ${tokens.space[4]}px;
  h1 { margin-bottom: ${tokens.space[4]}px; }
`;

const Sources = styled.div.attrs({ role: 'group' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]}px;
  margin-bottom: ${tokens.space[4]}px;
`;

const PreviewArea = styled.div`
  grid-area: preview;
  ${stack(tokens.space[3])}
  min-width: 0;
`;

const PreviewBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${tokens.space[3]}px;
`;

const Check = styled.label`
  ${checkLabel(40)}
  margin-inline-start: auto;
  font-size: ${tokens.fontSizes[1]}px;
`;

const TextArea = styled.div`
  grid-area: text;
  min-width: 0;
`;

/** The stop bar right under the preview, then the preview's view, the text and undo. */
const BarArea = styled.div`
  grid-area: bar;
  ${stack(tokens.space[4])}
  min-width: 0;
`;

const CodeArea = styled.div`
  grid-area: code;
  min-width: 0;
`;

const Side = styled.section`
  grid-area: side;
  ${stack(tokens.space[4])}
  min-width: 0;
`;
