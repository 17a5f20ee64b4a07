import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Minimize2, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { simulateForCheck } from '../../core/check/checkVision';
import { fallbackOf } from '../../core/exact/authoredColor';
import type { IrodoriRole, RoleColors, ThemeColors } from '../../core/theme/roles';
import { chartRoles, type ChartRole } from '../../core/tryon/chartRoles';
import { NO_OVERRIDES, WORN_ROLES, paletteRoles, wornAssignment, wornAuthored, type RoleOverrides, type TryOnMode } from '../../core/tryon/paletteRoles';
import { DEFAULT_TRY_ON_TARGET, fixPair, type PairFix } from '../../core/tryon/tryOnPairs';
import { showToast } from '../../stores/toasts';
import { Button } from '../Button';
import { useColorName } from '../colorNames';
import { useLanguage } from '../i18n';
import { LiveLinkButton } from '../live/LiveLinkButton';
import { EmptyState } from '../surfaces';
import { PointerText } from '../PointerText';
import { spreadRow } from '../styles';
import { tokens } from '../theme';
import { useThemeMode } from '../useThemeMode';
import { ContrastOverlay } from './ContrastOverlay';
import { Highlight, HoverCard, RolePopover, type RoleChoice } from './Inspector';
import { MockFrame } from './MockFrame';
import { pairFigures } from './PairRow';
import { markOf, marksIn, pairKey, useMarks, type Mark, type MarkedPair } from './marks';
import { CHART_CATEGORIES } from './mockKit';
import { TryOnControls, type TryOnSettings } from './TryOnControls';
import { TryOnPairs } from './TryOnPairs';
import type { TryOnSource } from './tryOnSource';

/**
 * The try-on: a palette or a theme worn by four real interfaces (a landing page, a dashboard, a phone app,
 * an article), in light or dark, with English or Japanese copy. Hovering or focusing an element shows the roles it
 * is painted in; choosing another colour for a role repaints it everywhere. Contrast labels mark every pair below the
 * target and offer the palette check's fix; any colour vision is shown beside normal vision, with the same
 * simulation as the rest of the app. Colours are custom properties on the frames, so a new palette (each Space in
 * the generator) recolours without rendering the mock again.
 */
export default function TryOnView({ source }: { source: TryOnSource }) {
  const { t } = useTranslation(['tryon', 'theme', 'check']);
  const colorName = useColorName();
  const pageLang = useLanguage();
  const appMode = useThemeMode();
  const [settings, setSettings] = useState<TryOnSettings>({ mockId: 'landing', mode: appMode, lang: pageLang, contrast: false, target: DEFAULT_TRY_ON_TARGET, vision: 'normal', severity: 100 });
  const change = (next: Partial<TryOnSettings>) => setSettings((current) => ({ ...current, ...next }));
  const [shuffle, setShuffle] = useState(0);
  const [overrides, setOverrides] = useState<RoleOverrides>(NO_OVERRIDES);
  const [full, setFull] = useState(false);
  // In full screen the controls are tucked away behind one button.
  const [controlsOpen, setControlsOpen] = useState(false);
  const { mode, mockId, lang, target, vision } = settings;

  // A palette's colours as authored, and their codes (a wide colour's fallback): roles are assigned on the codes, so a
  // wide colour takes the role its fallback would, and then painted and judged as authored (`colors`); the simulated
  // visions and the role choices work on the codes (`codeColors`).
  const authored = source.kind === 'palette' ? source.codes : null;
  const codes = useMemo(() => authored?.map(fallbackOf) ?? null, [authored]);
  // The palette worn in both appearances: the one shown, and both for the live link's page.
  const wornBoth = useMemo(() => {
    if (!codes || codes.length === 0) return null;
    const assignment = wornAssignment(codes, shuffle);
    return { assignment, light: paletteRoles(codes, assignment, overrides.light, 'light'), dark: paletteRoles(codes, assignment, overrides.dark, 'dark') };
  }, [codes, shuffle, overrides]);
  const worn = wornBoth?.[mode] ?? null;
  const liveTheme = useMemo(
    (): ThemeColors | null =>
      wornBoth && codes
        ? { name: 'palette', seed: codes[wornBoth.assignment.primary ?? 0] ?? codes[0], roles: WORN_ROLES, light: wornBoth.light.colors, dark: wornBoth.dark.colors, palettes: [], extended: [] }
        : null,
    [wornBoth, codes],
  );
  // A fix on the live page replaces the palette colour a role wears, through the host, as the try-on's own fixes do.
  const onApply = source.kind === 'palette' ? source.onApply : undefined;
  const liveFixable = useMemo(
    () => (wornBoth && onApply ? (role: string, scheme: TryOnMode) => wornBoth[scheme].sources[role as IrodoriRole] !== null : undefined),
    [wornBoth, onApply],
  );
  const liveEdit = useMemo(
    () =>
      wornBoth && onApply
        ? (scheme: TryOnMode, role: string, hex: string) => {
            const index = wornBoth[scheme].sources[role as IrodoriRole];
            if (index !== null && index !== undefined) onApply(index, hex);
          }
        : undefined,
    [wornBoth, onApply],
  );
  const shown = useMemo(() => (worn && authored ? wornAuthored(worn, authored) : null), [worn, authored]);
  const colors: RoleColors | null = source.kind === 'theme' ? source[mode] : shown;
  const codeColors: RoleColors | null = source.kind === 'theme' ? source[mode] : (worn?.colors ?? null);
  const sources = worn?.sources ?? null;
  // The chart's roles, chosen on normal vision's colours and shown in both windows (a vision's window shows the same
  // interface); kept as one list while the choice stays, so a new palette does not render the mock again.
  const chartKey = useMemo(() => (codeColors ? chartRoles(codeColors, CHART_CATEGORIES).join(' ') : ''), [codeColors]);
  const chart = useMemo(() => chartKey.split(' ') as ChartRole[], [chartKey]);
  const seen = useMemo(() => {
    if (!codeColors || vision === 'normal') return null;
    const severity = settings.severity / 100;
    return Object.fromEntries(WORN_ROLES.map((role) => [role, simulateForCheck(codeColors[role], vision, severity)])) as RoleColors;
  }, [codeColors, vision, settings.severity]);

  // The frames, their content layers, and what is inspected.
  const wrap = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const twin = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<Mark | null>(null);
  const [pinned, setPinned] = useState<Mark | null>(null);
  const [said, setSaid] = useState('');
  const marks = useMarks(content, settings.contrast, `${mockId}/${lang}/${vision === 'normal'}/${full}/${chartKey}`);
  const contentWidth = content.current?.clientWidth ?? 0;
  // What was inspected was measured in the old layout: a new mock, language, appearance or split starts afresh.
  const split = vision !== 'normal';
  useEffect(() => {
    setHovered(null);
    setPinned(null);
  }, [mockId, lang, mode, split, full]);

  /** The marked element at or around `element` in the normal window, measured now. */
  const markAt = (element: Element | null): Mark | null => {
    const node = content.current;
    const marked = element?.closest('[data-pairs]');
    return node && marked && node.contains(marked) ? markOf(marked, node) : null;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch') return;
    const target = event.target as Element;
    if (target.closest('[data-testid="role-popover"]')) return;
    const next = markAt(target);
    if (next?.element !== hovered?.element) setHovered(next);
  };
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (target.closest('[data-testid="role-popover"]')) return;
    const next = markAt(target);
    setPinned(next);
    setHovered(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const node = content.current;
    if (!node || event.target !== event.currentTarget) return;
    const all = marksIn(node);
    if (all.length === 0) return;
    const at = all.findIndex((mark) => mark.element === hovered?.element);
    let next: Mark | null = null;
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') next = all[(at + 1) % all.length];
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') next = all[(at - 1 + all.length) % all.length];
    else if (event.key === 'Home') next = all[0];
    else if (event.key === 'End') next = all[all.length - 1];
    else if ((event.key === 'Enter' || event.key === ' ') && hovered) {
      event.preventDefault();
      setPinned(hovered);
      return;
    } else if (event.key === 'Escape' && hovered) {
      setHovered(null);
      return;
    }
    if (!next || !colors) return;
    event.preventDefault();
    next.element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    setHovered(next);
    const name = t(`elements.${next.name}`, { defaultValue: next.name });
    const pairs = next.pairs.map((pair) => t('inspect.said', { pair: pairName(pair), figures: saidFigures(colors, pair) })).join('; ');
    setSaid(`${name}: ${pairs}`);
  };
  const roleName = (role: string) => t(`theme:role.${role}`);
  const pairName = (pair: MarkedPair) => t('pairName', { fg: t(`theme:role.${pair.fg}`), bg: t(`theme:role.${pair.bg}`) });
  /** A pair's figures read aloud, with the check's words when the Display P3 screen gave the worse (as ScreenMark says it). */
  const saidFigures = (shownColors: RoleColors, pair: MarkedPair) => {
    const { measured, text } = pairFigures(shownColors, pair, target);
    const p3 = target === 'apca' ? measured.apcaFrom === 'p3' : measured.ratioFrom === 'p3';
    return p3 ? `${text}, ${t('check:screens.worseOn', { screen: t('check:screens.names.p3') })}` : text;
  };

  // Fixes: a theme's role, or the palette's colour, through the host (one undoable change there).
  const canFix = source.kind === 'theme' ? source.onEdit !== undefined : source.onApply !== undefined;
  const fixOf = useCallback((pair: MarkedPair) => (colors && canFix ? fixPair(pair, colors, sources, target) : null), [colors, sources, target, canFix]);
  const applyFix = (fix: PairFix) => {
    if (source.kind === 'theme') source.onEdit?.(mode, fix.role, fix.to);
    else if (fix.index !== null) source.onApply?.(fix.index, fix.to);
    // `from` may be a wide colour's exact text: it is named by its fallback and written as it was.
    showToast(t('fix.applied', { role: t(`theme:role.${fix.role}`), from: `${colorName(fallbackOf(fix.from))} ${fix.from}`, to: `${colorName(fix.to)} ${fix.to}` }), t('fix.undoHint'));
  };

  // The colours a role can take: the palette's, or this appearance's colours of the theme.
  const choices: RoleChoice[] = useMemo(() => {
    if (codes) return codes.map((code, index) => ({ code, index }));
    return colors ? [...new Set(WORN_ROLES.map((role) => colors[role]))].map((code) => ({ code, index: null })) : [];
  }, [codes, colors]);
  const choose =
    source.kind === 'theme'
      ? source.onEdit
        ? (role: IrodoriRole, choice: RoleChoice) => source.onEdit?.(mode, role, choice.code)
        : null
      : (role: IrodoriRole, choice: RoleChoice) => setOverrides((current) => ({ ...current, [mode]: { ...current[mode], [role]: choice.index ?? undefined } }));
  const automatic =
    source.kind === 'palette'
      ? (role: IrodoriRole) =>
          setOverrides((current) => {
            const next = { ...current[mode] };
            delete next[role];
            return { ...current, [mode]: next };
          })
      : null;
  const chosen = useMemo(() => new Set(Object.keys(overrides[mode])), [overrides, mode]);

  // Full screen: the try-on fills the window (the browser's full screen where it allows it); Escape leaves.
  const toggleFull = () => {
    const next = !full;
    setFull(next);
    setControlsOpen(false);
    if (next) wrap.current?.requestFullscreen?.().catch(() => undefined);
    else if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  };
  useEffect(() => {
    if (!full) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !document.fullscreenElement) setFull(false);
    };
    const onChange = () => {
      if (!document.fullscreenElement) setFull(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, [full]);

  // Side by side, the two windows scroll together.
  const syncScroll = (from: HTMLDivElement | null, to: HTMLDivElement | null) => {
    if (from && to && Math.abs(to.scrollTop - from.scrollTop) > 1) to.scrollTop = from.scrollTop;
  };

  if (!colors) return <EmptyState>{t('empty')}</EmptyState>;
  const mockName = t(`mock.${mockId}.name`);
  const label = t('preview.label', { mock: mockName, mode: t(`theme:mode.${mode}`) });
  const visionName = t(`check:visions.${vision}`);
  const pairsShown = dedupe(marks);

  return (
    <Wrap ref={wrap} data-full={full || undefined} data-testid="try-on" data-mock={mockId} data-mode={mode}>
      {full ? (
        <FullBar>
          <strong>{mockName}</strong>
          <span>
            <Button type="button" aria-expanded={controlsOpen} onClick={() => setControlsOpen((open) => !open)}>
              <SlidersHorizontal aria-hidden />
              {t('fullscreen.controls')}
            </Button>
            <Button type="button" $variant="primary" onClick={toggleFull}>
              <Minimize2 aria-hidden />
              {t('fullscreen.exit')}
            </Button>
          </span>
        </FullBar>
      ) : null}
      {full && !controlsOpen ? null : (
        <TryOnControls
          settings={settings}
          onChange={change}
          palette={
            codes
              ? {
                  onShuffle: () => setShuffle(1 + Math.floor(Math.random() * 0x7fffffff)),
                  onReset: () => {
                    setShuffle(0);
                    setOverrides(NO_OVERRIDES);
                  },
                  canReset: shuffle !== 0 || Object.keys(overrides.light).length + Object.keys(overrides.dark).length > 0,
                }
              : null
          }
          full={full}
          onFull={toggleFull}
          live={liveTheme ? <LiveLinkButton theme={liveTheme} labelOf={roleName} onEdit={liveEdit} fixable={liveFixable} /> : null}
        />
      )}
      <Hint id="try-on-hint">
        <PointerText fine={t('inspect.hint')} coarse={t('inspect.hintTouch')} />
      </Hint>
      <Frames data-split={seen !== null || undefined}>
        <MockFrame
          ref={viewport}
          contentRef={content}
          mockId={mockId}
          colors={colors}
          chart={chart}
          lang={lang}
          label={label}
          caption={seen ? t('check:visions.normal') : undefined}
          tabIndex={0}
          aria-describedby="try-on-hint"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHovered(null)}
          onClick={onClick}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(null);
          }}
          onScroll={() => syncScroll(viewport.current, twin.current)}
          overlay={
            <>
              {settings.contrast ? <ContrastOverlay marks={marks} colors={colors} target={target} /> : null}
              {hovered && !pinned ? <Highlight mark={hovered} /> : null}
              {hovered && !pinned ? <HoverCard mark={hovered} colors={colors} target={target} contentWidth={contentWidth} /> : null}
              {pinned ? <Highlight mark={pinned} /> : null}
              {pinned ? (
                <RolePopover
                  mark={pinned}
                  colors={colors}
                  target={target}
                  contentWidth={contentWidth}
                  choices={choices}
                  sources={sources}
                  onChoose={choose}
                  onAutomatic={automatic}
                  chosen={chosen}
                  fixOf={fixOf}
                  onFix={canFix ? applyFix : undefined}
                  onClose={() => {
                    setPinned(null);
                    viewport.current?.focus({ preventScroll: true });
                  }}
                />
              ) : null}
            </>
          }
        />
        {seen ? (
          <MockFrame
            ref={twin}
            mockId={mockId}
            colors={seen}
            chart={chart}
            lang={lang}
            label={t('preview.seenAs', { mock: mockName, vision: visionName })}
            caption={vision === 'achromatopsia' ? visionName : t('visionCaption', { vision: visionName, severity: settings.severity })}
            tabIndex={0}
            onScroll={() => syncScroll(twin.current, viewport.current)}
            data-vision={vision}
          />
        ) : null}
      </Frames>
      <p className="visually-hidden" role="status" aria-live="polite">
        {said}
      </p>
      {settings.contrast ? <TryOnPairs pairs={pairsShown} colors={colors} target={target} fixOf={fixOf} onFix={canFix ? applyFix : undefined} /> : null}
    </Wrap>
  );
}

/** Returns each pair of the mock once, with how many elements show it. */
function dedupe(marks: readonly Mark[]): { pair: MarkedPair; count: number }[] {
  const out = new Map<string, { pair: MarkedPair; count: number }>();
  for (const mark of marks)
    for (const pair of mark.pairs) {
      const key = pairKey(pair);
      const entry = out.get(key);
      if (entry) entry.count++;
      else out.set(key, { pair, count: 1 });
    }
  return [...out.values()];
}

const Wrap = styled.div`
  display: grid;
  gap: ${tokens.space[3]}px;
  min-width: 0;
  &[data-full] {
    position: fixed;
    inset: 0;
    z-index: 50;
    overflow: auto;
    align-content: start;
    padding: ${tokens.space[3]}px ${tokens.space[4]}px;
    background: ${tokens.colors.background};
    --try-on-height: calc(100dvh - 150px);
  }
`;

const FullBar = styled.div`
  ${spreadRow}
  gap: ${tokens.space[2]}px;
  > span { display: flex; flex-wrap: wrap; gap: ${tokens.space[2]}px; }
`;

const Hint = styled.p`
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

const Frames = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]}px;
  &[data-split] { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${tokens.media.tablet} {
    &[data-split] { grid-template-columns: minmax(0, 1fr); }
  }
`;
