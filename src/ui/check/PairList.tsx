import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { rankedPairs } from '../../core/check/checkSummary';
import { useColorName } from '../colorNames';
import { formatLc } from '../contrast/apcaLevels';
import { tokens } from '../theme';
import { EmptyNote, ShowMore } from './checkParts';
import type { PairViewProps } from './ContrastGrid';
import { Verdict } from './Verdict';
import { ScreenMark } from './ScreenMark';
import { bareList, mutedCode, mutedSmall, stack } from '../styles';

/** Pairs listed at first, and added by each "Show more". */
const PAGE = 30;

/**
 * The ranked list of pairs usable for a use (every pair for 'all'), highest contrast first: each pair once (the WCAG
 * ratio is the same both ways round), with its sample both ways and the APCA Lc of each. Pressing a pair shows it in
 * the detail; a pair with a wide or translucent colour marks the screen its ratio was the worse on. Long lists grow
 * by "Show more".
 */
export function PairList({ colors, check, use, active, onActivate }: PairViewProps) {
  const colorName = useColorName();
  const { t } = useTranslation('check');
  const { codes, css } = colors;
  const [shown, setShown] = useState(PAGE);
  const pairs = rankedPairs(check, codes.length, use);
  const useLabel = t(`contrast.uses.${use}`);
  if (pairs.length === 0) return <EmptyNote>{t('contrast.noneUsable', { use: useLabel })}</EmptyNote>;
  return (
    <>
      <Count>{t('contrast.listCount', { count: pairs.length, use: useLabel })}</Count>
      <List aria-label={t('contrast.listLabel')}>
        {pairs.slice(0, shown).map((pair) => {
          const a = codes[pair.a];
          const b = codes[pair.b];
          const selected = (active.fg === pair.a && active.bg === pair.b) || (active.fg === pair.b && active.bg === pair.a);
          return (
            <li key={`${pair.a}-${pair.b}`}>
              <Row type="button" aria-pressed={selected} onClick={() => onActivate({ fg: pair.a, bg: pair.b })}>
                <Samples aria-hidden>
                  <span style={{ background: css[pair.b], color: css[pair.a] }} />
                  <span style={{ background: css[pair.a], color: css[pair.b] }} />
                </Samples>
                <Names>
                  <strong>{t('contrast.pairName', { fg: colorName(a), bg: colorName(b) })}</strong>
                  <code>
                    {a} · {b}
                  </code>
                </Names>
                <Numbers>
                  <strong>
                    {`${pair.ratio.toFixed(2)}:1`}
                    <ScreenMark from={pair.ratioFrom} />
                  </strong>
                  <Verdict level={pair.rating} />
                  <small>{`Lc ${formatLc(pair.apcaAOnB)} / ${formatLc(pair.apcaBOnA)}`}</small>
                </Numbers>
              </Row>
            </li>
          );
        })}
      </List>
      <ShowMore total={pairs.length} shown={shown} page={PAGE} onMore={() => setShown((n) => n + PAGE)} />
    </>
  );
}

const Count = styled.p`
  margin-bottom: ${tokens.space[2]}px;
  ${mutedSmall}
`;

const List = styled.ul`
  ${stack(tokens.space[2])}
  ${bareList}
`;

const Row = styled.button`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokens.space[3]}px;
  width: 100%;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surfaceRaised};
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover { background: ${tokens.colors.surfaceHover}; }
  &[aria-pressed='true'] { box-shadow: inset 0 0 0 2px ${tokens.colors.text}; border-color: transparent; }
`;

/** 'Aa' both ways round, drawn by generated content: pictures of text that may fail on purpose (see TextSample). */
const Samples = styled.span`
  display: flex;
  span::before { content: 'Aa'; }
  span {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    font-size: 16px;
    font-weight: ${tokens.fontWeights.bold};
    box-shadow: ${tokens.swatchEdge};
  }
  span:first-child { border-radius: ${tokens.radius.small}px 0 0 ${tokens.radius.small}px; }
  span:last-child { border-radius: 0 ${tokens.radius.small}px ${tokens.radius.small}px 0; }
`;

const Names = styled.span`
  display: grid;
  min-width: 0;
  strong { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: ${tokens.fontSizes[1]}px; }
  code { ${mutedCode} }
`;

const Numbers = styled.span`
  display: grid;
  justify-items: end;
  gap: 2px;
  strong { font-variant-numeric: tabular-nums; }
  small { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[0]}px; font-variant-numeric: tabular-nums; }
`;
