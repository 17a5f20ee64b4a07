import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { exactInfo, fallbackOf } from '../../core/exact/authoredColor';
import { Button } from '../Button';
import { paintOf } from '../ExactMark';
import { useColorName } from '../colorNames';
import { tokens } from '../theme';
import { centredRow, mutedSmall, stack, swatchChip } from '../styles';

type FixOfferProps = {
  /** What the offer changes, e.g. "Change the text, Navy". */
  title: string;
  /** The colour as it is: a code, or a wide or translucent colour's exact text. */
  from: string;
  /** The fixed colour (a code, or an exact text), or null when nothing of that hue reaches the target. */
  to: string | null;
  /** What the fixed pair reaches, e.g. "4.52:1 after". */
  result?: string;
  /** Said when `to` is null. */
  impossible: string;
  onApply: () => void;
};

/** One fix of a pair: the colour before and after (swatches and codes), what the pair reaches then, and Apply. */
export function FixOffer({ title, from, to, result, impossible, onApply }: FixOfferProps) {
  const colorName = useColorName();
  const { t } = useTranslation('check');
  return (
    <Offer>
      <h4>{title}</h4>
      {to === null ? (
        <Impossible>{impossible}</Impossible>
      ) : (
        <Body>
          <Change>
            <figure>
              <Chip style={{ background: paintOf(from, exactInfo(from)?.alpha) }} />
              <figcaption>
                <span className="visually-hidden">{t('fix.before')} </span>
                <code>{from}</code>
              </figcaption>
            </figure>
            <ArrowRight aria-hidden />
            <figure>
              <Chip style={{ background: paintOf(to, exactInfo(to)?.alpha) }} />
              <figcaption>
                <span className="visually-hidden">{t('fix.after')} </span>
                <code>{to}</code>
                <span>{colorName(fallbackOf(to))}</span>
              </figcaption>
            </figure>
          </Change>
          <Foot>
            {result ? <Result>{result}</Result> : null}
            <Button type="button" $variant="primary" onClick={onApply} aria-label={t('fix.applyLabel', { from, to })}>
              {t('fix.apply')}
            </Button>
          </Foot>
        </Body>
      )}
    </Offer>
  );
}

const Offer = styled.section`
  padding: ${tokens.space[3]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surfaceRaised};
  h4 {
    margin-bottom: ${tokens.space[2]}px;
    font-size: ${tokens.fontSizes[1]}px;
    font-weight: ${tokens.fontWeights.bold};
    overflow-wrap: anywhere;
  }
`;

const Body = styled.div`
  ${stack(tokens.space[3])}
`;

const Change = styled.div`
  ${centredRow}
  gap: ${tokens.space[3]}px;
  > svg { width: 18px; height: 18px; flex: none; color: ${tokens.colors.textMuted}; }
  figure {
    ${centredRow}
    gap: ${tokens.space[2]}px;
    min-width: 0;
    margin: 0;
  }
  figcaption {
    display: grid;
    min-width: 0;
    font-size: ${tokens.fontSizes[0]}px;
    line-height: 1.4;
    code { font-family: ${tokens.fonts.mono}; font-size: ${tokens.fontSizes[1]}px; }
    span:not(.visually-hidden) { color: ${tokens.colors.textMuted}; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  }
`;

const Chip = styled.span`
  ${swatchChip(36, tokens.radius.small)}
  flex: none;
`;

const Foot = styled.div`
  ${centredRow}
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
`;

const Result = styled.p`
  font-size: ${tokens.fontSizes[1]}px;
  font-variant-numeric: tabular-nums;
  color: ${tokens.colors.textMuted};
`;

const Impossible = styled.p`
  ${mutedSmall}
`;
