import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { newestFirst } from '../../core/model/collection';
import { isFull, type Palette } from '../../core/model/palette';
import { usePalettesStore } from '../../stores/palettes';
import { showColorToast } from '../../stores/toasts';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { tokens } from '../theme';
import { CreatePaletteDialog } from './CreatePaletteDialog';
import { PaletteStrip } from './PaletteStrip';
import { centredRow, mutedSmall, swatchChip } from '../styles';
import { PaletteName, PaletteMeta } from './paletteText';
import { cssOf } from '../../core/exact/authoredColor';

type SelectPaletteDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The colour to save, '#rrggbb'. */
  code: string;
};

/**
 * 'Save to palette' (SPEC §2 Dialogs): the palettes newest first in a 400 px scrolling list; choosing
 * one adds the colour and confirms with a colour toast. A full palette is disabled. Create opens the
 * create dialog, and the new palette receives the colour.
 */
export function SelectPaletteDialog({ open, onClose, code }: SelectPaletteDialogProps) {
  const { t } = useTranslation('palettes');
  const palettes = usePalettesStore((state) => state.palettes);
  const addColor = usePalettesStore((state) => state.addColor);
  const [creating, setCreating] = useState(false);

  const saved = (palette: Palette) => showColorToast(code, t('select.saved', { name: palette.name }));
  const choose = (palette: Palette) => {
    if (addColor(palette.uuid, code) === 'added') saved(palette);
    onClose();
  };

  return (
    <>
      <Modal
        open={open && !creating}
        onClose={onClose}
        title={t('select.title')}
        footer={
          <Button type="button" onClick={() => setCreating(true)}>
            <Plus aria-hidden />
            {t('create.title')}
          </Button>
        }
      >
        <Target>
          <Swatch style={{ background: code }} aria-hidden />
          <span>{t('select.hint', { code })}</span>
        </Target>
        {palettes.length === 0 ? (
          <Empty>{t('select.empty')}</Empty>
        ) : (
          <List aria-label={t('select.listLabel')}>
            {newestFirst(palettes).map((palette) => {
              const full = isFull(palette);
              return (
                <li key={palette.uuid}>
                  <Row type="button" disabled={full} onClick={() => choose(palette)}>
                    <PaletteStrip codes={palette.colors.map(cssOf)} height={28} />
                    <PaletteName>{palette.name}</PaletteName>
                    <PaletteMeta>{full ? t('select.full') : t('count', { count: palette.colors.length })}</PaletteMeta>
                  </Row>
                </li>
              );
            })}
          </List>
        )}
      </Modal>
      <CreatePaletteDialog
        open={open && creating}
        codes={[code]}
        onClose={() => setCreating(false)}
        onCreated={(palette) => {
          saved(palette);
          onClose();
        }}
      />
    </>
  );
}

const Target = styled.p`
  ${centredRow}
  gap: ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[4]}px;
  ${mutedSmall}
`;

const Swatch = styled.span`
  ${swatchChip(20, tokens.radius.small)}
  flex: none;
`;

const Empty = styled.p`
  padding: ${tokens.space[5]}px 0;
  text-align: center;
  color: ${tokens.colors.textMuted};
`;

const List = styled.ul`
  max-height: 400px;
  overflow-y: auto;
  margin: 0 -${tokens.space[3]}px;
  padding: 0;
  list-style: none;
`;

const Row = styled.button`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokens.space[4] - 4}px;
  width: 100%;
  height: ${tokens.sizes.rowHeight}px;
  padding: 0 ${tokens.space[3]}px;
  border: 0;
  border-radius: ${tokens.radius.medium}px;
  background: transparent;
  text-align: left;
  &:hover:not(:disabled) { background: ${tokens.colors.surfaceHover}; }
  &:disabled { cursor: not-allowed; opacity: 0.6; }
`;
