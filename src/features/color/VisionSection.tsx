import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Color } from '../../core/color/types';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { colorName } from '../../ui/palette/swatchText';
import { tokens } from '../../ui/theme';
import { SectionCard } from './SectionCard';
import { bareList, columns, ellipsis, floatingNote, stack } from '../../ui/styles';

/** The four views of the colour-vision simulation (SPEC §9), each read from the Colour. */
const VISION_VIEWS = [
  { id: 'original', code: (c: Color) => c.colorCode },
  { id: 'protanopia', code: (c: Color) => c.protanopia },
  { id: 'deuteranopia', code: (c: Color) => c.deuteranopia },
  { id: 'tritanopia', code: (c: Color) => c.tritanopia },
] as const;

/**
 * Colour blindness (SPEC §2): the colour and its three dichromacy simulations side by side. Each swatch shows its
 * type on hover and keyboard focus (always on touch screens, which cannot hover), and its code below; the type is
 * also part of the link's accessible name.
 */
export function VisionSection({ color }: { color: Color }) {
  const { t } = useTranslation('color');
  return (
    <SectionCard title={t('sections.vision.title')} description={t('sections.vision.description')} width="full">
      <Strip data-testid="section-vision">
        {VISION_VIEWS.map((view) => {
          const code = view.code(color);
          const type = t(`vision.${view.id}`);
          return (
            <Item key={view.id}>
              <Swatch code={code} name={t('vision.label', { type, name: colorName(code) })} dragId={`vision-${view.id}`}>
                <Block style={{ background: code }} />
                <Tag aria-hidden>{type}</Tag>
              </Swatch>
              <Code>{code}</Code>
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
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  text-align: center;
`;
