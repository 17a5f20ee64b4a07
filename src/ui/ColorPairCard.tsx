import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
// Deep import: shared UI must not load the core's barrel (it holds the colour-name table).
import { contrast } from '../core/contrast/contrast';
import { ColorSwatchLink } from './ColorSwatchLink';
import { RatingSummary } from './contrast/RatingChips';
import { TextSample } from './TextSample';
import { tokens } from './theme';
import { centredRow, clippedColumn, stack, swatchChip } from './styles';

type ColorPairCardProps = {
  /** Text colour, '#rrggbb'. */
  fg: string;
  /** Background colour, '#rrggbb'. */
  bg: string;
  /** Names of the two colours (for the links' accessible names: 'Text #1f2937 Ebony Clay'). */
  fgName?: string;
  bgName?: string;
  /** Unique prefix for the two draggable links. */
  dragId: string;
  /** Height of the preview in px, and on phones. */
  height?: number;
  narrowHeight?: number;
};

/**
 * A text/background pairing (FG/BG schemes): a preview of text in `fg` on `bg`, its verdict (the WCAG ratio and
 * rating, the APCA Lc), and both colours as links to their pages that can be dragged into the palette drawer.
 */
export function ColorPairCard({ fg, bg, fgName, bgName, dragId, height = 96, narrowHeight }: ColorPairCardProps) {
  const { t } = useTranslation('color');
  const result = contrast(fg, bg);
  return (
    <Card data-testid="color-pair">
      <Preview style={{ background: bg, color: fg }} $height={height} $narrowHeight={narrowHeight ?? height}>
        <Glyphs text="Aa" label={t('pair.sample', { fg, bg })} />
      </Preview>
      <Caption>
        <Verdict>
          <RatingSummary result={result} />
        </Verdict>
        <Links>
          {/* Named as seen first ('Text #1f2937'), then by the colour's name. */}
          <Chip code={fg} label={[t('pair.fg'), fg, fgName].filter(Boolean).join(' ')} dragId={`${dragId}-fg`}>
            <Dot style={{ background: fg }} aria-hidden />
            <span aria-hidden>{t('pair.fg')}</span> <code>{fg}</code>
          </Chip>
          <Chip code={bg} label={[t('pair.bg'), bg, bgName].filter(Boolean).join(' ')} dragId={`${dragId}-bg`}>
            <Dot style={{ background: bg }} aria-hidden />
            <span aria-hidden>{t('pair.bg')}</span> <code>{bg}</code>
          </Chip>
        </Links>
      </Caption>
    </Card>
  );
}

const Card = styled.div`
  ${clippedColumn}
  min-width: 0;
  border-radius: ${tokens.radius.medium + 2}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surfaceRaised};
`;

const Preview = styled.div<{ $height: number; $narrowHeight: number }>`
  display: grid;
  place-items: center;
  height: ${({ $height }) => $height}px;
  box-shadow: inset 0 -1px 0 ${tokens.colors.swatchEdge};
  ${tokens.media.narrow} {
    height: ${({ $narrowHeight }) => $narrowHeight}px;
  }
`;

const Glyphs = styled(TextSample)`
  font-size: ${tokens.fontSizes[6]}px;
  font-weight: ${tokens.fontWeights.bold};
  line-height: 1;
`;

const Caption = styled.div`
  ${stack(tokens.space[2])}
  padding: ${tokens.space[3]}px ${tokens.space[3]}px ${tokens.space[3] + 1}px;
`;

const Verdict = styled.div`
  padding: 0 ${tokens.space[2]}px ${tokens.space[1]}px;
`;

const Links = styled.div`
  ${stack(tokens.space[1])}
`;

const Chip = styled(ColorSwatchLink)`
  ${centredRow}
  gap: ${tokens.space[3] - 2}px;
  min-width: 0;
  min-height: 28px;
  padding: ${tokens.space[1]}px ${tokens.space[2]}px;
  border-radius: ${tokens.radius.small}px;
  color: inherit;
  text-decoration: none;
  font-size: ${tokens.fontSizes[0]}px;
  touch-action: manipulation;
  span { color: ${tokens.colors.textMuted}; min-width: 0; flex: 1; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  code { font-family: ${tokens.fonts.mono}; font-size: ${tokens.fontSizes[1]}px; font-weight: ${tokens.fontWeights.bold}; }
  &:hover { background: ${tokens.colors.surfaceHover}; }
`;

const Dot = styled.i`
  flex: none;
  ${swatchChip(14, '50%')}
`;
