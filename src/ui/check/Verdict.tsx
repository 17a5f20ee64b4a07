import { useTranslation } from 'react-i18next';
import type { WcagLevel } from '../../core/contrast/contrast';
import { VerdictPill } from '../contrast/VerdictPill';

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
    <VerdictPill kind={kind} className={className}>
      {t(`rating.levels.${LEVEL_KEYS[level]}`)}
    </VerdictPill>
  );
}
