import { useId } from 'react';
import { Search } from 'lucide-react';
import styled from 'styled-components';
import { FieldClearButton, clearableField } from '../FieldClearButton';
import { tokens } from '../theme';

type SearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** Accessible label (also the placeholder). */
  label: string;
  /** Label of the clear button. */
  clearLabel: string;
  /** Id of an element that describes the field (a hint under it). */
  describedBy?: string;
  className?: string;
};

/** A search box with a magnifier and a clear button; filters as the user types. */
export function SearchField({ value, onChange, label, clearLabel, describedBy, className }: SearchFieldProps) {
  const id = useId();
  return (
    <Field className={className}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Search aria-hidden />
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={label}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            // Escape clears a filled field instead of closing what surrounds it.
            event.preventDefault();
            event.stopPropagation();
            onChange('');
          }
        }}
      />
      {value ? (
        <FieldClearButton label={clearLabel} onClick={() => onChange('')} />
      ) : null}
    </Field>
  );
}

const Field = styled.div`
  ${clearableField}
  width: 100%;
  > svg {
    position: absolute;
    left: 14px;
    width: 18px;
    height: 18px;
    color: ${tokens.colors.textMuted};
    pointer-events: none;
  }
`;

const Input = styled.input`
  width: 100%;
  height: 44px;
  padding: 0 44px 0 42px;
  border-radius: ${tokens.radius.medium}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  font-size: ${tokens.fontSizes[2]}px;
  &::placeholder { color: ${tokens.colors.textMuted}; }
  &::-webkit-search-cancel-button { display: none; }
`;
