import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SCALE_EXPORT_FORMATS, type NamedScale, type ScaleExportFormatId } from '../../core/scale/exportScales';
import { exactInfo } from '../../core/exact/authoredColor';
import { Modal } from '../Modal';
import { distanceText } from '../ExactMark';
import { downloadFile } from './download';
import { Actions, CopyCodeButton, DownloadButton, ExportCode, File, FormatChoice, Hint } from './exportParts';
import { checkLabel } from '../styles';
import { tokens } from '../theme';

type ScaleExportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Every family to export, named (the neutral and Radix's dark scales included as families of their own). */
  scales: readonly NamedScale[];
};

/** How each format writes the alpha steps (exportScales.ts): sRGB with a P3 block, sRGB alone, or '#rrggbbaa'. */
const ALPHA_FORM: Record<ScaleExportFormatId, 'p3' | 'srgb' | 'hex'> = { tailwind: 'p3', css: 'p3', tailwind3: 'hex', scss: 'srgb', tokensColor: 'srgb', tokens: 'hex', json: 'srgb' };

/** Whether each format keeps a wide step (its P3 value) or writes its sRGB fallback alone. */
const WIDE_FORM: Record<ScaleExportFormatId, 'p3' | 'fallback'> = { tailwind: 'p3', css: 'p3', tailwind3: 'fallback', scss: 'fallback', tokensColor: 'p3', tokens: 'fallback', json: 'p3' };

/** Returns how many steps are wide and the farthest a fallback lies from its P3 value (ΔE_OK ×100, one decimal). */
function wideSteps(scales: readonly NamedScale[]): { readonly count: number; readonly distance: string } {
  let count = 0;
  let farthest = 0;
  for (const scale of scales) {
    for (const step of scale.steps) {
      const info = step.p3 ? exactInfo(step.p3) : null;
      if (!info) continue;
      count++;
      farthest = Math.max(farthest, info.distance);
    }
  }
  return { count, distance: distanceText(farthest) };
}

/** The file name of an export: 'scales' and the format's extension. */
function fileNameOf(extension: string): string {
  return `scales.${extension}`;
}

/**
 * Export of every scale together: Tailwind v4 `@theme` (oklch() values, optionally with hex fallbacks),
 * Tailwind v3 config, CSS custom properties, SCSS, DTCG design tokens grouped by family (colour objects, or hex strings
 * for older tools), JSON; copy or download.
 * The alpha steps go out with their scales when they are shown, and the hint says so; so do a Display P3 colour
 * system's wide steps, and the hint says how each format writes them.
 */
export function ScaleExportDialog({ open, onClose, scales }: ScaleExportDialogProps) {
  const { t } = useTranslation('scale');
  const [formatId, setFormatId] = useState<ScaleExportFormatId>('tailwind');
  const [hexFallback, setHexFallback] = useState(false);
  const format = SCALE_EXPORT_FORMATS.find((f) => f.id === formatId) ?? SCALE_EXPORT_FORMATS[0];
  const text = open ? format.generate(scales, { hexFallback }) : '';
  const label = t(`export.formats.${format.id}.label`);
  const wide = useMemo(() => (open ? wideSteps(scales) : { count: 0, distance: '0' }), [open, scales]);

  return (
    <Modal open={open} onClose={onClose} title={t('export.title')} minWidth={560} maxWidth={760}>
      <FormatChoice
        label={t('export.format')}
        ids={SCALE_EXPORT_FORMATS.map((f) => f.id)}
        value={formatId}
        onChange={setFormatId}
        labelOf={(id) => t(`export.formats.${id}.label`)}
      />
      <Hint>{t(`export.formats.${format.id}.hint`)}</Hint>
      {scales.some((scale) => (scale.alpha?.length ?? 0) > 0) ? <Hint>{t(`export.alphaNote.${ALPHA_FORM[format.id]}`)}</Hint> : null}
      {wide.count > 0 ? <Hint>{t(`export.wideNote.${WIDE_FORM[format.id]}`, wide)}</Hint> : null}
      {format.id === 'tailwind' ? (
        <Option>
          <input type="checkbox" checked={hexFallback} onChange={(event) => setHexFallback(event.target.checked)} />
          <span>{t('export.hexFallback')}</span>
        </Option>
      ) : null}
      <ExportCode label={t('export.code', { format: label })} text={text} />
      <Actions>
        <File title={fileNameOf(format.extension)}>{fileNameOf(format.extension)}</File>
        <CopyCodeButton text={text} label={t('export.copy')} copied={t('export.copied')} detail={label} />
        <DownloadButton label={t('export.download')} onClick={() => downloadFile(text, fileNameOf(format.extension), format.mime)} />
      </Actions>
    </Modal>
  );
}

const Option = styled.label`
  ${checkLabel(32)}
  margin-bottom: ${tokens.space[3]}px;
  font-size: ${tokens.fontSizes[1]}px;
`;
