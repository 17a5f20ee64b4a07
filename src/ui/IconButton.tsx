import styled, { css } from 'styled-components';
import { tokens } from './theme';

/** A round icon-only button, 44 px by default (SPEC §2); always give it an aria-label. */
export const IconButton = styled.button<{ $size?: number; $variant?: 'plain' | 'outlined' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size, theme }) => $size ?? theme.sizes.iconButton}px;
  height: ${({ $size, theme }) => $size ?? theme.sizes.iconButton}px;
  padding: 0;
  border-radius: ${tokens.radius.round}px;
  border: 1px solid transparent;
  background: transparent;
  color: ${tokens.colors.text};
  transition: background-color 120ms ease;
  ${({ $variant, theme }) =>
    $variant === 'outlined' &&
    css`
      border-color: ${theme.colors.border};
    `}
  &:hover:not(:disabled) { background: ${tokens.colors.surfaceHover}; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
  svg { width: 20px; height: 20px; }
`;
