import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RoleColors } from '../../core/theme/roles';
import { measurePair, type PairFix, type TryOnTarget } from '../../core/tryon/tryOnPairs';
import { tokens } from '../theme';
import type { MarkedPair } from './marks';
import { PairRow } from './PairRow';

type TryOnPairsProps = {
  pairs: readonly { pair: MarkedPair; count: number }[];
  colors: RoleColors;
  target: TryOnTarget;
  fixOf: (pair: MarkedPair) => PairFix | null;
  onFix?: (fix: PairFix) => void;
};

/** Every pair on the mock with the figures drawn on it: those below the target, each with its fix, then those that pass (folded). */
export function TryOnPairs({ pairs, colors, target, fixOf, onFix }: TryOnPairsProps) {
  const { t } = useTranslation('tryon');
  const judged = pairs.map((entry) => ({ ...entry, passes: measurePair(colors[entry.pair.fg], colors[entry.pair.bg], entry.pair.kind, target).passes }));
  const failing = judged.filter((entry) => !entry.passes).length;
  const sorted = [...judged].sort((a, b) => Number(a.passes) - Number(b.passes));
  const row = ({ pair, count }: (typeof judged)[number]) => (
    <PairRow key={`${pair.fg}/${pair.bg}/${pair.kind}`} pair={pair} colors={colors} target={target} fix={fixOf(pair)} onFix={onFix} count={count} />
  );
  return (
    <Panel aria-labelledby="try-on-pairs-title" data-testid="try-on-pairs">
      <h2 id="try-on-pairs-title">{t('pairs.title')}</h2>
      <p aria-live="polite">{failing === 0 ? t('pairs.allPass', { count: judged.length, target: t(`contrast.targets.${target}`) }) : t('pairs.failing', { count: failing, total: judged.length, target: t(`contrast.targets.${target}`) })}</p>
      {failing > 0 ? <List>{sorted.filter((entry) => !entry.passes).map(row)}</List> : null}
      {/* The pairs that pass, folded away: what needs a look comes first. */}
      <Passing open={failing === 0}>
        <summary>{t('pairs.passing', { count: judged.length - failing })}</summary>
        <List>{sorted.filter((entry) => entry.passes).map(row)}</List>
      </Passing>
    </Panel>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${tokens.space[2]}px;
  padding: ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  h2 { font-size: ${tokens.fontSizes[2]}px; }
  p { color: ${tokens.colors.textMuted}; }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 360px), 1fr));
  column-gap: ${tokens.space[5]}px;
`;

const Passing = styled.details`
  summary { cursor: pointer; font-weight: ${tokens.fontWeights.bold}; padding: ${tokens.space[2]}px 0; }
`;
