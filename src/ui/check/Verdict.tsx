import { Check, Minus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { WcagLevel } from '../../core/contrast/contrast';
import { VERDICT_COLORS } from '../contrast/verdictColors';
import { tokens } from '../theme';

/** Translation keys (namespace 'tools', under 'rating.levels') of the single WCAG verdicts. */
const LEVEL_KEYS: Record<WcagLevel, string> = { AAA: 'aaa', AA: 'aa', 'AA Large': 'aaLarge', Fail: 'fail' };

/**
 * One WCAG verdict, written out with an icon (a tick for AA and AAA, a dash for AA Large, a cross for Fail), so
 * colour is never the only cue; AA Large, which fails body text, is drawn neutral.
 */
export function Verdict({ level, className }: { level: WcagLevel; className?: string }) {
  const { t } = useTranslation('tools');
  const kind = level === 'Fail' ? 'fail' : level === 'AA Large' ? 'partial' : 'pass';
  return (
    <Pill $kind={kind} className={className}>
      {kind === 'pass' ? <Check aria-hidden /> : kind === 'partial' ? <Minus aria-hidden /> : <X aria-hidden />}
      {t(`rating.levels.${LEVEL_KEYS[level]}`)}
    </Pill>
  );
}

const Pill = styled.span<{ $kind: 'pass' | 'partial' | 'fail' }>`
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
