/**
 * Saved export templates ("Your template", ../code/exportTemplate.ts), kept under a key of their own: a list, newest
 * first, each with an id, what it was written for (a palette or a theme), its name, its text, its file's extension and
 * the time it was saved. Decoding never throws: an unreadable list is empty, an unreadable entry is left out. The
 * backup reads the same entries strictly (../backup/backupFields.ts).
 */
import type { TemplateKind } from '../code/exportTemplate.ts';
import { storedObjects } from './codecs.ts';

export type SavedTemplate = {
  readonly id: string;
  readonly kind: TemplateKind;
  readonly name: string;
  readonly text: string;
  /** The downloaded file's extension, without its dot ('txt', 'css', 'd.ts'). */
  readonly extension: string;
  readonly savedAt: number;
};

/** The most templates kept. */
export const MAX_TEMPLATES = 50;
/** The longest template, in characters (UTF-16 units). */
export const MAX_TEMPLATE_LENGTH = 20_000;
/** The longest template name. */
export const MAX_TEMPLATE_NAME = 100;
/** The longest id kept (the app's are uuids). */
const MAX_ID = 100;
/** The extension a template's file has until the user gives another. */
export const DEFAULT_TEMPLATE_EXTENSION = 'txt';

/** A file extension: letters and digits, dots, hyphens and underscores between them, at most 16 characters ('css', 'd.ts'). */
const EXTENSION = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,14}[A-Za-z0-9])?$/;
/** A control character other than tab and line breaks (a template is text of many lines). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/; // eslint-disable-line no-control-regex
/** A name's forbidden characters: control characters and line breaks. */
const NAME_CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/; // eslint-disable-line no-control-regex

/** Returns whether a text is a valid extension (without its dot). */
export const isTemplateExtension = (value: unknown): value is string => typeof value === 'string' && EXTENSION.test(value);

/** Returns the extension a user typed as one the file can have: the dot dropped, '' when not valid. */
export function cleanExtension(value: string): string {
  const bare = value.trim().replace(/^\.+/, '');
  return isTemplateExtension(bare) ? bare : '';
}

/** Why a template cannot be saved as it is. */
export type TemplateProblem = 'noName' | 'nameTooLong' | 'nameInvalid' | 'tooLong' | 'textInvalid';

/** Returns what keeps a name from being a template's, or null (the name is trimmed first). */
export function nameProblem(name: string): TemplateProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'noName';
  if (trimmed.length > MAX_TEMPLATE_NAME) return 'nameTooLong';
  return NAME_CONTROL.test(trimmed) ? 'nameInvalid' : null;
}

/** Returns what keeps a text from being a template's, or null. */
export function textProblem(text: string): TemplateProblem | null {
  if (text.length > MAX_TEMPLATE_LENGTH) return 'tooLong';
  return CONTROL.test(text) ? 'textInvalid' : null;
}

/**
 * Returns a template of an unknown value (a stored or backed-up entry), or the name of its first invalid field:
 * an id, a kind, a name and a text within the limits, an extension, a finite time.
 */
export function readTemplate(entry: Record<string, unknown>): SavedTemplate | keyof SavedTemplate {
  const { id, kind, name, text, extension, savedAt } = entry;
  if (typeof id !== 'string' || id === '' || id.length > MAX_ID || NAME_CONTROL.test(id)) return 'id';
  if (kind !== 'palette' && kind !== 'theme') return 'kind';
  if (typeof name !== 'string' || nameProblem(name) !== null || name !== name.trim()) return 'name';
  if (typeof text !== 'string' || textProblem(text) !== null) return 'text';
  if (!isTemplateExtension(extension)) return 'extension';
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt) || savedAt < 0) return 'savedAt';
  return { id, kind, name, text, extension, savedAt };
}

/** Returns the list as plain data, the form kept in storage and in a backup. */
export function templateEntries(templates: readonly SavedTemplate[]): SavedTemplate[] {
  return templates.map(({ id, kind, name, text, extension, savedAt }) => ({ id, kind, name, text, extension, savedAt }));
}

/** Returns the stored text of the list. */
export function encodeTemplates(templates: readonly SavedTemplate[]): string {
  return JSON.stringify(templateEntries(templates));
}

/** Returns the list of the stored text: [] when absent or unreadable; invalid or repeated entries are left out. */
export function decodeTemplates(raw: string | null): SavedTemplate[] {
  const out: SavedTemplate[] = [];
  for (const entry of storedObjects(raw)) {
    const template = readTemplate(entry);
    if (typeof template === 'string') continue;
    if (out.some((t) => t.id === template.id || (t.kind === template.kind && sameName(t.name, template.name)))) continue;
    out.push(template);
  }
  return out.slice(0, MAX_TEMPLATES);
}

/** Returns whether two template names are the same to a person (case and width aside). */
export function sameName(a: string, b: string): boolean {
  const key = (name: string) => name.trim().normalize('NFKC').toLowerCase();
  return key(a) === key(b);
}

/** Returns the template of a kind named `name`, if any. */
export function templateNamed(templates: readonly SavedTemplate[], kind: TemplateKind, name: string): SavedTemplate | undefined {
  return templates.find((t) => t.kind === kind && sameName(t.name, name));
}

/** The outcome of saving: the list, or why it stays as it was. */
export type SaveResult = { readonly ok: true; readonly templates: SavedTemplate[]; readonly saved: SavedTemplate } | { readonly ok: false; readonly problem: TemplateProblem | 'full' };

/**
 * Returns the list with a template saved: a template of the same kind and name is replaced in place (keeping its id),
 * else the new one goes first. Refuses a bad name or text, and a new template when MAX_TEMPLATES are kept.
 */
export function saveTemplate(
  templates: readonly SavedTemplate[],
  fields: Pick<SavedTemplate, 'kind' | 'name' | 'text' | 'extension'>,
  id: string,
  now: number,
): SaveResult {
  const name = fields.name.trim();
  const problem = nameProblem(name) ?? textProblem(fields.text);
  if (problem !== null) return { ok: false, problem };
  const extension = isTemplateExtension(fields.extension) ? fields.extension : DEFAULT_TEMPLATE_EXTENSION;
  const existing = templateNamed(templates, fields.kind, name);
  if (existing) {
    const saved: SavedTemplate = { ...existing, name, text: fields.text, extension, savedAt: now };
    return { ok: true, saved, templates: templates.map((t) => (t.id === existing.id ? saved : t)) };
  }
  if (templates.length >= MAX_TEMPLATES) return { ok: false, problem: 'full' };
  const saved: SavedTemplate = { id, kind: fields.kind, name, text: fields.text, extension, savedAt: now };
  return { ok: true, saved, templates: [saved, ...templates] };
}

/** Returns the list with a template renamed, or why not ('taken': another template of its kind has the name). */
export function renameTemplate(templates: readonly SavedTemplate[], id: string, name: string): { ok: true; templates: SavedTemplate[] } | { ok: false; problem: TemplateProblem | 'taken' } {
  const trimmed = name.trim();
  const problem = nameProblem(trimmed);
  if (problem !== null) return { ok: false, problem };
  const template = templates.find((t) => t.id === id);
  if (!template) return { ok: true, templates: [...templates] };
  const other = templateNamed(templates, template.kind, trimmed);
  if (other && other.id !== id) return { ok: false, problem: 'taken' };
  return { ok: true, templates: templates.map((t) => (t.id === id ? { ...t, name: trimmed } : t)) };
}

/** Returns the library's templates with a backup's added: those whose id and name (in its kind) the library lacks, after the library's, up to the cap. */
export function mergeTemplates(library: readonly SavedTemplate[], backup: readonly SavedTemplate[]): SavedTemplate[] {
  const out = [...library];
  for (const template of backup) {
    if (out.length >= MAX_TEMPLATES) break;
    if (out.some((t) => t.id === template.id || (t.kind === template.kind && sameName(t.name, template.name)))) continue;
    out.push(template);
  }
  return out;
}
