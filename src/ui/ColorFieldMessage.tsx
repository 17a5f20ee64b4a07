import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FieldStatus } from './colorFieldReading';
import { tokens } from './theme';

export { readFieldText } from './colorFieldReading';

/**
 * What a colour field (HexInput) says after a commit: the code it committed, as a small swatch, and why it differs from
 * what was typed (outside sRGB, translucent), or that the text is not a colour, with what to try. Loaded with the
 * field's parser, the first time a field holds more than a hex code: a small card under the field, over what follows.
 */
export function ColorFieldMessage({ status }: { status: FieldStatus }) {
  const { t } = useTranslation();
  return (
    <Message data-kind={status.kind}>
      {status.kind === 'unreadable' ? <CircleAlert aria-hidden /> : <Chip aria-hidden style={{ background: status.code }} />}
      <span>{t(`colorField.${status.kind}`, status)}</span>
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
