import { memo, useState } from 'react';
import { FileDown, Plus, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { gradientText } from '../../core/gradient/address';
import type { FallbackResult } from '../../core/gradient/fallback';
import { gradientDeclarations } from '../../core/gradient/css';
import type { Gradient } from '../../core/gradient/gradient';
import { useGradientsStore } from '../../stores/gradients';
import { showToast } from '../../stores/toasts';
import { Button } from '../../ui/Button';
import { copyText } from '../../ui/clipboard';
import { CodeBox, CopyCodeButton } from '../../ui/export/exportParts';
import { bareList, cluster, fieldBox, fieldLabel, mutedSmall } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { lazyDialog } from '../../ui/lazyDialog';
import { CodeSection } from './previewParts';

/** The export dialog (every format's code, the SVG and the images): loaded on the first Export, not with the page. */
const GradientExportDialog = lazyDialog(() => import('./GradientExportDialog').then((module) => module.GradientExportDialog));

type GradientCodeProps = { gradient: Gradient; fits: readonly FallbackResult[] | null; stale: boolean; initialName?: string };

/** How long a gradient's name may be (as a palette's). */
const MAX_NAME_LENGTH = 100;

/**
 * The gradient as CSS: the classic fallback and the modern form, ready to paste, with how close the fallback comes to
 * the modern gradient (its stops and its largest difference, layer by layer); copied, exported in other formats,
 * saved to My Palettes under a name, or shared as a link (which carries the name, as `name`, beside the gradient).
 */
export const GradientCode = memo(function GradientCode({ gradient, fits, stale, initialName = '' }: GradientCodeProps) {
  const { t } = useTranslation(['gradient', 'common']);
  const [name, setName] = useState(() => initialName.trim().slice(0, MAX_NAME_LENGTH));
  const [exporting, setExporting] = useState(false);
  // Kept once loaded, so the dialog closes as it opened.
  const [exported, setExported] = useState(false);
  const trimmed = name.trim();
  const shownName = trimmed || t('code.untitled');
  const stops = fits?.map((fit) => fit.stops) ?? null;
  const css = gradientDeclarations(gradient, stops);
  const share = async () => {
    const link = new URL(window.location.href);
    if (trimmed) link.searchParams.set('name', trimmed);
    else link.searchParams.delete('name');
    showToast((await copyText(link.href)) ? t('code.shared') : t('common:copy.failed'));
  };
  const save = () => {
    useGradientsStore.getState().add(shownName, gradientText(gradient));
    showToast(t('code.saved', { name: shownName }));
  };
  return (
    <CodeSection aria-labelledby="gradient-css">
      <h2 id="gradient-css">{t('code.title')}</h2>
      <CodeBox role="region" tabIndex={0} aria-label={t('code.label')} aria-busy={stale} data-testid="gradient-css">
        <code>{css}</code>
      </CodeBox>
      <Report aria-live="polite" data-testid="fallback-report">
        {fits === null ? (
          <li>{t('code.fitting')}</li>
        ) : (
          fits.map((fit, i) => (
            <li key={i} data-reached={fit.reached}>
              {t(fit.reached ? 'code.reached' : 'code.notReached', {
                layer: gradient.layers.length > 1 ? t('code.layer', { number: i + 1 }) : '',
                count: fit.stops.length,
                error: fit.error.toFixed(4),
                goal: fit.goal,
              })}
            </li>
          ))
        )}
      </Report>
      <Actions>
        <CopyCodeButton text={css} label={t('code.copy')} copied={t('code.copied')} disabled={stops === null} />
        <Button
          type="button"
          disabled={stops === null}
          onClick={() => {
            setExported(true);
            setExporting(true);
          }}
        >
          <FileDown aria-hidden />
          {t('code.export')}
        </Button>
        <Button type="button" onClick={() => void share()}>
          <Share2 aria-hidden />
          {t('code.share')}
        </Button>
      </Actions>
      <Save
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label>
          <span>{t('code.name')}</span>
          <input type="text" value={name} maxLength={MAX_NAME_LENGTH} placeholder={t('code.untitled')} onChange={(event) => setName(event.target.value)} />
        </label>
        <Button type="submit" $variant="primary">
          <Plus aria-hidden />
          {t('code.save')}
        </Button>
      </Save>
      {stops && exported ? (
        <GradientExportDialog open={exporting} onClose={() => setExporting(false)} input={{ gradient, fits: stops, name: shownName }} />
      ) : null}
    </CodeSection>
  );
});

const Report = styled.ul`
  ${bareList}
  ${mutedSmall}
  display: grid;
  gap: ${tokens.space[1]}px;
`;

const Actions = styled.div`
  ${cluster(tokens.space[2])}
`;

const Save = styled.form`
  display: flex;
  align-items: end;
  flex-wrap: wrap;
  gap: ${tokens.space[2]}px;
  label { display: grid; gap: ${tokens.space[1]}px; flex: 1 1 220px; }
  label > span { ${fieldLabel()} }
  input { ${fieldBox({ height: 40, background: tokens.colors.background })} min-width: 0; }
`;
