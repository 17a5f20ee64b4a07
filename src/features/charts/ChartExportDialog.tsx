import { useId, useState } from 'react';
import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CHART_EXPORTS, CHART_EXPORT_FILES, chartExport, chartExportFile, type ChartExportId, type ChartExportInput } from '../../core/charts/chartExports';
import { showToast } from '../../stores/toasts';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { copyText } from '../../ui/clipboard';
import { downloadFile } from '../../ui/export/download';
import { Actions, CodeBox, File, FormatChoice, Hint } from '../../ui/export/exportParts';

/** The chart palette's export (issue 30): a format, its code, Copy and Download. */
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
      <CodeBox id={codeId} role="region" tabIndex={0} aria-label={t('export.code', { format: label })}>
        <code>{text}</code>
      </CodeBox>
      <Actions>
        <File title={file}>{file}</File>
        <Button
          type="button"
          onClick={async () => {
            if (await copyText(text)) showToast(t('export.copied'), label);
            else showToast(t('common:copy.failed'));
          }}
        >
          <Copy aria-hidden />
          {t('export.copy')}
        </Button>
        <Button type="button" $variant="primary" onClick={() => downloadFile(text, file, CHART_EXPORT_FILES[format].mime)}>
          <Download aria-hidden />
          {t('export.download')}
        </Button>
      </Actions>
    </Modal>
  );
}
