import { useEffect, useRef, useState, type RefObject } from 'react';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { readFieldText, type FieldStatus } from './colorFieldReading';
import { fieldText } from './hexField';
import { tokens } from './theme';

type ColorFieldMessageProps = {
  /** The text the field committed (trimmed), to read whole. */
  reading: string;
  /** The field's text now, and the colour it follows from outside, if it does (see HexInput). */
  text: string;
  value: string | undefined;
  /** The field's box: a press inside it does not close the message. */
  field: RefObject<HTMLElement | null>;
  /** Receives the '#rrggbb' code the text names and its exact text, if any (the field's latest `onCommit`). */
  onCommit: RefObject<(code: string, exact?: string) => void>;
  /** The field's caller keeps exact colours: a wide or translucent colour is nothing to speak of. */
  keepExact: boolean;
  /** Closes the message (a press elsewhere, Escape in the field). */
  onDismiss: () => void;
};

/**
 * What a colour field (HexInput) does with a text that is more than a hex code, loaded the first time a field holds
 * one: reads it (colorFieldReading.ts), commits its sRGB code, and says, in a small card under the field, why that code
 * differs from what was typed (outside sRGB, translucent) with the code as a swatch, or that the text is not a colour
 * and what to try. The card goes at the next press elsewhere or Escape; a field that follows a colour from outside says
 * nothing of one it no longer shows.
 */
export function ColorFieldMessage({ reading, text, value, field, onCommit, keepExact, onDismiss }: ColorFieldMessageProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<FieldStatus | null>(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  // Mounted once per commit (keyed by the field): the text is read once, and the code handed over unless the field has
  // moved on since (it unmounts this message then).
  useEffect(() => {
    let live = true;
    void readFieldText(reading, keepExact).then((result) => {
      if (!live) return;
      if (result.code) onCommit.current(result.code, result.exact);
      setStatus(result.status);
    });
    return () => {
      live = false;
    };
  }, [reading, onCommit, keepExact]);

  useEffect(() => {
    if (!status) return;
    const away = (event: Event) => {
      const inside = field.current?.contains(event.target as Node);
      if (event.type === 'pointerdown' ? !inside : inside && (event as KeyboardEvent).key === 'Escape') dismiss.current();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', away);
    };
  }, [status, field]);

  const shown = status && (value === undefined || ('code' in status ? status.code === value : fieldText(text).kind === 'other')) ? status : null;
  if (!shown) return null;
  return (
    <Message data-kind={shown.kind}>
      {shown.kind === 'unreadable' ? <CircleAlert aria-hidden /> : <Chip aria-hidden style={{ background: shown.code }} />}
      <span>{t(`colorField.${shown.kind}`, shown)}</span>
    </Message>
  );
}

const Message = styled.p`
  display: flex;
  gap: ${tokens.space[3]}px;
  align-items: flex-start;
  width: max-content;
  max-width: min(340px, calc(100vw - ${tokens.space[5]}px));
  margin: 0;
  padding: ${tokens.space[3] + 2}px ${tokens.space[4] - 4}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surfaceRaised};
  box-shadow: ${tokens.colors.shadow};
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[1]}px;
  line-height: ${tokens.lineHeights.tight};
  overflow-wrap: anywhere;
  &[data-kind='unreadable'] { color: ${tokens.colors.text}; }
  svg {
    flex: none;
    width: 16px;
    height: 16px;
    margin-top: 1px;
    color: ${tokens.colors.danger};
  }
`;

/** The code the field committed. */
const Chip = styled.span`
  flex: none;
  width: 14px;
  height: 14px;
  margin-top: 2px;
  border-radius: ${tokens.radius.small - 2}px;
  box-shadow: inset 0 0 0 1px ${tokens.colors.swatchEdge};
`;
