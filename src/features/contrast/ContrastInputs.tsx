import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { exactInfo, type AuthoredColor } from '../../core/exact/authoredColor';
import { ColorInput } from '../../ui/ColorInput';
import { ExactFallback } from '../../ui/ExactMark';
import { IconButton } from '../../ui/IconButton';
import { tokens } from '../../ui/theme';

/** The pair the checker shows: the text colour and the background, each as authored. */
export type ContrastPair = { readonly fg: AuthoredColor; readonly bg: AuthoredColor };

type Props = {
  pair: ContrastPair;
  onChange: (next: Partial<ContrastPair>) => void;
  onSwap: () => void;
};

/** The translation keys of each colour field's label and picker button. */
const SIDE_LABELS = {
  fg: { label: 'contrast.foreground', pick: 'contrast.pickForeground' },
  bg: { label: 'contrast.background', pick: 'contrast.pickBackground' },
} as const;

/**
 * The text and background colour inputs with the swap button between them. Each keeps a wide or translucent colour as
 * authored (its exact text in the field) and shows under itself its marks and its sRGB fallback with the distance.
 */
export function ContrastInputs({ pair, onChange, onSwap }: Props) {
  const { t } = useTranslation('tools');
  const field = (side: 'fg' | 'bg') => {
    const { label, pick } = SIDE_LABELS[side];
    const { code, exact } = pair[side];
    return (
      <Field
        $side={side}
        keepExact
        label={t(label)}
        pickerLabel={t(pick)}
        clearLabel={t('contrast.clear')}
        value={code}
        exact={exact}
        onChange={(next, nextExact) => onChange({ [side]: { code: next, exact: nextExact } })}
      />
    );
  };
  const fallback = (side: 'fg' | 'bg') => {
    const info = pair[side].exact === undefined ? null : exactInfo(pair[side].exact);
    return info ? <Fallback $side={side} info={info} /> : null;
  };
  return (
    <Card>
      {field('fg')}
      {fallback('fg')}
      <Swap type="button" $variant="outlined" aria-label={t('contrast.swap')} title={t('contrast.swap')} onClick={onSwap}>
        <ArrowLeftRight aria-hidden />
      </Swap>
      {field('bg')}
      {fallback('bg')}
    </Card>
  );
}

/** The column of each side on wide screens (the swap button between them); one column, in order, on narrow ones. */
const COLUMN = { fg: 1, bg: 3 } as const;

const Card = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: end;
  gap: ${tokens.space[4]}px;
  padding: ${tokens.space[4] + 4}px;
  border-radius: ${tokens.radius.large}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  ${tokens.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
    padding: ${tokens.space[4]}px;
  }
`;

const Field = styled(ColorInput)<{ $side: 'fg' | 'bg' }>`
  grid-row: 1;
  grid-column: ${({ $side }) => COLUMN[$side]};
  ${tokens.media.narrow} {
    grid-row: auto;
    grid-column: auto;
  }
`;

/** A wide colour's marks and sRGB fallback, under its field. */
const Fallback = styled(ExactFallback)<{ $side: 'fg' | 'bg' }>`
  grid-row: 2;
  grid-column: ${({ $side }) => COLUMN[$side]};
  margin-top: -${tokens.space[2]}px;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[0]}px;
  ${tokens.media.narrow} {
    grid-row: auto;
    grid-column: auto;
  }
`;

const Swap = styled(IconButton)`
  grid-row: 1;
  grid-column: 2;
  background: ${tokens.colors.surfaceRaised};
  ${tokens.media.narrow} {
    grid-row: auto;
    grid-column: auto;
    justify-self: center;
    svg { transform: rotate(90deg); }
  }
`;
