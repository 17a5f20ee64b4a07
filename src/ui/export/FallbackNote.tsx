import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { exactInfo } from '../../core/exact/authoredColor';
import { alphaPercent, distanceText, paintOf } from '../ExactMark';
import { tokens } from '../theme';
import { bareList, mutedSmall, swatchChip } from '../styles';
import { fallbacksOf, type Carries, type Fallback } from './fallbacks';
import type { ExportColor } from './types';

/**
 * Under an export's format choice: the colours the format cannot hold as they are (outside its gamut, between two
 * of its steps, or translucent where it has no alpha), each with what is written instead and how far that is
 * (ΔE_OK ×100). Nothing when the format keeps every colour.
 */
export function FallbackNote({ colors, carries }: { colors: readonly ExportColor[]; carries: Carries }) {
  const { t } = useTranslation('formats');
  const fallbacks = useMemo(() => fallbacksOf(colors, carries), [colors, carries]);
  if (fallbacks.length === 0) return null;
  return (
    <Note>
      <p>{t('fallback.summary', { count: fallbacks.length })}</p>
      <Scroll role="region" aria-label={t('fallback.listLabel')} tabIndex={0}>
        <List>
          {fallbacks.map((fallback) => (
            <FallbackItem key={fallback.index} fallback={fallback} />
          ))}
        </List>
      </Scroll>
    </Note>
  );
}

/** One colour: its swatch as it is and as written, its name, its exact text, what is written and what is lost. */
function FallbackItem({ fallback }: { fallback: Fallback }) {
  const { t } = useTranslation('formats');
  const alpha = exactInfo(fallback.exact)?.alpha ?? 1;
  const recoloured = fallback.written !== fallback.exact;
  const losses = [
    recoloured ? t('fallback.distance', { distance: distanceText(fallback.distance) }) : null,
    fallback.droppedAlpha === undefined ? null : t('fallback.opacity', { percent: alphaPercent(fallback.droppedAlpha) }),
  ].filter((loss) => loss !== null);
  return (
    <li>
      <Chips aria-hidden>
        <span style={{ background: paintOf(fallback.exact, alpha) }} />
        <span style={{ background: fallback.droppedAlpha === undefined ? paintOf(fallback.written, alpha) : fallback.written }} />
      </Chips>
      <Name>{fallback.name}</Name>
      <Texts>
        <code>{fallback.exact}</code>
        {recoloured ? (
          <>
            {' → '}
            <code>{fallback.written}</code>
          </>
        ) : null}
      </Texts>
      <Loss>{losses.join(t('fallback.separator'))}</Loss>
    </li>
  );
}

const Note = styled.div`
  margin: -${tokens.space[2]}px 0 ${tokens.space[3]}px;
  padding: ${tokens.space[3]}px ${tokens.space[4] - 4}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  ${mutedSmall}
  p { margin: 0 0 ${tokens.space[2]}px; }
`;

/** At most about five colours tall: a palette of a hundred wide colours lists them all without pushing the code away. */
const Scroll = styled.div`
  max-height: 140px;
  overflow: auto;
  &:focus-visible {
    outline: 3px solid ${tokens.colors.focus};
    outline-offset: 2px;
  }
`;

const List = styled.ul`
  ${bareList}
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px ${tokens.space[2]}px;
    padding: 2px 0;
  }
`;

/** The colour as it is beside what the format writes: two chips that differ only on a screen that shows the difference. */
const Chips = styled.span`
  display: inline-flex;
  flex: none;
  span { ${swatchChip(14, 3)} }
  span + span { margin-left: 2px; }
`;

const Name = styled.span`
  color: ${tokens.colors.text};
`;

const Texts = styled.span`
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[0]}px;
  overflow-wrap: anywhere;
`;

const Loss = styled.span`
  font-variant-numeric: tabular-nums;
`;
