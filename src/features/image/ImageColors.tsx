import { useState } from 'react';
import { ClipboardType, Copy, RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IMAGE_PALETTE_MAX_COLORS, IMAGE_PALETTE_MIN_COLORS } from '../../core/image/imageRules';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { IconButton } from '../../ui/IconButton';
import { CopyAsMenu } from '../../ui/copy/CopyAsMenu';
import { useLanguage } from '../../ui/i18n';
import { useColorName } from '../../ui/palette/swatchText';
import { tokens } from '../../ui/theme';
import type { ResultColor } from './useImageTool';
import { bareList, fieldBox, stack, swatchChip } from '../../ui/styles';

type ImageColorsProps = {
  colors: readonly ResultColor[];
  k: number;
  onK: (k: number) => void;
  active: string | null;
  onActive: (key: string | null) => void;
  onCopy: (code: string) => void;
  /** Puts a moved colour back on the palette's own. */
  onReset: (color: ResultColor) => void;
  /** Removes an added colour. */
  onRemove: (color: ResultColor) => void;
};

/** Returns a share as a percentage with one decimal ('32.4 %'; '<0.1 %' for the smallest). */
export function formatShare(share: number, lang: string): string {
  const format = new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return share > 0 && share < 0.0005 ? `<${format.format(0.001)}` : format.format(share);
}

/**
 * The number of colours (a slider and a number field, 2–12; the palette answers at once), a bar of the colours in
 * proportion to their shares, and the list: each colour's swatch (a link to its page that drags into the drawer),
 * name, code and share of the image (or how it was picked), a copy button, and for hand-picked colours a way back.
 */
export function ImageColors({ colors, k, onK, active, onActive, onCopy, onReset, onRemove }: ImageColorsProps) {
  const colorName = useColorName();
  const { t } = useTranslation('image');
  const lang = useLanguage();
  const [draft, setDraft] = useState<string | null>(null);
  const shared = colors.filter((color) => color.share !== null);
  return (
    <Wrap>
      <Count>
        <label htmlFor="image-k-range">{t('count')}</label>
        <input
          id="image-k-range"
          type="range"
          min={IMAGE_PALETTE_MIN_COLORS}
          max={IMAGE_PALETTE_MAX_COLORS}
          step={1}
          value={k}
          onChange={(event) => onK(Number(event.target.value))}
        />
        <input
          type="number"
          aria-label={t('count')}
          min={IMAGE_PALETTE_MIN_COLORS}
          max={IMAGE_PALETTE_MAX_COLORS}
          step={1}
          value={draft ?? k}
          onChange={(event) => {
            // What is typed stays as typed ('1' on the way to '12'); a whole number in range answers at once.
            setDraft(event.target.value);
            const value = Number(event.target.value);
            if (Number.isInteger(value) && value >= IMAGE_PALETTE_MIN_COLORS && value <= IMAGE_PALETTE_MAX_COLORS) onK(value);
          }}
          onBlur={() => {
            // Leaving the field: anything out of range is brought into it.
            if (draft !== null && draft !== '') onK(Number(draft));
            setDraft(null);
          }}
        />
      </Count>
      {shared.length > 0 ? (
        <Bar aria-hidden>
          {shared.map((color) => (
            <span key={color.key} data-active={active === color.key || undefined} style={{ flexGrow: color.share!, background: color.code }} />
          ))}
        </Bar>
      ) : null}
      <List aria-label={t('colors')}>
        {colors.map((color, i) => {
          const name = colorName(color.code);
          return (
            <Row
              key={color.key}
              data-color={color.code}
              data-active={active === color.key || undefined}
              onPointerEnter={() => onActive(color.key)}
              onPointerLeave={() => onActive(null)}
            >
              <Swatch code={color.code} name={name} dragId={`image-${color.key}`} style={{ background: color.code }}>
                <span className="visually-hidden">{i + 1}</span>
              </Swatch>
              <Text>
                <span className="name">{name}</span>
                <code>{color.code}</code>
              </Text>
              <Share>{color.share !== null ? formatShare(color.share, lang) : t(color.kind === 'moved' ? 'moved' : 'picked')}</Share>
              <Actions>
                <IconButton type="button" $size={36} aria-label={t('copy', { code: color.code })} title={t('copy', { code: color.code })} onClick={() => onCopy(color.code)}>
                  <Copy aria-hidden />
                </IconButton>
                <CopyAsMenu
                  codes={[color.code]}
                  label={t('common:copy.asLabel', { label: color.code })}
                  trigger={(props) => (
                    <IconButton {...props} type="button" $size={36} aria-label={t('common:copy.asLabel', { label: color.code })} title={t('common:copy.as')}>
                      <ClipboardType aria-hidden />
                    </IconButton>
                  )}
                />
                {color.kind === 'moved' ? (
                  <IconButton type="button" $size={36} aria-label={t('reset', { code: color.code })} title={t('reset', { code: color.code })} onClick={() => onReset(color)}>
                    <RotateCcw aria-hidden />
                  </IconButton>
                ) : color.kind === 'added' ? (
                  <IconButton type="button" $size={36} aria-label={t('remove', { code: color.code })} title={t('remove', { code: color.code })} onClick={() => onRemove(color)}>
                    <X aria-hidden />
                  </IconButton>
                ) : null}
              </Actions>
            </Row>
          );
        })}
      </List>
    </Wrap>
  );
}

const Wrap = styled.div`
  ${stack(tokens.space[4])}
`;

const Count = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) 64px;
  align-items: center;
  gap: ${tokens.space[3]}px;
  label { font-weight: ${tokens.fontWeights.bold}; }
  input[type='range'] { width: 100%; accent-color: ${tokens.colors.accent}; }
  input[type='number'] {
    ${fieldBox({ height: 36, padding: tokens.space[2], radius: tokens.radius.small, background: tokens.colors.background })}
    font-variant-numeric: tabular-nums;
  }
`;

/** The colours side by side in proportion to their shares. */
const Bar = styled.div`
  display: flex;
  height: 14px;
  border-radius: ${tokens.radius.round}px;
  overflow: hidden;
  box-shadow: ${tokens.swatchEdge};
  span { min-width: 2px; transition: opacity 120ms ease; }
  &:has([data-active]) span:not([data-active]) { opacity: 0.35; }
`;

const List = styled.ol`
  ${stack(tokens.space[1])}
  ${bareList}
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${tokens.space[3]}px;
  padding: ${tokens.space[2]}px;
  border-radius: ${tokens.radius.medium}px;
  &[data-active] { background: ${tokens.colors.surfaceHover}; }
`;

const Swatch = styled(ColorSwatchLink)`
  display: block;
  ${swatchChip(48, tokens.radius.small)}
`;

const Text = styled.div`
  display: grid;
  min-width: 0;
  line-height: 1.35;
  .name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: ${tokens.fontWeights.bold}; }
  code { font-family: ${tokens.fonts.mono}; font-size: ${tokens.fontSizes[1]}px; color: ${tokens.colors.textMuted}; }
`;

const Share = styled.span`
  font-size: ${tokens.fontSizes[1]}px;
  font-variant-numeric: tabular-nums;
  color: ${tokens.colors.textMuted};
  text-align: right;
`;

const Actions = styled.div`
  display: flex;
  min-width: 36px;
  svg { width: 18px; height: 18px; }
`;
