import { Fragment, useDeferredValue, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { ChevronRight, Pencil, Save, Trash2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TEMPLATE_PLACEHOLDERS, namedPlaceholders, paletteView, placeholderText, themeView, type PaletteView, type TemplateKind, type ThemeView } from '../../../core/code/exportTemplate';
import { STARTER_TEMPLATES } from '../../../core/code/templateStarters';
import { renderTemplate } from './renderTemplate';
import {
  DEFAULT_TEMPLATE_EXTENSION,
  MAX_TEMPLATES,
  MAX_TEMPLATE_LENGTH,
  MAX_TEMPLATE_NAME,
  cleanExtension,
  templateNamed,
  textProblem,
  type SavedTemplate,
  type TemplateProblem,
} from '../../../core/model/exportTemplates';
import type { ThemeColors } from '../../../core/theme/roles';
import { useTemplatesStore } from '../../../stores/exportTemplates';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../Button';
import { codeTextArea, fieldBox, fieldLabel, mutedSmall, wrapRow } from '../../styles';
import { tokens } from '../../theme';
import { downloadFile } from '../download';
import { Actions, CodeBox, CopyCodeButton, DownloadButton, ExportCode, Hint } from '../exportParts';
import { fileBase } from '../identifiers';
import type { ExportInput } from '../types';
import { savedChoice, type TemplateChoice } from './templateChoice';

/** What a template is filled with: a palette's name and colours, or a theme. */
export type TemplateSource = { readonly kind: 'palette'; readonly input: ExportInput } | { readonly kind: 'theme'; readonly theme: ThemeColors };

type TemplatePanelProps = {
  readonly source: TemplateSource;
  /** The saved template chosen (undefined for a new one). */
  readonly saved: { readonly id: string; readonly name: string; readonly text: string; readonly extension: string } | undefined;
  /** Chooses another template among the formats (after saving, renaming or deleting). */
  readonly onChoose: (choice: TemplateChoice) => void;
};

/** Returns the value a dotted placeholder has in a view's first items ('colors.hex' → '#1ab385', 'steps.hex' → the first palette's first tone's), for the reference. */
function sampleOf(view: PaletteView | ThemeView, placeholder: string): string {
  let value: unknown = view;
  // A tone's fields live in each tonal palette's list of steps.
  const path = placeholder.replace(/^[#^]/, '').replace(/^steps\./, 'palettes.steps.');
  for (const part of path.split('.')) {
    if (Array.isArray(value)) value = value[0];
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[part] : undefined;
  }
  if (Array.isArray(value)) return '';
  return value === undefined || typeof value === 'object' ? '' : String(value);
}

/**
 * Returns the placeholders in groups: the document's own ('top'), each list with its fields ('colors': `#colors`,
 * `colors.hex` …), and the separator (`^last`, 'last').
 */
function groupsOf(placeholders: readonly string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const placeholder of placeholders) {
    const group = placeholder.startsWith('#') ? placeholder.slice(1) : placeholder.startsWith('^') ? 'last' : placeholder.includes('.') ? placeholder.split('.')[0] : 'top';
    groups.set(group, [...(groups.get(group) ?? []), placeholder]);
  }
  return [...groups];
}

/**
 * "Your template": a template written in Mustache (core/code/exportTemplate.ts) in a monospace field, a reference of
 * the placeholders that inserts one at the caret, the output filled live below (or, when the template does not parse,
 * what is wrong and on which line), Copy and Download with the file's extension, and the saved templates' Save,
 * Rename and Delete. Tab keeps moving the focus: the field is a form field like any other.
 */
export function TemplatePanel(props: TemplatePanelProps) {
  // A deleted template, until it is put back or another is deleted: the editor of the next choice offers Undo (a toast's
  // button would sit outside the modal dialog, where nothing can be pressed).
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  return <TemplateEditor key={props.saved?.id ?? 'new'} {...props} deleted={deleted} onDeleted={setDeleted} />;
}

/** A template just deleted and where it stood. */
type Deleted = { readonly template: SavedTemplate; readonly index: number };

/** The editor of one template (a new one, or a saved one): its state starts afresh for each. */
function TemplateEditor({ source, saved, onChoose, deleted, onDeleted }: TemplatePanelProps & { deleted: Deleted | null; onDeleted: (deleted: Deleted | null) => void }) {
  const { t } = useTranslation('templates');
  const kind: TemplateKind = source.kind;
  const starters = STARTER_TEMPLATES.filter((s) => s.kind === kind);
  const [text, setText] = useState(saved?.text ?? starters[0].text);
  const [extension, setExtension] = useState(saved?.extension ?? starters[0].extension);
  const [name, setName] = useState(saved?.name ?? '');
  const [message, setMessage] = useState<{ text: string; tone: 'info' | 'problem' } | null>(null);
  const [replacing, setReplacing] = useState(false);
  const templates = useTemplatesStore((state) => state.templates);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const ids = { text: useId(), extension: useId(), name: useId(), starter: useId(), help: useId(), status: useId() };

  // The dialogs pass a new source object each render: the view follows what it holds.
  const held = source.kind === 'palette' ? source.input : source.theme;
  const view = useMemo(() => (source.kind === 'palette' ? paletteView(source.input.name, source.input.colors) : themeView(source.theme)), [held]); // eslint-disable-line react-hooks/exhaustive-deps
  const deferred = useDeferredValue(text);
  const result = useMemo(() => renderTemplate(deferred, view), [deferred, view]);
  const output = result.ok ? result.text : '';
  const ext = cleanExtension(extension) || DEFAULT_TEMPLATE_EXTENSION;
  const docName = source.kind === 'palette' ? source.input.name : source.theme.name;
  const file = `${fileBase(docName)}.${ext}`;
  const tooLong = text.length > MAX_TEMPLATE_LENGTH;
  const existing = templateNamed(templates, kind, name);
  // The cap counts every template, of both kinds; replacing one is always possible.
  const full = templates.length >= MAX_TEMPLATES && !existing;

  const say = (problem: TemplateProblem | 'full' | 'taken') =>
    setMessage({ tone: 'problem', text: t(`problem.${problem}`, { max: problem === 'full' ? MAX_TEMPLATES : problem === 'tooLong' ? MAX_TEMPLATE_LENGTH : MAX_TEMPLATE_NAME, count: text.length, name: name.trim() }) });

  const insert = (placeholder: string) => {
    const field = textRef.current;
    const snippet = placeholderText(placeholder);
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + snippet + text.slice(end));
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + snippet.length, start + snippet.length);
    });
  };

  const save = (replace: boolean) => {
    const problem = textProblem(text);
    if (problem) return say(problem);
    // Saving under another template's name asks first (its own name is the template itself).
    if (!replace && existing && existing.id !== saved?.id) return setReplacing(true);
    setReplacing(false);
    const result = useTemplatesStore.getState().save({ kind, name, text, extension: ext });
    if (!result.ok) return say(result.problem);
    showToast(t('saved'), result.saved.name);
    setMessage(null);
    onChoose(savedChoice(result.saved));
  };

  const rename = () => {
    if (!saved) return;
    const problem = useTemplatesStore.getState().rename(saved.id, name);
    if (problem) return say(problem);
    showToast(t('renamed'), name.trim());
    setMessage(null);
  };

  const remove = () => {
    if (!saved) return;
    const store = useTemplatesStore.getState();
    const index = store.templates.findIndex((template) => template.id === saved.id);
    const removed = store.templates[index];
    if (!removed) return;
    store.remove(saved.id);
    onDeleted({ template: removed, index });
    onChoose('template');
  };

  const undoDelete = () => {
    if (!deleted) return;
    useTemplatesStore.getState().restoreAt(deleted.template, deleted.index);
    onDeleted(null);
    onChoose(savedChoice(deleted.template));
  };

  const errorText = result.ok ? '' : t(`error.${result.error.kind}`, { line: result.error.line, name: result.error.name, open: '{{', close: '}}' });

  return (
    <>
      <Hint>{t(saved ? 'savedHint' : `hint.${kind}`)}</Hint>
      <Editor>
        <EditorHead>
          <label htmlFor={ids.text}>{t('editor')}</label>
          {saved ? null : (
            <StarterField>
              <label htmlFor={ids.starter}>{t('startFrom')}</label>
              <select
                id={ids.starter}
                value={starters.find((s) => s.text === text)?.id ?? ''}
                onChange={(event) => {
                  const starter = starters.find((s) => s.id === event.target.value);
                  if (!starter) return;
                  setText(starter.text);
                  setExtension(starter.extension);
                }}
              >
                <option value="" disabled>
                  {t('startFromNone')}
                </option>
                {starters.map((starter) => (
                  <option key={starter.id} value={starter.id}>
                    {t(`starters.${kind}.${starter.id}`)}
                  </option>
                ))}
              </select>
            </StarterField>
          )}
        </EditorHead>
        <TextArea
          id={ids.text}
          ref={textRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          rows={10}
          aria-describedby={ids.help}
          aria-invalid={!result.ok || tooLong}
        />
        <Counter id={ids.help} $over={tooLong}>
          {tooLong ? t('problem.tooLong', { max: MAX_TEMPLATE_LENGTH.toLocaleString(), count: text.length }) : t('length', { count: text.length, max: MAX_TEMPLATE_LENGTH.toLocaleString() })}
        </Counter>
      </Editor>

      <Reference>
        <summary>
          <ChevronRight aria-hidden />
          {t('placeholders.title')}
        </summary>
        <ReferenceHint>{t('placeholders.hint')}</ReferenceHint>
        <TagGroups>
          {[...groupsOf(TEMPLATE_PLACEHOLDERS[kind]), ['byName', namedPlaceholders(view)] as [string, string[]]].filter(([, placeholders]) => placeholders.length > 0).map(([group, placeholders]) => (
            <Fragment key={group}>
              {group === 'byName' ? <ByNameHint>{t(`placeholders.byNameHint.${kind}`)}</ByNameHint> : null}
              <Tags aria-label={group === 'top' ? t('placeholders.top') : t(`placeholders.${group}`)}>
                {placeholders.map((placeholder) => {
                  const tag = placeholderText(placeholder).split('\n')[0].replace(/,\{\{\/last\}\}$/, '');
                  const section = placeholder.startsWith('#') || placeholder.startsWith('^');
                  const sample = section ? t(`placeholders.${placeholder.slice(1)}`) : sampleOf(view, placeholder);
                  const label = group === 'top' || group === 'byName' || section ? t('placeholders.insert', { tag }) : t('placeholders.insertIn', { tag, list: t(`placeholders.${group}`) });
                  return (
                    <li key={placeholder}>
                      <TagButton type="button" onClick={() => insert(placeholder)} aria-label={label} title={sample} $section={section}>
                        <code>{tag}</code>
                        {sample ? <span>{sample}</span> : null}
                      </TagButton>
                    </li>
                  );
                })}
              </Tags>
            </Fragment>
          ))}
        </TagGroups>
      </Reference>

      <Caption>{t('outputTitle')}</Caption>
      {result.ok ? (
        <ExportCode label={t('output', { name: saved?.name ?? t('choice') })} text={output} />
      ) : (
        <ErrorBox role="status" aria-live="polite">
          <strong>{t('error.title')}</strong>
          <span>{errorText}</span>
        </ErrorBox>
      )}
      <Actions>
        <FileName title={file}>
          <span>{fileBase(docName)}.</span>
          <ExtensionInput
            id={ids.extension}
            aria-label={t('extension')}
            title={t('extension')}
            value={extension}
            maxLength={16}
            onChange={(event) => setExtension(event.target.value)}
            placeholder={DEFAULT_TEMPLATE_EXTENSION}
            spellCheck={false}
            autoCapitalize="off"
          />
        </FileName>
        <CopyCodeButton text={output} label={t('copy')} copied={t('copied')} detail={file} disabled={!result.ok} />
        <DownloadButton label={t('download')} onClick={() => result.ok && downloadFile(output, file, 'text/plain;charset=utf-8')} />
      </Actions>

      <SaveBox>
        <Field $grow>
          <label htmlFor={ids.name}>{t('name')}</label>
          <NameInput
            id={ids.name}
            value={name}
            maxLength={MAX_TEMPLATE_NAME}
            onChange={(event) => {
              setName(event.target.value);
              setReplacing(false);
              setMessage(event.target.value.length >= MAX_TEMPLATE_NAME ? { tone: 'info', text: t('problem.nameTooLong', { max: MAX_TEMPLATE_NAME }) } : null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                save(false);
              }
            }}
            placeholder={t('namePlaceholder')}
            aria-describedby={ids.status}
          />
        </Field>
        <SaveActions>
          {saved ? (
            <>
              <Button type="button" $variant="ghost" onClick={rename} disabled={name.trim() === saved.name || name.trim() === ''}>
                <Pencil aria-hidden />
                {t('rename')}
              </Button>
              <Button type="button" $variant="danger" onClick={remove}>
                <Trash2 aria-hidden />
                {t('delete')}
              </Button>
            </>
          ) : null}
          <Button type="button" onClick={() => save(false)} disabled={name.trim() === '' || tooLong || full}>
            <Save aria-hidden />
            {saved && existing?.id === saved.id ? t('saveChanges') : t('save')}
          </Button>
        </SaveActions>
        <Status id={ids.status} role="status" aria-live="polite" $problem={message?.tone === 'problem' || replacing}>
          {replacing ? (
            <Confirm>
              <span>{t('replace.question', { name: existing?.name ?? name })}</span>
              <Button type="button" $variant="primary" onClick={() => save(true)}>
                {t('replace.confirm')}
              </Button>
              <Button type="button" onClick={() => setReplacing(false)}>
                {t('replace.cancel')}
              </Button>
            </Confirm>
          ) : deleted && !message ? (
            <Confirm>
              <span>{t('deletedNamed', { name: deleted.template.name })}</span>
              <Button type="button" onClick={undoDelete}>
                <Undo2 aria-hidden />
                {t('undo')}
              </Button>
            </Confirm>
          ) : full ? (
            t('problem.full', { max: MAX_TEMPLATES })
          ) : (
            (message?.text ?? null)
          )}
        </Status>
      </SaveBox>
    </>
  );
}

/** A labelled field: its label above, small and muted. */
function Field({ children, $grow }: { children: ReactNode; $grow?: boolean }) {
  return <FieldBox $grow={$grow}>{children}</FieldBox>;
}

const FieldBox = styled.div<{ $grow?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]}px;
  ${({ $grow }) => ($grow ? 'flex: 1 1 220px; min-width: 0;' : '')}
  label { ${fieldLabel()} }
`;

const Editor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]}px;
`;

const EditorHead = styled.div`
  ${wrapRow}
  justify-content: space-between;
  align-items: end;
  gap: ${tokens.space[3]}px;
  > label { ${fieldLabel()} }
`;

const StarterField = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  label { ${mutedSmall} }
  select { ${fieldBox({ height: 32, padding: tokens.space[2] })} font-size: ${tokens.fontSizes[1]}px; }
`;

const TextArea = styled.textarea`
  ${codeTextArea}
  min-height: 180px;
  max-height: 60vh;
  padding: ${tokens.space[3]}px ${tokens.space[4] - 4}px;
  background: ${tokens.colors.surfaceRaised};
  line-height: 1.6;
  tab-size: 2;
  white-space: pre;
  overflow-wrap: normal;
  &[aria-invalid='true'] { border-color: ${tokens.colors.danger}; }
`;

const Counter = styled.p<{ $over: boolean }>`
  align-self: flex-end;
  ${mutedSmall}
  font-size: ${tokens.fontSizes[0]}px;
  ${({ $over }) => ($over ? `color: ${tokens.colors.danger};` : '')}
`;

const Reference = styled.details`
  margin: ${tokens.space[3]}px 0;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
  summary {
    display: flex;
    align-items: center;
    gap: ${tokens.space[2]}px;
    min-height: 40px;
    padding: 0 ${tokens.space[3]}px;
    cursor: pointer;
    list-style: none;
    font-size: ${tokens.fontSizes[1]}px;
    font-weight: ${tokens.fontWeights.bold};
    svg { width: 16px; height: 16px; transition: transform 120ms ease; }
  }
  summary::-webkit-details-marker { display: none; }
  &[open] summary svg { transform: rotate(90deg); }
  summary:focus-visible { outline: 3px solid ${tokens.colors.focus}; outline-offset: 2px; border-radius: ${tokens.radius.medium}px; }
`;

const ReferenceHint = styled.p`
  padding: 0 ${tokens.space[3]}px;
  ${mutedSmall}
`;

/** The line before the placeholders that reach an item by its name, set off from the lists above it. */
const ByNameHint = styled.p`
  margin: 0;
  padding: ${tokens.space[3]}px ${tokens.space[3]}px 0;
  border-top: 1px dashed ${tokens.colors.border};
  ${mutedSmall}
`;

const TagGroups = styled.div`
  max-height: 260px;
  overflow: auto;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]}px;
  margin: 0;
  padding: ${tokens.space[3]}px;
  list-style: none;
  & + & { border-top: 1px dashed ${tokens.colors.border}; }
`;

const TagButton = styled.button<{ $section: boolean }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${tokens.space[2]}px;
  max-width: 100%;
  min-height: 30px;
  padding: ${tokens.space[1]}px ${tokens.space[2]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.small}px;
  background: ${tokens.colors.surfaceRaised};
  color: ${tokens.colors.text};
  cursor: pointer;
  code { font-family: ${tokens.fonts.mono}; font-size: ${tokens.fontSizes[0]}px; font-weight: ${tokens.fontWeights.bold}; }
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; max-width: 180px; color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[0]}px; }
  ${({ $section }) => ($section ? 'border-style: dashed;' : '')}
  &:hover { background: ${tokens.colors.surfaceHover}; }
  &:focus-visible { outline: 3px solid ${tokens.colors.focus}; outline-offset: 2px; }
`;

const Caption = styled.p`
  margin-bottom: ${tokens.space[2]}px;
  ${fieldLabel()}
`;

const FileName = styled.div`
  display: flex;
  align-items: center;
  flex: 1;
  min-width: 0;
  color: ${tokens.colors.textMuted};
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[0]}px;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  ${tokens.media.narrow} {
    flex-basis: 100%;
  }
`;

const ExtensionInput = styled.input`
  ${fieldBox({ height: 32, padding: tokens.space[2] })}
  width: 84px;
  margin-left: 2px;
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[1]}px;
`;

const NameInput = styled.input`
  ${fieldBox({ height: 40 })}
  width: 100%;
`;

const ErrorBox = styled(CodeBox).attrs({ as: 'div' })`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]}px;
  border-color: ${tokens.colors.danger};
  font-family: inherit;
  strong { color: ${tokens.colors.danger}; }
`;

const SaveBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${tokens.space[3]}px;
  margin-top: ${tokens.space[5]}px;
  padding-top: ${tokens.space[4]}px;
  border-top: 1px solid ${tokens.colors.border};
`;

const SaveActions = styled.div`
  ${wrapRow}
  justify-content: flex-end;
  gap: ${tokens.space[2]}px;
  margin-left: auto;
`;

const Status = styled.div<{ $problem: boolean }>`
  flex-basis: 100%;
  min-height: 1.5em;
  ${mutedSmall}
  ${({ $problem }) => ($problem ? `color: ${tokens.colors.danger};` : '')}
`;

const Confirm = styled.div`
  ${wrapRow}
  align-items: center;
  gap: ${tokens.space[3]}px;
  span { color: ${tokens.colors.text}; }
`;
