import { useEffect, useId, useState } from 'react';
import { Download, FileCheck2, FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { backupFileName, encodeBackup, MAX_BACKUP_BYTES } from '../../../core/backup/backupFile';
import { canKeepFile, allowKeptFile, chooseKeptFile, keepFileUpToDate, stopKeepingFile, useKeptFileStore } from '../../../stores/backupFile';
import { useBackupStatusStore } from '../../../stores/backupStatus';
import { useHistoryStore } from '../../../stores/history';
import { collectBackup, lastImageSize } from '../../../stores/library';
import { usePalettesStore } from '../../../stores/palettes';
import { useThemesStore } from '../../../stores/themes';
import { useTemplatesStore } from '../../../stores/exportTemplates';
import { useGradientsStore } from '../../../stores/gradients';
import { useLiveLinkStore } from '../../../stores/liveLink';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../../ui/Button';
import { downloadFile } from '../../../ui/export/download';
import { useLanguage } from '../../../ui/i18n';
import { Modal } from '../../../ui/Modal';
import { tokens } from '../../../ui/theme';
import { cluster, mutedSmall, stack } from '../../../ui/styles';
import { byteSize } from './when';

/** The largest image offered for a backup: base64 grows it by a third, and the file must stay under 20 MB. */
const MAX_IMAGE_BYTES = Math.floor((MAX_BACKUP_BYTES * 3) / 4) - 1024 * 1024;

/**
 * "Back up": what the file will hold, the image tool's last image on request, and the download
 * (`irodori-backup-YYYY-MM-DD.json`); where the browser can, a file kept up to date after every change instead.
 */
export function BackupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('data');
  const lang = useLanguage();
  const palettes = usePalettesStore((state) => state.palettes);
  const history = useHistoryStore((state) => state.entries);
  const themes = useThemesStore((state) => state.themes);
  const templates = useTemplatesStore((state) => state.templates);
  const gradients = useGradientsStore((state) => state.gradients);
  const siteCount = Object.keys(useLiveLinkStore((state) => state.sites)).length;
  const keptFile = useBackupStatusStore((state) => state.status.keptFile);
  const keptState = useKeptFileStore((state) => state.state);
  const backedUp = useBackupStatusStore((state) => state.backedUp);
  const [imageSize, setImageSize] = useState<number | null>(null);
  const [withImage, setWithImage] = useState(false);
  const [busy, setBusy] = useState(false);
  const imageId = useId();
  const colorCount = palettes.reduce((sum, palette) => sum + palette.colors.length, 0);

  useEffect(() => {
    if (!open) return;
    void lastImageSize().then(setImageSize);
    if (keptFile !== null) keepFileUpToDate();
  }, [open, keptFile]);

  const imageFits = imageSize !== null && imageSize <= MAX_IMAGE_BYTES;

  const download = async () => {
    setBusy(true);
    try {
      const backup = await collectBackup(withImage && imageFits);
      downloadFile(encodeBackup(backup), backupFileName(new Date()), 'application/json');
      backedUp();
      showToast(t('backup.done'), t('backup.doneDetail', { count: backup.palettes.length }));
      onClose();
    } catch {
      showToast(t('backup.failed'));
    } finally {
      setBusy(false);
    }
  };

  const keep = async () => {
    if (await chooseKeptFile(t('backup.fileType'))) showToast(t('backup.keeping'), useBackupStatusStore.getState().status.keptFile ?? undefined);
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('backup.title')}
      minWidth={480}
      maxWidth={560}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('palettes:dialog.cancel')}
          </Button>
          <Button type="button" $variant="primary" onClick={() => void download()} disabled={busy}>
            <Download aria-hidden />
            {t('backup.download')}
          </Button>
        </>
      }
    >
      <Body>
        <p>{t('backup.intro')}</p>
        <Holds>
          <li>{t('backup.palettes', { count: palettes.length, colors: t('palettes:count', { count: colorCount }) })}</li>
          <li>{t('backup.history', { count: history.length })}</li>
          {themes.length > 0 ? <li>{t('backup.themes', { count: themes.length })}</li> : null}
          {templates.length > 0 ? <li>{t('backup.templates', { count: templates.length })}</li> : null}
          {gradients.length > 0 ? <li>{t('backup.gradients', { count: gradients.length })}</li> : null}
          {siteCount > 0 ? <li>{t('backup.liveSites', { count: siteCount })}</li> : null}
          <li>{t('backup.settings')}</li>
        </Holds>
        {imageSize !== null ? (
          <Check>
            <input id={imageId} type="checkbox" checked={withImage && imageFits} disabled={!imageFits} onChange={(event) => setWithImage(event.target.checked)} />
            <label htmlFor={imageId}>
              {t('backup.image', { size: byteSize(imageSize, lang) })}
              {!imageFits ? <Note>{t('backup.imageTooLarge')}</Note> : null}
            </label>
          </Check>
        ) : null}
        {canKeepFile() ? (
          <Keep aria-labelledby={`${imageId}-keep`}>
            <h3 id={`${imageId}-keep`}>{t('backup.keepTitle')}</h3>
            {keptFile === null ? (
              <>
                <p>{t('backup.keepIntro')}</p>
                <Row>
                  <Button type="button" onClick={() => void keep()}>
                    <FolderOpen aria-hidden />
                    {t('backup.keepChoose')}
                  </Button>
                </Row>
              </>
            ) : (
              <>
                <p role="status">
                  <FileCheck2 aria-hidden />
                  {keptState === 'needsPermission'
                    ? t('backup.keptNeedsPermission', { name: keptFile })
                    : keptState === 'failed'
                      ? t('backup.keptFailed', { name: keptFile })
                      : keptState === 'writing'
                        ? t('backup.keptWriting', { name: keptFile })
                        : t('backup.kept', { name: keptFile })}
                </p>
                <Row>
                  {keptState === 'needsPermission' || keptState === 'failed' ? (
                    <Button type="button" onClick={() => void allowKeptFile()}>
                      {t('backup.keptAllow')}
                    </Button>
                  ) : null}
                  <Button type="button" $variant="ghost" onClick={() => void stopKeepingFile()}>
                    {t('backup.keptStop')}
                  </Button>
                </Row>
              </>
            )}
          </Keep>
        ) : null}
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  ${stack(tokens.space[4])}
  p { max-width: 60ch; }
`;

const Holds = styled.ul`
  ${stack(tokens.space[2])}
  margin: 0;
  padding-left: ${tokens.space[4] + 4}px;
`;

const Check = styled.div`
  display: flex;
  gap: ${tokens.space[3]}px;
  align-items: flex-start;
  input { width: 18px; height: 18px; margin-top: 2px; accent-color: ${tokens.colors.accent}; }
`;

const Note = styled.span`
  display: block;
  ${mutedSmall}
`;

const Keep = styled.section`
  ${stack(tokens.space[3])}
  padding-top: ${tokens.space[4]}px;
  border-top: 1px solid ${tokens.colors.border};
  h3 { font-size: ${tokens.fontSizes[2]}px; }
  p { ${mutedSmall} }
  p[role='status'] {
    display: flex;
    gap: ${tokens.space[3]}px;
    align-items: center;
    color: ${tokens.colors.text};
    svg { width: 18px; height: 18px; flex: none; color: ${tokens.colors.accent}; }
  }
`;

const Row = styled.div`
  ${cluster(tokens.space[3])}
`;
