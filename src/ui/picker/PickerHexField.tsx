import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tryNormalizeColorCode } from '../../core/code/colorCode';
import { hexFieldAttributes, useHexText } from '../hexField';
import { tokens } from '../theme';
import { fieldLabel, stack } from '../styles';

type Props = { code: string; onCommit: (code: string) => void };

/**
 * The picker's hex field (SPEC §4–5): at most 7 characters; Enter or leaving the field applies a valid code
 * (3 or 6 digits, '#' optional); leaving it with an invalid text puts the working colour's code back. It follows
 * the working colour while the user is not typing in it.
 */
export function PickerHexField({ code, onCommit }: Props) {
  const { t } = useTranslation('color');
  const id = useId();
  // The working colour changed elsewhere (a slider, the area): show it, unless the text already means it.
  const [text, setText] = useHexText(code, code);
  const commit = (revert: boolean) => {
    const next = tryNormalizeColorCode(text.trim());
    if (next) {
      setText(next);
      if (next !== code) onCommit(next);
    } else if (revert) setText(code);
  };
  return (
    <Field>
      <label htmlFor={id}>{t('picker.hex')}</label>
      <input
        id={id}
        {...hexFieldAttributes}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(false);
          }
        }}
        onBlur={() => commit(true)}
      />
    </Field>
  );
}

const Field = styled.div`
  ${stack(tokens.space[2])}
  label {
    ${fieldLabel(tokens.fontSizes[0])}
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  input {
    width: 100%;
    height: 40px;
    padding: 0 ${tokens.space[4] - 4}px;
    border-radius: ${tokens.radius.medium}px;
    border: 1px solid ${tokens.colors.border};
    background: ${tokens.colors.surface};
    font-family: ${tokens.fonts.mono};
    font-size: ${tokens.fontSizes[2]}px;
  }
`;
