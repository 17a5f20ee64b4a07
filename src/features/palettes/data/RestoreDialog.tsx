import { useEffect, useId, useRef, useState } from 'react';
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { checkBackupSize, decodeBackup, MAX_PALETTE_NAME, type Backup, type BackupError } from '../../../core/backup/backupFile';
import { mergeLibrary, planRestore, type RestorePlan } from '../../../core/backup/restorePlan';
import { toAuthoredPalette } from '../../../core/model/codecs';
import { cssOf } from '../../../core/exact/authoredColor';
import { newUuid } from '../../../core/uuid';
import { useHistoryStore } from '../../../stores/history';
import { lastImageSize, restoreLibrary } from '../../../stores/library';
import { useThemesStore } from '../../../stores/themes';
import { mergeThemes } from '../../../core/model/themes';
import { mergeTemplates } from '../../../core/model/exportTemplates';
import { useTemplatesStore } from '../../../stores/exportTemplates';
import { mergeGradients } from '../../../core/model/gradients';
import { useGradientsStore } from '../../../stores/gradients';
import { useLiveLinkStore } from '../../../stores/liveLink';
import { mergeSites } from '../../../core/live/sites';
import { usePalettesStore } from '../../../stores/palettes';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../../ui/Button';
import { FileChooser } from '../../../ui/FileChooser';
import { useLanguage } from '../../../ui/i18n';
import { freshEachOpening } from '../../../ui/freshEachOpening';
import { Modal } from '../../../ui/Modal';
import { useDropTarget } from '../../../ui/useDropTarget';
import { SegmentedControl } from '../../../ui/SegmentedControl';
import { tokens } from '../../../ui/theme';
import { centredRow, mutedSmall, stack } from '../../../ui/styles';
import { dateTime } from './when';

type RestoreDialogProps = {
  open: boolean;
  onClose: () => void;
  /** A backup file dropped on the page that opened the dialog. */
  initialFile?: File | null;
};

/** A file read: the backup and its name, or why it cannot be restored. */
type Read = { name: string } & ({ backup: Backup; migratedFrom: number | null } | { error: BackupError | { kind: 'unreadable' } });

/** Reads a chosen or dropped file as a backup; never throws. */
async function readBackupFile(file: File): Promise<Read> {
  const tooLarge = checkBackupSize(file.size);
  if (tooLarge) return { name: file.name, error: tooLarge };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { name: file.name, error: { kind: 'unreadable' } };
  }
  const result = decodeBackup(text);
  return result.ok ? { name: file.name, backup: result.backup, migratedFrom: result.migratedFrom } : { name: file.name, error: result.error };
}

/**
 * "Restore": a backup file, chosen or dropped, previewed (what it holds, what it changes), then merged
 * into the library (the default: nothing is lost, a palette that differs is kept twice) or replacing it (after a
 * confirmation; what it takes away goes to Recently deleted). All or nothing: a file that cannot be read or a
 * write that fails changes nothing and says why.
 */
export const RestoreDialog = freshEachOpening(RestoreForm);

function RestoreForm({ open, onClose, initialFile = null }: RestoreDialogProps) {
  const { t } = useTranslation('data');
  const lang = useLanguage();
  const library = usePalettesStore((state) => state.palettes);
  const history = useHistoryStore((state) => state.entries);
  const themes = useThemesStore((state) => state.themes);
  const templates = useTemplatesStore((state) => state.templates);
  const gradients = useGradientsStore((state) => state.gradients);
  const sites = useLiveLinkStore((state) => state.sites);
  const [read, setRead] = useState<Read | null>(null);
  const [mode, setMode] = useState<'merge' | 'replace'>('merge');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const chooser = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [hasImage, setHasImage] = useState(false);
  useEffect(() => {
    if (open) void lastImageSize().then((size) => setHasImage(size !== null));
  }, [open]);

  const load = async (file: File) => {
    setFailed(false);
    setRead(await readBackupFile(file));
  };
  useEffect(() => {
    if (open && initialFile) void load(initialFile);
    // Only the file the dialog was opened with.
  }, [open, initialFile]);

  const backup = read && 'backup' in read ? read.backup : null;
  const stored = library.map(toAuthoredPalette);
  const codes = history.map(cssOf);
  const plan: RestorePlan | null = backup ? planRestore(stored, codes, backup, themes, templates, gradients, sites) : null;
  const backupTemplates = backup?.templates ?? [];
  const backupGradients = backup?.gradients ?? [];
  const backupSites = backup?.liveSites ?? {};
  const backupSiteCount = Object.keys(backupSites).length;

  const restore = async () => {
    if (!backup || !plan) return;
    if (mode === 'replace' && !window.confirm(t('restore.confirmReplace', { count: plan.onlyInLibrary.length }))) return;
    setBusy(true);
    const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date());
    const contents =
      mode === 'merge'
        ? {
            ...mergeLibrary(stored, codes, backup, plan, {
              newUuid,
              conflictName: (name: string) => t('restore.conflictName', { name, date }).slice(0, MAX_PALETTE_NAME),
            }),
            // The backup's image only where the image tool has none.
            image: backup.image && !hasImage ? backup.image : undefined,
            themes: mergeThemes(themes, backup.themes),
            templates: mergeTemplates(templates, backupTemplates),
            gradients: mergeGradients(gradients, backupGradients),
            liveSites: mergeSites(sites, backupSites),
          }
        : {
            palettes: backup.palettes,
            history: backup.history,
            settings: backup.settings,
            image: backup.image ?? undefined,
            toBin: plan.onlyInLibrary,
            themes: backup.themes,
            templates: backupTemplates,
            gradients: backupGradients,
            liveSites: backupSites,
          };
    const ok = await restoreLibrary(contents);
    setBusy(false);
    if (!ok) {
      setFailed(true);
      return;
    }
    const added = mode === 'merge' ? plan.added.length + plan.conflicting.length : backup.palettes.length;
    showToast(t('restore.done'), t(mode === 'merge' ? 'restore.doneMerge' : 'restore.doneReplace', { count: added }));
    onClose();
  };

  const drop = useDropTarget((dropped) => void load(dropped));

  const error = read && 'error' in read ? read.error : null;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('restore.title')}
      minWidth={520}
      maxWidth={620}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('palettes:dialog.cancel')}
          </Button>
          <Button type="button" $variant={mode === 'replace' ? 'danger' : 'primary'} onClick={() => void restore()} disabled={!plan || busy}>
            {mode === 'replace' ? t('restore.replaceSubmit') : t('restore.mergeSubmit')}
          </Button>
        </>
      }
    >
      <Body>
        <Drop $dragging={drop.dragging} {...drop.handlers}>
          <FileUp aria-hidden />
          <span id={hintId}>{read ? t('restore.file', { name: read.name }) : t('restore.drop')}</span>
          <Button type="button" onClick={() => chooser.current?.click()} aria-describedby={hintId}>
            {read ? t('restore.otherFile') : t('restore.choose')}
          </Button>
          <FileChooser ref={chooser} accept=".json,application/json" hidden data-testid="restore-file" onFile={(chosen) => void load(chosen)} />
        </Drop>
        {error ? <Failure role="alert">{errorMessage(t, error)}</Failure> : null}
        {failed ? <Failure role="alert">{t('restore.writeFailed')}</Failure> : null}
        {backup && plan ? (
          <>
            <Summary>
              <p>
                {backup.exportedAt ? t('restore.from', { date: dateTime(Date.parse(backup.exportedAt), lang) }) : t('restore.fromUnknown')}
                {read && 'migratedFrom' in read && read.migratedFrom !== null ? ` ${t('restore.migrated')}` : ''}
              </p>
              <ul>
                <li>{t('restore.holdsPalettes', { count: backup.palettes.length })}</li>
                <li>{t('restore.holdsHistory', { count: backup.history.length })}</li>
                {backup.themes.length > 0 ? <li>{t('restore.holdsThemes', { count: backup.themes.length })}</li> : null}
                {backupTemplates.length > 0 ? <li>{t('restore.holdsTemplates', { count: backupTemplates.length })}</li> : null}
                {backupGradients.length > 0 ? <li>{t('restore.holdsGradients', { count: backupGradients.length })}</li> : null}
                {backup.settings.theme !== null || backup.settings.language !== null ? <li>{t('restore.holdsSettings')}</li> : null}
                {backup.image ? <li>{t('restore.holdsImage', { name: backup.image.name || t('restore.pastedImage') })}</li> : null}
              </ul>
            </Summary>
            <SegmentedControl
              label={t('restore.mode')}
              name="restore-mode"
              value={mode}
              onChange={setMode}
              options={[
                { id: 'merge', label: t('restore.merge') },
                { id: 'replace', label: t('restore.replace') },
              ]}
            />
            <Changes aria-live="polite">
              {mode === 'merge' ? (
                <>
                  <li>{t('restore.added', { count: plan.added.length })}</li>
                  {plan.conflicting.length > 0 ? <li>{t('restore.conflicting', { count: plan.conflicting.length })}</li> : null}
                  <li>{t('restore.identical', { count: plan.identical.length })}</li>
                  <li>{t('restore.historyAdded', { count: plan.historyAdded })}</li>
                  {backup.themes.length > 0 ? <li>{t('restore.themesAdded', { count: plan.themesAdded })}</li> : null}
                  {backupTemplates.length > 0 ? <li>{t('restore.templatesAdded', { count: plan.templatesAdded })}</li> : null}
                  {backupGradients.length > 0 ? <li>{t('restore.gradientsAdded', { count: plan.gradientsAdded })}</li> : null}
                  {backupSiteCount > 0 ? <li>{t('restore.sitesAdded', { count: plan.sitesAdded })}</li> : null}
                  <li>{t('restore.settingsKept')}</li>
                </>
              ) : (
                <>
                  <li>{t('restore.replaceBecomes', { count: backup.palettes.length })}</li>
                  <li>{t('restore.replaceBinned', { count: plan.onlyInLibrary.length })}</li>
                  <li>{t('restore.replaceHistory')}</li>
                  {backup.themes.length > 0 ? <li>{t('restore.replaceThemes', { count: backup.themes.length })}</li> : null}
                  {plan.themesOnlyInLibrary > 0 ? <li>{t('restore.replaceThemesDeleted', { count: plan.themesOnlyInLibrary })}</li> : null}
                  {backupTemplates.length > 0 ? <li>{t('restore.replaceTemplates', { count: backupTemplates.length })}</li> : null}
                  {plan.templatesOnlyInLibrary > 0 ? <li>{t('restore.replaceTemplatesDeleted', { count: plan.templatesOnlyInLibrary })}</li> : null}
                  {backupGradients.length > 0 ? <li>{t('restore.replaceGradients', { count: backupGradients.length })}</li> : null}
                  {plan.gradientsOnlyInLibrary > 0 ? <li>{t('restore.replaceGradientsDeleted', { count: plan.gradientsOnlyInLibrary })}</li> : null}
                  {backupSiteCount > 0 ? <li>{t('restore.replaceSites', { count: backupSiteCount })}</li> : null}
                  {plan.sitesOnlyInLibrary > 0 ? <li>{t('restore.replaceSitesDeleted', { count: plan.sitesOnlyInLibrary })}</li> : null}
                </>
              )}
            </Changes>
          </>
        ) : null}
      </Body>
    </Modal>
  );
}

/** Returns the translated message of a file that cannot be restored. */
function errorMessage(t: (key: string, options?: Record<string, unknown>) => string, error: BackupError | { kind: 'unreadable' }): string {
  switch (error.kind) {
    case 'tooLarge':
      return t('restore.errors.tooLarge');
    case 'newerVersion':
      return t('restore.errors.newerVersion', { version: error.version });
    case 'invalid':
      return t(`restore.errors.invalid.${error.reason}`, { path: error.path });
    default:
      return t(`restore.errors.${error.kind}`);
  }
}

const Body = styled.div`
  ${stack(tokens.space[4])}
`;

const Drop = styled.div<{ $dragging: boolean }>`
  ${centredRow}
  flex-wrap: wrap;
  gap: ${tokens.space[3]}px ${tokens.space[4] - 4}px;
  padding: ${tokens.space[4]}px;
  border: 2px dashed ${({ $dragging }) => ($dragging ? tokens.colors.accent : tokens.colors.border)};
  border-radius: ${tokens.radius.medium}px;
  background: ${({ $dragging }) => ($dragging ? tokens.colors.surfaceHover : tokens.colors.surface)};
  > svg { width: 24px; height: 24px; flex: none; color: ${tokens.colors.textMuted}; }
  > span { flex: 1 1 200px; min-width: 0; overflow-wrap: anywhere; }
`;

const Failure = styled.p`
  padding: ${tokens.space[3]}px ${tokens.space[4] - 4}px;
  border-left: 3px solid ${tokens.colors.danger};
  border-radius: ${tokens.radius.small}px;
  background: ${tokens.colors.surface};
  color: ${tokens.colors.danger};
  font-weight: ${tokens.fontWeights.bold};
`;

const Summary = styled.div`
  ${stack(tokens.space[2])}
  ul { margin: 0; padding-left: ${tokens.space[4] + 4}px; }
`;

const Changes = styled.ul`
  ${stack(tokens.space[2])}
  margin: 0;
  padding: ${tokens.space[3]}px ${tokens.space[4]}px ${tokens.space[3]}px ${tokens.space[5] - 4}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
  ${mutedSmall}
  color: ${tokens.colors.text};
`;
