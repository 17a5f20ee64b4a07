import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { NORMAL_TEXT_AA } from '../../core/contrast/contrast';
import { pairContrast } from '../../core/contrast/screenContrast';
import { suggestPassing } from '../../core/contrast/suggestPassing';
import { cssOf, exactInfo, exactOfParam } from '../../core/exact/authoredColor';
import { CONTRAST_EXACT_PARAMS, paths } from '../../config/paths';
import { PageMeta } from '../../ui/PageMeta';
import { PageColumn, PageTitle } from '../../ui/Page';
import { colorParam, useCanonicalSearch } from '../../ui/useCanonicalSearch';
import { randomDefaultColor } from '../../ui/randomColor';
import { paintOf } from '../../ui/ExactMark';
import { tokens } from '../../ui/theme';
import { ContrastInputs, type ContrastPair } from './ContrastInputs';
import { ContrastPreview } from '../../ui/contrast/ContrastPreview';
import { ContrastResults } from './ContrastResults';
import { Suggestions } from './Suggestion';
import { stack } from '../../ui/styles';

/** The text colour when the URL has none or an invalid one (SPEC §2). */
export const DEFAULT_FOREGROUND = '#ffffff';

const OPTIONAL_PARAMS = [CONTRAST_EXACT_PARAMS.fg, CONTRAST_EXACT_PARAMS.bg];

/**
 * The contrast checker (SPEC §2): text and background colours from the URL (fg falls back to white, bg to a
 * random colour; the URL is rewritten with replace so it always names both), a preview, the WCAG results and the
 * APCA Lc, and, when small text fails AA, the nearest passing text colour and the nearest passing background.
 * A wide or translucent colour is kept as authored: its exact text rides beside its fallback code in the URL
 * (`fgExact`, `bgExact`; one whose fallback is not the code is dropped), the preview paints it as it is, and the pair
 * is judged on an sRGB and a Display P3 screen, the worse reported with the other beside it.
 */
export default function ContrastCheckerPage() {
  const { t } = useTranslation(['common', 'tools']);
  const theme = useTheme();
  const [params] = useSearchParams();
  const [fallbackBackground] = useState(randomDefaultColor);
  const fgCode = colorParam(params, 'fg', DEFAULT_FOREGROUND);
  const bgCode = colorParam(params, 'bg', fallbackBackground);
  const fgExact = exactOfParam(params.get(CONTRAST_EXACT_PARAMS.fg), fgCode);
  const bgExact = exactOfParam(params.get(CONTRAST_EXACT_PARAMS.bg), bgCode);
  const pair: ContrastPair = { fg: { code: fgCode, exact: fgExact }, bg: { code: bgCode, exact: bgExact } };
  const pathOf = ({ fg, bg }: ContrastPair) => paths.contrastChecker(fg.code, bg.code, { fg: fg.exact, bg: bg.exact });
  const showPath = useCanonicalSearch(pathOf(pair), OPTIONAL_PARAMS);
  const show = (next: Partial<ContrastPair>) => showPath(pathOf({ ...pair, ...next }));

  const fg = cssOf(pair.fg);
  const bg = cssOf(pair.bg);
  const reading = useMemo(() => pairContrast(fg, bg), [fg, bg]);
  const foreground = useMemo(() => suggestPassing(fg, bg, NORMAL_TEXT_AA, 'text'), [fg, bg]);
  const background = useMemo(() => suggestPassing(bg, fg, NORMAL_TEXT_AA, 'background'), [fg, bg]);
  const bgAlpha = bgExact === undefined ? 1 : (exactInfo(bgExact)?.alpha ?? 1);
  const title = t('titles.contrastChecker');

  return (
    <PageColumn $width={theme.sizes.pageWidth.contrast}>
      <PageMeta title={title} description={t('tools:contrast.description')} />
      <PageTitle>{title}</PageTitle>
      <Stack>
        <ContrastInputs pair={pair} onChange={show} onSwap={() => show({ fg: pair.bg, bg: pair.fg })} />
        <ContrastPreview fg={fg} bg={bg} paint={bgAlpha < 1 ? paintOf(bg, bgAlpha) : undefined} />
        <ContrastResults reading={reading} translucentBackground={bgAlpha < 1} />
        <Suggestions pair={pair} foreground={foreground} background={background} onApply={(role, code) => show(role === 'fg' ? { fg: { code } } : { bg: { code } })} />
      </Stack>
    </PageColumn>
  );
}

const Stack = styled.div`
  ${stack(tokens.space[4] + 4)}
`;
