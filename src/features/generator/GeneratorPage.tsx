import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { tryNormalizeColorCode } from '../../core/code/colorCode';
import { paths, type GeneratorTabId } from '../../config/paths';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { useLocalize } from '../../ui/i18n';
import { randomDefaultColor } from '../../ui/randomColor';
import { tokens } from '../../ui/theme';
import { BaseColorBar } from './BaseColorBar';
import { GeneratorResults } from './GeneratorResults';
import { DEFAULT_TAB, GENERATOR_TABS, generate, isGeneratorTabId, resultCodes } from './tabs';

/**
 * The scheme generator (SPEC §2): reads `color` and `tab` from the URL; a missing or invalid colour becomes a
 * random one and an unknown tab the default, and the URL is rewritten (replace) so it always names both. Every
 * tab's scheme is computed at once from the core for the base colour, so switching tabs never waits.
 */
export default function GeneratorPage() {
  const { t } = useTranslation(['common', 'tools']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [fallback] = useState(randomDefaultColor);

  const rawColor = params.get('color');
  const rawTab = params.get('tab');
  const code = (rawColor !== null && tryNormalizeColorCode(rawColor)) || fallback;
  const tab: GeneratorTabId = isGeneratorTabId(rawTab) ? rawTab : DEFAULT_TAB;
  const target = localize(paths.generator(code, tab));

  useEffect(() => {
    // Always show the colour and tab in the address, without adding a history entry.
    if (rawColor !== code.slice(1) || rawTab !== tab) navigate(target, { replace: true });
  }, [rawColor, rawTab, code, tab, target, navigate]);

  const show = (next: { code?: string; tab?: GeneratorTabId }) =>
    navigate(localize(paths.generator(next.code ?? code, next.tab ?? tab)), { replace: true });

  const results = useMemo(
    () => new Map(GENERATOR_TABS.map((definition) => [definition.id, generate(definition.id, code)])),
    [code],
  );
  const idPrefix = useId();
  const headerId = useId();
  const title = t('titles.generator');
  const result = results.get(tab);
  if (!result) throw new Error(`不明なジェネレーターのタブです: ${tab}`);

  return (
    <>
      <PageMeta title={title} description={t('tools:generator.descriptions.' + tab)} />
      <PageTitle>{title}</PageTitle>
      <BaseColorBar code={code} onChange={(next) => show({ code: next })} />
      <Tabbed>
        <RuleBased id={headerId}>{t('tools:generator.ruleBased')}</RuleBased>
        <Tabs
          idPrefix={idPrefix}
          labelledBy={headerId}
          tabs={GENERATOR_TABS.map((definition) => ({ id: definition.id, label: t(`tools:generator.tabs.${definition.id}`) }))}
          selected={tab}
          onSelect={(next) => show({ tab: next })}
        />
        <TabPanel idPrefix={idPrefix} id={tab} focusable={resultCodes(result).length === 0}>
          <GeneratorResults tab={tab} result={result} />
        </TabPanel>
      </Tabbed>
    </>
  );
}

const Tabbed = styled.div`
  display: grid;
  gap: ${tokens.space[4]}px;
  margin-top: ${tokens.space[5]}px;
  [role='tabpanel']:focus-visible { outline-offset: 6px; border-radius: ${tokens.radius.small}px; }
`;

const RuleBased = styled.h2`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[3]}px;
  font-size: ${tokens.fontSizes[1]}px;
  color: ${tokens.colors.textMuted};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${tokens.colors.border};
  }
`;
