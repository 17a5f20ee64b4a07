import { Suspense, lazy, useEffect, useMemo } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { normalizeColorCode } from '../../core/code/colorCode';
import { createColor } from '../../core/color/createColor';
import { paths } from '../../config/paths';
import { useHistoryStore } from '../../stores/history';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { PageMeta } from '../../ui/PageMeta';
import { PageColumn } from '../../ui/Page';
import { tokens } from '../../ui/theme';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { useLanguage, useLocalize } from '../../ui/i18n';
import { colorNames } from '../../ui/colorNames';
import { ColorHeader } from './ColorHeader';
import { DetailStrip } from './DetailStrip';
import { useJapaneseMatch } from './useJapaneseMatch';
import { withData } from '../../ui/data/pageData';
import { stack } from '../../ui/styles';
import { exactInfo, type ExactInfo } from '../../core/exact/authoredColor';

/**
 * The sections (schemes, vision, contrast, pairs) start below the fold: their code is a chunk of its
 * own, requested once the header and values have painted, so it does not share the first paint's
 * bandwidth. (ColorDetail is keyed by colour, so a failure shown is retried on the next colour.)
 */
const ColorSections = lazy(withData(['colorNames'], () => import('./ColorSections').then((module) => ({ default: module.ColorSections }))));

/** A colour page address: 3 or 6 lower-case hex digits, no '#' (SPEC §2). */
const COLOR_PATH_HEX = /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/;

/**
 * The colour detail route: validates the hex (else /404, replacing the entry) and shows the colour. A wide or
 * translucent colour's page carries its exact text (`?exact=`, spaces as `_`); one whose fallback is not the hex
 * (an edited address) drops it, replacing the entry, and shows the hex's page.
 */
export default function ColorPage() {
  const { hex = '' } = useParams();
  const [params] = useSearchParams();
  const localize = useLocalize();
  // The sections start below the fold: when the page opens, the header and values paint first. Kept
  // here, outside the keyed page, so going from one colour to another shows them at once.
  const showSections = useAfterFirstPaint();
  if (!COLOR_PATH_HEX.test(hex)) return <Navigate to={localize(paths.notFound())} replace />;
  const code = normalizeColorCode(hex);
  const exactParam = params.get('exact');
  const exact = exactParam === null ? null : exactInfo(exactParam.replaceAll('_', ' '));
  if (exactParam !== null && exact?.code !== code) return <Navigate to={localize(paths.color(code))} replace />;
  // Keyed by colour: moving to another colour starts its page afresh (e.g. the contrast block's text colour).
  return <ColorDetail key={exact?.exact ?? code} code={code} exact={exact} showSections={showSections} />;
}

/** The page of one colour ('#rrggbb', and a wide colour's exact text): header, values, schemes, simulations and contrast. */
function ColorDetail({ code, exact, showSections }: { code: string; exact: ExactInfo | null; showSections: boolean }) {
  const lang = useLanguage();
  const theme = useTheme();
  const color = useMemo(() => createColor(code, { names: colorNames(), lang }), [code, lang]);
  const japanese = useJapaneseMatch(code);

  const exactText = exact?.exact;
  useEffect(() => {
    // Each visit puts the colour first in the history (SPEC §2, §4), a wide one with its exact text.
    useHistoryStore.getState().add({ code, exact: exactText });
  }, [code, exactText]);

  return (
    <PageColumn $width={theme.sizes.pageWidth.color}>
      <PageMeta title={exact?.exact ?? code} keywords={code} description={color.description} />
      <Stack>
        <ColorHeader color={color} japanese={japanese} exact={exact} />
        <DetailStrip color={color} japanese={japanese} exact={exact} />
        {showSections ? (
          // If their chunk cannot be had, the header and values stay and the message takes their place.
          <ErrorBoundary>
            <Suspense fallback={null}>
              <ColorSections color={color} exact={exactText} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </Stack>
    </PageColumn>
  );
}

const Stack = styled.div`
  ${stack(tokens.space[5])}
  ${tokens.media.narrow} {
    gap: ${tokens.space[4] + 8}px;
  }
`;
