import { Suspense, lazy, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { foregroundOf } from '../../core/color/foreground';
// Deep import: shared UI must not load the core's barrel (it holds the colour-name table).
import { readableTextOn } from '../../core/contrast/readableText';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { TabPanel, Tabs, type TabItem } from '../Tabs';
import { tokens } from '../theme';
import { ChannelSliders } from './ChannelSliders';
import { HueSlider } from './HueSlider';
import { PickerHexField } from './PickerHexField';
import { SaturationValueArea } from './SaturationValueArea';
import { PICKER_SPACE_IDS, authoredOf, codeOf, oklchCss, oklchStatus, pickerColorOf, pickerColorOfHsv, type PickerColor, type PickerSpaceId } from './pickerModel';
import { exactInfo, fallbackOf } from '../../core/exact/authoredColor';
import { paintOf } from '../ExactMark';
import { PendingChanges, flushPendingChanges } from './useDebouncedValue';
import { stack, swatchEdgeOver } from '../styles';
import { withData } from '../data/pageData';

/** The field for any colour reads CSS and searches the names: it loads with the dialog's first opening. */
const PickerColorQuery = lazy(withData(['colorNames', 'japaneseColors'], () => import('./PickerColorQuery').then((module) => ({ default: module.PickerColorQuery }))));

/** The dialog's tabs (SPEC §2 Dialogs): the Picker, then one slider tab per model. */
type PickerTabId = 'picker' | PickerSpaceId;

export type ColorPickerDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The colour the picker starts from, '#rrggbb' (or, with `keepExact`, a wide colour's exact text). */
  initialColor: string;
  /**
   * Receives the chosen '#rrggbb' when the user presses Apply (the dialog then calls `onClose`); with `keepExact`, the
   * colour as set: an OKLCH colour that a code cannot say as its exact text (core/exact), a translucent colour's alpha kept.
   */
  onApply: (code: string) => void;
  /** The caller keeps exact colours (a palette, a colour's page): Apply gives the colour as set, not its sRGB fallback. */
  keepExact?: boolean;
  /** Dialog title; 'Change color' by default. */
  title?: string;
  /** What the caller shows of the working colour while it is picked (e.g. a role's contrast with its pairs), under the preview. */
  aside?: (code: string) => ReactNode;
};

/**
 * The colour picker dialog (SPEC §2, §4): tabs Picker (saturation/value area and hue strip), HSV, RGB and CMYK
 * (sliders with numeric fields), a hex field and a before/after preview. It holds a working colour in HSV (the one
 * internal representation, see pickerModel.ts) that starts from `initialColor` each time the dialog opens;
 * Apply commits it, Cancel (or Escape, the close button, the backdrop) discards it.
 */
export function ColorPickerDialog({ open, onClose, initialColor, onApply, title, aside, keepExact = false }: ColorPickerDialogProps) {
  const { t } = useTranslation('color');
  const idPrefix = useId();
  const [color, setColor] = useState<PickerColor>(() => pickerColorOf(keepExact ? initialColor : fallbackOf(initialColor)));
  const [tab, setTab] = useState<PickerTabId>('picker');
  const [wasOpen, setWasOpen] = useState(open);
  const latest = useRef(color);
  const pending = useRef(new Set<() => void>()).current;

  let working = color;
  if (open !== wasOpen) {
    // Each opening starts again from the caller's colour (React's "adjust state while rendering" pattern).
    setWasOpen(open);
    if (open) {
      working = pickerColorOf(keepExact ? initialColor : fallbackOf(initialColor));
      setColor(working);
      pending.clear();
    }
  }
  latest.current = working;

  const update = (change: (current: PickerColor) => PickerColor) => {
    const next = change(latest.current);
    latest.current = next;
    setColor(next);
  };
  // A translucent colour being edited keeps its opacity (the picker has no alpha channel of its own).
  const initialInfo = keepExact ? exactInfo(initialColor) : null;
  const apply = () => {
    flushPendingChanges(pending);
    onApply(keepExact ? authoredOf(latest.current, initialInfo?.alpha) : codeOf(latest.current));
    onClose();
  };

  const code = codeOf(working);
  // An OKLCH colour past sRGB: a wide-gamut screen shows it as set, beside the sRGB colour Apply keeps.
  const wide = working.exact?.space === 'oklch' && oklchStatus(working).gamut !== 'srgb' ? oklchCss(working) : null;
  const initial = fallbackOf(initialColor.toLowerCase());
  const tabs: TabItem<PickerTabId>[] = [
    { id: 'picker', label: t('picker.tabs.picker') },
    ...PICKER_SPACE_IDS.map((id) => ({ id, label: t(`picker.tabs.${id}`) })),
  ];

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title ?? t('picker.title')}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('picker.cancel')}
          </Button>
          <Button type="button" $variant="primary" onClick={apply}>
            {t('picker.apply')}
          </Button>
        </>
      }
    >
      <PendingChanges.Provider value={pending}>
        <Content>
          <Top>
            <Preview>
              <PreviewHalf
                type="button"
                style={{ background: initialInfo ? paintOf(initialInfo.exact, initialInfo.alpha) : initial, color: readableTextOn(initial, foregroundOf(initial)) }}
                aria-label={t('picker.restore', { code: initialInfo?.exact ?? initial })}
                title={t('picker.restore', { code: initialInfo?.exact ?? initial })}
                onClick={() => update((current) => pickerColorOf(initialInfo?.exact ?? initial, current))}
              >
                <span>{t('picker.current')}</span>
              </PreviewHalf>
              <PreviewHalf as="div" role="img" aria-label={t('picker.preview', { code })} style={{ background: code, color: readableTextOn(code, foregroundOf(code)) }}>
                {wide ? (
                  <WideHalf style={{ background: wide }} data-testid="picker-wide-preview">
                    <span>P3</span>
                  </WideHalf>
                ) : null}
                <span aria-hidden>
                  {t('picker.new')}
                  {wide ? <WideOnly> · sRGB</WideOnly> : null}
                </span>
              </PreviewHalf>
            </Preview>
            <PickerHexField code={code} onCommit={(next) => update((current) => pickerColorOf(next, current))} />
          </Top>
          {aside ? aside(code) : null}
          <Suspense fallback={<QueryPlaceholder />}>
            <PickerColorQuery keepsExact={keepExact} onChoose={(next, exact) => update((current) => pickerColorOf(keepExact && exact ? exact : next, current))} />
          </Suspense>
          <Tabs idPrefix={idPrefix} tabs={tabs} selected={tab} onSelect={setTab} label={t('picker.tabsLabel')} />
          <Panel idPrefix={idPrefix} id={tab}>
            {tab === 'picker' ? (
              <>
                <SaturationValueArea hsv={working.hsv} onChange={(next) => update(() => pickerColorOfHsv(next))} />
                <HueSlider hsv={working.hsv} onChange={(next) => update(() => pickerColorOfHsv(next))} />
              </>
            ) : (
              <ChannelSliders spaceId={tab} color={working} onChange={update} keepExact={keepExact} />
            )}
          </Panel>
        </Content>
      </PendingChanges.Provider>
    </Modal>
  );
}

const Content = styled.div`
  ${stack(tokens.space[4])}
  /* A fixed width, not a percentage: the dialog sizes to its content, and a long line must wrap, not widen it. */
  width: 440px;
  max-width: 100%;
  margin: 0 auto;
  padding-top: ${tokens.space[2]}px;
`;

/** The room the field for any colour takes while it loads, so the tabs do not move. */
const QueryPlaceholder = styled.div`
  /* The field's label (17 px) and the field (44 px), with the 4 px above and between them. */
  height: 69px;
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: 1fr 150px;
  align-items: end;
  gap: ${tokens.space[4]}px;
`;

const Preview = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: 1fr 1fr;
  height: 64px;
  border-radius: ${tokens.radius.medium}px;
  overflow: hidden;
  /* The edge sits above the two halves, which paint the colours (a white half on a white dialog). */
  ${swatchEdgeOver}
`;

const PreviewHalf = styled.button`
  position: relative;
  display: flex;
  align-items: flex-end;
  padding: ${tokens.space[3]}px ${tokens.space[3] + 2}px;
  border: 0;
  border-radius: 0;
  font-size: ${tokens.fontSizes[0]}px;
  font-weight: ${tokens.fontWeights.bold};
  text-align: left;
  &:focus-visible { outline-offset: -3px; }
`;

/** The colour as set, past sRGB, over the upper part of the New half; only where the screen shows Display P3. */
const WideHalf = styled.span`
  display: none;
  position: absolute;
  inset: 0 0 45% 0;
  padding: ${tokens.space[2]}px ${tokens.space[3] + 2}px;
  color: inherit;
  @media (color-gamut: p3) {
    display: block;
  }
`;

/** Words only a wide-gamut screen needs (it shows the P3 colour above the sRGB one). */
const WideOnly = styled.span`
  display: none;
  @media (color-gamut: p3) {
    display: inline;
  }
`;

const Panel = styled(TabPanel)`
  min-height: 252px;
  &:focus-visible { outline-offset: 4px; border-radius: ${tokens.radius.small}px; }
`;
