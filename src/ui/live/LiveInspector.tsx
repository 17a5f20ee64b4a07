import { useEffect, useMemo, useState } from 'react';
import { Crosshair, ScanSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CHECK_VISIONS, type CheckVision } from '../../core/check/checkRules';
import { findingFix } from '../../core/live/findingFix';
import { inspectNodes, LIVE_APCA_LEVEL, type LiveFinding } from '../../core/live/inspect';
import type { RoleColors } from '../../core/theme/roles';
import { useLiveLinkStore } from '../../stores/liveLink';
import { Button } from '../Button';
import { PairFixButton } from '../check/PairFixButton';
import { Field } from '../Panel';
import { Select } from '../Select';
import { TextSample } from '../TextSample';
import { bareList, cluster, ellipsis, pairSample, stack } from '../styles';
import { tokens } from '../theme';
import { visionMatrix } from '../vision/VisionFilters';

/** The most findings listed at once (the rest are counted). */
const LISTED = 50;

/** What a finding's fix depends on: its colours and what it fails. */
const fixKey = (finding: LiveFinding) => `${finding.fg}/${finding.bg}/${finding.wcag}/${finding.needed}/${finding.review}`;

/** A role edit of the theme shown (the theme tool's own), for a finding's fix. */
export type LiveFix = (role: string, hex: string) => void;

/**
 * The inspector of the connected page: every text on it checked against its background (WCAG AA as axe-core's
 * colour-contrast rule judges it, and APCA Lc 60), the ones that fail listed with their selector, ratio and Lc, each
 * outlined on the page on request and, where a role of the theme paints it, fixed with the theme tool's fix. The
 * list follows the page as the theme changes. The page can also be shown as people with a colour-vision deficiency see it.
 */
export function LiveInspector({ roles, labelOf, onFix }: { roles: RoleColors; labelOf: (role: string) => string; onFix?: LiveFix }) {
  const { t } = useTranslation('live');
  const inspection = useLiveLinkStore((state) => state.inspection);
  const vision = useLiveLinkStore((state) => state.vision);
  const { inspect, stopInspecting, mark, setVision } = useLiveLinkStore.getState();
  const [marked, setMarked] = useState<number | null>(null);
  // The inspector stops following the page when it closes.
  useEffect(() => () => stopInspecting(), [stopInspecting]);

  const result = useMemo(() => {
    if (inspection === null) return null;
    const started = performance.now();
    const found = inspectNodes(inspection.nodes);
    return { ...found, ms: inspection.roundTrip + performance.now() - started };
  }, [inspection]);
  // Each listed finding's fix, searched once for each pair of colours (a page repeats its styles) and roles.
  const fixes = useMemo(() => {
    const found = new Map<string, ReturnType<typeof findingFix>>();
    if (!onFix || !result) return found;
    for (const finding of result.findings.slice(0, LISTED)) {
      const key = fixKey(finding);
      if (!found.has(key)) found.set(key, findingFix(finding, roles));
    }
    return found;
  }, [result, roles, onFix]);
  const failing = result?.findings.filter((finding) => finding.review === null) ?? [];
  const wcag = failing.filter((finding) => !finding.wcag).length;
  const apca = failing.filter((finding) => !finding.apca).length;
  const review = (result?.findings.length ?? 0) - failing.length;

  return (
    <Inspector>
      <p>{t('inspect.hint', { level: LIVE_APCA_LEVEL })}</p>
      <Bar>
        <Button type="button" onClick={inspect}>
          <ScanSearch aria-hidden />
          {result ? t('inspect.again') : t('inspect.run')}
        </Button>
        <Field>
          <span>{t('inspect.vision')}</span>
          <Select
            options={CHECK_VISIONS}
            value={(vision ?? 'normal') as CheckVision}
            labelOf={(option) => t(`inspect.visions.${option}`)}
            onChange={(option) => setVision(option === 'normal' ? null : option, option === 'normal' ? null : visionMatrix(option))}
          />
        </Field>
      </Bar>
      <Summary aria-live="polite" data-inspection={result ? 'done' : undefined} data-at={inspection?.at}>
        {result
          ? [
              failing.length === 0 ? t('inspect.allPass', { count: result.checked, level: LIVE_APCA_LEVEL }) : t('inspect.summary', { count: result.checked, wcag, apca, level: LIVE_APCA_LEVEL }),
              review > 0 ? t('inspect.toReview', { count: review }) : '',
              t('inspect.time', { ms: Math.max(1, Math.round(result.ms)) }),
            ]
              .filter(Boolean)
              .join(' ')
          : null}
      </Summary>
      {result && result.findings.length > 0 ? (
        <Findings aria-label={t('inspect.list')}>
          {result.findings.slice(0, LISTED).map((finding) => (
            <FindingRow
              key={finding.index}
              finding={finding}
              marked={marked === finding.index}
              fix={fixes.get(fixKey(finding)) ?? null}
              labelOf={labelOf}
              onShow={() => {
                setMarked(finding.index);
                mark(finding.index);
              }}
              onFix={onFix}
            />
          ))}
        </Findings>
      ) : null}
      {result && result.findings.length > LISTED ? <Muted>{t('inspect.more', { shown: LISTED, count: result.findings.length })}</Muted> : null}
    </Inspector>
  );
}

/** One finding: the text as painted, its selector, its measures and verdicts, Show on page, and the fix where there is one. */
function FindingRow({ finding, marked, fix, labelOf, onShow, onFix }: {
  finding: LiveFinding;
  marked: boolean;
  fix: ReturnType<typeof findingFix>;
  labelOf: (role: string) => string;
  onShow: () => void;
  onFix?: LiveFix;
}) {
  const { t } = useTranslation('live');
  const values = { needed: finding.needed, level: LIVE_APCA_LEVEL };
  const verdict = finding.review
    ? t(`inspect.review.${finding.review}`)
    : t(!finding.wcag && !finding.apca ? 'inspect.failsBoth' : !finding.wcag ? 'inspect.failsWcag' : 'inspect.failsApca', values);
  return (
    <li data-selector={finding.selector} data-wcag={finding.review === null && !finding.wcag ? 'fail' : undefined} data-review={finding.review ?? undefined} data-marked={marked || undefined}>
      <Sample text="Aa" label={t('inspect.sample', { fg: finding.fg, bg: finding.bg })} style={{ color: finding.fg, background: finding.bg }} />
      <Where>
        <code title={finding.selector}>{finding.selector}</code>
        <Muted>
          {t('inspect.measures', { ratio: (Math.floor(finding.ratio * 100) / 100).toFixed(2), lc: Math.round(Math.abs(finding.lc)), size: Math.round(finding.fontSize * 10) / 10, weight: finding.fontWeight })}
        </Muted>
      </Where>
      <Verdict data-review={finding.review !== null || undefined}>{verdict}</Verdict>
      <Actions>
        <Button type="button" onClick={onShow} aria-label={t('inspect.showLabel', { selector: finding.selector })} title={t('inspect.showLabel', { selector: finding.selector })}>
          <Crosshair aria-hidden />
          {t('inspect.show')}
        </Button>
        {fix && onFix ? (
          <PairFixButton
            from={fix.from}
            to={fix.to}
            text={t('inspect.fix')}
            label={t('inspect.fixLabel', { role: labelOf(fix.role), from: fix.from, to: fix.to })}
            onClick={() => onFix(fix.role, fix.to)}
          />
        ) : null}
      </Actions>
    </li>
  );
}

const Inspector = styled.div`
  ${stack(tokens.space[2])}
  p { margin: 0; }
`;

const Bar = styled.div`
  ${cluster(tokens.space[3])}
  align-items: flex-end;
`;

const Summary = styled.p`
  min-height: 1.5em;
  color: ${tokens.colors.text};
`;

const Muted = styled.span`
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

const Findings = styled.ul`
  ${bareList}
  ${stack(tokens.space[1])}
  max-height: 360px;
  overflow: auto;
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: 'sample where actions' 'sample verdict actions';
    align-items: center;
    column-gap: ${tokens.space[3]}px;
    padding: ${tokens.space[2]}px;
    border-radius: ${tokens.radius.medium}px;
  }
  li[data-marked] { background: ${tokens.colors.surface}; }
`;

const Sample = styled(TextSample)`
  grid-area: sample;
  ${pairSample}
`;

const Where = styled.span`
  grid-area: where;
  ${stack(2)}
  min-width: 0;
  code { font-size: ${tokens.fontSizes[0]}px; ${ellipsis} }
`;

const Verdict = styled.span`
  grid-area: verdict;
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.danger};
  &[data-review] { color: ${tokens.colors.textMuted}; }
`;

const Actions = styled.span`
  grid-area: actions;
  ${cluster(tokens.space[2])}
  justify-content: flex-end;
  button { min-height: 32px; }
`;
