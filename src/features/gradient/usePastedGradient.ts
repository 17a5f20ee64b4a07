import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Gradient } from '../../core/gradient/gradient';
import type { PasteNote } from '../../core/gradient/parse';
import { useToastStore } from '../../stores/toasts';
import { isTextEntry } from '../../ui/useUndoShortcuts';

/** A paste's note in words: what was left out or approximated. */
export function pasteNoteText(t: TFunction<'gradient'>, note: PasteNote): string {
  return t(`paste.notes.${note.code}`, { text: note.text, count: Number(note.text) || 0 });
}

type Handlers = {
  /** A gradient read from the paste: taken as one undoable step. */
  onRead: (gradient: Gradient) => void;
  /** Gradient CSS that could not be read: shown in the paste dialog with why. */
  onUnreadable: (text: string) => void;
};

/**
 * A paste of gradient CSS (Ctrl/⌘ + V) anywhere on the gradient page but in a text field or a dialog: read and taken at
 * once, with a toast that says what was read (and what was left out). Any other paste is left alone. The reader (and
 * the colour parser it uses) loads with the first such paste.
 */
export function usePastedGradient(handlers: Handlers): void {
  const { t } = useTranslation('gradient');
  const latest = useRef({ handlers, t });
  latest.current = { handlers, t };
  useEffect(() => {
    const paste = (event: ClipboardEvent) => {
      if (isTextEntry(event.target) || document.querySelector('dialog[open], [role="dialog"]')) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (!/gradient\(/i.test(text)) return;
      event.preventDefault();
      void import('../../core/gradient/parse').then(({ parseGradientCss }) => {
        const { handlers: current, t: translate } = latest.current;
        const result = parseGradientCss(text);
        if (!result.ok) {
          current.onUnreadable(text);
          return;
        }
        current.onRead(result.gradient);
        const layers = translate('paste.layers', { count: result.gradient.layers.length });
        const stops = translate('paste.stops', { count: result.gradient.layers.reduce((sum, layer) => sum + layer.stops.length, 0) });
        const notes = result.notes.map((note) => pasteNoteText(translate, note));
        useToastStore.getState().show({ type: 'plain', text: translate('paste.read', { layers, stops }), subText: notes.join(' ') || undefined });
      });
    };
    document.addEventListener('paste', paste);
    return () => document.removeEventListener('paste', paste);
  }, []);
}
