import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
// Deep imports: shared UI must not load the core's barrel (it holds the colour-name table).
import type { ContrastResult } from '../../core/contrast/contrast';
import { verdictDisagreement } from '../../core/contrast/verdictAgreement';
import { tokens } from '../theme';

/**
 * One line under a pair's WCAG 2 and APCA verdicts when they disagree on text (core verdictDisagreement): which way
 * they differ, that the verdicts follow WCAG 2 and why the two differ. Nothing when they agree.
 */
export function VerdictDisagreement({ result, className }: { result: Pick<ContrastResult, 'normalText' | 'apca'>; className?: string }) {
  const { t } = useTranslation('tools');
  const disagreement = verdictDisagreement(result);
  if (disagreement === null) return null;
  return (
    <Line className={className} data-testid="verdict-disagreement">
      <Info aria-hidden />
      <span>{t(`apca.disagree.${disagreement}`)}</span>
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${tokens.space[2]}px;
  margin-top: ${tokens.space[3]}px;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[0]}px;
  line-height: 1.5;
  svg { width: 14px; height: 14px; flex: none; margin-top: 0.2em; }
`;
