import type { InputHTMLAttributes, Ref } from 'react';

type FileChooserProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  ref?: Ref<HTMLInputElement>;
  /** Called with the file the person chose. */
  onFile: (file: File) => void;
};

/**
 * A file input (usually hidden, opened by a button through `ref`) that hands over the chosen file and then forgets
 * it, so that choosing the same file again is heard again.
 */
export function FileChooser({ onFile, ...input }: FileChooserProps) {
  return (
    <input
      type="file"
      {...input}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
