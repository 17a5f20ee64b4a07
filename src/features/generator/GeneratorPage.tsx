import { Suspense, lazy, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { tryNormalizeColorCode } from '../../core/code/colorCode';
import { paths, type GeneratorTabId } from '../../config/paths';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { LocalLink } from '../../ui/i18n';
import { colorParam, useCanonicalSearch } from '../../ui/useCanonicalSearch';
import { randomDefaultColor } from '../../ui/randomColor';
import { tokens } from '../../ui/theme';
import { BaseColorBar } from './BaseColorBar';
import { GeneratorResults } from './GeneratorResults';
import { DEFAULT_TAB, GENERATOR_TABS, generate, isGeneratorTabId, resultCodes } from './tabs';
import { parseMode, parsePaletteParams, type GeneratorMode } from './palette/paletteUrl';
import { withData } from '../../ui/data/pageData';
import { linkTabs, stack } from '../../ui/styles';

/**
 * The generator (SPEC §2), in three modes under header tabs: Rule Based (the default; `mode`
 * missing), Palette (`?mode=palette`, the space-bar loop: PaletteMode) and Scale (`?mode=scale`, design-system
 * ramps: ScaleMode). Switching modes rewrites the address in place, carrying the colour across.
 */
export default function GeneratorPage() {
  const { t } = useTranslation(['common', 'tools']);
  const [params] = useSearchParams();
  const mode = parseMode(params.get('mode'));
  const title = t('titles.generator');

  // The colour shown (the rule-based view's, the palette's first, the scale's) carries across; a fresh palette.
  const raw = params.get('colors')?.split('-')[0] ?? params.get('color');
  const current = raw ? (tryNormalizeColorCode(raw) ?? undefined) : undefined;
  const targets: Record<GeneratorMode, string> = {
    rules: paths.generator(current),
    palette: `${paths.generator()}?mode=palette`,
    scale: `${paths.generator()}?mode=scale${current ? `&color=${current.slice(1)}` : ''}`,
  };

  return (
    <>
      {/* The rule-based view declares its own head (its description follows the tab). */}
      {mode === 'palette' ? <PageMeta title={title} description={t('tools:generator.paletteDescription')} /> : null}
      {mode === 'scale' ? <PageMeta title={title} description={t('tools:generator.scaleDescription')} /> : null}
      <PageTitle>{title}</PageTitle>
      <Modes aria-label={t('tools:generator.modes.label')}>
        {GENERATOR_MODES.map((id) => (
          <LocalLink key={id} to={targets[id]} replace aria-current={id === mode ? 'page' : undefined} onClick={(event) => id === mode && event.preventDefault()}>
            {t(`tools:generator.modes.${id}`)}
          </LocalLink>
        ))}
      </Modes>
      {mode === 'palette' ? (
        <Suspense fallback={null}>
          <PaletteMode initial={parsePaletteParams(params)} />
        </Suspense>
      ) : mode === 'scale' ? (
        <Suspense fallback={null}>
          <ScaleMode />
        </Suspense>
      ) : (
        <RuleBased />
      )}
    </>
  );
}

/** The Palette mode (with the sortable columns) is its own chunk: the rule-based view does not carry it. */
const PaletteMode = lazy(withData(['colorNames'], () => import('./palette/PaletteMode').then((module) => ({ default: module.PaletteMode }))));

/** The Scale mode is its own chunk too. */
const ScaleMode = lazy(withData(['colorNames'], () => import('./scale/ScaleMode').then((module) => ({ default: module.ScaleMode }))));

/** The generator's modes, in tab order. */
const GENERATOR_MODES: readonly GeneratorMode[] = ['rules', 'palette', 'scale'];

/**
 * The rule-based schemes of one colour (SPEC §2): reads `color` and `tab` from the URL; a missing or
 * invalid colour becomes a random one and an unknown tab the default, and the URL is rewritten (replace)
 * so it always names both. Every tab's scheme is computed at once from the core for the base colour, so
 * switching tabs never waits.
 */
function RuleBased() {
  const { t } = useTranslation(['common', 'tools']);
  const [params] = useSearchParams();
  const [fallback] = useState(randomDefaultColor);
  const code = colorParam(params, 'color', fallback);
  const rawTab = params.get('tab');
  const tab: GeneratorTabId = isGeneratorTabId(rawTab) ? rawTab : DEFAULT_TAB;
  const showPath = useCanonicalSearch(paths.generator(code, tab));
  const show = (next: { code?: string; tab?: GeneratorTabId }) => showPath(paths.generator(next.code ?? code, next.tab ?? tab));

  const results = useMemo(
    () => new Map(GENERATOR_TABS.map((definition) => [definition.id, generate(definition.id, code)])),
    [code],
  );
  const idPrefix = useId();
  const result = results.get(tab);
  if (!result) throw new Error(`不明なジェネレーターのタブです: ${tab}`);

  return (
    <>
      <PageMeta title={t('titles.generator')} description={t('tools:generator.descriptions.' + tab)} />
      <BaseColorBar code={code} onChange={(next) => show({ code: next })} />
      <Tabbed>
        <Tabs
          idPrefix={idPrefix}
          label={t('tools:generator.ruleBased')}
          tabs={GENERATOR_TABS.map((definition) => ({ id: definition.id, label: t(`tools:generator.tabs.${definition.id}`) }))}
          selected={tab}
          onSelect={(next) => show({ tab: next })}
        />
        <TabPanel idPrefix={idPrefix} id={tab} focusable={resultCodes(result).length === 0}>
          <GeneratorResults tab={tab} result={result} base={code} />
        </TabPanel>
      </Tabbed>
    </>
  );
}

/** The mode switch: the page's header tabs (links: each mode is its own address), above everything else. */
const Modes = styled.nav`
  ${linkTabs}
  gap: ${tokens.space[5]}px;
  margin-bottom: ${tokens.space[5]}px;
  a {
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

const Tabbed = styled.div`
  ${stack(tokens.space[4])}
  margin-top: ${tokens.space[5]}px;
  [role='tabpanel']:focus-visible { outline-offset: 6px; border-radius: ${tokens.radius.small}px; }
`;
