import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TonalPalette } from '../../core/theme/roles';
import { readableTextOn } from '../../core/contrast/readableText';
import { tokens } from '../../ui/theme';

/** The tonal palettes (Material) or scales (Irodori) behind the roles: one row of tones per palette, each labelled with its tone. */
export function TonalPalettes({ palettes }: { palettes: readonly TonalPalette[] }) {
  const { t } = useTranslation('theme');
  return (
    <List>
      {palettes.map((palette) => (
        <Row key={palette.name}>
          <h3>{t(`palettes.${palette.name}`, { defaultValue: palette.name })}</h3>
          <Tones role="list" style={{ gridTemplateColumns: `repeat(${palette.tones.length}, minmax(0, 1fr))` }}>
            {palette.tones.map(({ tone, hex }) => (
              <Tone key={tone} role="listitem" style={{ background: hex, color: readableTextOn(hex) }} title={`${tone}: ${hex}`}>
                <span aria-hidden>{tone}</span>
                <span className="visually-hidden">{t('palettes.tone', { tone, code: hex })}</span>
              </Tone>
            ))}
          </Tones>
        </Row>
      ))}
    </List>
  );
}

const List = styled.div`
  display: grid;
  gap: ${tokens.space[3]}px;
`;

const Row = styled.div`
  display: grid;
  gap: ${tokens.space[1]}px;
  h3 { font-size: ${tokens.fontSizes[1]}px; }
`;

const Tones = styled.div`
  display: grid;
  border-radius: ${tokens.radius.medium}px;
  overflow: hidden;
  box-shadow: ${tokens.swatchEdge};
`;

const Tone = styled.span`
  display: grid;
  place-items: center;
  height: 40px;
  font-size: 11px;
  font-variant-numeric: tabular-nums;
`;
