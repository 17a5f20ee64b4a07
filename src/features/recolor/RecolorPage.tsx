import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Copy, Download, FileUp, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { IMAGE_PALETTE_DEFAULT_COLORS, IMAGE_PALETTE_MAX_COLORS, IMAGE_PALETTE_MIN_COLORS } from '../../core/image/imageRules';
import { parseSharedColors } from '../../core/model/share';
import { colorEngine, type ImageLoadError } from '../../engine/client';
import { usePalettesStore } from '../../stores/palettes';
import { showToast } from '../../stores/toasts';
import { Button } from '../../ui/Button';
import { copyText } from '../../ui/clipboard';
import { DropZone } from '../../ui/DropZone';
import { downloadFile } from '../../ui/export/download';
import { FileChooser } from '../../ui/FileChooser';
import { PageColumn, PageIntro, PageTitle } from '../../ui/Page';
import { Field } from '../../ui/Panel';
import { Select } from '../../ui/Select';
import { PageMeta } from '../../ui/PageMeta';
import { cluster, ellipsis, stack } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { useDropTarget } from '../../ui/useDropTarget';
import { VisionFilters } from '../../ui/vision/VisionFilters';
import { ArtworkPreview, VisionStrip, type ArtworkSource } from './ArtworkPreview';
import { GroupList } from './GroupList';
import { PalettePicker, SAMPLE_PALETTE, type PaletteSource } from './PalettePicker';
import { readArtwork, RECOLOR_MAX_BYTES, type ArtworkError } from './readArtwork';
import { SAMPLE_ARTWORK } from './sampleArtwork';
import { loadRecolorCore, useRecolorSvg, type LoadedSvg } from './useRecolor';
import { useRecolorImage, type LoadedImage } from './useRecolorImage';

/** The error shown for an image the engine could not load (a load replaced by a later one says nothing). */
const LOAD_ERRORS: Record<Exclude<ImageLoadError, 'cancelled'>, ArtworkError['kind']> = {
  'not-image': 'notArtwork',
  svg: 'notArtwork',
  corrupt: 'corrupt',
  empty: 'empty',
  'too-large': 'imageTooLarge',
  unsupported: 'unsupported',
};

/** The choices of the number of groups an image is split into: the image palette's sizes. */
const GROUP_COUNTS = Array.from({ length: IMAGE_PALETTE_MAX_COLORS - IMAGE_PALETTE_MIN_COLORS + 1 }, (_, i) => String(IMAGE_PALETTE_MIN_COLORS + i));

/**
 * The artwork recolouring tool. An SVG (an illustration, icons, a logo): its paints grouped in OKLab, each group given
 * a colour of a palette (the link's, a saved one, or the sample), matched by lightness until the person picks another,
 * downloaded or copied as SVG. A photo or raster image: decoded and held in the engine's worker, its main colours the
 * groups, recoloured there by a palette transfer, downloaded as PNG. Both shown before and after and under each colour
 * vision. Nothing is sent anywhere.
 */
export default function RecolorPage() {
  const { t } = useTranslation(['recolor', 'common']);
  const [params] = useSearchParams();
  const linked = useMemo(() => parseSharedColors(params.get('colors')), [params]);
  const palettes = usePalettesStore((state) => state.palettes);
  const [source, setSource] = useState<PaletteSource>(linked.length > 0 ? { kind: 'link' } : palettes.length > 0 ? { kind: 'saved', uuid: palettes[0].uuid } : { kind: 'sample' });
  const palette = useMemo(() => {
    if (source.kind === 'link' && linked.length > 0) return linked;
    const saved = source.kind === 'saved' ? palettes.find((p) => p.uuid === source.uuid) : undefined;
    return saved && saved.colors.length > 0 ? saved.colors.map((color) => color.code) : SAMPLE_PALETTE;
  }, [source, linked, palettes]);

  const [artwork, setArtwork] = useState<LoadedSvg | LoadedImage | null>(null);
  const [error, setError] = useState<ArtworkError | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [groupCount, setGroupCount] = useState(IMAGE_PALETTE_DEFAULT_COLORS);
  const [preparing, setPreparing] = useState(false);
  const loads = useRef(0);
  const filterId = useId().replace(/:/g, '');
  const chooser = useRef<HTMLInputElement>(null);
  const svg = useRecolorSvg(artwork?.kind === 'svg' ? artwork : null, palette);
  const image = useRecolorImage(artwork?.kind === 'image' ? artwork : null, palette, groupCount);

  // An image's file address goes with it; the engine forgets the image with the page.
  useEffect(() => () => {
    if (artwork?.kind === 'image') URL.revokeObjectURL(artwork.url);
  }, [artwork]);
  useEffect(() => () => void colorEngine().then((engine) => engine.closeImage()), []);

  /** Opens a file: an SVG read here, an image decoded in the engine; a refused file leaves the artwork shown as it was. */
  const open = async (file: File) => {
    const token = ++loads.current;
    const [read, core] = await Promise.all([readArtwork(file), loadRecolorCore()]);
    if (token !== loads.current) return;
    // This file replaces any image still opening.
    setLoading(null);
    if ('error' in read) return setError(read.error);
    if (read.artwork.kind === 'svg') {
      setError(null);
      return setArtwork({ ...read.artwork, core });
    }
    setLoading(file.name);
    const loaded = await (await colorEngine()).loadImage(read.artwork.file);
    if (token !== loads.current) return;
    setLoading(null);
    if (!loaded.ok) {
      if (loaded.error !== 'cancelled') setError({ kind: LOAD_ERRORS[loaded.error], name: file.name });
      return;
    }
    setError(null);
    setArtwork({ kind: 'image', name: read.artwork.name, url: URL.createObjectURL(read.artwork.file), info: loaded.image, core });
  };
  const { dragging, handlers } = useDropTarget((file) => void open(file));
  const sample = async () => {
    const token = ++loads.current;
    const core = await loadRecolorCore();
    if (token !== loads.current) return;
    setLoading(null);
    setError(null);
    setArtwork({ kind: 'svg', name: t('sampleName'), text: SAMPLE_ARTWORK, core });
  };
  const safeName = artwork ? artwork.name.replace(/[\\/:*?"<>|]+/g, '-') : '';
  const noColors = svg.result !== null && svg.result.clusters.length === 0;
  const title = t('common:titles.recolor');

  const downloadPng = async () => {
    if (!image.shifts) return;
    setPreparing(true);
    try {
      const png = await (await colorEngine()).recolorImagePng(image.shifts);
      if (png) downloadFile(png, t('export.pngName', { name: safeName }), 'image/png');
    } finally {
      setPreparing(false);
    }
  };

  const chooseButton = (label: string) => (
    <Button type="button" $variant={artwork ? 'secondary' : 'primary'} onClick={() => chooser.current?.click()}>
      <FileUp aria-hidden />
      {label}
    </Button>
  );

  let before: ArtworkSource | null = null;
  let after: ArtworkSource | null = null;
  if (artwork?.kind === 'svg') {
    before = { svg: artwork.text };
    after = { svg: svg.result?.text ?? artwork.text };
  } else if (artwork?.kind === 'image') {
    before = { url: artwork.url };
    after = image.preview ? { bitmap: image.preview } : null;
  }

  return (
    <PageColumn $width={1180}>
      <PageMeta title={title} description={t('description')} />
      <PageTitle>{title}</PageTitle>
      <PageIntro>{t('intro')}</PageIntro>
      <FileChooser ref={chooser} accept=".svg,image/svg+xml,image/*" hidden onFile={(file) => void open(file)} />
      <VisionFilters id={filterId} />
      {error ? (
        <Alert role="alert">{t(`errors.${error.kind}`, { name: error.name, size: error.size, limit: formatMegabytes(RECOLOR_MAX_BYTES) })}</Alert>
      ) : null}
      {noColors && artwork ? <Alert role="alert">{t('errors.noColors', { name: artwork.name })}</Alert> : null}
      {loading ? <Status role="status">{t('drop.loading', { name: loading })}</Status> : null}
      {!artwork ? (
        <Layout>
          <Empty {...handlers} data-dragging={dragging || undefined}>
            <FileUp aria-hidden />
            <div>
              <strong>{t('drop.title')}</strong>
              <p>{t('drop.hint', { size: formatMegabytes(RECOLOR_MAX_BYTES) })}</p>
            </div>
            <EmptyActions>
              {chooseButton(t('drop.choose'))}
              <Button type="button" $variant="secondary" onClick={() => void sample()}>
                <Sparkles aria-hidden />
                {t('drop.sample')}
              </Button>
            </EmptyActions>
          </Empty>
          <PalettePicker source={source} linked={linked} palettes={palettes} palette={palette} onChange={setSource} />
        </Layout>
      ) : (
        <Layout {...handlers} data-dragging={dragging || undefined}>
          <Previews>
            <Toolbar>
              <FileName>{artwork.name}</FileName>
              {chooseButton(t('drop.replace'))}
            </Toolbar>
            <PreviewPair>
              <ArtworkPreview title={t('preview.original')} alt={t('preview.originalAlt', { name: artwork.name })} source={before} />
              <ArtworkPreview title={t('preview.recolored')} alt={t('preview.recoloredAlt', { name: artwork.name })} source={after} busy={artwork.kind === 'image' && image.pending} />
            </PreviewPair>
            <VisionStrip source={after} name={artwork.name} filterId={filterId} />
          </Previews>
          <Side>
            <PalettePicker source={source} linked={linked} palettes={palettes} palette={palette} onChange={setSource} />
            {artwork.kind === 'svg' && svg.result && !noColors ? (
              <GroupList
                clusters={svg.result.clusters}
                groups={svg.groups}
                palette={palette}
                summary={t('groups.summary', { count: svg.result.clusters.length, paints: svg.result.paintCount, colors: svg.result.colorCount })}
                detailOf={(cluster, percent) => t('groups.detail', { percent, count: cluster.members.length })}
              />
            ) : null}
            {artwork.kind === 'image' && image.clusters ? (
              <GroupList
                clusters={image.clusters}
                groups={image.groups}
                palette={palette}
                summary={t('groups.summaryImage', { count: image.clusters.length })}
                detailOf={(_, percent) => t('groups.detailImage', { percent })}
              >
                <CountField>
                  <span>{t('groups.count')}</span>
                  <Select options={GROUP_COUNTS} value={String(groupCount)} labelOf={(count) => count} onChange={(next) => setGroupCount(Number(next))} />
                </CountField>
              </GroupList>
            ) : null}
            {artwork.kind === 'svg' && svg.result && svg.result.skipped > 0 ? <Note>{t('errors.skipped', { count: svg.result.skipped })}</Note> : null}
            {artwork.kind === 'image' && artwork.info.downsampled ? (
              <Note>{t('notes.downsampled', { width: artwork.info.width, height: artwork.info.height, megapixels: Math.round(artwork.info.megapixels) })}</Note>
            ) : null}
            {artwork.kind === 'svg' ? (
              <Actions>
                <Button type="button" $variant="primary" disabled={!svg.result || noColors} onClick={() => svg.result && downloadFile(svg.result.text, t('export.fileName', { name: safeName }), 'image/svg+xml')}>
                  <Download aria-hidden />
                  {t('export.download')}
                </Button>
                <Button
                  type="button"
                  $variant="secondary"
                  disabled={!svg.result || noColors}
                  onClick={async () => {
                    if (svg.result && (await copyText(svg.result.text))) showToast(t('export.copied'));
                  }}
                >
                  <Copy aria-hidden />
                  {t('export.copy')}
                </Button>
              </Actions>
            ) : (
              <Actions>
                <Button type="button" $variant="primary" disabled={!image.shifts || preparing} onClick={() => void downloadPng()}>
                  <Download aria-hidden />
                  {preparing ? t('export.preparing') : t('export.downloadPng')}
                </Button>
              </Actions>
            )}
          </Side>
        </Layout>
      )}
    </PageColumn>
  );
}

/** A byte count as megabytes, for the size limit and a refused file ("5 MB"). */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes >= 10 || Number.isInteger(megabytes) ? Math.round(megabytes) : megabytes.toFixed(1)} MB`;
}

const Alert = styled.p`
  margin: 0 0 ${tokens.space[3]}px;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
  border-radius: ${tokens.radius.medium}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
`;

/** The number of an image's groups: a label and a narrow choice on one line. */
const CountField = styled(Field)`
  display: flex;
  flex-direction: row;
  align-items: center;
  justify-content: space-between;
  select { width: 5.5rem; }
`;

const Status = styled.p`
  margin: 0 0 ${tokens.space[3]}px;
  color: ${tokens.colors.textMuted};
`;

const Empty = styled(DropZone)`
  flex-direction: column;
  min-height: 320px;
  text-align: center;
  > svg { width: 32px; height: 32px; }
  strong { display: block; font-size: ${tokens.fontSizes[3]}px; color: ${tokens.colors.text}; }
  p { margin: ${tokens.space[1]}px 0 0; }
  &[data-dragging] { border-color: ${tokens.colors.accent}; }
`;

const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space[2]}px;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 360px;
  gap: ${tokens.space[5]}px;
  align-items: start;
  border-radius: ${tokens.radius.large}px;
  outline: 2px dashed transparent;
  outline-offset: 6px;
  &[data-dragging] { outline-color: ${tokens.colors.accent}; }
  ${tokens.media.narrow} { grid-template-columns: minmax(0, 1fr); }
`;

const Previews = styled.div`
  ${stack(tokens.space[3])}
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
`;

const FileName = styled.p`
  margin: 0;
  min-width: 0;
  font-weight: ${tokens.fontWeights.bold};
  ${ellipsis}
`;

const PreviewPair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space[3]}px;
  ${tokens.media.narrow} { grid-template-columns: minmax(0, 1fr); }
`;

const Side = styled.div`
  ${stack(tokens.space[4])}
  min-width: 0;
`;

const Actions = styled.div`
  ${cluster(tokens.space[2])}
`;

const Note = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;
