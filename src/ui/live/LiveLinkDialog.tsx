import { useId, useMemo, useRef, useState } from 'react';
import { ArrowRight, Copy, ExternalLink, Unplug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LIVE_CONVENTIONS, type LiveConvention } from '../../core/live/sites';
import type { ThemeColors } from '../../core/theme/roles';
import { useLiveLinkStore } from '../../stores/liveLink';
import { showToast } from '../../stores/toasts';
import { Button } from '../Button';
import { copyText } from '../clipboard';
import { Modal } from '../Modal';
import { Field } from '../Panel';
import { SegmentedControl } from '../SegmentedControl';
import { Select } from '../Select';
import { bareList, cluster, codeTextArea, ellipsis, stack, swatchChip } from '../styles';
import { tokens } from '../theme';
import { LiveInspector } from './LiveInspector';
import { liveSnippet } from './liveSnippet';
import { useLiveModel, usePageConventions } from './useLiveModel';

/** The convention choice that means "find it on the page". */
const AUTO = 'auto';
/** A variable left unmapped. */
const UNMAPPED = '';

/** A role edit of the theme (the theme tool's): a fix of the inspector changes the role in the scheme shown. */
export type LiveRoleEdit = (mode: 'light' | 'dark', role: string, hex: string) => void;
/** Whether a role's colour can be edited (a palette's derived roles cannot): only those are offered fixes. */
export type LiveFixable = (role: string, mode: 'light' | 'dark') => boolean;

/**
 * "Open on my site": the helper's snippet to paste into the person's own page, the address to open, the pairing code,
 * and once connected the page's colour variables with what sets each (the convention found, or a role chosen by hand),
 * the scheme shown, how quickly the page followed the last change, Disconnect, which puts the page's own values back,
 * and the inspector of the page's text contrast (with the theme tool's fixes where `onEdit` is given).
 */
export function LiveLinkDialog({ open, onClose, theme, labelOf, onEdit, fixable }: {
  open: boolean;
  onClose: () => void;
  theme: ThemeColors;
  labelOf: (role: string) => string;
  onEdit?: LiveRoleEdit;
  fixable?: LiveFixable;
}) {
  const { t } = useTranslation(['live', 'theme']);
  const { status, scheme, latency, sites } = useLiveLinkStore();
  const { open: openSite, disconnect, setScheme, updateSite } = useLiveLinkStore.getState();
  const lastUrl = useMemo(() => Object.values(sites).sort((a, b) => b.used - a.used)[0]?.url ?? 'http://localhost:5173/', [sites]);
  const [url, setUrl] = useState(lastUrl);
  const urlId = useId();
  const snippet = useMemo(
    () => liveSnippet(window.location.origin, { ask: t('helper.ask'), wrong: t('helper.wrong') }),
    [t],
  );

  const connected = status.kind === 'connected' ? status : null;
  const site = connected ? sites[connected.origin] : undefined;
  const pageNames = useMemo(() => new Set(connected?.report.variables.map((v) => v.name) ?? []), [connected]);
  const model = useLiveModel(connected !== null);
  // Nothing is worked out while the dialog is closed; the conventions are matched once per page report.
  const latestTheme = useRef(theme);
  latestTheme.current = theme;
  const shown = open && connected !== null && model !== null;
  const matches = usePageConventions(model, connected?.report ?? null, theme);
  const chosen: LiveConvention | null = site?.convention === 'none' ? null : (site?.convention ?? matches[0]?.convention ?? null);
  // The page's variables the chosen convention sets.
  const covered = useMemo(() => {
    const written = chosen === null || model === null ? new Map() : model.conventionVariables(chosen, latestTheme.current);
    return new Set([...pageNames].filter((name) => written.has(name)));
  }, [chosen, model, pageNames]);

  // What the page is given now, for the scheme shown: each variable's new value.
  const given = useMemo(() => {
    if (!shown || !connected || !model) return {};
    const page = new Map(connected.report.variables.map((v) => [v.name, { light: v.light, dark: v.dark }]));
    return model.liveValues(theme, scheme, page, chosen, site?.manual ?? {});
  }, [shown, connected, model, theme, scheme, chosen, site]);

  // The roles the inspector may fix: the theme's, in the scheme shown, those the host can edit.
  const fixableRoles = useMemo(
    () => (fixable ? Object.fromEntries(Object.entries(theme[scheme]).filter(([role]) => fixable(role, scheme))) : theme[scheme]),
    [theme, scheme, fixable],
  );

  const conventionOptions = [AUTO, ...LIVE_CONVENTIONS, 'none'];
  const conventionLabel = (value: string) => {
    if (value === AUTO) return matches[0] ? t('mapping.auto', { name: t(`conventions.${matches[0].convention}`) }) : t('mapping.autoNone');
    if (value === 'none') return t('mapping.none');
    const match = matches.find((m) => m.convention === value);
    return match ? t('mapping.found', { name: t(`conventions.${value}`), matched: match.matched, total: match.total }) : t(`conventions.${value}`);
  };
  const roleOptions = [UNMAPPED, ...theme.roles];

  return (
    <Modal open={open} onClose={onClose} title={t('title')} minWidth={560} maxWidth={760}>
      <Body>
        <Desktop>{t('desktopOnly')}</Desktop>
        {connected ? null : (
          <Step>
            <h3>{t('steps.helper')}</h3>
            <p>{t('helperHint', { origin: window.location.origin })}</p>
            <Snippet readOnly rows={3} value={snippet} aria-label={t('snippetLabel')} onFocus={(event) => event.currentTarget.select()} />
            <Row>
              <Button type="button" onClick={() => void copyText(snippet).then((ok) => showToast(ok ? t('copied') : t('copyFailed')))}>
                <Copy aria-hidden />
                {t('copy')}
              </Button>
              <Muted>{t('privacy')}</Muted>
            </Row>
          </Step>
        )}
        <Step>
          <h3>{t('steps.open')}</h3>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              openSite(url);
            }}
          >
            <Field htmlFor={urlId}>
              <span>{t('address')}</span>
            </Field>
            <Row>
              <input id={urlId} type="url" required value={url} onChange={(event) => setUrl(event.target.value)} spellCheck={false} />
              <Button type="submit" $variant="primary">
                <ExternalLink aria-hidden />
                {t('openAndConnect')}
              </Button>
            </Row>
          </form>
          <Status role="status">
            {status.kind === 'waiting' ? t('status.waiting', { origin: status.origin }) : null}
            {status.kind === 'pairing' ? (
              <>
                <Code data-pairing-code>{status.code}</Code>
                <span>{t('status.pairing', { origin: status.origin })}</span>
              </>
            ) : null}
            {status.kind === 'connected' ? t('status.connected', { origin: status.origin }) : null}
            {status.kind === 'ended' ? t(`status.${status.reason}`, { origin: status.origin ?? '' }) : null}
          </Status>
        </Step>
        {connected ? (
          <Step>
            <h3>{t('steps.mapping')}</h3>
            <Row>
              <Field>
                <span>{t('mapping.convention')}</span>
                <Select
                  options={conventionOptions}
                  value={site?.convention ?? AUTO}
                  labelOf={conventionLabel}
                  onChange={(next) => updateSite({ convention: next === AUTO ? null : (next as LiveConvention | 'none') })}
                />
              </Field>
              <SegmentedControl
                label={t('scheme')}
                name="live-scheme"
                options={[{ id: 'light', label: t('theme:mode.light') }, { id: 'dark', label: t('theme:mode.dark') }]}
                value={scheme}
                onChange={setScheme}
              />
            </Row>
            <Muted>{t('mapping.summary', { count: connected.report.variables.length, covered: covered.size })}</Muted>
            <Variables aria-label={t('mapping.list')}>
              {connected.report.variables.map((variable) => {
                const own = variable[scheme] ?? variable.light;
                const next = given[variable.name];
                return (
                  <li key={variable.name}>
                    <code title={own ?? undefined}>{variable.name}</code>
                    <Chip style={{ background: paintOf(own) }} title={own ?? undefined} aria-hidden />
                    <ArrowRight aria-hidden />
                    <Chip style={{ background: paintOf(next ?? own) }} title={next} aria-hidden />
                    {covered.has(variable.name) && !site?.manual[variable.name] ? (
                      <Muted>{t('mapping.setBy', { name: t(`conventions.${chosen}`) })}</Muted>
                    ) : (
                      <Select
                        aria-label={t('mapping.roleFor', { name: variable.name })}
                        options={roleOptions}
                        value={site?.manual[variable.name] ?? UNMAPPED}
                        labelOf={(role) => (role === UNMAPPED ? t('mapping.unmapped') : labelOf(role))}
                        onChange={(role) => {
                          const manual = { ...site?.manual };
                          if (role === UNMAPPED) delete manual[variable.name];
                          else manual[variable.name] = role;
                          updateSite({ manual });
                        }}
                      />
                    )}
                  </li>
                );
              })}
            </Variables>
            <Row>
              <Button type="button" onClick={disconnect}>
                <Unplug aria-hidden />
                {t('disconnect')}
              </Button>
              {latency !== null ? <Muted>{t('latency', { ms: latency < 1 ? '<1' : Math.round(latency) })}</Muted> : null}
            </Row>
          </Step>
        ) : null}
        {connected ? (
          <Step>
            <h3>{t('steps.inspect')}</h3>
            <LiveInspector roles={fixableRoles} labelOf={labelOf} onFix={onEdit && ((role, hex) => onEdit(scheme, role, hex))} />
          </Step>
        ) : null}
      </Body>
    </Modal>
  );
}

/** A value as a background for its chip: a colour as it is, a channel triple ('64, 95, 144') through rgb(). */
function paintOf(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return /^\d/.test(value.trim()) ? `rgb(${value})` : value;
}

const Body = styled.div`
  ${stack(tokens.space[4])}
`;

const Desktop = styled.p`
  display: none;
  margin: 0;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
  ${tokens.media.narrow} { display: block; }
`;

const Step = styled.section`
  ${stack(tokens.space[2])}
  h3 { margin: 0; font-size: ${tokens.fontSizes[2]}px; }
  p { margin: 0; }
  form { ${stack(tokens.space[2])} }
  input[type='url'] { flex: 1 1 16rem; min-width: 0; height: 40px; padding: 0 ${tokens.space[3]}px; border: 1px solid ${tokens.colors.border}; border-radius: ${tokens.radius.medium}px; background: ${tokens.colors.surfaceRaised}; color: ${tokens.colors.text}; font: inherit; }
`;

const Snippet = styled.textarea`
  ${codeTextArea}
  padding: ${tokens.space[2]}px;
  font-size: ${tokens.fontSizes[0]}px;
  word-break: break-all;
`;

const Row = styled.div`
  ${cluster(tokens.space[3])}
  align-items: flex-end;
`;

const Muted = styled.span`
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;

const Status = styled.div`
  ${cluster(tokens.space[3])}
  min-height: 1.5em;
  color: ${tokens.colors.textMuted};
`;

const Code = styled.strong`
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[5]}px;
  letter-spacing: 0.25em;
  color: ${tokens.colors.text};
`;

const Variables = styled.ul`
  ${bareList}
  ${stack(tokens.space[1])}
  max-height: 320px;
  overflow: auto;
  li { display: grid; grid-template-columns: minmax(0, 1fr) auto auto auto minmax(0, 12rem); align-items: center; gap: ${tokens.space[2]}px; min-height: 36px; }
  li > svg { width: 14px; height: 14px; color: ${tokens.colors.textMuted}; }
  code { font-size: ${tokens.fontSizes[0]}px; ${ellipsis} }
  select { height: 32px; min-width: 0; font-size: ${tokens.fontSizes[0]}px; }
`;

const Chip = styled.span`
  ${swatchChip(20, tokens.radius.small)}
  display: block;
`;
