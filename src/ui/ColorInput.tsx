import { useEffect, useId, useRef, useState } from 'react';
import { X } from 'lucide-react';
import styled from 'styled-components';
// Deep import: the core's barrel also holds the colour-name table, which shared UI must not load.
import { tryNormalizeColorCode } from '../core/code/colorCode';
import { durations, sizes } from './theme';

type ColorInputProps = {
  /** Visible label of the control (also the hex field's accessible name). */
  label: string;
  /** The current colour, '#rrggbb'. */
  value: string;
  /** Receives the normalised '#rrggbb' of a committed change. */
  onChange: (code: string) => void;
  /** Accessible name of the system colour-picker button. */
  pickerLabel: string;
  /** Accessible name of the clear button. */
  clearLabel: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  className?: string;
};

/**
 * A colour field: the system colour picker (a native <input type="color"> shown as a swatch) next to a hex field.
 * The hex field follows SPEC §4–5: at most 7 characters, commits on Enter or blur when valid, ignores invalid text
 * silently, and a clear button empties it. Changes from the system picker are shown at once and committed after a
 * short pause (the picker reports every pointer move; the pause keeps the URL from being rewritten each time).
 */
export function ColorInput({ label, value, onChange, pickerLabel, clearLabel, hideLabel, className }: ColorInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const [nativeDraft, setNativeDraft] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestChange = useRef(onChange);
  latestChange.current = onChange;

  if (value !== shownValue) {
    // The colour changed from outside (swap, URL, the system picker): show it unless the text already means it.
    setShownValue(value);
    if (tryNormalizeColorCode(text.trim()) !== value) setText(value);
  }

  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);

  const commitText = () => {
    const code = tryNormalizeColorCode(text.trim());
    if (code && code !== value) onChange(code);
  };
  const pickNative = (code: string) => {
    setNativeDraft(code);
    setText(code);
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setNativeDraft(null);
      latestChange.current(code);
    }, durations.sliderDebounce);
  };

  return (
    <Root className={className}>
      <Label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
      <Row>
        <Native
          type="color"
          aria-label={pickerLabel}
          title={pickerLabel}
          value={nativeDraft ?? value}
          onChange={(event) => pickNative(event.target.value.toLowerCase())}
        />
        <Field>
          <Input
            id={id}
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={sizes.hexInputMaxLength}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitText();
            }}
            onBlur={commitText}
          />
          {text ? (
            <Clear type="button" aria-label={clearLabel} onMouseDown={(event) => event.preventDefault()} onClick={() => setText('')}>
              <X aria-hidden />
            </Clear>
          ) : null}
        </Field>
      </Row>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3] - 2}px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
`;

const Native = styled.input`
  -webkit-appearance: none;
  appearance: none;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium}px;
  background: none;
  cursor: pointer;
  overflow: hidden;
  &::-webkit-color-swatch-wrapper { padding: 0; }
  &::-webkit-color-swatch { border: 0; border-radius: ${({ theme }) => theme.radius.medium - 1}px; }
  &::-moz-color-swatch { border: 0; border-radius: ${({ theme }) => theme.radius.medium - 1}px; }
`;

const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  flex: 1;
  min-width: 0;
`;

const Input = styled.input`
  width: 100%;
  height: 44px;
  padding: 0 40px 0 ${({ theme }) => theme.space[4] - 2}px;
  border-radius: ${({ theme }) => theme.radius.medium}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
`;

const Clear = styled.button`
  position: absolute;
  right: 6px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
  svg { width: 16px; height: 16px; }
`;
