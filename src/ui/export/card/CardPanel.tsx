import { useMemo, useState } from 'react';
import { Download, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CARD_SIZES, cardSvg, paletteCard, type CardSize, type CardStyle } from '../../../core/card/paletteCard';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../Button';
import { SegmentedControl } from '../../SegmentedControl';
import { tokens } from '../../theme';
import { useThemeMode } from '../../useThemeMode';
import { downloadFile } from '../download';
import { Actions, Hint } from '../exportParts';
import { fileBase } from '../identifiers';
import type { ExportInput } from '../types';
import { cardPng } from './drawCard';
import { PrintSheet } from './PrintSheet';

const SIZES = Object.keys(CARD_SIZES) as CardSize[];
const STYLES: readonly CardStyle[] = ['light', 'dark'];

/** Returns '1080 × 1080' for a size. */
const dimensions = (size: CardSize) => `${CARD_SIZES[size].width} × ${CARD_SIZES[size].height}`;

/**
 * The export dialog's Picture tab: a palette card in a size and a style, previewed as it will be saved, as
 * PNG (drawn on a canvas) or SVG, and a printable page for paper or PDF. The card starts in the app's theme.
 */
export function CardPanel({ input }: { input: ExportInput }) {
  const { t } = useTranslation('formats');
  const [size, setSize] = useState<CardSize>('square');
  const themeMode = useThemeMode();
  const [style, setStyle] = useState<CardStyle>(themeMode);
  const [drawing, setDrawing] = useState(false);
  const layout = useMemo(
    () => paletteCard({ name: input.name, colors: input.colors, size, style, subtitle: t('card.count', { count: input.colors.length }), credit: t('card.credit') }),
    [input, size, style, t],
  );
  const svg = useMemo(() => cardSvg(layout), [layout]);
  const base = `${fileBase(input.name)}-${layout.width}x${layout.height}`;

  const downloadPng = async () => {
    setDrawing(true);
    try {
      downloadFile(await cardPng(layout), `${base}.png`, 'image/png');
    } catch {
      showToast(t('card.failed'));
    } finally {
      setDrawing(false);
    }
  };

  return (
    <>
      <Controls>
        <SegmentedControl
          label={t('card.size')}
          name="card-size"
          options={SIZES.map((id) => ({ id, label: t(`card.sizes.${id}`) }))}
          value={size}
          onChange={setSize}
        />
        <SegmentedControl label={t('card.style')} name="card-style" options={STYLES.map((id) => ({ id, label: t(`card.styles.${id}`) }))} value={style} onChange={setStyle} />
      </Controls>
      <Hint>
        {t(`card.sizes.${size}`)} · {dimensions(size)} px. {t('card.hint')}
      </Hint>
      <Preview
        role="img"
        aria-label={t('card.preview', { size: `${t(`card.sizes.${size}`)}, ${dimensions(size)}` })}
        style={{ aspectRatio: `${layout.width} / ${layout.height}`, width: `min(100%, ${Math.round((360 * layout.width) / layout.height)}px)` }}
        // Our own markup (every text in it escaped by cardSvg), named by this element.
        dangerouslySetInnerHTML={{ __html: svg.replace(/^<\?xml[^>]*>\n<svg /, '<svg aria-hidden="true" ') }}
      />
      <Actions>
        <Button type="button" onClick={() => window.print()}>
          <Printer aria-hidden />
          {t('card.print')}
        </Button>
        <Button type="button" onClick={() => downloadFile(svg, `${base}.svg`, 'image/svg+xml')}>
          <Download aria-hidden />
          {t('card.downloadSvg')}
        </Button>
        <Button type="button" $variant="primary" disabled={drawing} onClick={() => void downloadPng()}>
          <Download aria-hidden />
          {t('card.downloadPng')}
        </Button>
      </Actions>
      <PrintSheet name={input.name} colors={input.colors} />
    </>
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[3]}px;
`;

const Preview = styled.div`
  margin: 0 auto ${tokens.space[4]}px;
  max-height: 360px;
  border-radius: ${tokens.radius.medium}px;
  box-shadow: 0 0 0 1px ${tokens.colors.border};
  overflow: hidden;
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;
