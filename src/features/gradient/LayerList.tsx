import { memo } from 'react';
import { ArrowDown, ArrowUp, Copy, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { tryAuthoredColor } from '../../core/exact/authoredColor';
import { layerCss } from '../../core/gradient/css';
import { duplicateLayer, moveLayer, removeLayer } from '../../core/gradient/edit';
import { MAX_LAYERS, layerOf, type Gradient } from '../../core/gradient/gradient';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { bareList } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { Panel } from '../../ui/Panel';

/** A new layer: a soft light from the upper left, fading out, over whatever is below. */
const GLOW = layerOf(
  [
    { color: tryAuthoredColor('rgb(255 255 255 / 0.6)')!, position: 0 },
    { color: tryAuthoredColor('rgb(255 255 255 / 0)')!, position: 60 },
  ],
  { kind: 'radial', center: [25, 20], space: 'oklab' },
);

type LayerListProps = {
  gradient: Gradient;
  selected: number;
  onSelect: (index: number) => void;
  /** A changed gradient and the layer to select in it. */
  onChange: (gradient: Gradient, selected: number) => void;
};

/** The layers, the top one first (as CSS paints them): each selects for editing, moves up or down, duplicates and goes. */
export const LayerList = memo(function LayerList({ gradient, selected, onSelect, onChange }: LayerListProps) {
  const { t } = useTranslation('gradient');
  const count = gradient.layers.length;
  const full = count >= MAX_LAYERS;
  return (
    <Panel title={t('layers.title')} id="gradient-layers">
      <List>
        {gradient.layers.map((layer, index) => {
          const name = t('layers.name', { number: index + 1, kind: t(`kinds.${layer.kind}`) });
          return (
            <li key={index} data-selected={index === selected || undefined}>
              <Pick type="button" aria-pressed={index === selected} onClick={() => onSelect(index)}>
                <Thumb aria-hidden style={{ backgroundImage: layerCss(layer) }} />
                <span>{name}</span>
              </Pick>
              <IconButton type="button" $size={32} aria-label={t('layers.up', { name })} title={t('layers.up', { name })} disabled={index === 0} onClick={() => onChange(moveLayer(gradient, index, -1), index - 1)}>
                <ArrowUp aria-hidden />
              </IconButton>
              <IconButton type="button" $size={32} aria-label={t('layers.down', { name })} title={t('layers.down', { name })} disabled={index === count - 1} onClick={() => onChange(moveLayer(gradient, index, 1), index + 1)}>
                <ArrowDown aria-hidden />
              </IconButton>
              <IconButton type="button" $size={32} aria-label={t('layers.duplicate', { name })} title={t('layers.duplicate', { name })} disabled={full} onClick={() => onChange(duplicateLayer(gradient, index) ?? gradient, index)}>
                <Copy aria-hidden />
              </IconButton>
              <IconButton type="button" $size={32} aria-label={t('layers.remove', { name })} title={t('layers.remove', { name })} disabled={count === 1} onClick={() => onChange(removeLayer(gradient, index), Math.max(0, Math.min(index, count - 2)))}>
                <Trash2 aria-hidden />
              </IconButton>
            </li>
          );
        })}
      </List>
      <Button type="button" disabled={full} onClick={() => onChange({ layers: [GLOW, ...gradient.layers] }, 0)}>
        <Plus aria-hidden />
        {full ? t('layers.full', { max: MAX_LAYERS }) : t('layers.add')}
      </Button>
    </Panel>
  );
});

const List = styled.ol`
  ${bareList}
  display: grid;
  gap: ${tokens.space[1]}px;
  li {
    display: flex;
    align-items: center;
    gap: 2px;
    padding: 2px;
    border-radius: ${tokens.radius.medium}px;
  }
  li[data-selected] { background: ${tokens.colors.surfaceHover}; }
`;

const Pick = styled.button`
  display: flex;
  flex: 1;
  min-width: 0;
  align-items: center;
  gap: ${tokens.space[2]}px;
  min-height: 40px;
  padding: 0 ${tokens.space[2]}px;
  border: 0;
  border-radius: ${tokens.radius.small}px;
  background: none;
  text-align: start;
  font-size: ${tokens.fontSizes[1]}px;
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  &[aria-pressed='true'] { font-weight: ${tokens.fontWeights.bold}; }
`;

const Thumb = styled.span`
  flex: none;
  width: 32px;
  height: 24px;
  border-radius: ${tokens.radius.small}px;
  box-shadow: inset 0 0 0 1px ${tokens.colors.border};
  background-color: #ffffff;
`;
