import { useMemo, useState } from 'react';
import { Eye, Type } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CHECK_SEVERITY_MAX } from '../../core/check/checkRules';
import { conflictingDeficiencies, summarizeCheck } from '../../core/check/checkSummary';
import { fallbackOf } from '../../core/exact/authoredColor';
import { showToast } from '../../stores/toasts';
import { useColorName } from '../colorNames';
import { tokens } from '../theme';
import { ContrastSection } from './ContrastSection';
import { usePaletteCheck } from './usePaletteCheck';
import { checkColorsOf } from './checkColors';
import { VisionSection } from './VisionSection';
import { EmptyState } from '../surfaces';

type PaletteCheckViewProps = {
  /** The palette as authored, at most 100: '#rrggbb' codes and exact texts (wide, translucent, between-step colours). */
  codes: readonly string[];
  /** Replaces the colour at an index with a fix; the host makes it one undoable change (its Undo button and Ctrl/⌘+Z). */
  onApply: (index: number, code: string) => void;
};

/**
 * The palette check: does the whole palette work? A one-line summary, the contrast of every pair (grid or
 * ranked list, filters, live sample, fixes) and the colour-vision conflicts (the palette under five visions, the
 * pairs hard to tell apart, fixes). The engine checks the palette in one call, a wide or translucent colour as an
 * sRGB screen and a Display P3 screen show it (the worse counts, its screen marked); fixes come from the core.
 */
export default function PaletteCheckView({ codes, onApply }: PaletteCheckViewProps) {
  // The chart verdicts (VisionSection) speak the chart tool's words: both namespaces load at once.
  const { t } = useTranslation(['check', 'charts']);
  const colorName = useColorName();
  const [severity, setSeverity] = useState(CHECK_SEVERITY_MAX);
  const { check, codes: checked, pending } = usePaletteCheck(codes, severity);
  const colors = useMemo(() => checkColorsOf(checked), [checked]);

  if (codes.length < 2) return <EmptyState>{t('tooFew')}</EmptyState>;
  if (!check || checked.length < 2) return <Loading role="status">{t('loading')}</Loading>;

  const summary = summarizeCheck(check, checked.length);
  const deficiencies = conflictingDeficiencies(summary);
  const apply = (index: number, code: string) => {
    const from = checked[index];
    onApply(index, code);
    showToast(t('fix.applied', { from: `${colorName(colors.codes[index])} ${from}`, to: `${colorName(fallbackOf(code))} ${code}` }), t('fix.undoHint'));
  };

  return (
    <Wrap aria-busy={pending} data-testid="palette-check">
      <Summary aria-live="polite">
        <span>
          <Type aria-hidden />
          {t('summary.readable', { count: summary.usable.body, total: summary.pairs })}
        </span>
        <span>
          <Eye aria-hidden />
          {deficiencies.length === 0
            ? t('summary.noConflicts')
            : deficiencies
                .map((vision, i) => t(i === 0 ? 'summary.conflicts' : 'summary.moreConflicts', { count: summary.conflicts[vision], vision: t(`visionsInText.${vision}`) }))
                .join(' · ')}
          {summary.conflicts.normal > 0 ? ` · ${t('summary.nearIdentical', { count: summary.conflicts.normal })}` : null}
        </span>
      </Summary>
      <ContrastSection colors={colors} check={check} onApply={apply} />
      <VisionSection colors={colors} check={check} severity={severity} onSeverity={setSeverity} onApply={apply} />
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[5] + 8}px;
`;

const Summary = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]}px ${tokens.space[4]}px;
  padding: ${tokens.space[3]}px ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
  font-weight: ${tokens.fontWeights.bold};
  span { display: inline-flex; align-items: center; gap: ${tokens.space[2]}px; }
  svg { width: 18px; height: 18px; flex: none; color: ${tokens.colors.textMuted}; }
`;

const Loading = styled.p`
  padding: ${tokens.space[5]}px;
  color: ${tokens.colors.textMuted};
  text-align: center;
`;
