import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { FileUp, ImageUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { duplicateFlags, IMPORT_FILE_EXTENSIONS } from '../../core/import/importColors';
import { IMPORT_MAX_PALETTES, splitIntoPalettes } from '../../core/import/splitPalettes';
import type { ImportedColor } from '../../core/import/importTypes';
import { MAX_PALETTE_COLORS, type Palette } from '../../core/model/palette';
import { paths } from '../../config/paths';
import { useImageHandoff } from '../../stores/imageHandoff';
import { usePalettesStore } from '../../stores/palettes';
import { showToast } from '../../stores/toasts';
import { Button } from '../Button';
import { DropZone } from '../DropZone';
import { FileChooser } from '../FileChooser';
import { useLocalize } from '../i18n';
import { IconButton } from '../IconButton';
import { freshEachOpening } from '../freshEachOpening';
import { Modal } from '../Modal';
import { useDropTarget } from '../useDropTarget';
import { NameInput } from '../palette/NameDialog';
import { tokens } from '../theme';
import { useClusteredColors } from './clusterColors';
import { ImportPreview } from './ImportPreview';
import { baseName, readImportFile, type ImportFile } from './readImportFile';
import { useImportSource } from './useImportSource';
import { centredRow, checkLabel, codeTextArea, fieldBox, fieldLabel, mutedSmall, stack, wrapRow } from '../styles';

/** What the file chooser offers: every extension the import reads (content decides the format; this only filters the system's picker). */
const ACCEPT = [...IMPORT_FILE_EXTENSIONS, 'text/*', 'application/json'].join(',');

type ImportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** A file dropped on the page that opened the dialog. */
  initialFile?: File | null;
  /** Add to this palette instead of creating one; `onAppend` then receives the codes. */
  target?: Palette;
  onAppend?: (codes: string[]) => void;
  /** Called with the palette created. */
  onCreated?: (palette: Palette) => void;
};

/**
 * Import: paste text or a link, or choose or drop a file; the colours found are previewed (duplicates,
 * colours mapped into sRGB, dropped transparency, unreadable lines) before anything is created; more than a
 * palette holds are cut to the first ones, split into several palettes (up to IMPORT_MAX_PALETTES) or reduced by
 * clustering, and what is left out is said. Then 'Create palette' or, with a `target`, 'Add' (the page makes it one
 * undoable change). A new state each time it opens.
 */
export const ImportDialog = freshEachOpening(ImportForm);

function ImportForm({ open, onClose, initialFile = null, target, onAppend, onCreated }: ImportDialogProps) {
  const { t } = useTranslation('import');
  const create = usePalettesStore((state) => state.create);
  const { text, setText, file, setFile, state } = useImportSource();
  const [reading, setReading] = useState(false);
  const [dropDuplicates, setDropDuplicates] = useState(false);
  const [overflow, setOverflow] = useState<'first' | 'split' | 'reduce'>('first');
  const [name, setName] = useState<string | null>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const textId = useId();
  const hintId = useId();
  const nameId = useId();
  const reduceId = useId();

  // An image is not imported here, but can go to the image tool.
  const [image, setImage] = useState<File | null>(null);
  const offerImage = useImageHandoff((state) => state.offer);
  const navigate = useNavigate();
  const localize = useLocalize();
  const load = async (chosen: File) => {
    setReading(true);
    const read: ImportFile = await readImportFile(chosen);
    setReading(false);
    setFile(read);
    setImage('refusal' in read && read.refusal === 'image' ? chosen : null);
  };
  useEffect(() => {
    if (open && initialFile) void load(initialFile);
    // Only the file the dialog was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, initialFile]);

  const result = state.kind === 'result' ? state.result : null;
  const found = result?.colors ?? [];
  const duplicates = duplicateFlags(found);
  const duplicateCount = duplicates.filter(Boolean).length;
  const kept = dropDuplicates ? found.filter((_, i) => !duplicates[i]) : found;
  const room = target ? Math.max(0, MAX_PALETTE_COLORS - target.colors.length) : MAX_PALETTE_COLORS;
  const over = kept.length > room;
  const [reduceTo, setReduceTo] = useState(room);
  const reduceCount = Math.max(1, Math.min(room, reduceTo));
  const clustered = useClusteredColors(over && overflow === 'reduce' ? kept.map((c) => c.code) : null, reduceCount);
  // The colours as authored (a wide or translucent colour's exact text, else its code); a reduced set is new colours.
  const authored = (colors: readonly ImportedColor[]) => colors.map((c) => c.exact ?? c.code);
  // Several palettes: only when creating (an open palette takes what it has room for).
  const split = over && !target && overflow === 'split' ? splitIntoPalettes(authored(kept)) : null;
  const codes = !over ? authored(kept) : overflow === 'first' ? authored(kept.slice(0, room)) : overflow === 'split' ? (split?.palettes.flat() ?? []) : (clustered ?? []);
  const leftOut = !over ? 0 : overflow === 'first' ? kept.length - room : overflow === 'split' ? (split?.leftOut ?? 0) : 0;
  const splitCount = Math.min(Math.ceil(kept.length / MAX_PALETTE_COLORS), IMPORT_MAX_PALETTES);
  const mapped = found.filter((c) => c.mapped).length;
  const alpha = found.filter((c) => c.alphaDropped).length;
  const defaultName = result?.title ?? (file ? baseName(file.name) : '') ?? '';
  const paletteName = name ?? (defaultName || t('untitled'));
  const ready = codes.length > 0 && room > 0 && !reading;

  const submit = () => {
    if (!ready) return;
    if (target) {
      onAppend?.(codes);
      showToast(t('appended', { count: codes.length }), t('appendedDetail'));
    } else if (split && split.palettes.length > 1) {
      // Several palettes stay together in the list the dialog was opened from: no one of them is opened.
      const name = paletteName.trim() || t('untitled');
      const total = split.palettes.length;
      split.palettes.forEach((colors, i) => create(t('splitName', { name, index: i + 1, total }), colors));
      showToast(t('created'), t('createdManyDetail', { count: codes.length, palettes: total }));
    } else {
      const palette = create(paletteName.trim() || t('untitled'), codes);
      showToast(t('created'), t('createdDetail', { count: palette.colors.length, name: palette.name }));
      onCreated?.(palette);
    }
    onClose();
  };

  const drop = useDropTarget(
    (dropped) => void load(dropped),
    (dropText) => {
      setFile(null);
      setText(dropText);
    },
  );
  const onPaste = (event: ClipboardEvent) => {
    const pasted = event.clipboardData.files[0];
    if (!pasted) return;
    event.preventDefault();
    void load(pasted);
  };

  const failure = state.kind === 'failure' ? (state.line !== null && state.reason === 'invalid' ? t('failures.invalidLine', { line: state.line }) : t(`failures.${state.reason}`)) : null;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={target ? t('appendTitle') : t('title')}
      minWidth={560}
      maxWidth={760}
      footer={
        <>
          <Button type="button" $variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="button" $variant="primary" disabled={!ready} onClick={submit}>
            {target ? t('append', { count: codes.length }) : split && split.palettes.length > 1 ? t('createMany', { count: split.palettes.length }) : t('create', { count: codes.length })}
          </Button>
        </>
      }
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        {...drop.handlers}
        data-dragging={drop.dragging || undefined}
      >
        <label htmlFor={textId}>{t('textLabel')}</label>
        <TextArea
          id={textId}
          value={text}
          rows={5}
          spellCheck={false}
          autoComplete="off"
          placeholder={t('textPlaceholder')}
          aria-describedby={hintId}
          disabled={file !== null}
          onChange={(event) => setText(event.target.value)}
          onPaste={onPaste}
        />
        <Hint id={hintId}>{t('textHint')}</Hint>
        {file ? (
          <FileChip>
            <FileUp aria-hidden />
            <span>{t('file', { name: file.name })}</span>
            <IconButton type="button" $size={32} aria-label={t('clearFile', { name: file.name })} onClick={() => setFile(null)}>
              <X aria-hidden />
            </IconButton>
          </FileChip>
        ) : (
          <DropZone>
            <FileUp aria-hidden />
            <span>{drop.dragging ? t('dropActive') : t('drop')}</span>
            <Button type="button" onClick={() => chooser.current?.click()}>
              {t('choose')}
            </Button>
            <FileChooser ref={chooser} accept={ACCEPT} hidden onFile={(chosen) => void load(chosen)} />
          </DropZone>
        )}

        <Status role="status">
          {reading
            ? t('reading')
            : failure
              ? failure
              : result
                ? found.length === 0
                  ? t('none')
                  : t('found', { count: found.length, format: t(`formats.${result.format}`) })
                : ''}
        </Status>
        {image !== null && file !== null && !reading ? (
          <Button
            type="button"
            onClick={() => {
              offerImage(image);
              onClose();
              navigate(localize(paths.imageTool()));
            }}
          >
            <ImageUp aria-hidden />
            {t('openImageTool')}
          </Button>
        ) : null}

        {found.length > 0 ? (
          <>
            {duplicateCount > 0 || mapped > 0 || alpha > 0 ? (
              <Notes>
                {duplicateCount > 0 ? (
                  <Check>
                    <input type="checkbox" checked={dropDuplicates} onChange={(event) => setDropDuplicates(event.target.checked)} />
                    <span>
                      {t('duplicates', { count: duplicateCount })} · {t('dropDuplicates')}
                    </span>
                  </Check>
                ) : null}
                {mapped > 0 ? <p>{t('mapped', { count: mapped })}</p> : null}
                {alpha > 0 ? <p>{t('alpha', { count: alpha })}</p> : null}
              </Notes>
            ) : null}
            {target && room === 0 ? <Warning>{t('appendFull')}</Warning> : null}
            {over && room > 0 ? (
              <Overflow>
                <legend>{target ? t('appendRoom', { room }) : t('tooMany', { max: room, count: kept.length })}</legend>
                <label>
                  <input type="radio" name="import-overflow" checked={overflow === 'first'} onChange={() => setOverflow('first')} />
                  <span>{t('keepFirst', { max: room })}</span>
                </label>
                {target ? null : (
                  <label>
                    <input type="radio" name="import-overflow" checked={overflow === 'split'} onChange={() => setOverflow('split')} />
                    <span>{t('split', { count: splitCount, max: room })}</span>
                  </label>
                )}
                <ReduceRow>
                  <label>
                    <input type="radio" name="import-overflow" checked={overflow === 'reduce'} onChange={() => setOverflow('reduce')} />
                    <span>{t('reduce')}</span>
                  </label>
                  <ReduceCount
                    id={reduceId}
                    type="number"
                    min={1}
                    max={room}
                    value={reduceTo}
                    aria-label={t('reduceCount')}
                    disabled={overflow !== 'reduce'}
                    onChange={(event) => setReduceTo(Number(event.target.value) || room)}
                  />
                  <span>{overflow === 'reduce' && clustered === null ? t('reducing') : t('reduceUnit')}</span>
                </ReduceRow>
                {leftOut > 0 ? (
                  <LeftOut>{overflow === 'split' ? t('leftOutSplit', { count: leftOut, palettes: IMPORT_MAX_PALETTES }) : t('leftOut', { count: leftOut })}</LeftOut>
                ) : null}
              </Overflow>
            ) : null}
            <ImportPreview colors={found} duplicates={duplicates} unreadable={result?.unreadable ?? []} />
            {target ? null : (
              <NameField>
                <label htmlFor={nameId}>{t('name')}</label>
                <NameInput id={nameId} value={paletteName} maxLength={100} autoComplete="off" onChange={(event) => setName(event.target.value)} />
              </NameField>
            )}
          </>
        ) : null}
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  ${stack(tokens.space[3])}
  border-radius: ${tokens.radius.medium}px;
  > label {
    font-size: ${tokens.fontSizes[1]}px;
    font-weight: ${tokens.fontWeights.bold};
    color: ${tokens.colors.textMuted};
  }
  &[data-dragging] { outline: 2px dashed ${tokens.colors.accent}; outline-offset: 6px; }
`;

const TextArea = styled.textarea`
  ${codeTextArea}
  min-height: 120px;
  padding: ${tokens.space[3]}px ${tokens.space[4] - 4}px;
  &:disabled { opacity: 0.5; }
`;

const Hint = styled.p`
  margin-top: -${tokens.space[1]}px;
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

const FileChip = styled.div`
  ${centredRow}
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[1]}px ${tokens.space[1]}px ${tokens.space[1]}px ${tokens.space[3]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
  font-size: ${tokens.fontSizes[1]}px;
  > svg { width: 18px; height: 18px; flex: none; color: ${tokens.colors.textMuted}; }
  > span { flex: 1; min-width: 0; overflow-wrap: anywhere; }
`;

const Status = styled.p`
  min-height: 1.5em;
  font-weight: ${tokens.fontWeights.bold};
`;

const Notes = styled.div`
  ${stack(tokens.space[1])}
  ${mutedSmall}
`;

const Check = styled.label`
  ${checkLabel(32)}
  color: ${tokens.colors.text};
`;

const Warning = styled.p`
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
`;

/** The choices for more colours than fit, one a line (the reduce choice with its count and unit). */
const Overflow = styled.fieldset`
  display: grid;
  justify-items: start;
  gap: ${tokens.space[1]}px;
  margin: 0;
  padding: ${tokens.space[3]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  font-size: ${tokens.fontSizes[1]}px;
  legend { padding: 0 ${tokens.space[1]}px; font-weight: ${tokens.fontWeights.bold}; }
  label { display: inline-flex; align-items: center; gap: ${tokens.space[2]}px; min-height: 32px; cursor: pointer; }
  input[type='radio'] { width: 18px; height: 18px; margin: 0; accent-color: ${tokens.colors.accent}; }
`;

const ReduceRow = styled.span`
  ${wrapRow}
  gap: ${tokens.space[1]}px ${tokens.space[2]}px;
`;

const LeftOut = styled.p`
  margin-top: ${tokens.space[1]}px;
  ${mutedSmall}
`;

const ReduceCount = styled.input`
  width: 72px;
  ${fieldBox({ height: 36, padding: tokens.space[2], radius: tokens.radius.small, background: tokens.colors.surface })}
  &:disabled { opacity: 0.5; }
`;

const NameField = styled.div`
  ${stack(tokens.space[2])}
  label { ${fieldLabel()} }
`;
