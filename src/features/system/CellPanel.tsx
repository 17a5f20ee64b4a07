import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { overrideText, type SystemCell } from '../../core/system/systemRules';
import { showToast } from '../../stores/toasts';
import type { AlphaStep } from '../../core/scale/alphaScale';
import { exactInfo } from '../../core/exact/authoredColor';
import { readExact } from '../../core/exact/exactColor';
import { exactToOklch } from '../../core/exact/exactConvert';
import { packedToOklch } from '../../core/scale/scaleColor';
import type { Vec3 } from '../../core/convert/types';
import { ExactFallback } from '../../ui/ExactMark';
import { Button } from '../../ui/Button';
import { ColorInput } from '../../ui/ColorInput';
import { stack } from '../../ui/styles';
import { tokens } from '../../ui/theme';
import { PanelCard as Panel } from '../../ui/Panel';
import { targetText, type CellAddress } from './SystemGrid';

type CellPanelProps = {
  steps: readonly string[];
  /** The name of the cell's hue as the page shows it. */
  rowName: string;
  address: CellAddress | null;
  cell: SystemCell | null;
  /** The cell as a translucent colour over its background (the alpha step), when alpha steps are on. */
  alpha: AlphaStep | null;
  /** The system's gamut: the one a reduced cell's chroma was brought into. */
  gamut: 'srgb' | 'p3';
  /** Sets the cell by hand ('#rrggbb', or in Display P3 a colour beyond sRGB as typed), or gives it back to its curves (null). */
  onOverride: (code: string | null) => void;
};

/** Returns a contrast reached as its target's method says it: '4.52:1', 'Lc 60.3'. */
function reachedText(cell: SystemCell): string {
  if (cell.reached === null || !cell.target) return '';
  return cell.target.method === 'wcag' ? `${cell.reached.toFixed(2)}:1` : `Lc ${cell.reached.toFixed(1)}`;
}

/**
 * The selected cell: its colour and OKLCH (a wide cell's P3 value, with its sRGB fallback and how far off that is),
 * where it comes from, its contrast on the background, its target and whether it reached it (and why not), and the
 * colour set by hand that overrides its curves.
 */
export const CellPanel = memo(function CellPanel({ steps, rowName, address, cell, alpha, gamut, onOverride }: CellPanelProps) {
  const { t } = useTranslation('system');
  if (!address || !cell) {
    return (
      <Panel aria-labelledby="system-cell-title">
        <h2 id="system-cell-title">{t('cell.title')}</h2>
        <Empty>{t('cell.empty')}</Empty>
      </Panel>
    );
  }
  const step = steps[address.step];
  // In Display P3 a colour beyond sRGB is kept as typed; a translucent one is no cell's colour, and is refused in words.
  const setByHand = (code: string, exact?: string) => {
    const text = overrideText(exact ?? code);
    if (text === null) showToast(t('cell.opaqueOnly'));
    else onOverride(text);
  };
  const wide = cell.p3 === null ? null : exactInfo(cell.p3);
  // A fixed cell's OKLCH is its colour's; the others' their curves' (a solved cell's lightness its colour's).
  const exact = cell.source === 'locked' || cell.source === 'override' ? (cell.p3 === null ? null : readExact(cell.p3)) : null;
  const oklch: Vec3 =
    cell.source === 'locked' || cell.source === 'override' ? (exact ? exactToOklch(exact) : packedToOklch(Number.parseInt(cell.hex.slice(1), 16))) : [cell.lightness, cell.chroma, cell.hue];
  const overrideLabel = t('cell.override');
  const target = cell.target ? (cell.target.against === null ? targetText(cell.target) : t('grid.targetAgainstStep', { target: targetText(cell.target), step: steps[cell.target.against] })) : '';
  const targetLine = cell.target
    ? cell.miss === 'unreachable'
      ? t('cell.unreachable', { target, reached: reachedText(cell) })
      : cell.miss === 'fixed'
        ? t('cell.fixedMiss', { target, reached: reachedText(cell) })
        : t('cell.reached', { target, reached: reachedText(cell) })
    : null;

  return (
    <Panel aria-labelledby="system-cell-title">
      <h2 id="system-cell-title">{t('cell.heading', { name: rowName, step, appearance: t(`grid.${address.appearance}`) })}</h2>
      <Swatch style={{ background: cell.p3 ?? cell.hex }} />
      <Facts>
        {cell.p3 !== null && wide !== null ? (
          <div className="block">
            <dt>{t('cell.p3')}</dt>
            <dd>
              {cell.p3}
              <ExactFallback info={wide} />
            </dd>
          </div>
        ) : (
          <div>
            <dt>Hex</dt>
            <dd>{cell.hex}</dd>
          </div>
        )}
        <div>
          <dt>{t('cell.oklch')}</dt>
          <dd>{`${(oklch[0] * 100).toFixed(1)}% ${oklch[1].toFixed(3)} ${Number.isNaN(oklch[2]) ? 0 : oklch[2].toFixed(1)}`}</dd>
        </div>
        {alpha ? (
          <div>
            <dt>{t('cell.alpha')}</dt>
            <dd>
              {alpha.srgb}
              {cell.p3 !== null ? <span className="p3">{alpha.p3}</span> : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cell.onBackground')}</dt>
          <dd>{`${cell.onBackground.wcag.toFixed(2)}:1 · Lc ${cell.onBackground.apca.toFixed(1)}`}</dd>
        </div>
      </Facts>
      <Notes>
        <li>{t(`cell.source.${cell.source}`)}</li>
        {targetLine ? <li className={cell.miss ? 'miss' : undefined}>{targetLine}</li> : null}
        {cell.p3 !== null && cell.target ? <li>{t('cell.judgedOnBoth')}</li> : null}
        {cell.clipped ? <li>{t(`cell.clipped.${gamut}`)}</li> : null}
      </Notes>
      <ColorInput
        label={overrideLabel}
        value={cell.hex}
        exact={cell.p3 ?? undefined}
        keepExact={gamut === 'p3'}
        onChange={setByHand}
        pickerLabel={t('row.pick', { field: overrideLabel })}
        clearLabel={t('row.clear', { field: overrideLabel })}
      />
      {cell.source === 'override' ? (
        <Button type="button" $variant="secondary" onClick={() => onOverride(null)}>
          {t('cell.backToCurves')}
        </Button>
      ) : null}
    </Panel>
  );
});

const Empty = styled.p`
  margin: 0;
  color: ${tokens.colors.textMuted};
`;

const Swatch = styled.div`
  height: 56px;
  border-radius: ${tokens.radius.medium}px;
  box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.12);
`;

const Facts = styled.dl`
  ${stack(tokens.space[1])}
  margin: 0;
  div { display: flex; justify-content: space-between; gap: ${tokens.space[3]}px; }
  dt { color: ${tokens.colors.textMuted}; }
  dd { display: grid; gap: 2px; justify-items: end; margin: 0; font-family: ${tokens.fonts.mono}; font-size: ${tokens.fontSizes[1]}px; text-align: right; overflow-wrap: anywhere; }
  dd > span { justify-content: flex-end; color: ${tokens.colors.textMuted}; }
  /* A value too long for the row's right side (a P3 value and its fallback) goes under its term. */
  .block { flex-direction: column; gap: 2px; }
  .block dd { justify-items: start; text-align: left; }
  .block dd > span { justify-content: flex-start; }
`;

const Notes = styled.ul`
  ${stack(tokens.space[1])}
  margin: 0;
  padding-left: 1.2em;
  font-size: ${tokens.fontSizes[1]}px;
  .miss { color: ${tokens.colors.danger}; }
`;
