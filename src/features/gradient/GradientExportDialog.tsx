import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { gradientDeclarations } from '../../core/gradient/css';
import { gradientSlug, gradientSvg, gradientTokens, tailwindClass, tailwindUtility, type GradientExportInput } from '../../core/gradient/exports';
import { Modal } from '../../ui/Modal';
import { downloadFile } from '../../ui/export/download';
import { Actions, CopyCodeButton, DownloadButton, ExportCode, File, FormatChoice, Hint } from '../../ui/export/exportParts';
import { Field, FieldPair } from './Panel';

export const GRADIENT_EXPORTS = ['css', 'tailwind', 'tailwindClass', 'svg', 'tokens'] as const;
export type GradientExportId = (typeof GRADIENT_EXPORTS)[number];

/** Each format's file: its name after the gradient's, and its type; the Tailwind class is copied, not downloaded. */
const FILES: Record<GradientExportId, { suffix: string; mime: string } | null> = {
  css: { suffix: '.css', mime: 'text/css' },
  tailwind: { suffix: '.tailwind.css', mime: 'text/css' },
  tailwindClass: null,
  svg: { suffix: '.svg', mime: 'image/svg+xml' },
  tokens: { suffix: '.tokens.json', mime: 'application/json' },
};

const SVG_SIZE = { width: 1600, height: 900 };
const MAX_SVG_SIDE = 8192;

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
  }
}

/** The gradient's export: a format (CSS, Tailwind v4, SVG at a size, design tokens), its code, Copy and Download. */
export function GradientExportDialog({ open, onClose, input }: { open: boolean; onClose: () => void; input: GradientExportInput }) {
  const { t } = useTranslation(['gradient', 'common']);
  const [format, setFormat] = useState<GradientExportId>('css');
  const [size, setSize] = useState(SVG_SIZE);
  const codeId = useId();
  const text = open ? exportText(format, input, size) : '';
  const file = FILES[format];
  const fileName = file ? `${gradientSlug(input.name)}${file.suffix}` : null;
  const label = t(`export.formats.${format}`);
  const side = (value: number, fallback: number) => (Number.isFinite(value) ? Math.min(MAX_SVG_SIDE, Math.max(1, Math.round(value))) : fallback);
  return (
    <Modal open={open} onClose={onClose} title={t('export.title')} minWidth={560}>
      <FormatChoice label={t('export.format')} ids={GRADIENT_EXPORTS} value={format} onChange={setFormat} labelOf={(id) => t(`export.formats.${id}`)} />
      <Hint>{t(`export.hints.${format}`)}</Hint>
      {format === 'svg' ? (
        <Size>
          <Field>
            <span>{t('export.width')}</span>
            <input type="number" min={1} max={MAX_SVG_SIDE} value={size.width} onChange={(event) => event.target.value !== '' && setSize({ ...size, width: side(event.target.valueAsNumber, size.width) })} />
          </Field>
          <Field>
            <span>{t('export.height')}</span>
            <input type="number" min={1} max={MAX_SVG_SIDE} value={size.height} onChange={(event) => event.target.value !== '' && setSize({ ...size, height: side(event.target.valueAsNumber, size.height) })} />
          </Field>
        </Size>
      ) : null}
      <ExportCode id={codeId} label={t('export.code', { format: label })} text={text} />
      <Actions>
        {fileName ? <File title={fileName}>{fileName}</File> : null}
        <CopyCodeButton text={text} label={t('export.copy')} copied={t('export.copied')} detail={label} />
        {file && fileName ? <DownloadButton label={t('export.download')} onClick={() => downloadFile(text, fileName, file.mime)} /> : null}
      </Actions>
    </Modal>
  );
}

const Size = styled(FieldPair)`
  max-width: 320px;
  margin-bottom: 16px;
`;
