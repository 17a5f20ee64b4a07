import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Modal } from '../Modal';
import { PaletteStrip } from '../palette/PaletteStrip';
import { colorName } from '../palette/swatchText';
import { tokens } from '../theme';
import { downloadFile } from './download';
import { EXPORT_FORMATS, exportFormat, type ExportFormatId } from './formats';
import { Actions, CopyCodeButton, DownloadButton, ExportCode, File, FormatChoice, Hint } from './exportParts';
import { fileName } from './identifiers';
import type { ExportInput } from './types';
import { mutedSmall } from '../styles';
import { TabPanel, Tabs } from '../Tabs';
import { CardPanel } from './card/CardPanel';
import { exportColor } from './authored';
import { FallbackNote } from './FallbackNote';
import { TemplatePanel } from './template/TemplatePanel';
import { isTemplateChoice, useTemplateChoices, type TemplateChoice } from './template/templateChoice';

type ExportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The palette's name (used in comments and the file name). */
  name: string;
  /** The palette's colours in order: codes, or exact texts for wide and translucent colours (src/core/exact/). */
  colors: readonly string[];
};

/**
 * The export dialog (SPEC §2 Export): a choice of formats, the generated code in a scrolling box (at most
 * 400 px high) with Copy and Download, and a binary download for the binary formats; and a Picture tab:
 * the palette as a PNG or SVG card, or a printed page. With no colours it says 'No colors to export'. Each format writes
 * wide and translucent colours as far as it can hold them; under the choice, the colours it cannot are listed.
 */
export function ExportDialog({ open, onClose, name, colors }: ExportDialogProps) {
  const { t } = useTranslation('palettes');
  // The formats' names and hints: a lazy namespace, loaded with the dialog (a first visit carries none of them).
  const { t: tf } = useTranslation('formats');
  const [choice, setFormatId] = useState<ExportFormatId | TemplateChoice>('css');
  // "Your template" and the saved palette templates follow the formats; a deleted one falls back to a new template.
  const templates = useTemplateChoices('palette');
  const formatId = isTemplateChoice(choice) && choice !== 'template' && !templates.templateOf(choice) ? 'template' : choice;
  const [tab, setTab] = useState<'code' | 'picture'>('code');
  const codeId = useId();
  const tabsId = useId();
  const format = exportFormat(isTemplateChoice(formatId) ? 'css' : formatId);
  const input = useMemo<ExportInput>(() => ({ name, colors: colors.map((text) => exportColor(text, colorName)) }), [name, colors]);
  const text = open && colors.length > 0 && format.kind === 'text' && !isTemplateChoice(formatId) ? format.generate(input) : '';
  const file = fileName(name, format.kind === 'binary' && format.extensionOf ? format.extensionOf(input) : format.extension);

  const download = () => {
    downloadFile(format.generate(input), file, format.mime);
  };

  const formatChoice = (
    <FormatChoice
      label={t('export.formatLabel')}
      ids={[...EXPORT_FORMATS.map((f) => f.id), ...templates.ids]}
      value={formatId}
      onChange={setFormatId}
      labelOf={(id) => templates.labelOf(id) ?? tf(`${id}.label`)}
    />
  );

  const codePanel = isTemplateChoice(formatId) ? (
    <>
      {formatChoice}
      <TemplatePanel source={{ kind: 'palette', input }} saved={templates.templateOf(formatId)} onChoose={setFormatId} />
    </>
  ) : (
    <>
      {formatChoice}
      <Hint>{tf(`${formatId}.hint`)}</Hint>
      {format.kind === 'text' && format.maxColors !== undefined && input.colors.length > format.maxColors ? (
        <Hint>{tf('limit.leftOut', { format: tf(`${formatId}.label`), max: format.maxColors, count: input.colors.length - format.maxColors })}</Hint>
      ) : null}
      <FallbackNote colors={input.colors} carries={format.carries} />
      {format.kind === 'text' ? (
        <ExportCode id={codeId} label={t('export.codeLabel', { format: tf(`${formatId}.label`) })} text={text} />
      ) : (
        <Binary>
          <PaletteStrip codes={colors} height={48} />
          <span>{t('export.binarySummary', { count: colors.length, format: tf(`${formatId}.label`), file })}</span>
        </Binary>
      )}
      <Actions>
        <File title={file}>{file}</File>
        {format.kind === 'text' ? (
          <CopyCodeButton text={text} label={t('export.copy')} copied={t('export.copied')} detail={tf(`${formatId}.label`)} />
        ) : null}
        <DownloadButton label={t('export.download')} onClick={download} />
      </Actions>
    </>
  );

  return (
    <Modal open={open} onClose={onClose} title={t('export.title')} minWidth={560}>
      {colors.length === 0 ? (
        <Empty>{t('export.empty')}</Empty>
      ) : (
        <>
          <Tabs
            idPrefix={tabsId}
            tabs={[
              { id: 'code', label: tf('card.code') },
              { id: 'picture', label: tf('card.picture') },
            ]}
            selected={tab}
            onSelect={setTab}
            label={tf('card.tabs')}
          />
          <Panel idPrefix={tabsId} id={tab}>
            {tab === 'picture' ? <CardPanel input={input} /> : codePanel}
          </Panel>
        </>
      )}
    </Modal>
  );
}

const Panel = styled(TabPanel)`
  padding-top: ${tokens.space[4]}px;
`;

const Empty = styled.p`
  padding: ${tokens.space[5]}px 0;
  text-align: center;
  color: ${tokens.colors.textMuted};
`;

const Binary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4] - 4}px;
  padding: ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
  ${mutedSmall}
`;

