import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { contrast } from '../../core/contrast/contrast';
import { suggestPassing } from '../../core/contrast/suggestPassing';
import { paths } from '../../config/paths';
import { PageMeta } from '../../ui/PageMeta';
import { PageColumn, PageTitle } from '../../ui/Page';
import { colorParam, useCanonicalSearch } from '../../ui/useCanonicalSearch';
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
  const [fallbackBackground] = useState(randomDefaultColor);
  const fg = colorParam(params, 'fg', DEFAULT_FOREGROUND);
  const bg = colorParam(params, 'bg', fallbackBackground);
  const showPath = useCanonicalSearch(paths.contrastChecker(fg, bg));
  const show = (next: { fg?: string; bg?: string }) => showPath(paths.contrastChecker(next.fg ?? fg, next.bg ?? bg));

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
