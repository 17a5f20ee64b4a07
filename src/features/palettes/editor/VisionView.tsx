import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PaletteColor } from '../../../core/model/palette';
import { simulate } from '../../../core/vision/simulate';
import { useColorName } from '../../../ui/palette/swatchText';
import { tokens } from '../../../ui/theme';
import { bareList, cardSurface, mutedCode } from '../../../ui/styles';

/** The columns of the view (SPEC §9 colour-blindness types). */
const TYPES = ['original', 'protanopia', 'deuteranopia', 'tritanopia'] as const;

/** Returns the code of a colour as seen with a vision type (the core simulates). */
function seenAs(code: string, type: (typeof TYPES)[number]): string {
  return type === 'original' ? code : simulate(code, type);
}

/**
 * The read-only colour-blindness view of a palette: each colour with its protanopia, deuteranopia and
 * tritanopia simulations side by side, labelled.
 */
export function VisionView({ colors }: { colors: readonly PaletteColor[] }) {
  const colorName = useColorName();
  const { t } = useTranslation('palettes');
  return (
    <>
      <Legend aria-hidden>
        {TYPES.map((type) => (
          <span key={type}>{t(`vision.${type}`)}</span>
        ))}
      </Legend>
      <List aria-label={t('vision.listLabel')}>
        {colors.map((color) => (
          <Item key={color.uuid}>
            <Title>
              <strong>{colorName(color.code)}</strong>
              <code>{color.code}</code>
            </Title>
            <Swatches>
              {TYPES.map((type) => {
                const seen = seenAs(color.code, type);
                return (
                  <Figure key={type}>
                    <Swatch style={{ background: seen }} />
                    <figcaption>
                      <span className="visually-hidden">{t(`vision.${type}`)} </span>
                      {seen}
                    </figcaption>
                  </Figure>
                );
              })}
            </Swatches>
          </Item>
        ))}
      </List>
    </>
  );
}

const Legend = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[3]}px;
  padding: 0 ${tokens.space[4] - 4}px;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4] - 6}px;
  ${bareList}
`;

const Item = styled.li`
  padding: ${tokens.space[4] - 4}px;
  ${cardSurface}
`;

const Title = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[3]}px;
  strong { font-weight: ${tokens.fontWeights.bold}; }
  code { font-family: ${tokens.fonts.mono}; font-size: ${tokens.fontSizes[1]}px; color: ${tokens.colors.textMuted}; }
`;

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${tokens.space[3]}px;
`;

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-top: ${tokens.space[2]}px;
    ${mutedCode}
  }
`;

const Swatch = styled.div`
  height: 64px;
  border-radius: ${tokens.radius.medium}px;
  box-shadow: ${tokens.swatchEdge};
`;
