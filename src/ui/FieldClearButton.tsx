import type { ComponentProps } from 'react';
import { X } from 'lucide-react';
import styled, { css } from 'styled-components';
import { tokens } from './theme';
import { centredRow } from './styles';

type FieldClearButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & { label: string };

/** The round × button inside the right end of a text field (hex inputs, search boxes), named `label`. */
export function FieldClearButton({ label, ...props }: FieldClearButtonProps) {
  return (
    <ClearButton type="button" aria-label={label} {...props}>
      <X aria-hidden />
    </ClearButton>
  );
}

const ClearButton = styled.button`
  position: absolute;
  right: 6px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${tokens.radius.round}px;
  background: transparent;
  color: ${tokens.colors.textMuted};
  &:hover { background: ${tokens.colors.surfaceHover}; }
  svg { width: 16px; height: 16px; }
`;

/** The CSS of the box around a field that has the clear button: the button sits inside the field's right end. */
export const clearableField = css`
  position: relative;
  ${centredRow}
`;
