import { useState } from 'react';
import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Color } from '../../core/color/types';
import { pairContrast } from '../../core/contrast/screenContrast';
import { exactInfo } from '../../core/exact/authoredColor';
import { paths } from '../../config/paths';
import { Button } from '../../ui/Button';
import { ColorInput } from '../../ui/ColorInput';
import { TextSample } from '../../ui/TextSample';
import { LocalLink } from '../../ui/i18n';
import { tokens } from '../../ui/theme';
import { RatingChips } from '../../ui/contrast/RatingChips';
import { paintOf } from '../../ui/ExactMark';
import { SectionCard } from './SectionCard';

/**
 * The contrast block (SPEC §2): text in an adjustable second colour (the product's text colour for this colour to
 * start with) on this colour, with its ratio, WCAG ratings and APCA Lc, and a link to the contrast checker with
 * the pair. A wide or translucent colour (`exact`) is painted as it is and the pair judged on an sRGB and a Display P3
 * screen, the worse rated (as the contrast checker does).
 */
export function ContrastBlock({ color, exact }: { color: Color; exact?: string }) {
  const { t } = useTranslation('color');
  const { t: tools } = useTranslation('tools');
  const [text, setText] = useState(color.foreground);
  const background = exact ?? color.colorCode;
  const { result, screens } = pairContrast(text, background);
  const sample = t('contrastBlock.sample');
  return (
    <SectionCard title={t('sections.contrast.title')} description={t('sections.contrast.description')} width="full">
      <Layout>
        <Preview style={{ background: paintOf(background, exactInfo(background)?.alpha), color: text }}>
          <Large text="Aa" label={t('pair.sample', { fg: text, bg: background })} />
          <Small text={sample} label={sample} />
        </Preview>
        <Side>
          <Controls>
            <ColorInput
              label={t('contrastBlock.textColor')}
              pickerLabel={t('contrastBlock.pick')}
              clearLabel={t('contrastBlock.clear')}
              value={text}
              onChange={setText}
            />
            <Button as={LocalLink} to={paths.contrastChecker(text, color.colorCode, { bg: exact })}>
              {t('contrastBlock.open')}
              <ArrowUpRight aria-hidden />
            </Button>
          </Controls>
          <div>
            <RatingChips result={result} />
            {screens ? <Judged>{tools('contrast.screens.judged')}</Judged> : null}
          </div>
        </Side>
      </Layout>
    </SectionCard>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${tokens.space[4] + 4}px;
  ${tokens.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Preview = styled.div`
  display: grid;
  align-content: center;
  gap: ${tokens.space[3]}px;
  min-height: 180px;
  padding: ${tokens.space[4] + 4}px ${tokens.space[5]}px;
  border-radius: ${tokens.radius.medium + 2}px;
  box-shadow: ${tokens.swatchEdge};
`;

const Large = styled(TextSample)`
  font-size: ${tokens.fontSizes[7]}px;
  font-weight: ${tokens.fontWeights.bold};
  line-height: 1.1;
`;

const Small = styled(TextSample)`
  font-size: ${tokens.fontSizes[2]}px;
  line-height: ${tokens.lineHeights.tight};
`;

/** Controls and ratings side by side on wide screens, stacked below 1100 px of page width. */
const Side = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${tokens.space[4] + 4}px;
  @media (max-width: 1279px) {
    grid-template-columns: minmax(0, 1fr);
  }
  ${tokens.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  ${tokens.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Controls = styled.div`
  display: grid;
  align-content: start;
  gap: ${tokens.space[4]}px;
  a { justify-self: start; max-width: 100%; white-space: normal; min-height: 40px; }
`;

/** The note under the ratings of a pair judged on both screens. */
export const Judged = styled.p`
  margin-top: ${tokens.space[3]}px;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[1]}px;
`;
