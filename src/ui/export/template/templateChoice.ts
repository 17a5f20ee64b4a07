/**
 * "Your template" among an export dialog's formats: the choice 'template' (a new template) and one choice a saved
 * template of the dialog's kind, `template:<id>`, each named for the format chips. The dialogs keep their own format
 * lists and add these after them.
 */
import { useTranslation } from 'react-i18next';
import type { TemplateKind } from '../../../core/code/exportTemplate';
import type { SavedTemplate } from '../../../core/model/exportTemplates';
import { useTemplatesStore } from '../../../stores/exportTemplates';

/** A template among the formats: a new one, or a saved one by its id. */
export type TemplateChoice = 'template' | `template:${string}`;

/** Returns whether a format choice is a template. */
export const isTemplateChoice = (id: string): id is TemplateChoice => id === 'template' || id.startsWith('template:');

/** Returns the choice of a saved template. */
export const savedChoice = (template: Pick<SavedTemplate, 'id'>): TemplateChoice => `template:${template.id}`;

/** The template choices of a dialog: their ids in order, their chip labels, and the saved template a choice is. */
export type TemplateChoices = {
  readonly ids: readonly TemplateChoice[];
  /** The name of their row where a dialog groups its formats. */
  readonly groupLabel: string;
  /** A template choice's label; null for any other format. */
  readonly labelOf: (id: string) => string | null;
  /** The saved template of a choice (undefined for a new one, or one deleted since). */
  readonly templateOf: (id: TemplateChoice) => SavedTemplate | undefined;
};

/** Returns the template choices of a dialog of `kind`: "Your template", then each saved template of that kind by name. */
export function useTemplateChoices(kind: TemplateKind): TemplateChoices {
  const { t } = useTranslation('templates');
  const templates = useTemplatesStore((state) => state.templates);
  const mine = templates.filter((template) => template.kind === kind);
  const templateOf = (id: TemplateChoice) => (id === 'template' ? undefined : mine.find((template) => savedChoice(template) === id));
  return {
    ids: ['template', ...mine.map(savedChoice)],
    groupLabel: t('group'),
    labelOf: (id) => {
      if (!isTemplateChoice(id)) return null;
      return templateOf(id)?.name ?? t('choice');
    },
    templateOf,
  };
}
