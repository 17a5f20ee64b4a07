/**
 * Saved export templates ("Your template"): a list under their own key, newest first, kept in step with other tabs.
 * Corrupt stored data reads as no templates (the codec never throws); a failed write keeps what was stored before
 * (persist) and the change in memory. The rules (limits, names unique per kind, replace in place) are the model's.
 */
import { create } from 'zustand';
import type { TemplateKind } from '../core/code/exportTemplate';
import {
  decodeTemplates,
  encodeTemplates,
  renameTemplate,
  saveTemplate,
  type SaveResult,
  type SavedTemplate,
  type TemplateProblem,
} from '../core/model/exportTemplates';
import { newUuid } from '../core/uuid';
import { noteLibraryChange } from './backupStatus';
import { onOtherTabChange, persist, restore } from './persistence';
import { STORAGE_KEYS } from './storage';

const KEY = STORAGE_KEYS.exportTemplates;

type TemplatesState = {
  templates: readonly SavedTemplate[];
  /** Saves a template (one of the same kind and name is replaced); returns it, or why it was not saved. */
  save: (fields: { kind: TemplateKind; name: string; text: string; extension: string }) => SaveResult;
  /** Renames a template; returns why not ('taken' when another of its kind has the name). */
  rename: (id: string, name: string) => TemplateProblem | 'taken' | null;
  /** Removes a template. */
  remove: (id: string) => void;
  /** Puts a removed template back where it stood (the toast's Undo). */
  restoreAt: (template: SavedTemplate, index: number) => void;
};

export const useTemplatesStore = create<TemplatesState>()((set, get) => {
  const commit = (templates: readonly SavedTemplate[]) => {
    set({ templates });
    persist(KEY, encodeTemplates(templates));
    // A change to the library: the backup reminder counts it, and a kept backup file is rewritten.
    noteLibraryChange(templates.length > 0);
  };
  return {
    templates: restore(KEY, decodeTemplates),
    save: (fields) => {
      const result = saveTemplate(get().templates, fields, newUuid(), Date.now());
      if (result.ok) commit(result.templates);
      return result;
    },
    rename: (id, name) => {
      const result = renameTemplate(get().templates, id, name);
      if (!result.ok) return result.problem;
      commit(result.templates);
      return null;
    },
    remove: (id) => commit(get().templates.filter((t) => t.id !== id)),
    restoreAt: (template, index) => {
      const list = get().templates.filter((t) => t.id !== template.id);
      commit([...list.slice(0, index), template, ...list.slice(index)]);
    },
  };
});

onOtherTabChange(KEY, (raw) => useTemplatesStore.setState({ templates: decodeTemplates(raw) }));
