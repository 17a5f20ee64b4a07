import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Palette } from '../../core/model/palette';
import { Field, PanelCard } from '../../ui/Panel';
import { useColorName } from '../../ui/palette/swatchText';
import { Select } from '../../ui/Select';
import { bareList, cluster, swatchChip } from '../../ui/styles';
import { tokens } from '../../ui/theme';

/** Where the palette comes from: the link's colours, a saved palette, or the sample. */
export type PaletteSource = { readonly kind: 'link' } | { readonly kind: 'sample' } | { readonly kind: 'saved'; readonly uuid: string };

/** The palette offered when the link brings none and nothing is saved: deep to pale, with one warm accent. */
export const SAMPLE_PALETTE: readonly string[] = ['#1d3557', '#457b9d', '#a8dadc', '#f1faee', '#e63946', '#f4a261'];

const valueOf = (source: PaletteSource): string => (source.kind === 'saved' ? `saved:${source.uuid}` : source.kind);
const sourceOf = (value: string): PaletteSource => (value.startsWith('saved:') ? { kind: 'saved', uuid: value.slice(6) } : { kind: value === 'link' ? 'link' : 'sample' });

/** The palette the artwork is recoloured with: a choice of the link's colours, each saved palette and the sample, and its colours. */
export function PalettePicker({ source, linked, palettes, palette, onChange }: {
  source: PaletteSource;
  linked: readonly string[];
  palettes: readonly Palette[];
  palette: readonly string[];
  onChange: (source: PaletteSource) => void;
}) {
  const { t } = useTranslation('recolor');
  const colorName = useColorName();
  const titleId = useId();
  const options = [...(linked.length > 0 ? ['link'] : []), ...palettes.filter((p) => p.colors.length > 0).map((p) => `saved:${p.uuid}`), 'sample'];
  const labelOf = (value: string) => {
    if (value === 'link') return t('palette.fromLink');
    if (value === 'sample') return t('palette.sample');
    const saved = palettes.find((p) => `saved:${p.uuid}` === value);
    return saved ? t('palette.saved', { name: saved.name, count: saved.colors.length }) : value;
  };
  const value = options.includes(valueOf(source)) ? valueOf(source) : options[0];
  return (
    <PanelCard aria-labelledby={titleId}>
      <h2 id={titleId}>{t('palette.title')}</h2>
      <Field>
        <span>{t('palette.label')}</span>
        <Select options={options} value={value} onChange={(next) => onChange(sourceOf(next))} labelOf={labelOf} />
      </Field>
      <Chips aria-label={labelOf(value)}>
        {palette.map((code, i) => (
          <li key={`${code}-${i}`} title={`${colorName(code)} ${code}`}>
            <span style={{ background: code }} />
            <span className="visually-hidden">{`${colorName(code)} ${code}`}</span>
          </li>
        ))}
      </Chips>
      {palettes.length === 0 ? <Hint>{t('palette.none')}</Hint> : null}
    </PanelCard>
  );
}

const Chips = styled.ul`
  ${cluster(tokens.space[1])}
  ${bareList}
  li > span:first-child { ${swatchChip(24, tokens.radius.small)} display: block; }
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${tokens.fontSizes[0]}px;
  color: ${tokens.colors.textMuted};
`;
