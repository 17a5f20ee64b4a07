import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { HexInput } from './HexInput';
import { durations, tokens } from './theme';
import { stack } from './styles';

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
 * A colour field: the system colour picker (a native <input type="color"> shown as a swatch) next to a colour text
 * field (HexInput: the SPEC's hex field while the text looks like hex, any CSS colour or colour name read whole beyond
 * it, saying in a card under itself when the code it commits differs from what was typed). Changes from the system
 * picker are shown at once and committed after a short pause (the picker reports every pointer move; the pause keeps
 * the URL from being rewritten each time).
 */
export function ColorInput({ label, value, onChange, pickerLabel, clearLabel, hideLabel, className }: ColorInputProps) {
  const id = useId();
  const [nativeDraft, setNativeDraft] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestChange = useRef(onChange);
  latestChange.current = onChange;

  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);

  const pickNative = (code: string) => {
    setNativeDraft(code);
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
        <HexField>
          <HexInput
            id={id}
            value={nativeDraft ?? value}
            height={44}
            clearLabel={clearLabel}
            onCommit={(code) => {
              if (code !== value) onChange(code);
            }}
          />
        </HexField>
      </Row>
    </Root>
  );
}

const Root = styled.div`
  ${stack(tokens.space[3] - 2)}
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
`;

const Row = styled.div`
  display: flex;
  gap: ${tokens.space[3]}px;
  align-items: center;
`;

const Native = styled.input`
  -webkit-appearance: none;
  appearance: none;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: none;
  cursor: pointer;
  overflow: hidden;
  &::-webkit-color-swatch-wrapper { padding: 0; }
  &::-webkit-color-swatch { border: 0; border-radius: ${tokens.radius.medium - 1}px; }
  &::-moz-color-swatch { border: 0; border-radius: ${tokens.radius.medium - 1}px; }
`;

const HexField = styled.div`
  flex: 1;
  min-width: 0;
`;
