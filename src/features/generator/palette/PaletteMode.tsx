import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { arrayMove } from '@dnd-kit/sortable';
import { AppWindow, ArrowRight, Blend, ClipboardType, Disc3, Info, ListChecks, PaintRoller, Plus, Redo2, Shapes, Shuffle, Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PALETTE_HARMONIES, PALETTE_MAX_COLORS, PALETTE_MIN_COLORS, paletteMidpoint } from '../../../core/generate/palette';
import { Button } from '../../../ui/Button';
import { PaletteCheck } from '../../../ui/check/PaletteCheck';
import { TryOn } from '../../../ui/tryon/TryOn';
import { IconButton } from '../../../ui/IconButton';
import { copyColors } from '../../../ui/copy/copyColors';
import { CopyAsMenu } from '../../../ui/copy/CopyAsMenu';
import { PointerText } from '../../../ui/PointerText';
import { Select } from '../../../ui/Select';
import { DashedButton } from '../../../ui/surfaces';
import { SortableColorList } from '../../../ui/dnd/SortableColorList';
import { lazyDialog } from '../../../ui/lazyDialog';
import { PaletteActions } from '../../../ui/palette/PaletteActions';
import { LocalLink } from '../../../ui/i18n';
import { useColorName } from '../../../ui/palette/swatchText';
import { useSavePalette } from '../../../ui/palette/useSavePalette';
import { usePaletteActions } from '../../../ui/palette/usePaletteActions';
import { tokens } from '../../../ui/theme';
import { isTextEntry } from '../../../ui/useUndoShortcuts';
import { PaletteColumn } from './PaletteColumn';
import { HarmonyWheel } from './HarmonyWheel';
import { usePanelToggle } from './usePanelToggle';
import type { PaletteLeftOut, PaletteLink } from './paletteUrl';
import { newSlot, usePaletteGenerator, type PaletteSlot } from './usePaletteGenerator';
import { fieldBox, fieldLabel, mutedSmall, pillLink, spreadRow, stack, wrapRow } from '../../../ui/styles';

const ColorPickerDialog = lazyDialog(() => import('../../../ui/picker/ColorPickerDialog').then((module) => module.ColorPickerDialog));

/** The controls on which Space has a meaning of its own (pressing, lifting). */
const CONTROLS = 'button, [role="button"], [role="tab"], [role="radio"], summary';

/**
 * Returns true when Space on this element has a meaning of its own: typing in a field, or pressing a
 * control reached with the keyboard (a button, a drag handle). A control that a click focused, or that a
 * closing dialog gave focus back to (`clicked`), leaves Space to the generator: after clicking a lock, or
 * after saving or cancelling in the Save dialog, the next Space generates.
 */
function spaceIsTaken(target: EventTarget | null, clicked: Element | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (isTextEntry(target) || target.closest('dialog') !== null) return true;
  const control = target.closest(CONTROLS);
  return control !== null && control !== clicked;
}

/**
 * The generator's Palette mode: Coolors' loop, in OKLCH. Space (outside text fields and
 * controls) or Generate replaces every unlocked colour with one in harmony with the locked ones; each
 * colour can be locked, removed, reordered, adjusted, swapped for a lighter or darker variant, copied,
 * opened and dragged into the drawer, and a colour can be added between two neighbours (with a mouse; a finger has
 * one Add button under the list, a colour in harmony at the end). Every step can be undone (buttons, cmd/ctrl+Z,
 * cmd/ctrl+shift+Z); the palette saves to My Palettes, exports and shares. On phones the toolbar's buttons show their
 * names under their icons; the hint speaks of Space or, to a finger, of Generate. A polite live region names each new
 * palette and each colour added.
 */
export function PaletteMode({ initial }: { initial: PaletteLink | null }) {
  const colorName = useColorName();
  const { t } = useTranslation(['tools', 'palettes']);
  const { step, ready, generations, generate, edit, addColor, undo, redo, canUndo, canRedo } = usePaletteGenerator(initial);
  const saving = useSavePalette();
  const [adjusting, setAdjusting] = useState<PaletteSlot | null>(null);
  // The panels below the columns; each, once there, is brought into view.
  const check = usePanelToggle('start');
  const tryOn = usePanelToggle('start');
  const wheel = usePanelToggle('nearest');
  // The palette while a wheel marker is dragged: shown live, one step when released.
  const [preview, setPreview] = useState<readonly string[] | null>(null);
  const harmonyId = useId();
  const hintId = useId();
  const { slots } = step;
  const codes = useMemo(() => slots.map((slot) => slot.code), [slots]);
  // What the opening link had that the palette left out: the address is rewritten with the palette at once.
  const [leftOut] = useState(() => initial?.leftOut ?? null);

  // Space generates, unless it means something where focus is (a field, a button, a drag handle).
  const generateRef = useRef(generate);
  generateRef.current = generate;
  useEffect(() => {
    // The control the last click landed on, or the opener a dialog gave focus back to, as long as focus
    // stays there. A dialog returns focus to its opener (accessible: the place and Tab order are kept), but
    // Space there would only reopen the dialog the user has just closed, so it generates instead.
    let clicked: Element | null = null;
    let inDialog = false;
    const onPointer = (event: PointerEvent) => {
      clicked = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
    };
    const onFocus = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const wasInDialog = inDialog;
      inDialog = target?.closest('dialog') != null;
      if (wasInDialog && !inDialog) clicked = target?.closest(CONTROLS) ?? null;
      else if (event.target !== clicked) clicked = null;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' || event.repeat || event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey) return;
      if (spaceIsTaken(event.target, clicked) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      generateRef.current();
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('focusin', onFocus, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('focusin', onFocus, true);
      document.removeEventListener('keydown', onKey);
    };
  }, []);

  // Screen readers hear each new palette (not the first, which the page itself shows).
  const [news, setNews] = useState('');
  const shownGenerations = useRef(generations);
  useEffect(() => {
    if (generations === shownGenerations.current) return;
    shownGenerations.current = generations;
    if (generations > 1 || initial !== null) setNews(t('generator.palette.announce', { names: codes.map(colorName).join(', ') }));
    // Only when a generation lands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generations]);

  const setSlots = (apply: (slots: readonly PaletteSlot[]) => PaletteSlot[]) => edit((current) => ({ ...current, slots: apply(current.slots) }));
  const replaceCode = (id: number, code: string) => setSlots((list) => list.map((slot) => (slot.id === id ? { ...slot, code } : slot)));
  const actions = usePaletteActions(codes, t('generator.palette.untitled'));

  return (
    <Wrap>
      {leftOut ? <LeftOutNote leftOut={leftOut} /> : null}
      <Toolbar>
        <Primary>
          <Button type="button" $variant="primary" onClick={generate} aria-describedby={hintId}>
            <Shuffle aria-hidden />
            {t('generator.palette.generate')}
          </Button>
          <Harmony>
            <label htmlFor={harmonyId}>{t('generator.palette.harmony')}</label>
            <Select
              id={harmonyId}
              options={PALETTE_HARMONIES}
              value={step.harmony}
              labelOf={(harmony) => t(`generator.palette.harmonies.${harmony}`)}
              onChange={(harmony) => edit((current) => ({ ...current, harmony }))}
            />
          </Harmony>
        </Primary>
        <Secondary>
          <IconButton type="button" $variant="outlined" title={t('palettes:editor.undo')} onClick={undo} disabled={!canUndo}>
            <Undo2 aria-hidden />
            <PhoneWords>{t('palettes:editor.undo')}</PhoneWords>
          </IconButton>
          <IconButton type="button" $variant="outlined" title={t('palettes:editor.redo')} onClick={redo} disabled={!canRedo}>
            <Redo2 aria-hidden />
            <PhoneWords>{t('palettes:editor.redo')}</PhoneWords>
          </IconButton>
          <PaletteActions actions={actions} show={['save', 'export', 'share']} onSave={() => saving.save(codes, t('generator.palette.untitled'))} />
          <Button type="button" $variant={check.open ? 'primary' : 'secondary'} {...check.toggle}>
            <ListChecks aria-hidden />
            {t('palettes:editor.check')}
          </Button>
        </Secondary>
      </Toolbar>
      <SortableColorList
        layout="grid"
        ids={slots.map((slot) => slot.id)}
        codes={codes}
        onMove={(from, to) => setSlots((list) => arrayMove([...list], from, to))}
        instructions={t('generator.palette.reorderInstructions')}
      >
        <Columns aria-label={t('generator.palette.label')} aria-busy={!ready} data-ready={ready || undefined}>
          {slots.map((slot, i) => (
            <PaletteColumn
              key={slot.id}
              slot={preview && preview[i] !== slot.code ? { ...slot, code: preview[i] } : slot}
              canRemove={slots.length > PALETTE_MIN_COLORS}
              canAddAfter={i < slots.length - 1 && slots.length < PALETTE_MAX_COLORS}
              onToggleLock={() => setSlots((list) => list.map((s) => (s.id === slot.id ? { ...s, locked: !s.locked } : s)))}
              onRemove={() => setSlots((list) => list.filter((s) => s.id !== slot.id))}
              onCopy={() => void copyColors([slot.code])}
              onAdjust={() => setAdjusting(slot)}
              onReplace={(code) => replaceCode(slot.id, code)}
              onAddAfter={() =>
                setSlots((list) => {
                  const at = list.findIndex((s) => s.id === slot.id);
                  const next = list[at + 1];
                  if (!next || list.length >= PALETTE_MAX_COLORS) return [...list];
                  return [...list.slice(0, at + 1), newSlot(paletteMidpoint(slot.code, next.code)), ...list.slice(at + 1)];
                })
              }
            />
          ))}
        </Columns>
      </SortableColorList>
      {slots.length < PALETTE_MAX_COLORS ? (
        <AddColor
          type="button"
          disabled={!ready}
          onClick={() =>
            void addColor().then((code) => {
              if (code) setNews(t('generator.palette.added', { name: colorName(code) }));
            })
          }
        >
          <Plus aria-hidden />
          {t('generator.palette.addColor')}
        </AddColor>
      ) : null}
      <Foot>
        <Hint id={hintId}>
          <PointerText fine={t('generator.palette.hint')} coarse={t('generator.palette.hintTouch')} />
        </Hint>
        {/* Beside the hint, not in the toolbar: a phone's toolbar is one row of six. */}
        <FootLinks>
          <WheelToggle type="button" {...wheel.toggle}>
            <Disc3 aria-hidden />
            {t('generator.palette.wheel.toggle')}
          </WheelToggle>
          <WheelToggle type="button" {...tryOn.toggle}>
            <AppWindow aria-hidden />
            {t('palettes:editor.tryOn')}
          </WheelToggle>
          <CopyAsMenu
            codes={codes}
            label={t('common:copy.asLabel', { label: t('common:copy.palette') })}
            messages={{ copied: actions.copiedMessage }}
            trigger={(props) => (
              <WheelToggle {...props} type="button">
                <ClipboardType aria-hidden />
                {t('common:copy.as')}
              </WheelToggle>
            )}
          />
          <ThemeLink to={actions.themePath}>
            <PaintRoller aria-hidden />
            {t('palettes:makeTheme')}
            <ArrowRight aria-hidden />
          </ThemeLink>
          {actions.gradientPath ? (
            <ThemeLink to={actions.gradientPath}>
              <Blend aria-hidden />
              {t('palettes:makeGradient')}
              <ArrowRight aria-hidden />
            </ThemeLink>
          ) : null}
          <ThemeLink to={actions.recolorPath}>
            <Shapes aria-hidden />
            {t('palettes:recolorArtwork')}
            <ArrowRight aria-hidden />
          </ThemeLink>
        </FootLinks>
      </Foot>
      {wheel.open ? (
        <WheelPanel {...wheel.panel} aria-label={t('generator.palette.wheel.label')}>
          <HarmonyWheel
            codes={preview ?? codes}
            locked={slots.map((slot) => slot.locked)}
            linked={step.harmony !== 'auto'}
            onPreview={setPreview}
            onCommit={(next) => setSlots((list) => list.map((slot, i) => (next[i] && next[i] !== slot.code ? { ...slot, code: next[i] } : slot)))}
          />
        </WheelPanel>
      ) : null}
      {tryOn.open ? (
        <TryOnPanel {...tryOn.panel} aria-label={t('palettes:editor.tryOn')}>
          <TryOn
            source={{
              kind: 'palette',
              codes: preview ?? codes,
              onApply: (index, code) => {
                const slot = slots[index];
                if (slot) replaceCode(slot.id, code);
              },
            }}
          />
        </TryOnPanel>
      ) : null}
      {check.open ? (
        <CheckPanel {...check.panel} aria-label={t('generator.palette.check')}>
          <PaletteCheck
            codes={codes}
            onApply={(index, code) => {
              const slot = slots[index];
              if (slot) replaceCode(slot.id, code);
            }}
          />
        </CheckPanel>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {news}
      </p>
      {actions.exportDialog}
      {saving.dialog}
      <ColorPickerDialog
        open={adjusting !== null}
        onClose={() => setAdjusting(null)}
        initialColor={adjusting?.code ?? '#808080'}
        onApply={(code) => {
          if (adjusting && code !== adjusting.code) replaceCode(adjusting.id, code);
        }}
      />
    </Wrap>
  );
}

const Wrap = styled.div`
  ${stack(tokens.space[4])}
`;

/** At least a screen tall, so that it can scroll to the top of the screen before the check has loaded. */
const CheckPanel = styled.section`
  min-height: calc(100dvh - ${tokens.sizes.topBar}px);
  margin-top: ${tokens.space[4]}px;
  padding-top: ${tokens.space[5]}px;
  border-top: 1px solid ${tokens.colors.border};
  scroll-margin-top: ${tokens.sizes.topBar + tokens.space[4]}px;
  ${tokens.media.tablet} {
    scroll-margin-top: ${tokens.sizes.mobileHeader + tokens.space[4]}px;
  }
`;

const TryOnPanel = styled.section`
  scroll-margin-top: ${tokens.sizes.topBar + tokens.space[4]}px;
  ${tokens.media.tablet} {
    scroll-margin-top: ${tokens.sizes.mobileHeader + tokens.space[4]}px;
  }
`;

/** Says what a link had that the palette does not keep (past ten colours, unreadable codes), until it is closed. */
function LeftOutNote({ leftOut }: { leftOut: PaletteLeftOut }) {
  const { t } = useTranslation('tools');
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const kept = leftOut.extra > 0 ? t('generator.palette.leftOut.keptFirst', { max: PALETTE_MAX_COLORS }) : t('generator.palette.leftOut.keptRest');
  return (
    <Note role="status">
      <Info aria-hidden />
      <p>
        {leftOut.extra > 0 ? <span>{t('generator.palette.leftOut.extra', { count: leftOut.extra, max: PALETTE_MAX_COLORS })}</span> : null}
        {leftOut.unreadable > 0 ? <span>{t('generator.palette.leftOut.unreadable', { count: leftOut.unreadable })}</span> : null}
        <span>{kept}</span>
      </p>
      <IconButton type="button" title={t('generator.palette.leftOut.close')} onClick={() => setOpen(false)}>
        <X aria-hidden />
      </IconButton>
    </Note>
  );
}

const Note = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[2]}px ${tokens.space[2]}px ${tokens.space[2]}px ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
  > svg { flex: none; width: 18px; height: 18px; color: ${tokens.colors.accent}; }
  > p { flex: 1; margin: 0; font-size: ${tokens.fontSizes[1]}px; }
  /* Sentences one after another: a space between English ones, none between Japanese ones. */
  > p > span + span { margin-inline-start: 0.3em; }
  > p:lang(ja) > span + span { margin-inline-start: 0; }
`;

const Foot = styled.div`
  ${spreadRow}
  flex-wrap: wrap;
  gap: ${tokens.space[2]}px ${tokens.space[4]}px;
`;

const FootLinks = styled.div`
  ${wrapRow}
  gap: ${tokens.space[2]}px;
`;

const WheelToggle = styled.button`
  ${pillLink}
  gap: ${tokens.space[2]}px;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
  border: 0;
  background: transparent;
  font-family: inherit;
  cursor: pointer;
  &[aria-expanded='true'] { background: ${tokens.colors.surfaceHover}; }
`;

/** The wheel, under the palette: the columns above show what it moves. */
const WheelPanel = styled.section`
  padding: ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
`;

const ThemeLink = styled(LocalLink)`
  ${pillLink}
  gap: ${tokens.space[2]}px;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px;
`;

const Toolbar = styled.div`
  ${spreadRow}
  /* The actions go under Generate where both do not fit (the Japanese labels at 1280 px). */
  flex-wrap: wrap;
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
`;

/** Generate and the harmony; on phones on one row, the harmony's menu taking what Generate leaves. */
const Primary = styled.div`
  ${wrapRow}
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
  ${tokens.media.narrow} {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    width: 100%;
  }
`;

/**
 * Undo, redo and the palette's actions; on phones a row of six equal buttons, each its icon over its name (short words
 * in both languages), as a phone's tab bar names its tabs.
 */
const Secondary = styled.div`
  ${wrapRow}
  gap: ${tokens.space[2]}px;
  ${tokens.media.narrow} {
    display: grid;
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: ${tokens.space[2] - 2}px;
    width: 100%;
    > button {
      flex-direction: column;
      gap: ${tokens.space[1]}px;
      width: auto;
      height: auto;
      min-height: 56px;
      padding: ${tokens.space[2] - 2}px ${tokens.space[1]}px;
      border: 1px solid ${tokens.colors.border};
      border-radius: ${tokens.radius.medium}px;
      font-size: ${tokens.fontSizes[0]}px;
      line-height: 1.2;
      white-space: normal;
      text-align: center;
    }
    > button svg { width: 20px; height: 20px; }
  }
`;

/** Undo's and redo's names: their tooltips on a laptop, words under their icons on phones. */
const PhoneWords = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  ${tokens.media.narrow} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
    white-space: normal;
  }
`;

/** Touch screens add a colour here, at the end (a mouse has the buttons between the columns, on hover). */
const AddColor = styled(DashedButton)`
  display: none;
  ${tokens.media.coarsePointer} {
    display: inline-flex;
  }
`;

const Harmony = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[3]}px;
  label { ${fieldLabel()} }
  select {
    ${fieldBox({ height: 40, minHeight: true })}
    font-size: ${tokens.fontSizes[1]}px;
  }
  ${tokens.media.narrow} {
    min-width: 0;
    select { flex: 1 1 auto; min-width: 0; }
  }
`;

const Hint = styled.p`
  text-align: center;
  ${mutedSmall}
`;

/**
 * Tall columns on desktop, as tall as leave the Add button and the foot (the Space hint) in view under them on a
 * laptop's screen (1440 × 900), never shorter than their buttons need; rows on tablets and phones.
 */
const Columns = styled.ol`
  display: flex;
  /* Ten columns share the width, however long their names: the list never widens the page. */
  min-width: 0;
  height: max(440px, calc(100dvh - 440px));
  margin: 0;
  padding: 0;
  border-radius: ${tokens.radius.large}px;
  box-shadow: ${tokens.swatchEdge};
  & > li { flex: 1 1 0; min-width: 0; }
  & > li:first-child { border-radius: ${tokens.radius.large}px 0 0 ${tokens.radius.large}px; }
  & > li:last-child { border-radius: 0 ${tokens.radius.large}px ${tokens.radius.large}px 0; }
  &[aria-busy='true'] > li { visibility: hidden; }
  &[aria-busy='true'] { background: ${tokens.colors.surfaceHover}; }
  ${tokens.media.tablet} {
    flex-direction: column;
    height: auto;
    & > li { flex: none; min-height: 104px; }
    & > li:first-child { border-radius: ${tokens.radius.large}px ${tokens.radius.large}px 0 0; }
    & > li:last-child { border-radius: 0 0 ${tokens.radius.large}px ${tokens.radius.large}px; }
  }
`;
