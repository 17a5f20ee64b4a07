import styled from 'styled-components';
import { tokens } from '../theme';
import { swatchEdgeOver } from '../styles';
import { exactInfo } from '../../core/exact/authoredColor';
import { paintOf } from '../ExactMark';

type PaletteStripProps = {
  /** The palette's colours, in order: codes, or exact texts for wide and translucent colours (painted as they are). */
  codes: readonly string[];
  /** Height in px. */
  height?: number;
  className?: string;
};

/**
 * A horizontal strip of a palette's colours, equal shares, for cards and rows. Decorative: the name and
 * count beside it carry the meaning. An empty palette shows a faint hatched placeholder.
 */
export function PaletteStrip({ codes, height = 24, className }: PaletteStripProps) {
  return (
    <Strip aria-hidden className={className} style={{ height }} data-empty={codes.length === 0 || undefined}>
      {codes.map((code, i) => {
        const info = exactInfo(code);
        return <span key={`${i}-${code}`} style={{ background: info ? paintOf(info.exact, info.alpha) : code }} />;
      })}
    </Strip>
  );
}

const Strip = styled.span`
  position: relative;
  display: flex;
  overflow: hidden;
  width: 100%;
  border-radius: ${tokens.radius.small}px;
  span { flex: 1 1 0; min-width: 0; }
  /* The outline sits above the colours so white and black ends stay visible on any surface. */
  ${swatchEdgeOver}
  &[data-empty] {
    background: repeating-linear-gradient(
      135deg,
      ${tokens.colors.surface} 0 8px,
      ${tokens.colors.surfaceHover} 8px 16px
    );
  }
`;
