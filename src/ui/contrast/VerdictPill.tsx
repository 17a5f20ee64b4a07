import type { ReactNode } from 'react';
import { Check, Minus, X } from 'lucide-react';
import styled, { css } from 'styled-components';
import { VERDICT_COLORS } from './verdictColors';
import { tokens } from '../theme';

/** How a verdict reads: it passes, passes in part (drawn neutral), or fails. */
export type VerdictKind = 'pass' | 'partial' | 'fail';

/**
 * A verdict written out with an icon (a tick, a dash, a cross), so colour is never the only cue: the palette check's
 * WCAG levels and the chart report's verdicts.
 */
export function VerdictPill({ kind, children, className }: { kind: VerdictKind; children: ReactNode; className?: string }) {
  return (
    <Pill $kind={kind} className={className}>
      {kind === 'pass' ? <Check aria-hidden /> : kind === 'partial' ? <Minus aria-hidden /> : <X aria-hidden />}
      {children}
    </Pill>
  );
}

const Pill = styled.span<{ $kind: VerdictKind }>`
  display: inline-flex;
  align-items: center;
  gap: 3px;
  padding: 1px 6px 1px 4px;
  border-radius: ${tokens.radius.small}px;
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
  line-height: 18px;
  white-space: nowrap;
  svg { width: 13px; height: 13px; flex: none; stroke-width: 2.75; }
  ${({ $kind, theme }) => {
    const c = VERDICT_COLORS[theme.mode];
    if ($kind === 'partial') return css`color: ${tokens.colors.text}; box-shadow: inset 0 0 0 1px ${tokens.colors.border};`;
    return $kind === 'pass' ? css`background: ${c.passBg}; color: ${c.pass};` : css`background: ${c.failBg}; color: ${c.fail};`;
  }}
`;
