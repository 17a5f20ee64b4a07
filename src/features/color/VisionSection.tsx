import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Color } from '../../core/color/types';
import { seenOnP3Color } from '../../core/check/checkVision';
import { exactInfo, type AuthoredColor } from '../../core/exact/authoredColor';
import { ExactMark, paintOf } from '../../ui/ExactMark';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { useColorName } from '../../ui/palette/swatchText';
import { tokens } from '../../ui/theme';
import { SectionCard } from './SectionCard';
import { bareList, columns, ellipsis, floatingNote, stack } from '../../ui/styles';

/** The four views of the colour-vision simulation (SPEC §9), each read from the Colour (simulated at full severity). */
const VISION_VIEWS = [
  { id: 'original', code: (c: Color) => c.colorCode },
  { id: 'protanopia', code: (c: Color) => c.protanopia },
  { id: 'deuteranopia', code: (c: Color) => c.deuteranopia },
  { id: 'tritanopia', code: (c: Color) => c.tritanopia },
] as const;

/** Returns what a view shows: the Colour's code, or for a wide or translucent colour (`exact`) how a P3 screen shows it. */
function viewColor(view: (typeof VISION_VIEWS)[number], color: Color, exact: string | undefined): AuthoredColor {
  if (exact === undefined) return { code: view.code(color) };
  return view.id === 'original' ? { code: color.colorCode, exact } : seenOnP3Color(exact, view.id, 1);
}

/**
 * Colour blindness (SPEC §2): the colour and its three dichromacy simulations side by side. Each swatch shows its
 * type on hover and keyboard focus (always on touch screens, which cannot hover), and its code below; the type is
 * also part of the link's accessible name. A wide or translucent colour (`exact`) is simulated as a Display P3 screen
 * shows it, each simulation kept exactly (in OKLCH, marked, linking to its own page), so a wide colour's simulations
 * are not its fallback's.
 */
export function VisionSection({ color, exact }: { color: Color; exact?: string }) {
  const colorName = useColorName();
  const { t } = useTranslation('color');
  return (
    <SectionCard title={t('sections.vision.title')} description={t('sections.vision.description')} width="full">
      <Strip data-testid="section-vision">
        {VISION_VIEWS.map((view) => {
          const shown = viewColor(view, color, exact);
          const info = shown.exact === undefined ? null : exactInfo(shown.exact);
          const type = t(`vision.${view.id}`);
          return (
            <Item key={view.id}>
              <Swatch code={shown.code} exact={shown.exact} name={t('vision.label', { type, name: colorName(shown.code) })} dragId={`vision-${view.id}`}>
                <Block style={{ background: paintOf(shown.exact ?? shown.code, info?.alpha) }} />
                <Tag aria-hidden>{type}</Tag>
              </Swatch>
              <Code>
                {shown.exact ?? shown.code}
                {info ? ' ' : null}
                {info ? <ExactMark info={info} /> : null}
              </Code>
            </Item>
          );
        })}
      </Strip>
    </SectionCard>
  );
}

const Strip = styled.ul`
  ${columns(4, tokens.space[4] - 4, { narrow: 2 })}
  ${bareList}
`;

const Item = styled.li`
  ${stack(tokens.space[3])}
  min-width: 0;
`;

const Tag = styled.span`
  position: absolute;
  left: 50%;
  bottom: ${tokens.space[3]}px;
  max-width: calc(100% - 12px);
  padding: ${tokens.space[1]}px ${tokens.space[3]}px;
  border-radius: ${tokens.radius.round}px;
  ${floatingNote(tokens.colors.surfaceRaised, tokens.colors.text, tokens.fontSizes[0])}
  ${ellipsis}
  opacity: 0;
  transform: translate(-50%, 4px);
  transition: opacity 140ms ease, transform 140ms ease;
  pointer-events: none;
  @media (hover: none) {
    opacity: 1;
    transform: translate(-50%, 0);
  }
`;

const Swatch = styled(ColorSwatchLink)`
  position: relative;
  display: block;
  border-radius: ${tokens.radius.medium + 2}px;
  touch-action: manipulation;
  &:hover ${Tag}, &:focus-visible ${Tag} {
    opacity: 1;
    transform: translate(-50%, 0);
  }
`;

const Block = styled.span`
  display: block;
  height: 160px;
  border-radius: ${tokens.radius.medium + 2}px;
  box-shadow: ${tokens.swatchEdge};
  ${tokens.media.narrow} {
    height: 112px;
  }
`;

const Code = styled.span`
  overflow-wrap: anywhere;
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  text-align: center;
`;
