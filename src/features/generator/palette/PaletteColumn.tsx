import { useEffect, useRef, useState } from 'react';
import { Copy, GripVertical, Layers, Lock, LockOpen, Pipette, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { lightnessVariants } from '../../../core/generate/palette';
import { ColorSwatchLink } from '../../../ui/ColorSwatchLink';
import { SwatchToolButton, swatchTool } from '../../../ui/SwatchToolButton';
import { CopyAsTool } from '../../../ui/copy/CopyButtons';
import { useSortableColor } from '../../../ui/dnd/useSortableColor';
import { textColorOn } from '../../../ui/palette/swatchText';
import { tokens } from '../../../ui/theme';
import type { PaletteSlot } from './usePaletteGenerator';
import { ellipsis } from '../../../ui/styles';

/** Lighter and darker variants offered for a colour (the colour itself in the middle). */
export const VARIANT_COUNT = 9;

type PaletteColumnProps = {
  slot: PaletteSlot;
  canRemove: boolean;
  /** Shows the add-between button after this column (not after the last, not when full). */
  canAddAfter: boolean;
  onToggleLock: () => void;
  onRemove: () => void;
  onCopy: () => void;
  onAdjust: () => void;
  onReplace: (code: string) => void;
  onAddAfter: () => void;
};

/**
 * One colour of the palette being built: a full-height column on desktop, a row on phones. Its name and
 * code (a link to the colour's page, draggable into the palette drawer) in a text colour that reads on
 * it; lock, remove, reorder (a handle: pointer or Space and the arrow keys), lighter and darker
 * variants, the colour picker and copy; and a button after it that adds the two neighbours' midpoint.
 */
export function PaletteColumn({ slot, canRemove, canAddAfter, onToggleLock, onRemove, onCopy, onAdjust, onReplace, onAddAfter }: PaletteColumnProps) {
  const { t } = useTranslation('tools');
  const { name, label, item, handle } = useSortableColor(slot.id, slot.code);
  const [variantsOpen, setVariantsOpen] = useState(false);

  return (
    <Column {...item} data-locked={slot.locked || undefined} aria-label={label}>
      <Tools>
        <Tool icon={X} label={t('generator.palette.remove', { label })} title={t('generator.palette.removeShort')} onClick={onRemove} disabled={!canRemove} />
        <Tool icon={GripVertical} label={t('generator.palette.reorder', { label })} title={t('generator.palette.reorderShort')} {...handle} />
        <Tool
          icon={Layers}
          label={t('generator.palette.variants', { label })}
          title={t('generator.palette.variantsShort')}
          aria-expanded={variantsOpen}
          onClick={() => setVariantsOpen((open) => !open)}
        />
        <Tool icon={Pipette} label={t('generator.palette.adjust', { label })} title={t('generator.palette.adjustShort')} onClick={onAdjust} />
        <Tool icon={Copy} label={t('generator.palette.copy', { label })} title={t('generator.palette.copyShort')} onClick={onCopy} />
        <CopyAsTool code={slot.code} label={label} Tool={Tool} />
        <Tool
          icon={slot.locked ? Lock : LockOpen}
          label={t('generator.palette.lock', { label })}
          title={slot.locked ? t('generator.palette.unlockShort') : t('generator.palette.lockShort')}
          aria-pressed={slot.locked}
          onClick={onToggleLock}
          data-lock
        />
      </Tools>
      <Label code={slot.code} name={name} namedByText dragId={`generator-${slot.id}`}>
        <strong>{name}</strong> <code>{slot.code.slice(1).toUpperCase()}</code>
      </Label>
      {variantsOpen ? (
        <Variants
          code={slot.code}
          label={label}
          onClose={() => setVariantsOpen(false)}
          onPick={(code) => {
            setVariantsOpen(false);
            if (code !== slot.code) onReplace(code);
          }}
        />
      ) : null}
      {canAddAfter ? (
        <Add type="button" aria-label={t('generator.palette.addBetween', { label })} title={t('generator.palette.addShort')} onClick={onAddAfter}>
          <Plus aria-hidden />
        </Add>
      ) : null}
    </Column>
  );
}

/** The lighter and darker variants of a colour over its column; Escape or the current colour closes it. */
function Variants({ code, label, onPick, onClose }: { code: string; label: string; onPick: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation('tools');
  const variants = lightnessVariants(code, VARIANT_COUNT);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus the colour itself, so arrow-free Tab order starts there.
    list.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
  }, []);
  return (
    <VariantList
      ref={list}
      role="group"
      aria-label={t('generator.palette.variantsOf', { label })}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {variants.map((variant) => (
        <button
          key={variant}
          type="button"
          style={{ background: variant, color: textColorOn(variant) }}
          aria-current={variant === code ? 'true' : undefined}
          aria-label={t('generator.palette.useVariant', { code: variant })}
          onClick={() => onPick(variant)}
        >
          {variant.slice(1).toUpperCase()}
        </button>
      ))}
    </VariantList>
  );
}

const Column = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-end;
  gap: ${tokens.space[4]}px;
  min-width: 0;
  padding: ${tokens.space[4]}px ${tokens.space[2]}px ${tokens.space[5]}px;
  list-style: none;
  &[data-dragging] { z-index: 3; box-shadow: ${tokens.colors.shadow}; }
  ${tokens.media.tablet} {
    /* A row: the name and code on top, the tools in a line under them. */
    flex-direction: column-reverse;
    align-items: stretch;
    justify-content: flex-start;
    gap: ${tokens.space[1]}px;
    /* Room under the tools for the add button on the border (none with a finger: one Add button under the list). */
    padding: ${tokens.space[3]}px ${tokens.space[3]}px ${tokens.space[4] + 6}px;
    ${tokens.media.coarsePointer} { padding-bottom: ${tokens.space[3]}px; }
  }
`;

/** Column tools: quiet until the column is hovered or holds focus; the lock stays visible when set. */
const Tools = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[1]}px;
  opacity: 0.72;
  transition: opacity 120ms ease;
  ${Column}:hover &, ${Column}:focus-within & { opacity: 1; }
  ${tokens.media.tablet} {
    flex-direction: row;
    justify-content: space-between;
    opacity: 1;
  }
`;

const Tool = styled(SwatchToolButton)`
  ${swatchTool({ size: 44, narrowSize: 40, icon: 20, hoverMix: 14, disabledOpacity: 0.35 })}
  cursor: pointer;
  &[aria-pressed='true'] { background: color-mix(in srgb, currentColor 18%, transparent); }
  &[aria-roledescription] { cursor: grab; touch-action: none; }
  &:focus-visible { outline: 2px solid currentColor; outline-offset: 1px; }
`;

const Label = styled(ColorSwatchLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[1]}px;
  max-width: 100%;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
  border-radius: ${tokens.radius.medium}px;
  color: inherit;
  text-align: center;
  text-decoration: none;
  strong {
    max-width: 100%;
    ${ellipsis}
    font-size: ${tokens.fontSizes[1]}px;
  }
  code {
    font-family: ${tokens.fonts.mono};
    font-size: ${tokens.fontSizes[3]}px;
    font-weight: ${tokens.fontWeights.bold};
    letter-spacing: 0.04em;
  }
  &:hover { background: color-mix(in srgb, currentColor 12%, transparent); }
  &:focus-visible { outline: 2px solid currentColor; outline-offset: 1px; }
  ${tokens.media.tablet} {
    align-items: flex-start;
    text-align: left;
    min-width: 0;
  }
`;

const VariantList = styled.div`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  flex-direction: column;
  button {
    flex: 1;
    min-height: 32px;
    border: 0;
    font-family: ${tokens.fonts.mono};
    font-size: ${tokens.fontSizes[0]}px;
    font-weight: ${tokens.fontWeights.bold};
    cursor: pointer;
  }
  button[aria-current='true'] { box-shadow: inset 0 0 0 3px currentColor; }
  button:focus-visible { outline: 2px solid currentColor; outline-offset: -5px; }
  ${tokens.media.tablet} {
    flex-direction: row;
    button { min-height: 0; writing-mode: vertical-rl; }
  }
`;

/** The add-between button: on the border with the next column (the next row on narrow screens), for a mouse. */
const Add = styled.button`
  position: absolute;
  top: 50%;
  right: -20px;
  z-index: 4;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  transform: translateY(-50%);
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.round}px;
  background: ${tokens.colors.surfaceRaised};
  color: ${tokens.colors.text};
  box-shadow: ${tokens.colors.shadow};
  opacity: 0;
  cursor: pointer;
  transition: opacity 120ms ease;
  svg { width: 18px; height: 18px; }
  ${Column}:hover &, &:focus-visible { opacity: 1; }
  ${tokens.media.tablet} {
    top: auto;
    right: auto;
    left: calc(50% - 18px);
    bottom: -18px;
    transform: none;
    opacity: 1;
    width: 36px;
    height: 36px;
  }
  @media (hover: none) {
    opacity: 1;
  }
  /* A finger gets one Add button under the list instead (PaletteMode), not a button on every border. */
  ${tokens.media.coarsePointer} {
    display: none;
  }
`;
