import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_EXPORTS, CHART_EXPORT_FILES, chartExport, chartExportFile, type ChartExportId, type ChartExportInput } from '../../core/charts/chartExports';
import { Modal } from '../../ui/Modal';
import { downloadFile } from '../../ui/export/download';
import { Actions, CopyCodeButton, DownloadButton, ExportCode, File, FormatChoice, Hint } from '../../ui/export/exportParts';

/** The chart palette's export: a format, its code, Copy and Download. */
export function ChartExportDialog({ open, onClose, input }: { open: boolean; onClose: () => void; input: ChartExportInput }) {
  const { t } = useTranslation(['charts', 'common']);
  const [format, setFormat] = useState<ChartExportId>('js');
  const codeId = useId();
  const text = open ? chartExport(format, input) : '';
  const file = chartExportFile(format, input.name);
  const label = t(`export.formats.${format}`);
  return (
    <Modal open={open} onClose={onClose} title={t('export.title')} minWidth={560}>
      <FormatChoice label={t('export.format')} ids={CHART_EXPORTS} value={format} onChange={setFormat} labelOf={(id) => t(`export.formats.${id}`)} />
      <Hint>{t(`export.hints.${format}`)}</Hint>
      <ExportCode id={codeId} label={t('export.code', { format: label })} text={text} />
      <Actions>
        <File title={file}>{file}</File>
        <CopyCodeButton text={text} label={t('export.copy')} copied={t('export.copied')} detail={label} />
        <DownloadButton label={t('export.download')} onClick={() => downloadFile(text, file, CHART_EXPORT_FILES[format].mime)} />
      </Actions>
    </Modal>
  );
}
