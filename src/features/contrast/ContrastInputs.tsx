import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ColorInput } from '../../ui/ColorInput';
import { IconButton } from '../../ui/IconButton';
import { tokens } from '../../ui/theme';

type Props = {
  fg: string;
  bg: string;
  onChange: (next: { fg?: string; bg?: string }) => void;
  onSwap: () => void;
};

/** The translation keys of each colour field's label and picker button. */
const SIDE_LABELS = {
  fg: { label: 'contrast.foreground', pick: 'contrast.pickForeground' },
  bg: { label: 'contrast.background', pick: 'contrast.pickBackground' },
} as const;

/** The text and background colour inputs with the swap button between them. */
export function ContrastInputs({ fg, bg, onChange, onSwap }: Props) {
  const { t } = useTranslation('tools');
  const field = (side: 'fg' | 'bg') => {
    const { label, pick } = SIDE_LABELS[side];
    return <ColorInput label={t(label)} pickerLabel={t(pick)} clearLabel={t('contrast.clear')} value={side === 'fg' ? fg : bg} onChange={(code) => onChange({ [side]: code })} />;
  };
  return (
    <Card>
      {field('fg')}
      <Swap type="button" $variant="outlined" aria-label={t('contrast.swap')} title={t('contrast.swap')} onClick={onSwap}>
        <ArrowLeftRight aria-hidden />
      </Swap>
      {field('bg')}
    </Card>
  );
}

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

const Swap = styled(IconButton)`
  background: ${tokens.colors.surfaceRaised};
  ${tokens.media.narrow} {
    justify-self: center;
    svg { transform: rotate(90deg); }
  }
`;
