import { useEffect, useId, useRef, useState } from 'react';
import { ImageUp, Lock, Pipette, SquareDashedMousePointer, Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { tryNormalizeColorCode } from '../../core/code/colorCode';
import { MAX_PALETTE_COLORS } from '../../core/model/palette';
import { useDrawerStore } from '../../stores/drawer';
import { useImageHandoff } from '../../stores/imageHandoff';
import { Button } from '../../ui/Button';
import { FileChooser } from '../../ui/FileChooser';
import { IconButton } from '../../ui/IconButton';
import { PageColumn, PageTitle, SectionTitle } from '../../ui/Page';
import { PageMeta } from '../../ui/PageMeta';
import { copyColors } from '../../ui/copy/copyColors';
import { useLanguage } from '../../ui/i18n';
import { PaletteActions } from '../../ui/palette/PaletteActions';
import { usePaletteActions } from '../../ui/palette/usePaletteActions';
import { useSavePalette } from '../../ui/palette/useSavePalette';
import { tokens } from '../../ui/theme';
import { isTextEntry } from '../../ui/useUndoShortcuts';
import { usePageFileDrop } from '../../ui/usePageFileDrop';
import { ImageColors } from './ImageColors';
import { ImageRoles } from './ImageRoles';
import { TryOn } from '../../ui/tryon/TryOn';
import { ImageStage } from './ImageStage';
import { nameFromFile } from './imageResult';
import { useImageTool, useResultColors, type ImageProblem } from './useImageTool';
import { centredPanel, centredRow, cluster, mutedSmall, spreadRow, stack } from '../../ui/styles';

/** A load is shown as under way once it has taken this long (progress after 300 ms). */
const PROGRESS_DELAY = 300;

/** The formats the file chooser offers: every image type, SVG included (drawn on the page). */
const ACCEPT = 'image/*';

/** The EyeDropper API (Chromium): picks a colour from anywhere on screen. */
type EyeDropperApi = { open: () => Promise<{ sRGBHex: string }> };
type EyeDropperClass = new () => EyeDropperApi;
function eyeDropperClass(): EyeDropperClass | null {
  return typeof window !== 'undefined' && 'EyeDropper' in window ? (window as unknown as { EyeDropper: EyeDropperClass }).EyeDropper : null;
}

/** Returns the first image file of a paste (a copied image, or an image file copied in a file manager), or null. */
function pastedImage(data: DataTransfer | null): File | null {
  if (!data) return null;
  for (const item of Array.from(data.items)) {
    if (item.kind === 'file' && item.type.startsWith('image/')) return item.getAsFile();
  }
  return Array.from(data.files).find((file) => file.type.startsWith('image/')) ?? data.files[0] ?? null;
}

/**
 * Image to palette: choose, drop or paste an image, and take its colours. The image is decoded and
 * analysed in the engine's worker and never leaves the browser; it is kept in IndexedDB for the next visit. The
 * result: k colours (2–12) with their shares, markers on the image to re-pick them, an eyedropper, the roles
 * Vibrant, Muted, Dark and Light, and Save as palette, Export, Share link and Copy codes.
 */
export default function ImagePalettePage() {
  const { t } = useTranslation(['image', 'palettes']);
  const lang = useLanguage();
  const tool = useImageTool();
  const { image, loading, problem, palette, edits } = tool;
  const colors = useResultColors(palette, edits);
  const codes = colors.map((color) => color.code);
  const [active, setActive] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [slow, setSlow] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const EyeDropper = eyeDropperClass();
  const pickersHintId = useId();
  const full = colors.length >= MAX_PALETTE_COLORS;

  const open = (file: File) => void tool.load(file, file.name);
  const dragging = usePageFileDrop(open);

  // A paste anywhere but in a text field: its image, or a word that there was none.
  const latest = useRef(tool);
  latest.current = tool;
  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      if (isTextEntry(event.target) || document.querySelector('[role="dialog"]')) return;
      const file = pastedImage(event.clipboardData);
      event.preventDefault();
      if (file) void latest.current.load(file, file.name);
      else latest.current.setProblem('paste-without-image');
    };
    document.addEventListener('paste', paste);
    return () => document.removeEventListener('paste', paste);
  }, []);

  // An image handed over by import's dialog (dropped there, or on this page's drawer).
  const offered = useImageHandoff((state) => state.file);
  useEffect(() => {
    const file = offered && useImageHandoff.getState().take();
    if (file) void latest.current.load(file, file.name);
  }, [offered]);

  // Progress shows only for a load that takes a while.
  const busy = loading !== null;
  useEffect(() => {
    setSlow(false);
    if (!busy) return;
    const timer = window.setTimeout(() => setSlow(true), PROGRESS_DELAY);
    return () => window.clearTimeout(timer);
  }, [busy]);

  useEffect(() => setPicking(false), [image]);

  const copy = (code: string) => void copyColors([code]);
  const fileName = image ? nameFromFile(image.name) : '';
  const paletteName = fileName || t('untitled');
  const actions = usePaletteActions(codes, paletteName, { copied: t('copiedAll'), shareName: fileName !== '', themeFrom: 'image' });
  const saving = useSavePalette();
  const save = () => saving.save(codes.slice(0, MAX_PALETTE_COLORS), paletteName);
  const pickFromScreen = async () => {
    if (!EyeDropper) return;
    try {
      const code = tryNormalizeColorCode((await new EyeDropper().open()).sRGBHex);
      if (code !== null) tool.add({ code, x: null, y: null });
    } catch {
      // Escape, or the picker was closed: nothing picked.
    }
  };

  const chooser = (
    <FileChooser ref={input} accept={ACCEPT} className="visually-hidden" tabIndex={-1} aria-hidden onFile={open} />
  );
  const title = t('title');
  const info = image?.info;
  // A slow load's progress, where it moves nothing: in the drop zone, or in place of the shown image's facts.
  const progress =
    loading !== null && slow ? (
      <Progress role="status">
        <span className="bar" aria-hidden />
        <span>{t(loading.stage === 'analysing' ? 'stage.analysing' : 'stage.decoding', { name: loading.name || t('pasted') })}</span>
      </Progress>
    ) : null;
  // The drawer lies over the page's right side: the workspace keeps clear of it, so its colours stay in reach.
  const drawerOpen = useDrawerStore((state) => state.visible);
  const drawerWide = useDrawerStore((state) => state.wide);
  const drawerWidth = drawerOpen ? (drawerWide ? tokens.sizes.drawerWide : tokens.sizes.drawer) : 0;

  return (
    <Page style={{ ['--drawer-width' as string]: `${drawerWidth}px` }}>
      <PageMeta title={title} description={t('description')} />
      <PageTitle>{title}</PageTitle>
      <Intro>{t('intro')}</Intro>
      {chooser}
      {problem ? <Problem problem={problem} onDismiss={tool.dismissProblem} /> : null}
      {image === null ? (
        tool.restoring ? (
          <Restoring aria-busy />
        ) : (
          <DropZone data-dragging={dragging || undefined} aria-busy={loading !== null}>
            <ImageUp aria-hidden className="icon" />
            <p className="lead">
              {dragging ? (
                t('dropActive')
              ) : (
                <>
                  <span className="pointer">{t('empty')}</span>
                  <span className="touch">{t('emptyTouch')}</span>
                </>
              )}
            </p>
            <Button type="button" $variant="primary" onClick={() => input.current?.click()}>
              {t('choose')}
            </Button>
            {progress ?? <p className="formats">{t('formats')}</p>}
            <p className="privacy">
              <Lock aria-hidden />
              {t('privacy')}
            </p>
          </DropZone>
        )
      ) : (
        <Workspace data-dragging={dragging || undefined}>
          <Toolbar>
            <FileFacts>
              <strong title={image.name}>{image.name || t('pasted')}</strong>
              {progress ?? (
                <span>
                  {t('size', {
                    width: info!.sourceWidth.toLocaleString(lang),
                    height: info!.sourceHeight.toLocaleString(lang),
                    megapixels: info!.megapixels.toLocaleString(lang, { maximumFractionDigits: 1 }),
                  })}
                </span>
              )}
            </FileFacts>
            <Tools>
              <Button type="button" onClick={() => input.current?.click()}>
                <ImageUp aria-hidden />
                {t('chooseAnother')}
              </Button>
              <Button
                type="button"
                aria-pressed={picking}
                aria-describedby={EyeDropper ? pickersHintId : undefined}
                $variant={picking ? 'primary' : 'secondary'}
                disabled={full}
                onClick={() => setPicking((on) => !on)}
              >
                <SquareDashedMousePointer aria-hidden />
                {t('eyedropper')}
              </Button>
              {EyeDropper ? (
                <Button type="button" aria-describedby={pickersHintId} disabled={full} onClick={pickFromScreen}>
                  <Pipette aria-hidden />
                  {t('screenPicker')}
                </Button>
              ) : null}
            </Tools>
          </Toolbar>
          {/* Two pickers side by side: what each picks from, in one line. */}
          {EyeDropper ? <PickersHint id={pickersHintId}>{t('pickersHint')}</PickersHint> : null}
          {info!.downsampled ? <Note>{t('downsampled', { megapixels: info!.megapixels.toLocaleString(lang, { maximumFractionDigits: 0 }), width: info!.width.toLocaleString(lang), height: info!.height.toLocaleString(lang) })}</Note> : null}
          <Columns>
            <StageColumn>
              <ImageStage
                image={image}
                colors={colors}
                active={active}
                onActive={setActive}
                picking={picking}
                onPick={(picked) => {
                  if (!full) tool.add(picked);
                }}
                onStopPicking={() => setPicking(false)}
                onMove={(color, picked) => (color.kind === 'added' ? tool.moveAdded(color.index, picked) : tool.move(color.index, picked))}
              />
              {/* Below the image, so turning the eyedropper on does not move the image. */}
              {picking ? <Note role="status">{t('pickingHint')}</Note> : null}
            </StageColumn>
            <Side aria-busy={palette === null}>
              <Actions>
                <PaletteActions
                  actions={actions}
                  show={['save', 'export', 'share', 'copy', 'theme']}
                  onSave={save}
                  labels={{ save: t('save'), copy: t('copyAll') }}
                  primary="save"
                  disabled={codes.length === 0}
                />
              </Actions>
              {palette !== null && palette.colors.length === 0 && edits.added.length === 0 ? (
                <Note>{t('transparent')}</Note>
              ) : (
                <ImageColors
                  colors={colors}
                  k={edits.k}
                  onK={tool.setK}
                  active={active}
                  onActive={setActive}
                  onCopy={copy}
                  onReset={(color) => tool.unmove(color.index)}
                  onRemove={(color) => tool.removeAdded(color.index)}
                />
              )}
              {Object.keys(edits.moved).length > 0 || edits.added.length > 0 ? (
                <Button type="button" $variant="ghost" onClick={tool.resetEdits}>
                  <Undo2 aria-hidden />
                  {t('resetAll')}
                </Button>
              ) : null}
            </Side>
          </Columns>
          <section aria-labelledby="image-roles">
            <SectionTitle id="image-roles">{t('roles.title')}</SectionTitle>
            <ImageRoles colors={colors} active={active} onActive={setActive} />
          </section>
          {codes.length > 0 ? (
            <section aria-labelledby="image-try-on">
              <SectionTitle id="image-try-on">{t('palettes:editor.tryOn')}</SectionTitle>
              <TryOn source={{ kind: 'palette', codes }} />
            </section>
          ) : null}
          <Privacy>
            <Lock aria-hidden />
            {t('privacy')}
          </Privacy>
        </Workspace>
      )}
      {actions.exportDialog}
      {saving.dialog}
    </Page>
  );
}

/** A problem in words, with the file's name where there is one; it stays until dismissed or the next load. */
function Problem({ problem, onDismiss }: { problem: { code: ImageProblem; name: string }; onDismiss: () => void }) {
  const { t } = useTranslation('image');
  return (
    <Alert role="alert">
      <p>{t(`problems.${problem.code}`, { name: problem.name || t('pasted') })}</p>
      <IconButton type="button" $size={36} aria-label={t('dismiss')} title={t('dismiss')} onClick={onDismiss}>
        <X aria-hidden />
      </IconButton>
    </Alert>
  );
}

const Page = styled(PageColumn)`
  ${tokens.media.desktop} {
    padding-right: var(--drawer-width, 0px);
  }
`;

const Intro = styled.p`
  max-width: 68ch;
  margin: -${tokens.space[3]}px 0 ${tokens.space[5]}px;
  color: ${tokens.colors.textMuted};
`;

const DropZone = styled.div`
  ${centredPanel(tokens.space[3])}
  border: 2px dashed ${tokens.colors.border};
  background: ${tokens.colors.surface};
  transition: border-color 150ms ease, background 150ms ease;
  .icon { width: 48px; height: 48px; color: ${tokens.colors.accent}; }
  .lead { font-size: ${tokens.fontSizes[3]}px; font-weight: ${tokens.fontWeights.bold}; }
  .formats { font-size: ${tokens.fontSizes[1]}px; color: ${tokens.colors.textMuted}; }
  .privacy {
    max-width: 60ch;
    margin-top: ${tokens.space[3]}px;
    ${mutedSmall}
    svg { width: 16px; height: 16px; margin-right: ${tokens.space[2]}px; vertical-align: -3px; }
  }
  /* Dropping and pasting are for a mouse and a keyboard; a phone chooses. */
  .touch { display: none; }
  @media (hover: none) and (pointer: coarse) {
    .pointer { display: none; }
    .touch { display: inline; }
  }
  &[data-dragging] { border-color: ${tokens.colors.accent}; background: ${tokens.colors.surfaceHover}; }
  ${tokens.media.narrow} { padding: ${tokens.space[5]}px ${tokens.space[4]}px; }
`;

const Restoring = styled.div`
  min-height: 320px;
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surface};
`;

/** A size container: the columns follow the room the page has (the drawer open beside it takes 400 px). */
const Workspace = styled.div`
  container-type: inline-size;
  ${stack(tokens.space[5])}
  border-radius: ${tokens.radius.large}px;
  &[data-dragging] { outline: 2px dashed ${tokens.colors.accent}; outline-offset: 8px; }
`;

const Toolbar = styled.div`
  ${spreadRow}
  gap: ${tokens.space[3]}px;
`;

const FileFacts = styled.div`
  display: grid;
  min-width: 0;
  strong { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  span { font-size: ${tokens.fontSizes[1]}px; color: ${tokens.colors.textMuted}; font-variant-numeric: tabular-nums; }
`;

const Tools = styled.div`
  ${cluster(tokens.space[2])}
`;

const PickersHint = styled.p`
  margin-top: -${tokens.space[2]}px;
  text-align: end;
  ${mutedSmall}
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(300px, 380px);
  align-items: start;
  gap: ${tokens.space[5]}px;
  @container (max-width: 760px) { grid-template-columns: minmax(0, 1fr); }
`;

const StageColumn = styled.div`
  ${stack(tokens.space[3])}
  min-width: 0;
`;

const Side = styled.div`
  ${stack(tokens.space[4])}
  align-content: start;
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space[2]}px;
  button { justify-content: center; }
`;

const Note = styled.p`
  padding: ${tokens.space[3]}px ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
  font-size: ${tokens.fontSizes[1]}px;
`;

const Alert = styled.div`
  ${centredRow}
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[4]}px;
  padding: ${tokens.space[2]}px ${tokens.space[2]}px ${tokens.space[2]}px ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.danger};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Progress = styled.div`
  ${stack(tokens.space[2])}
  width: min(100%, 320px);
  ${mutedSmall}
  .bar {
    position: relative;
    height: 4px;
    border-radius: ${tokens.radius.round}px;
    background: ${tokens.colors.surfaceHover};
    overflow: hidden;
  }
  .bar::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: 40%;
    border-radius: inherit;
    background: ${tokens.colors.accent};
    animation: ${slide} 1.1s ease-in-out infinite;
  }
  ${tokens.media.reducedMotion} { .bar::after { animation: none; width: 100%; opacity: 0.5; } }
`;

const Privacy = styled.p`
  ${centredRow}
  gap: ${tokens.space[2]}px;
  ${mutedSmall}
  svg { width: 16px; height: 16px; flex: none; }
`;
