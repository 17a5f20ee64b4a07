import { useEffect, useMemo, useRef, useState } from 'react';
import { Blend, FileDown, FileUp, Link2, Palette as PaletteIcon, Redo2, Save, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { extendedNames } from '../../core/theme/export/names';
import { themeReport } from '../../core/theme/report';
import { parseThemeFile } from '../../core/theme/themeFile';
import type { ThemeColors, ThemeTarget } from '../../core/theme/roles';
import type { ThemeEdits } from '../../core/theme/settings';
import { useThemesStore } from '../../stores/themes';
import { showToast } from '../../stores/toasts';
import { Button } from '../../ui/Button';
import { FileChooser } from '../../ui/FileChooser';
import { IconButton } from '../../ui/IconButton';
import { PageMeta } from '../../ui/PageMeta';
import { PageColumn, PageTitle } from '../../ui/Page';
import { copyText } from '../../ui/clipboard';
import { LocalLink, useLocalize } from '../../ui/i18n';
import { lazyDialog } from '../../ui/lazyDialog';
import { NameDialog } from '../../ui/palette/NameDialog';
import { useGradientPath } from '../../ui/useGradientPath';
import { useOpenAction, useSavePalette } from '../../ui/palette/useSavePalette';
import { randomDefaultColor } from '../../ui/randomColor';
import { cluster, stack } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { usePaletteHistory } from '../../ui/usePaletteHistory';
import { TryOn } from '../../ui/tryon/TryOn';
import { ContrastReport } from './ContrastReport';
import { RoleTable } from './RoleTable';
import { ThemeControls } from './ThemeControls';
import { TonalPalettes } from './TonalPalettes';
import { GRADIENT_ROLES, importedState, paletteCodesOf } from './themeActions';
import { parseThemeParams, themeQuery, type ThemeState } from '../../core/theme/themeUrl';
import { defaultAssignment, themeColorsAtOnce, useThemeColors } from './useThemeColors';
import { useLiveLinkStore } from '../../stores/liveLink';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { LiveLinkButton } from '../../ui/live/LiveLinkButton';
import { roleLabel } from '../../ui/roleLabels';
import { useStableCallback } from '../../ui/useStableCallback';

const ThemeExportDialog = lazyDialog(() => import('../../ui/export/ThemeExportDialog').then((module) => module.ThemeExportDialog));

/**
 * The theme tool: from one colour, a palette or an image's colours to a light and dark theme of named
 * roles, by Material 3 (the official library) or by Irodori's contrast search (the engine), with every pair's WCAG
 * ratio and APCA Lc, a small live interface in light and dark, role-by-role edits with undo and redo, saving beside
 * the palettes, export to every platform and import of a theme file. The whole state lives in the address
 * (themeUrl.ts), rewritten in place; undo and redo move between the addresses of this visit.
 */
export default function ThemePage() {
  const { t } = useTranslation(['theme', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [fallback] = useState(randomDefaultColor);
  const state = useMemo(() => parseThemeParams(new URLSearchParams(location.search), fallback, defaultAssignment), [location.search, fallback]);
  const query = themeQuery(state, defaultAssignment);
  const hrefOf = (next: string) => localize(`${paths.theme()}?${next}`);
  const go = (next: string) => navigate(hrefOf(next), { replace: true });
  // Undo and redo walk the addresses this visit went through: each change is a step, and a step moves the address.
  const history = usePaletteHistory(query, { onStep: go });
  useEffect(() => {
    // Always show the whole state in the address, without adding a history entry; but never from a render that is
    // behind the address (a step this page has just asked for, still on its way), which would take the step back.
    if (window.location.search !== location.search) return;
    if (location.search.slice(1) !== query) navigate(localize(`${paths.theme()}?${query}`), { replace: true });
  }, [location.search, query, localize, navigate]);
  const name = state.name ?? t('defaultName');
  const set = (next: ThemeState) => {
    const nextQuery = themeQuery(next, defaultAssignment);
    if (nextQuery === query) return;
    // A page on the live link shows the edit at once, before this page has rendered it.
    const live = useLiveLinkStore.getState();
    if (live.status.kind === 'connected') {
      const now = themeColorsAtOnce(next.settings, next.name ?? t('defaultName'));
      if (now !== null) live.paint(now);
    }
    history.push(nextQuery);
  };

  const theme = useThemeColors(state.settings, name);
  // A role edit of the results or of the live link's inspector.
  const editRole = useStableCallback((mode: 'light' | 'dark', role: string, hex: string | null) => set(withRoleEdit(state, mode, role, hex)));

  const [dialog, setDialog] = useState<'export' | 'save' | null>(null);
  const saveTheme = useThemesStore((s) => s.add);
  const openAction = useOpenAction();
  const savePalette = useSavePalette();
  const fileInput = useRef<HTMLInputElement>(null);
  const gradientPath = useGradientPath(theme && GRADIENT_ROLES.map((role) => theme.light[role]));

  const importFile = async (file: File) => {
    let text: string;
    try {
      text = await file.text();
    } catch {
      showToast(t('import.unreadable'), file.name);
      return;
    }
    const parsed = parseThemeFile(text);
    if (!parsed.ok) {
      showToast(t(`import.${parsed.reason}`), file.name);
      return;
    }
    set(importedState(parsed, fallback));
    showToast(t('import.done'), parsed.name);
  };

  return (
    <PageColumn $width={tokens.sizes.contentMax}>
      <PageMeta title={t('common:titles.theme')} description={t('description')} />
      <Head>
        <div>
          <PageTitle>{t('common:titles.theme')}</PageTitle>
          <Intro>{t('intro')}</Intro>
        </div>
        <Toolbar role="toolbar" aria-label={t('actions.label')}>
          <IconButton type="button" $variant="outlined" aria-label={t('actions.undo')} title={t('actions.undo')} disabled={!history.canUndo} onClick={history.undo}>
            <Undo2 aria-hidden />
          </IconButton>
          <IconButton type="button" $variant="outlined" aria-label={t('actions.redo')} title={t('actions.redo')} disabled={!history.canRedo} onClick={history.redo}>
            <Redo2 aria-hidden />
          </IconButton>
          <Button type="button" onClick={() => fileInput.current?.click()}>
            <FileUp aria-hidden />
            {t('actions.import')}
          </Button>
          <FileChooser ref={fileInput} accept=".json,application/json" hidden data-testid="theme-import-input" onFile={(file) => void importFile(file)} />
          <Button
            type="button"
            onClick={() => {
              void copyText(new URL(hrefOf(query), window.location.origin).href).then((ok) =>
                showToast(ok ? t('actions.linkCopied') : t('actions.linkFailed')),
              );
            }}
          >
            <Link2 aria-hidden />
            {t('actions.copyLink')}
          </Button>
          <Button type="button" disabled={theme === null} onClick={() => theme && savePalette.save(paletteCodesOf(theme), name)}>
            <PaletteIcon aria-hidden />
            {t('actions.saveAsPalette')}
          </Button>
          {gradientPath ? (
            <Button as={LocalLink} to={gradientPath}>
              <Blend aria-hidden />
              {t('actions.gradient')}
            </Button>
          ) : null}
          <LiveLinkButton theme={theme} labelOf={(role) => (theme ? roleLabel(t, role, theme) : role)} onEdit={editRole} />
          <Button type="button" disabled={theme === null} onClick={() => setDialog('save')}>
            <Save aria-hidden />
            {t('actions.save')}
          </Button>
          <Button type="button" $variant="primary" disabled={theme === null} onClick={() => setDialog('export')}>
            <FileDown aria-hidden />
            {t('actions.export')}
          </Button>
        </Toolbar>
      </Head>

      <Layout>
        <ThemeControls state={state} onChange={set} />
        <Results aria-busy={theme === null}>
          {theme === null ? null : <ThemeResults theme={theme} target={state.settings.target} edits={state.settings.edits} onEdit={editRole} />}
        </Results>
      </Layout>

      {savePalette.dialog}
      <NameDialog
        open={dialog === 'save'}
        onClose={() => setDialog(null)}
        title={t('save.title')}
        submitLabel={t('save.submit')}
        initialName={name}
        onSubmit={(chosen) => {
          if (theme === null) return;
          const saved = saveTheme(chosen, state.settings, { ...theme, name: chosen });
          setDialog(null);
          if (saved) showToast(t('save.saved'), chosen, openAction(paths.palettes()));
        }}
      />
      {theme ? <ThemeExportDialog open={dialog === 'export'} onClose={() => setDialog(null)} theme={theme} settings={state.settings} /> : null}
    </PageColumn>
  );
}

/** The state with one role's colour in one mode set by hand (null: back to the built colour). */
function withRoleEdit(state: ThemeState, mode: 'light' | 'dark', role: string, hex: string | null): ThemeState {
  const edits = { ...state.settings.edits[mode] };
  if (hex === null) delete edits[role];
  else edits[role] = hex;
  return { ...state, settings: { ...state.settings, edits: { ...state.settings.edits, [mode]: edits } } };
}

/** Everything shown of a built theme: the preview, the roles, the report and the tonal palettes. */
function ThemeResults({ theme, target, edits, onEdit: edit }: {
  theme: ThemeColors;
  target: ThemeTarget;
  edits: ThemeEdits;
  onEdit: (mode: 'light' | 'dark', role: string, hex: string | null) => void;
}) {
  const { t } = useTranslation('theme');
  // The report and the tonal palettes, below the roles, render just after the first paint: a cold load shows the roles sooner.
  const belowTheRoles = useAfterFirstPaint();
  // Every pair's contrast (the custom colours' too), once for the roles table and the report.
  const reports = useMemo(() => {
    const extended = extendedNames(theme);
    return { light: themeReport(theme.light, target, extended), dark: themeReport(theme.dark, target, extended) };
  }, [theme, target]);
  return (
    <>
      <Section aria-labelledby="theme-preview-title">
        <SectionHead id="theme-preview-title">{t('preview.title')}</SectionHead>
        <TryOn source={{ kind: 'theme', light: theme.light, dark: theme.dark, onEdit: edit }} />
      </Section>
      <Section aria-labelledby="theme-roles-title">
        <SectionHead id="theme-roles-title">{t('roles.title')}</SectionHead>
        <RoleTable theme={theme} target={target} edits={edits} reports={reports} onEdit={edit} />
      </Section>
      <Section aria-labelledby="theme-report-title">
        <SectionHead id="theme-report-title">{t('report.title')}</SectionHead>
        {belowTheRoles ? <ContrastReport theme={theme} target={target} reports={reports} edits={edits} onEdit={edit} /> : null}
      </Section>
      <Section aria-labelledby="theme-palettes-title">
        <SectionHead id="theme-palettes-title">{t('palettes.title')}</SectionHead>
        {belowTheRoles ? <TonalPalettes palettes={theme.palettes} /> : null}
      </Section>
    </>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
  margin-bottom: ${tokens.space[4]}px;
  ${PageTitle} { margin-bottom: ${tokens.space[2]}px; }
`;

const Intro = styled.p`
  max-width: 62ch;
  color: ${tokens.colors.textMuted};
`;

const Toolbar = styled.div`
  ${cluster(tokens.space[2])}
  flex-wrap: wrap;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(280px, 340px) minmax(0, 1fr);
  align-items: start;
  gap: ${tokens.space[5]}px;
  ${tokens.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Results = styled.div`
  ${stack(tokens.space[5])}
  min-width: 0;
`;

const Section = styled.section`
  ${stack(tokens.space[3])}
  min-width: 0;
`;

const SectionHead = styled.h2`
  font-size: ${tokens.fontSizes[3]}px;
`;

