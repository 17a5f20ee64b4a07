import { useId, useMemo, useRef, useState } from 'react';
import { Copy, Download, FileUp, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { parseSharedColors } from '../../core/model/share';
import { usePalettesStore } from '../../stores/palettes';
import { showToast } from '../../stores/toasts';
import { Button } from '../../ui/Button';
import { copyText } from '../../ui/clipboard';
import { DropZone } from '../../ui/DropZone';
import { downloadFile } from '../../ui/export/download';
import { FileChooser } from '../../ui/FileChooser';
import { PageColumn, PageIntro, PageTitle } from '../../ui/Page';
import { PageMeta } from '../../ui/PageMeta';
import { cluster, ellipsis, stack } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { useDropTarget } from '../../ui/useDropTarget';
import { VisionFilters } from '../../ui/vision/VisionFilters';
import { ArtworkPreview, VisionStrip } from './ArtworkPreview';
import { GroupList } from './GroupList';
import { PalettePicker, SAMPLE_PALETTE, type PaletteSource } from './PalettePicker';
import { readArtwork, RECOLOR_MAX_BYTES, type ArtworkError } from './readArtwork';
import { SAMPLE_ARTWORK } from './sampleArtwork';
import { loadRecolorCore, useRecolor, type LoadedArtwork } from './useRecolor';

/**
 * The artwork recolouring tool: an SVG (an illustration, icons, a logo) dropped or chosen, its paints grouped in
 * OKLab and each group given a colour of a palette (the link's, a saved one, or the sample), matched by lightness
 * until the person picks another; shown before and after, under each colour vision, and downloaded or copied as SVG.
 * The file is read in the page and never sent anywhere.
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

  const [artwork, setArtwork] = useState<LoadedArtwork | null>(null);
  const [error, setError] = useState<ArtworkError | null>(null);
  const filterId = useId().replace(/:/g, '');
  const chooser = useRef<HTMLInputElement>(null);
  const { result, choose, reset } = useRecolor(artwork, palette);

  const open = async (file: File) => {
    const [read, core] = await Promise.all([readArtwork(file), loadRecolorCore()]);
    if ('error' in read) setError(read.error);
    else {
      setError(null);
      setArtwork({ ...read.artwork, core });
    }
  };
  const { dragging, handlers } = useDropTarget((file) => void open(file));
  const sample = async () => {
    const core = await loadRecolorCore();
    setError(null);
    setArtwork({ name: t('sampleName'), text: SAMPLE_ARTWORK, core });
  };
  const fileName = artwork ? t('export.fileName', { name: artwork.name.replace(/[\\/:*?"<>|]+/g, '-') }) : '';
  const noColors = result !== null && result.clusters.length === 0;
  const title = t('common:titles.recolor');

  const chooseButton = (label: string) => (
    <Button type="button" $variant={artwork ? 'secondary' : 'primary'} onClick={() => chooser.current?.click()}>
      <FileUp aria-hidden />
      {label}
    </Button>
  );

  return (
    <PageColumn $width={1180}>
      <PageMeta title={title} description={t('description')} />
      <PageTitle>{title}</PageTitle>
      <PageIntro>{t('intro')}</PageIntro>
      <FileChooser ref={chooser} accept=".svg,image/svg+xml" hidden onFile={(file) => void open(file)} />
      <VisionFilters id={filterId} />
      {error ? (
        <Alert role="alert">{t(`errors.${error.kind}`, { name: error.name, size: error.size, limit: formatMegabytes(RECOLOR_MAX_BYTES) })}</Alert>
      ) : null}
      {noColors && artwork ? <Alert role="alert">{t('errors.noColors', { name: artwork.name })}</Alert> : null}
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
              <ArtworkPreview title={t('preview.original')} alt={t('preview.originalAlt', { name: artwork.name })} svg={artwork.text} />
              <ArtworkPreview title={t('preview.recolored')} alt={t('preview.recoloredAlt', { name: artwork.name })} svg={result?.text ?? artwork.text} />
            </PreviewPair>
            <VisionStrip svg={result?.text ?? artwork.text} name={artwork.name} filterId={filterId} />
          </Previews>
          <Side>
            <PalettePicker source={source} linked={linked} palettes={palettes} palette={palette} onChange={setSource} />
            {result && !noColors ? (
              <GroupList result={result} palette={palette} onChoose={choose} onReset={reset} />
            ) : null}
            {result && result.skipped > 0 ? <Note>{t('errors.skipped', { count: result.skipped })}</Note> : null}
            <Actions>
              <Button type="button" $variant="primary" disabled={!result || noColors} onClick={() => result && downloadFile(result.text, fileName, 'image/svg+xml')}>
                <Download aria-hidden />
                {t('export.download')}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={!result || noColors}
                onClick={async () => {
                  if (result && (await copyText(result.text))) showToast(t('export.copied'));
                }}
              >
                <Copy aria-hidden />
                {t('export.copy')}
              </Button>
            </Actions>
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
