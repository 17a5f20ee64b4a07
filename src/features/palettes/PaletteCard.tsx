import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Palette } from '../../core/model/palette';
import { paths } from '../../config/paths';
import { LocalLink } from '../../ui/i18n';
import { PaletteStrip } from '../../ui/palette/PaletteStrip';
import { tokens } from '../../ui/theme';
import { cardSurface } from '../../ui/styles';
import { PaletteName, PaletteMeta } from '../../ui/palette/paletteText';
import { cssOf } from '../../core/exact/authoredColor';

/** A card linking to a palette's page: its colour strip, name and 'N colors'. */
export function PaletteCard({ palette }: { palette: Palette }) {
  const { t } = useTranslation('palettes');
  return (
    <Card to={paths.palette(palette.uuid)}>
      <PaletteStrip codes={palette.colors.map(cssOf)} height={104} />
      <Text>
        <PaletteName>{palette.name}</PaletteName>
        <PaletteMeta>{t('count', { count: palette.colors.length })}</PaletteMeta>
      </Text>
    </Card>
  );
}

const Card = styled(LocalLink)`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4] - 4}px;
  height: 100%;
  padding: ${tokens.space[3]}px;
  ${cardSurface}
  text-decoration: none;
  transition: box-shadow 160ms ease, transform 160ms ease, border-color 160ms ease;
  > span:first-child { border-radius: ${tokens.radius.medium}px; }
  &:hover {
    border-color: ${tokens.colors.textMuted};
    box-shadow: ${tokens.colors.shadow};
    transform: translateY(-2px);
  }
  ${tokens.media.reducedMotion} {
    &:hover { transform: none; }
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]}px;
  padding: 0 ${tokens.space[2]}px ${tokens.space[2]}px;
  min-width: 0;
`;
