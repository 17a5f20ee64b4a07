import { Suspense, lazy, useState } from 'react';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MeshApproximation } from '../../../core/gradient/mesh/approximate';
import type { Mesh } from '../../../core/gradient/mesh/mesh';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../../ui/Button';
import { copyText } from '../../../ui/clipboard';
import { CodeBox, CopyCodeButton, Hint } from '../../../ui/export/exportParts';
import { SegmentedControl } from '../../../ui/SegmentedControl';
import { cluster, mutedSmall } from '../../../ui/styles';
import { tokens } from '../../../ui/theme';
import { useEngineAnswerInTurn } from '../../../ui/useEngineAnswerInTurn';
import { Field, FieldPair, Panel } from '../../../ui/Panel';
import { meshSource } from '../rasterSource';
import { CodeSection } from '../previewParts';

/** The image's download, with the engine's raster and the PNG encoder: loaded with the image panel, after the page. */
const RasterDownload = lazy(() => import('../GradientRasterExport').then((module) => ({ default: module.RasterDownload })));

/**
 * ΔE_OK below which two colours side by side look the same to most people (OKLab's just-noticeable difference, about
 * 0.02: Björn Ottosson, "A perceptual color space for image processing", 2020, and CSS Color 4's gamut mapping, whose
 * JND is 0.02), and above which the difference is plain to see.
 */
const UNSEEN = 0.02;
const PLAIN = 0.05;
/** How long (ms) the mesh stands still before its CSS is fitted again. */
const FIT_PAUSE = 600;

/** How close the CSS comes to the mesh, in words: by its worst spot, and by its mean where the worst is seen. */
function closeness(error: MeshApproximation['error']): 'same' | 'spots' | 'visible' {
  if (error.worst <= UNSEEN) return 'same';
  return error.mean <= UNSEEN && error.worst <= PLAIN * 2 ? 'spots' : 'visible';
}

/**
 * The mesh as CSS: layered gradients the engine fits to the surface (CSS has no mesh), with how far it is from the
 * mesh (mean and worst ΔE_OK) and what that means; copied, or the page's link copied.
 */
export function MeshCss({ mesh }: { mesh: Mesh }) {
  const { t } = useTranslation(['mesh', 'gradient', 'common']);
  const key = JSON.stringify(mesh);
  // The fit takes the worker a second or more: asked once the mesh has stood still, so a drag's images come first.
  const answer = useEngineAnswerInTurn<Mesh, MeshApproximation>(mesh, (engine, asked) => engine.meshApproximation(asked), 'fit the CSS approximation of the mesh', FIT_PAUSE);
  const stale = answer === null || answer.key !== key;
  const css = answer ? `background: ${answer.value.css};` : '';
  const share = async () => showToast((await copyText(window.location.href)) ? t('gradient:code.shared') : t('common:copy.failed'));
  return (
    <CodeSection aria-labelledby="mesh-css">
      <h2 id="mesh-css">{t('css.title')}</h2>
      <Lead>{t('css.lead')}</Lead>
      <CodeBox role="region" tabIndex={0} aria-label={t('css.label')} aria-busy={stale} data-testid="mesh-css">
        <code>{answer ? css : t('css.fitting')}</code>
      </CodeBox>
      <Report aria-live="polite" data-testid="mesh-error">
        {answer ? (
          <>
            <strong>
              {t('css.error', { count: answer.value.layers, mean: answer.value.error.mean.toFixed(3), worst: answer.value.error.worst.toFixed(3) })}
            </strong>{' '}
            {t(`css.closeness.${closeness(answer.value.error)}`)}
          </>
        ) : (
          t('css.fitting')
        )}
      </Report>
      <Actions>
        <CopyCodeButton text={css} label={t('gradient:code.copy')} copied={t('gradient:code.copied')} disabled={answer === null} />
        <Button type="button" onClick={() => void share()}>
          <Share2 aria-hidden />
          {t('gradient:code.share')}
        </Button>
      </Actions>
    </CodeSection>
  );
}

const FORMATS = ['png', 'webp'] as const;
type Format = (typeof FORMATS)[number];
/** The largest side of an image (the raster's limit, as the gradient's export). */
const MAX_SIDE = 8192;
const FIRST_SIZE = { width: 1920, height: 1080 };

/** The mesh as an image at any size: PNG or lossless WebP, dithered so that it never bands, rendered in the engine. */
export function MeshImage({ mesh }: { mesh: Mesh }) {
  const { t } = useTranslation(['mesh', 'gradient']);
  const [format, setFormat] = useState<Format>('png');
  const [size, setSize] = useState(FIRST_SIZE);
  const side = (value: number, fallback: number) => (Number.isFinite(value) ? Math.min(MAX_SIDE, Math.max(1, Math.round(value))) : fallback);
  return (
    <Panel title={t('image.title')} id="mesh-image">
      <SegmentedControl
        label={t('gradient:export.format')}
        name="mesh-image-format"
        options={FORMATS.map((id) => ({ id, label: t(`gradient:export.formats.${id}`) }))}
        value={format}
        onChange={setFormat}
      />
      <FieldPair>
        <Field>
          <span>{t('gradient:export.width')}</span>
          <input type="number" min={1} max={MAX_SIDE} value={size.width} onChange={(event) => event.target.value !== '' && setSize({ ...size, width: side(event.target.valueAsNumber, size.width) })} />
        </Field>
        <Field>
          <span>{t('gradient:export.height')}</span>
          <input type="number" min={1} max={MAX_SIDE} value={size.height} onChange={(event) => event.target.value !== '' && setSize({ ...size, height: side(event.target.valueAsNumber, size.height) })} />
        </Field>
      </FieldPair>
      <ImageHint>{t('image.hint')}</ImageHint>
      <Download>
        <Suspense fallback={null}>
          <RasterDownload source={meshSource(mesh)} width={size.width} height={size.height} format={format} fileName={`mesh-gradient.${format}`} />
        </Suspense>
      </Download>
    </Panel>
  );
}

const Lead = styled.p`
  ${mutedSmall}
  margin: 0;
  max-width: 720px;
`;

const Report = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes[1]}px;
  max-width: 720px;
  strong { font-weight: ${tokens.fontWeights.bold}; }
`;

const Actions = styled.div`
  ${cluster(tokens.space[2])}
`;

const ImageHint = styled(Hint)`
  margin: 0;
`;

const Download = styled.div`
  ${cluster(tokens.space[2])}
`;
