/**
 * Renders an export template (Mustache, logic-less) against its view (src/core/code/exportTemplate.ts) and turns
 * Mustache's syntax errors into a kind and a line the UI can say in words. Mustache's HTML escaping is off: the output
 * is source code, not HTML. Loaded with the export dialogs only.
 */
import Mustache from 'mustache';
import { bare, type PaletteView, type ThemeView } from '../../../core/code/exportTemplate';

/** Why a template does not parse, as Mustache finds it. */
export type TemplateErrorKind = 'unclosedTag' | 'unclosedSection' | 'unopenedSection' | 'mismatchedSection' | 'badDelimiters' | 'other';

/** A template that does not parse: why, the section's name where there is one, and the line (from 1) it is on. */
export type TemplateError = { readonly kind: TemplateErrorKind; readonly name: string; readonly line: number };

/** The outcome of rendering: the text, or the error. */
export type RenderResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly error: TemplateError };

/** Returns the line (from 1) of an index into a text. */
const lineAt = (text: string, index: number) => text.slice(0, Math.max(0, index)).split('\n').length;

/** Returns the index of the last opening tag of a section named `name` ({{#name}} or {{^name}}), or -1. */
function sectionStart(template: string, name: string): number {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let at = -1;
  for (const match of template.matchAll(new RegExp(`\\{\\{\\s*[#^]\\s*${escaped}\\s*\\}\\}`, 'g'))) at = match.index;
  return at;
}

/** Returns the error of a Mustache exception, located in the template. */
function templateError(template: string, error: unknown): TemplateError {
  const message = error instanceof Error ? error.message : String(error);
  const at = /at (\d+)$/.exec(message);
  const index = at ? Number(at[1]) : template.length;
  const named = /"([^"]*)"/.exec(message)?.[1] ?? '';
  if (message.startsWith('Unclosed tag')) {
    // Mustache reports where it stopped looking (the end); the tag opened at the last '{{' with no '}}' after it.
    const open = template.lastIndexOf('{{', index);
    return { kind: 'unclosedTag', name: '', line: lineAt(template, open === -1 ? index : open) };
  }
  if (message.startsWith('Unopened section')) return { kind: 'unopenedSection', name: named, line: lineAt(template, index) };
  if (message.startsWith('Unclosed section')) {
    // At the end of the template: the section was never closed (say where it opened); else another section's end met it.
    if (index >= template.length) {
      const open = sectionStart(template, named);
      return { kind: 'unclosedSection', name: named, line: lineAt(template, open === -1 ? index : open) };
    }
    return { kind: 'mismatchedSection', name: named, line: lineAt(template, index) };
  }
  if (message.startsWith('Invalid tags')) return { kind: 'badDelimiters', name: '', line: lineAt(template, template.search(/\{\{\s*=/)) };
  return { kind: 'other', name: '', line: 1 };
}

/** Mustache's settings for source code: no HTML escaping, the default delimiters. */
const CONFIG = { escape: (value: string) => value };

/**
 * Renders a template with a view; never throws. A syntax error comes back with its line. Each render has a writer of
 * its own, so the texts of a template being typed are not cached one by one.
 */
export function renderTemplate(template: string, view: PaletteView | ThemeView): RenderResult {
  const writer = new Mustache.Writer();
  try {
    writer.parse(template);
  } catch (error) {
    return { ok: false, error: templateError(template, error) };
  }
  try {
    return { ok: true, text: writer.render(template, bare(view), {}, CONFIG) };
  } catch (error) {
    return { ok: false, error: templateError(template, error) };
  }
}

