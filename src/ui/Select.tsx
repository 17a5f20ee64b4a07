import type { SelectHTMLAttributes } from 'react';

type SelectProps<T extends string> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> & {
  options: readonly T[];
  value: T;
  onChange: (option: T) => void;
  /** The text an option is shown with. */
  labelOf: (option: T) => string;
};

/** A native select of `options` (each its own value), shown by `labelOf`, that hands the chosen option to `onChange`. */
export function Select<T extends string>({ options, value, onChange, labelOf, ...select }: SelectProps<T>) {
  return (
    <select {...select} value={value} onChange={(event) => onChange(event.target.value as T)}>
      {options.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </select>
  );
}
