import { Wand2 } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { tokens } from '../theme';

type PairFixButtonProps = {
  /** The colour as it is and the colour the fix gives (CSS colours). */
  from: string;
  to: string;
  /** The button's visible word ("Fix") and its full name for assistive technology. */
  text: string;
  label: string;
  onClick: () => void;
  className?: string;
};

/** A failing pair's one-press fix: a wand, the colour before and after as two small swatches, and its word. */
export function PairFixButton({ from, to, text, label, onClick, className }: PairFixButtonProps) {
  return (
    <Fix type="button" className={className} onClick={onClick} aria-label={label} title={label}>
      <Wand2 aria-hidden />
      <span className="swatch" style={{ background: from }} />
      <span className="swatch" style={{ background: to }} />
      {text}
    </Fix>
  );
}

const Fix = styled(Button)`
  min-height: 36px;
  .swatch { width: 14px; height: 14px; flex: none; border-radius: 4px; box-shadow: ${tokens.swatchEdge}; }
`;
