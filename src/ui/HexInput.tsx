import { useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { FieldClearButton, clearableField } from './FieldClearButton';
// Deep import: the core's barrel also holds the colour-name table, which the shell must not load.
import { tryNormalizeColorCode } from '../core/code/colorCode';
import { hexFieldAttributes, useHexText } from './hexField';
import { tokens } from './theme';

type HexInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'maxLength'> & {
  /** Accessible label of the field; omit it only when a visible <label htmlFor={id}> names it. */
  label?: string;
  /** Label of the clear button. */
  clearLabel: string;
  /** Called with the normalised '#rrggbb' code on Enter or blur when the text is valid (SPEC §4). */
  onCommit: (code: string) => void;
  /** Called on every keystroke with the text and its normalised code (or null when invalid). */
  onTextChange?: (text: string, code: string | null) => void;
  initialValue?: string;
  /** Whether leaving the field commits a valid value (default true). */
  commitOnBlur?: boolean;
  /**
   * The colour the field stands for, when it follows one from outside (a swap, the URL, a picker):
   * the text changes to it unless the text already means that colour.
   */
  value?: string;
  /** Field height in px (40 by default). */
  height?: number;
};

/**
 * A hex colour field: at most 7 characters; commits on Enter or blur when valid, ignores invalid
 * text silently, and has a clear button that empties it.
 */
export function HexInput({
  label,
  clearLabel,
  onCommit,
  onTextChange,
  initialValue = '',
  commitOnBlur = true,
  value,
  height = 40,
  id: givenId,
  ...rest
}: HexInputProps) {
  const [text, setText] = useHexText(value, value ?? initialValue);
  const ownId = useId();
  const id = givenId ?? ownId;
  const commit = () => {
    const code = tryNormalizeColorCode(text.trim());
    if (code) onCommit(code);
  };
  const change = (value: string) => {
    setText(value);
    onTextChange?.(value, tryNormalizeColorCode(value.trim()));
  };
  return (
    <Field>
      {label ? (
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
      ) : null}
      <Input
        $height={height}
        id={id}
        {...hexFieldAttributes}
        inputMode="text"
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        {...rest}
        onBlur={(event) => {
          if (commitOnBlur) commit();
          rest.onBlur?.(event);
        }}
      />
      {text ? (
        <FieldClearButton label={clearLabel} onMouseDown={(event) => event.preventDefault()} onClick={() => change('')} />
      ) : null}
    </Field>
  );
}

const Field = styled.div`
  ${clearableField}
  width: 100%;
`;

const Input = styled.input<{ $height: number }>`
  width: 100%;
  height: ${({ $height }) => $height}px;
  padding: 0 40px 0 ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[2]}px;
  &::placeholder { color: ${tokens.colors.textMuted}; }
`;
