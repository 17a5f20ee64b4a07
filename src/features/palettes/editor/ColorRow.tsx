import { Copy, CopyPlus, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PaletteColor } from '../../../core/model/palette';
import { cssOf, exactInfo } from '../../../core/exact/authoredColor';
import { ExactFallback, inkOnPaint, paintOf } from '../../../ui/ExactMark';
import { foregroundOf } from '../../../core/color/foreground';
import { paths } from '../../../config/paths';
import { LocalLink } from '../../../ui/i18n';
import { useSortableColor } from '../../../ui/dnd/useSortableColor';
import { SwatchToolButton, swatchTool } from '../../../ui/SwatchToolButton';
import { CopyAsTool } from '../../../ui/copy/CopyButtons';
import { tokens } from '../../../ui/theme';
import { centredRow, ellipsis } from '../../../ui/styles';

type ColorRowProps = { color: PaletteColor; canDuplicate: boolean } & Record<'onEdit' | 'onCopy' | 'onDuplicate' | 'onRemove', () => void>;

/**
 * One 140 px colour row of the palette page: a drag handle (the only way to start a reorder), a link to
 * the colour's page with its name and code, and edit, copy, copy as, duplicate and remove buttons. A wide or
 * translucent colour is painted as it is and shows its exact text, its marks (P3, opacity) and its sRGB fallback.
 */
export function ColorRow({ color, canDuplicate, onEdit, onCopy, onDuplicate, onRemove }: ColorRowProps) {
  const { t } = useTranslation('palettes');
  const info = color.exact === undefined ? null : exactInfo(color.exact);
  const { name, label, item, handle } = useSortableColor(color.uuid, color.code, info ? paintOf(info.exact, info.alpha) : color.code, info ? inkOnPaint(color.code, info.alpha, foregroundOf(color.code)) : undefined);
  return (
    <Row {...item}>
      <Handle type="button" aria-label={t('editor.reorder', { label })} title={t('editor.reorderHint')} {...handle}>
        <GripVertical aria-hidden />
      </Handle>
      <ColorLink to={paths.color(color.code, color.exact)}>
        <Name>{name}</Name>
        <Code>{info ? info.exact : color.code}</Code>
        {info ? (
          <Fallback info={info} />
        ) : null}
      </ColorLink>
      <Actions>
        <RowButton icon={Pencil} label={t('editor.edit', { label })} title={t('editor.editShort')} onClick={onEdit} />
        <RowButton icon={Copy} label={t('editor.copy', { label })} title={t('editor.copyShort')} onClick={onCopy} />
        <CopyAsTool code={cssOf(color)} label={label} Tool={RowButton} />
        <RowButton icon={CopyPlus} label={t('editor.duplicate', { label })} title={t('editor.duplicateShort')} onClick={onDuplicate} disabled={!canDuplicate} />
        <RowButton icon={Trash2} label={t('editor.remove', { label })} title={t('editor.removeShort')} onClick={onRemove} />
      </Actions>
    </Row>
  );
}

const Row = styled.li`
  position: relative;
  ${centredRow}
  gap: ${tokens.space[3]}px;
  height: ${tokens.sizes.paletteRow}px;
  padding: 0 ${tokens.space[4] - 4}px 0 ${tokens.space[2]}px;
  border-radius: ${tokens.radius.large}px;
  box-shadow: ${tokens.swatchEdge};
  list-style: none;
  &[data-dragging] {
    z-index: 2;
    box-shadow: ${tokens.colors.shadow}, ${tokens.swatchEdge};
  }
  & :focus-visible { outline-color: currentColor; }
`;

const Handle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 36px;
  height: 64px;
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.medium}px;
  background: transparent;
  color: inherit;
  cursor: grab;
  touch-action: none;
  svg { width: 22px; height: 22px; }
  &:hover { background: color-mix(in srgb, currentColor 14%, transparent); }
  [data-dragging] & { cursor: grabbing; }
`;

const ColorLink = styled(LocalLink)`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${tokens.space[1]}px;
  flex: 1;
  min-width: 0;
  align-self: stretch;
  color: inherit;
  text-decoration: none;
  &:hover span:first-child { text-decoration: underline; text-underline-offset: 3px; }
`;

const Name = styled.span`
  ${ellipsis}
  font-size: ${tokens.fontSizes[4]}px;
  font-weight: ${tokens.fontWeights.bold};
  ${tokens.media.narrow} {
    font-size: ${tokens.fontSizes[3]}px;
  }
`;

const Code = styled.span`
  ${ellipsis}
  font-family: ${tokens.fonts.mono};
  font-size: ${tokens.fontSizes[1]}px;
  letter-spacing: 0.02em;
`;

/** A wide or translucent colour's marks and fallback, under its exact text. */
const Fallback = styled(ExactFallback)`
  flex-wrap: nowrap;
  font-size: ${tokens.fontSizes[0]}px;
  > span:last-child { ${ellipsis} opacity: 0.85; }
`;

const Actions = styled.div`
  display: flex;
  gap: ${tokens.space[1]}px;
  flex: none;
`;

const RowButton = styled(SwatchToolButton)`
  ${swatchTool({ size: 40, narrowSize: 36, icon: 19, hoverMix: 16, disabledOpacity: 0.4 })}
  transition: background-color 120ms ease;
`;
