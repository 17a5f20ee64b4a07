import { useId, useState } from 'react';
import { FolderArchive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { THEME_FORMATS, themeFiles, type ThemeFile, type ThemeFormat, type ThemeFormatId, type ThemePlatform } from '../../core/theme/export/index';
import type { ThemeColors } from '../../core/theme/roles';
import type { ThemeSettings } from '../../core/theme/settings';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { downloadFile } from './download';
import { Actions, CopyCodeButton, DownloadButton, ExportCode, File, FormatChoice, Hint } from './exportParts';
import { centredRow } from '../styles';
import { TemplatePanel } from './template/TemplatePanel';
import { isTemplateChoice, useTemplateChoices, type TemplateChoice } from './template/templateChoice';
import { tokens } from '../theme';

type ThemeExportDialogProps = {
  open: boolean;
  onClose: () => void;
  theme: ThemeColors;
  /** The theme tool's settings, for the two theme files that carry them; a theme made elsewhere has none. */
  settings?: ThemeSettings;
  /** Formats the theme has no use for (a colour system's theme is saved as the system's file, not as a theme file). */
  exclude?: readonly ThemeFormatId[];
};

/** Returns a file-name stem of the theme's name: lower-case letters and digits joined by hyphens ('theme' if none). */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return stem || 'theme';
}

/** Returns the files as one zip (fflate, loaded with the first zip), each at its path. */
async function zipOf(files: readonly ThemeFile[]): Promise<Uint8Array> {
  const { zipSync, strToU8 } = await import('fflate');
  const entries: Record<string, Uint8Array> = {};
  for (const file of files) entries[file.path] = typeof file.content === 'string' ? strToU8(file.content) : file.content;
  return zipSync(entries, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

/** The platforms in the order their first format is listed, each with its formats: the rows of the format choice. */
function platformsOf(formats: readonly ThemeFormat[]): { readonly platform: ThemePlatform; readonly ids: readonly ThemeFormatId[] }[] {
  return [...new Set(formats.map((f) => f.platform))].map((platform) => ({ platform, ids: formats.filter((f) => f.platform === platform).map((f) => f.id) }));
}

/** The last segment of a path. */
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * Export of a theme: one format at a time with its files shown and copied, each downloaded as it is
 * (several files, such as Android's two or an asset catalog, as one zip), and every format at once as a zip.
 */
export function ThemeExportDialog({ open, onClose, theme, settings, exclude = [] }: ThemeExportDialogProps) {
  const { t } = useTranslation('themeExport');
  const formats = THEME_FORMATS.filter((f) => !exclude.includes(f.id));
  const [choice, setFormatId] = useState<ThemeFormatId | TemplateChoice>('css');
  const [fileIndex, setFileIndex] = useState(0);
  const fileId = useId();
  // "Your template" and the saved theme templates follow the formats; a deleted one falls back to a new template.
  const templates = useTemplateChoices('theme');
  const formatId = isTemplateChoice(choice) && choice !== 'template' && !templates.templateOf(choice) ? 'template' : choice;
  const files = open && !isTemplateChoice(formatId) ? themeFiles(formatId, theme, settings) : [];
  const shown = files[Math.min(fileIndex, files.length - 1)] as ThemeFile | undefined;
  const text = shown && typeof shown.content === 'string' ? shown.content : '';
  const label = t(`formats.${formatId}.label`);
  const stem = fileStem(theme.name);
  const single = files.length === 1;
  const downloadName = single && shown ? baseName(shown.path) : `${stem}-${formatId}.zip`;

  const download = async () => {
    if (single && shown) downloadFile(shown.content, baseName(shown.path), shown.mime);
    else downloadFile(await zipOf(files), downloadName, 'application/zip');
  };
  const downloadAll = async () => {
    const all = formats.flatMap((format) => themeFiles(format.id, theme, settings).map((file) => ({ ...file, path: `${format.id}/${file.path}` })));
    downloadFile(await zipOf(all), `${stem}-theme.zip`, 'application/zip');
  };

  return (
    <Modal open={open} onClose={onClose} title={t('title')} minWidth={560} maxWidth={820}>
      <FormatChoice
        label={t('format')}
        ids={[...formats.map((f) => f.id), ...templates.ids]}
        value={formatId}
        onChange={(id) => {
          setFormatId(id);
          setFileIndex(0);
        }}
        labelOf={(id) => templates.labelOf(id) ?? t(`formats.${id}.label`)}
        groups={[...platformsOf(formats).map(({ platform, ids }) => ({ id: platform, label: t(`platforms.${platform}`), ids })), { id: 'templates', label: templates.groupLabel, ids: templates.ids }]}
      />
      {isTemplateChoice(formatId) ? (
        <TemplatePanel source={{ kind: 'theme', theme }} saved={templates.templateOf(formatId)} onChoose={setFormatId} />
      ) : (
        <>
          <Hint>{t(`formats.${formatId}.hint`)}</Hint>
          {files.length > 1 ? (
            <FileList>
              <label htmlFor={fileId}>{t('files', { count: files.length })}</label>
              <select id={fileId} value={fileIndex} onChange={(event) => setFileIndex(Number(event.target.value))}>
                {files.map((file, i) => (
                  <option key={file.path} value={i}>
                    {file.path}
                  </option>
                ))}
              </select>
            </FileList>
          ) : null}
          <ExportCode label={t('code', { format: label })} text={text} />
          <Actions>
            <File title={downloadName}>{downloadName}</File>
            <Button type="button" onClick={() => void downloadAll()}>
              <FolderArchive aria-hidden />
              {t('downloadAll')}
            </Button>
            <CopyCodeButton text={text} label={t('copy')} copied={t('copied')} detail={shown?.path} disabled={text === ''} />
            <DownloadButton label={single ? t('download') : t('downloadZip')} onClick={() => void download()} />
          </Actions>
        </>
      )}
    </Modal>
  );
}

const FileList = styled.div`
  ${centredRow}
  gap: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[3]}px;
  label { font-size: ${tokens.fontSizes[1]}px; font-weight: ${tokens.fontWeights.bold}; color: ${tokens.colors.textMuted}; white-space: nowrap; }
  select {
    flex: 1;
    min-width: 0;
    height: 36px;
    padding: 0 ${tokens.space[2]}px;
    border: 1px solid ${tokens.colors.border};
    border-radius: ${tokens.radius.medium}px;
    background: ${tokens.colors.surfaceRaised};
    color: ${tokens.colors.text};
    font-family: ${tokens.fonts.mono};
    font-size: ${tokens.fontSizes[1]}px;
  }
`;
