import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { parseImport } from '../../core/import/importColors';
import { ImportFailure, type ImportResult } from '../../core/import/importTypes';
import type { JapaneseColorTable } from '../../core/names/japaneseColors';
import { withData } from '../data/pageData';
import type { FileRefusal, ImportFile } from './readImportFile';
import { tailwindPalette } from './tailwindPalette';

/** What the dialog shows for the current input: nothing yet, a failure (a 'failures' key and a line), or a result. */
export type ImportState =
  | { kind: 'idle' }
  | { kind: 'failure'; reason: FileRefusal | ImportFailure['reason']; line: number | null }
  | { kind: 'result'; result: ImportResult };

/** Returns the state of parsing a file's bytes or a text (a file wins over the text). */
function parse(file: ImportFile | null, text: string, japanese: JapaneseColorTable | null): ImportState {
  if (file && 'refusal' in file) return { kind: 'failure', reason: file.refusal, line: null };
  if (!file && text.trim() === '') return { kind: 'idle' };
  try {
    return { kind: 'result', result: parseImport(file ? file.bytes : text, { tailwind: tailwindPalette(), japanese, fileName: file?.name }) };
  } catch (error) {
    if (error instanceof ImportFailure) return { kind: 'failure', reason: error.reason, line: error.line };
    // A parser bug must not take the page down: say the input could not be read, and keep the cause for developers.
    console.error('Irodori: import failed.', error);
    return { kind: 'failure', reason: 'invalid', line: null };
  }
}

/**
 * The import dialog's input: the pasted text (parsed a moment after typing stops being urgent, useDeferredValue)
 * or a chosen or dropped file, and what parsing it gives. A list with lines nothing else reads is read again with the
 * traditional colours' table, loaded then (a list of 和色 names: 桜色, sakura-iro), as the search reads them.
 */
export function useImportSource(initialFile: ImportFile | null = null) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<ImportFile | null>(initialFile);
  const [japanese, setJapanese] = useState<JapaneseColorTable | null>(null);
  const deferredText = useDeferredValue(text);
  const state = useMemo(() => parse(file, deferredText, japanese), [file, deferredText, japanese]);
  const needsJapanese = japanese === null && state.kind === 'result' && state.result.format === 'list' && state.result.unreadable.length > 0;
  useEffect(() => {
    if (!needsJapanese) return;
    let live = true;
    // With its module, the Japanese face's cut of the names (the preview shows them on English pages too).
    withData(['japaneseColors'], () => import('../japaneseColors'))().then(
      (module) => {
        if (live) setJapanese(module.japaneseColors());
      },
      () => undefined, // offline without the file: the lines stay unreadable, as they are listed
    );
    return () => {
      live = false;
    };
  }, [needsJapanese]);
  return { text, setText, file, setFile, state, settling: deferredText !== text || needsJapanese };
}
