import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { tryNormalizeColorCode } from '../../core/code/colorCode';
import { contrast } from '../../core/contrast/contrast';
import { suggestPassing } from '../../core/contrast/suggestPassing';
import { paths } from '../../config/paths';
import { PageMeta } from '../../ui/PageMeta';
import { PageColumn, PageTitle } from '../../ui/Page';
import { useLocalize } from '../../ui/i18n';
import { randomDefaultColor } from '../../ui/randomColor';
import { tokens } from '../../ui/theme';
import { ContrastInputs } from './ContrastInputs';
import { ContrastPreview } from '../../ui/contrast/ContrastPreview';
import { ContrastResults } from './ContrastResults';
import { Suggestions } from './Suggestion';
import { stack } from '../../ui/styles';

/** The text colour when the URL has none or an invalid one (SPEC §2). */
export const DEFAULT_FOREGROUND = '#ffffff';

/**
 * The contrast checker (SPEC §2): text and background colours from the URL (fg falls back to white, bg to a
 * random colour; the URL is rewritten with replace so it always names both), a preview, the WCAG results and the
 * APCA Lc, and, when small text fails AA, the nearest passing text colour and the nearest passing background.
 */
export default function ContrastCheckerPage() {
  const { t } = useTranslation(['common', 'tools']);
  const theme = useTheme();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [fallbackBackground] = useState(randomDefaultColor);

  const rawFg = params.get('fg');
  const rawBg = params.get('bg');
  const fg = (rawFg !== null && tryNormalizeColorCode(rawFg)) || DEFAULT_FOREGROUND;
  const bg = (rawBg !== null && tryNormalizeColorCode(rawBg)) || fallbackBackground;
  const target = localize(paths.contrastChecker(fg, bg));

  useEffect(() => {
    if (rawFg !== fg.slice(1) || rawBg !== bg.slice(1)) navigate(target, { replace: true });
  }, [rawFg, rawBg, fg, bg, target, navigate]);

  const show = (next: { fg?: string; bg?: string }) =>
    navigate(localize(paths.contrastChecker(next.fg ?? fg, next.bg ?? bg)), { replace: true });

  const result = useMemo(() => contrast(fg, bg), [fg, bg]);
  const foreground = useMemo(() => suggestPassing(fg, bg), [fg, bg]);
  const background = useMemo(() => suggestPassing(bg, fg), [fg, bg]);
  const title = t('titles.contrastChecker');

  return (
    <PageColumn $width={theme.sizes.pageWidth.contrast}>
      <PageMeta title={title} description={t('tools:contrast.description')} />
      <PageTitle>{title}</PageTitle>
      <Stack>
        <ContrastInputs
          fg={fg}
          bg={bg}
          onChange={show}
          onSwap={() => show({ fg: bg, bg: fg })}
        />
        <ContrastPreview fg={fg} bg={bg} />
        <ContrastResults result={result} />
        <Suggestions fg={fg} bg={bg} foreground={foreground} background={background} onApply={(role, code) => show(role === 'fg' ? { fg: code } : { bg: code })} />
      </Stack>
    </PageColumn>
  );
}

const Stack = styled.div`
  ${stack(tokens.space[4] + 4)}
`;
