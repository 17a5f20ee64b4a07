import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { gradientDeclarations } from '../../core/gradient/css';
import { gradientSlug, gradientSvg, gradientTokens, tailwindClass, tailwindUtility, type GradientExportInput } from '../../core/gradient/exports';
import { Modal } from '../../ui/Modal';
import { downloadFile } from '../../ui/export/download';
import { Actions, CopyCodeButton, DownloadButton, ExportCode, File, FormatChoice, Hint } from '../../ui/export/exportParts';
import { Field, FieldPair } from '../../ui/Panel';
import { gradientSource } from './rasterSource';

/** The image formats' preview and download, with the engine's raster: loaded when an image format is first chosen. */
const RasterPreview = lazy(() => import('./GradientRasterExport').then((module) => ({ default: module.RasterPreview })));
const RasterDownload = lazy(() => import('./GradientRasterExport').then((module) => ({ default: module.RasterDownload })));

export const GRADIENT_EXPORTS = ['css', 'tailwind', 'tailwindClass', 'svg', 'png', 'webp', 'tokens'] as const;
export type GradientExportId = (typeof GRADIENT_EXPORTS)[number];

/** Each format's file: its name after the gradient's, and its type; the Tailwind class is copied, not downloaded. */
const FILES: Record<GradientExportId, { suffix: string; mime: string } | null> = {
  css: { suffix: '.css', mime: 'text/css' },
  tailwind: { suffix: '.tailwind.css', mime: 'text/css' },
  tailwindClass: null,
  svg: { suffix: '.svg', mime: 'image/svg+xml' },
  png: { suffix: '.png', mime: 'image/png' },
  webp: { suffix: '.webp', mime: 'image/webp' },
  tokens: { suffix: '.tokens.json', mime: 'application/json' },
};

const SVG_SIZE = { width: 1600, height: 900 };
/** The largest side of an SVG, PNG or WebP export (the raster's limit, RASTER_MAX_SIDE in src/core/gradient/rasterTable.ts). */
const MAX_SIDE = 8192;

/** Whether a format is an image the engine renders (no code to show or copy). */
const isRaster = (format: GradientExportId): format is 'png' | 'webp' => format === 'png' || format === 'webp';

function exportText(format: GradientExportId, input: GradientExportInput, size: { width: number; height: number }): string {
  switch (format) {
    case 'css':
      return `.${gradientSlug(input.name)} {\n  ${gradientDeclarations(input.gradient, input.fits).replaceAll('\n', '\n  ')}\n}\n`;
    case 'tailwind':
      return tailwindUtility(input);
    case 'tailwindClass':
      return tailwindClass(input.gradient);
    case 'svg':
      return gradientSvg(input, size.width, size.height);
    case 'tokens':
      return gradientTokens(input);
    case 'png':
    case 'webp':
      return '';
  }
}

/**
 * The gradient's export: a format (CSS, Tailwind v4, SVG, PNG or lossless WebP at a size, design tokens), its code or,
 * for PNG and WebP, a preview of the image, Copy and Download.
 */
export function GradientExportDialog({ open, onClose, input }: { open: boolean; onClose: () => void; input: GradientExportInput }) {
  const { t } = useTranslation(['gradient', 'common']);
  const [format, setFormat] = useState<GradientExportId>('css');
  const [size, setSize] = useState(SVG_SIZE);
  const codeId = useId();
  const text = open ? exportText(format, input, size) : '';
  const file = FILES[format];
  const fileName = file ? `${gradientSlug(input.name)}${file.suffix}` : null;
  const label = t(`export.formats.${format}`);
  const side = (value: number, fallback: number) => (Number.isFinite(value) ? Math.min(MAX_SIDE, Math.max(1, Math.round(value))) : fallback);
  return (
    <Modal open={open} onClose={onClose} title={t('export.title')} minWidth={560}>
      <FormatChoice label={t('export.format')} ids={GRADIENT_EXPORTS} value={format} onChange={setFormat} labelOf={(id) => t(`export.formats.${id}`)} />
      <Hint>{t(`export.hints.${format}`)}</Hint>
      {format === 'svg' || isRaster(format) ? (
        <Size>
          <Field>
            <span>{t('export.width')}</span>
            <input type="number" min={1} max={MAX_SIDE} value={size.width} onChange={(event) => event.target.value !== '' && setSize({ ...size, width: side(event.target.valueAsNumber, size.width) })} />
          </Field>
          <Field>
            <span>{t('export.height')}</span>
            <input type="number" min={1} max={MAX_SIDE} value={size.height} onChange={(event) => event.target.value !== '' && setSize({ ...size, height: side(event.target.valueAsNumber, size.height) })} />
          </Field>
        </Size>
      ) : null}
      {isRaster(format) ? (
        open ? (
          <Suspense fallback={null}>
            <RasterPreview format={format} source={gradientSource(input.gradient)} width={size.width} height={size.height} label={t('export.preview', { format: label, width: size.width, height: size.height })} />
          </Suspense>
        ) : null
      ) : (
        <ExportCode id={codeId} label={t('export.code', { format: label })} text={text} />
      )}
      <Actions>
        {fileName ? <File title={fileName}>{fileName}</File> : null}
        {isRaster(format) && fileName ? (
          <Suspense fallback={null}>
            <RasterDownload source={gradientSource(input.gradient)} width={size.width} height={size.height} format={format} fileName={fileName} />
          </Suspense>
        ) : (
          <>
            <CopyCodeButton text={text} label={t('export.copy')} copied={t('export.copied')} detail={label} />
            {file && fileName ? <DownloadButton label={t('export.download')} onClick={() => downloadFile(text, fileName, file.mime)} /> : null}
          </>
        )}
      </Actions>
    </Modal>
  );
}

const Size = styled(FieldPair)`
  max-width: 320px;
  margin-bottom: 16px;
`;
