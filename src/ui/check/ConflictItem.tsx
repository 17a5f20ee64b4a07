import { useMemo, useState } from 'react';
import { ChevronDown, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PairConflict } from '../../core/check/checkRules';
import { fixConflict } from '../../core/check/paletteCheck';
import { judgedVisionDeltaE } from '../../core/check/checkVision';
import { Button } from '../Button';
import { useColorName } from '../colorNames';
import { tokens } from '../theme';
import { FixOffer } from './FixOffer';
import { ScreenMark } from './ScreenMark';
import type { CheckColors } from './checkColors';
import { ellipsis, mutedCode, stack } from '../styles';

type ConflictItemProps = {
  colors: CheckColors;
  conflict: PairConflict;
  severity: number;
  /** The ΔE the fix must reach (the vision's conflict threshold). */
  target: number;
  onApply: (index: number, code: string) => void;
};

/** Returns ΔE_OK ×100 with one decimal. */
function formatDeltaE(deltaE: number): string {
  return (Math.round(deltaE * 10) / 10).toFixed(1);
}

/**
 * One pair hard to tell apart: the two colours as the vision sees them side by side (and as they are), the vision
 * and the distance (for a wide or translucent colour, the closer screen's, marked), and on request the fixes: the
 * smallest change to either colour (same hue) that makes the two distinct under that vision (core fixConflict,
 * judged against the other colour as authored).
 */
export function ConflictItem({ colors, conflict, severity, target, onApply }: ConflictItemProps) {
  const colorName = useColorName();
  const { t } = useTranslation('check');
  const [open, setOpen] = useState(false);
  const a = colors.codes[conflict.a];
  const b = colors.codes[conflict.b];
  const cssA = colors.css[conflict.a];
  const cssB = colors.css[conflict.b];
  const nameA = colorName(a);
  const nameB = colorName(b);
  const visionLabel = conflict.vision === 'normal' ? t('vision.nearIdentical') : t(`visions.${conflict.vision}`);
  const fixes = useMemo(
    () => (open ? { a: fixConflict(cssA, cssB, conflict.vision, severity, target), b: fixConflict(cssB, cssA, conflict.vision, severity, target) } : null),
    [open, cssA, cssB, conflict.vision, severity, target],
  );
  const after = (code: string | null, other: string) =>
    code === null ? undefined : t('fix.deltaEAfter', { value: formatDeltaE(judgedVisionDeltaE(code, other, conflict.vision, severity).deltaE) });
  const panelId = `conflict-${conflict.vision}-${conflict.a}-${conflict.b}`;

  return (
    <Item>
      <Row>
        <Seen role="img" aria-label={t('vision.seenAs', { vision: visionLabel })}>
          <span style={{ background: conflict.simulatedA }} />
          <span style={{ background: conflict.simulatedB }} />
        </Seen>
        <Text>
          <strong>{t('vision.pair', { a: nameA, b: nameB })}</strong>
          <span>
            <Original aria-hidden>
              <span style={{ background: colors.paints[conflict.a] }} />
              <span style={{ background: colors.paints[conflict.b] }} />
            </Original>
            <code>
              {a} · {b}
            </code>
          </span>
        </Text>
        <Meta>
          <strong>{visionLabel}</strong>
          <span>
            {t('vision.deltaE', { value: formatDeltaE(conflict.deltaE) })}
            <ScreenMark from={conflict.from} kind="distance" />
          </span>
        </Meta>
        <Toggle type="button" $variant="ghost" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((v) => !v)}>
          <Wrench aria-hidden />
          <span>{t('vision.fix')}</span>
          <ChevronDown aria-hidden data-open={open || undefined} />
        </Toggle>
      </Row>
      {open && fixes ? (
        <Fixes id={panelId}>
          <p>{t('vision.fixIntro', { target, vision: visionLabel })}</p>
          <div>
            <FixOffer
              title={t('fix.change', { name: nameA })}
              from={cssA}
              to={fixes.a}
              result={after(fixes.a, cssB)}
              impossible={t('fix.impossible', { other: b })}
              onApply={() => fixes.a && onApply(conflict.a, fixes.a)}
            />
            <FixOffer
              title={t('fix.change', { name: nameB })}
              from={cssB}
              to={fixes.b}
              result={after(fixes.b, cssA)}
              impossible={t('fix.impossible', { other: a })}
              onApply={() => fixes.b && onApply(conflict.b, fixes.b)}
            />
          </div>
        </Fixes>
      ) : null}
    </Item>
  );
}

const Item = styled.li`
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surfaceRaised};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
  ${tokens.media.narrow} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    > button { grid-column: 1 / -1; justify-self: start; }
  }
`;

const Seen = styled.span`
  display: flex;
  span { width: 40px; height: 40px; box-shadow: ${tokens.swatchEdge}; }
  span:first-child { border-radius: ${tokens.radius.small}px 0 0 ${tokens.radius.small}px; }
  span:last-child { border-radius: 0 ${tokens.radius.small}px ${tokens.radius.small}px 0; }
`;

const Text = styled.span`
  display: grid;
  min-width: 0;
  gap: 2px;
  strong {
    ${ellipsis}
    font-size: ${tokens.fontSizes[1]}px;
    ${tokens.media.narrow} { white-space: normal; overflow-wrap: anywhere; }
  }
  > span { display: flex; align-items: center; gap: ${tokens.space[2]}px; min-width: 0; }
  code { ${mutedCode} white-space: nowrap; }
`;

const Original = styled.span`
  display: flex;
  gap: 2px;
  span { width: 12px; height: 12px; border-radius: 3px; box-shadow: ${tokens.swatchEdge}; }
`;

const Meta = styled.span`
  display: grid;
  justify-items: end;
  font-size: ${tokens.fontSizes[0]}px;
  strong { font-size: ${tokens.fontSizes[1]}px; white-space: nowrap; }
  span { color: ${tokens.colors.textMuted}; font-variant-numeric: tabular-nums; }
`;

const Toggle = styled(Button)`
  gap: ${tokens.space[2]}px;
  padding: 0 ${tokens.space[3]}px;
  svg[data-open] { transform: rotate(180deg); }
`;

const Fixes = styled.div`
  ${stack(tokens.space[3])}
  padding: ${tokens.space[3]}px;
  border-top: 1px solid ${tokens.colors.border};
  > p { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[1]}px; }
  > div {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
    gap: ${tokens.space[3]}px;
  }
`;
