import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextSample } from '../TextSample';
import { tokens } from '../theme';
import { centredRow, stack } from '../styles';

/**
 * The preview (SPEC §2): Large Text, Small Text and a UI Component (a button and an icon) in the text colour on
 * the background. The samples are pictures of text (TextSample) because they must be able to show failing pairs.
 * `fg` and `bg` are CSS colours (a wide colour's exact text paints it as it is); `paint` is the background's CSS when
 * it is more than `bg` (a translucent one over a checkerboard, ExactMark.tsx `paintOf`).
 */
export function ContrastPreview({ fg, bg, paint }: { fg: string; bg: string; paint?: string }) {
  const { t } = useTranslation('tools');
  const sample = (text: string) => t('contrast.sampleLabel', { fg, bg, text });
  const large = t('contrast.largeTextSample');
  const small = t('contrast.smallTextSample');
  return (
    <Card aria-label={t('contrast.preview')} style={{ background: paint ?? bg, color: fg }} data-testid="contrast-preview">
      <Row>
        <Caption text={t('contrast.largeText')} label={t('contrast.largeText')} />
        <Large text={large} label={sample(large)} />
      </Row>
      <Row>
        <Caption text={t('contrast.smallText')} label={t('contrast.smallText')} />
        <Small text={small} label={sample(small)} />
      </Row>
      <Row>
        <Caption text={t('contrast.uiComponent')} label={t('contrast.uiComponent')} />
        <Ui role="img" aria-label={t('contrast.uiSampleLabel', { fg, bg })}>
          <MockButton aria-hidden style={{ borderColor: fg }} data-text={t('contrast.button')} />
          <Heart aria-hidden />
        </Ui>
      </Row>
    </Card>
  );
}

const Card = styled.section`
  ${stack(tokens.space[4] + 4)}
  padding: ${tokens.space[5]}px;
  border-radius: ${tokens.radius.large}px;
  box-shadow: ${tokens.swatchEdge};
  ${tokens.media.narrow} {
    padding: ${tokens.space[4] + 4}px;
  }
`;

/** WCAG "large text": 24 px regular (18 pt), shown bold. */
const Large = styled(TextSample)`
  font-size: 24px;
  font-weight: ${tokens.fontWeights.bold};
  line-height: 1.3;
`;

const Small = styled(TextSample)`
  font-size: ${tokens.fontSizes[2]}px;
  line-height: ${tokens.lineHeights.relaxed};
`;

const Ui = styled.div`
  ${centredRow}
  gap: ${tokens.space[4]}px;
  svg { width: 28px; height: 28px; stroke-width: 2.25; }
`;

const MockButton = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${tokens.space[4] + 4}px;
  border: 2px solid;
  border-radius: ${tokens.radius.medium}px;
  font-weight: ${tokens.fontWeights.bold};
  &::before { content: attr(data-text); }
`;

const Row = styled.div`
  ${stack(tokens.space[2])}
`;

const Caption = styled(TextSample)`
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;
