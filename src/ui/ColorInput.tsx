import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { HexInput } from './HexInput';
import { durations, tokens } from './theme';
import { stack } from './styles';

type ColorInputProps = {
  /** Visible label of the control (also the hex field's accessible name). */
  label: string;
  /** The current colour, '#rrggbb' (a wide colour's sRGB fallback, which the system picker shows). */
  value: string;
  /** With `keepExact`, the current colour's exact text when it has one (the text field shows it). */
  exact?: string;
  /**
   * Receives the normalised '#rrggbb' of a committed change and, with `keepExact`, the exact text of a colour the code
   * cannot say (its fallback is then the code).
   */
  onChange: (code: string, exact?: string) => void;
  /** The caller keeps wide and translucent colours as authored: the field hands back their exact text. */
  keepExact?: boolean;
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
 * the URL from being rewritten each time). With `keepExact`, a wide or translucent colour typed in the text field is
 * kept as it is (its exact text, shown in the field); the system picker, which knows only sRGB, hands back codes.
 */
export function ColorInput({ label, value, exact, onChange, keepExact = false, pickerLabel, clearLabel, hideLabel, className }: ColorInputProps) {
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
            value={nativeDraft ?? (keepExact ? (exact ?? value) : value)}
            height={44}
            clearLabel={clearLabel}
            keepExact={keepExact}
            onCommit={(code, committed) => {
              if (code !== value || (keepExact && committed !== exact)) onChange(code, committed);
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
