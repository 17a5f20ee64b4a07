import styled, { css } from 'styled-components';
import { tokens } from './theme';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** A text button; `$variant` picks the emphasis. */
export const Button = styled.button<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[3]}px;
  min-height: 40px;
  padding: 0 ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surfaceRaised};
  color: ${tokens.colors.text};
  font-weight: ${tokens.fontWeights.bold};
  font-size: ${tokens.fontSizes[1]}px;
  white-space: nowrap;
  text-decoration: none;
  transition: background-color 120ms ease, border-color 120ms ease;
  &:hover:not(:disabled) { background: ${tokens.colors.surfaceHover}; }
  &:disabled { opacity: 0.45; cursor: not-allowed; }
  svg { width: 18px; height: 18px; flex: none; }
  ${({ $variant, theme }) =>
    $variant === 'primary' &&
    css`
      background: ${theme.colors.accent};
      border-color: ${theme.colors.accent};
      color: ${theme.colors.accentText};
      &:hover:not(:disabled) { background: ${theme.colors.accent}; filter: brightness(1.08); }
    `}
  ${({ $variant }) =>
    $variant === 'ghost' &&
    css`
      background: transparent;
      border-color: transparent;
    `}
  ${({ $variant, theme }) =>
    $variant === 'danger' &&
    css`
      color: ${theme.colors.danger};
    `}
`;
