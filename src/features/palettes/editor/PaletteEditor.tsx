import { useState } from 'react';
import { AppWindow, ArrowLeft, Blend, ClipboardPaste, Eye, EyeOff, FileDown, ListChecks, PaintRoller, PenLine, Plus, Redo2, Shapes, Share2, Trash2, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { addColor, appendColors, duplicateColor, isFull, moveColor, removeColor, replaceColor, MAX_PALETTE_COLORS, type Palette, type PaletteColor } from '../../../core/model/palette';
import { cssOf } from '../../../core/exact/authoredColor';
import { paths } from '../../../config/paths';
import { usePalettesStore } from '../../../stores/palettes';
import { useBinStore } from '../../../stores/bin';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../../ui/Button';
import { IconButton } from '../../../ui/IconButton';
import { PageMeta } from '../../../ui/PageMeta';
import { PageColumn } from '../../../ui/Page';
import { copyColors } from '../../../ui/copy/copyColors';
import { CopySplitButton } from '../../../ui/copy/CopyButtons';
import { LocalLink, useLocalize } from '../../../ui/i18n';
import { RenameDialog } from '../../../ui/palette/RenameDialog';
import { tokens } from '../../../ui/theme';
import { lazyDialog } from '../../../ui/lazyDialog';
import { PaletteActions } from '../../../ui/palette/PaletteActions';
import { usePaletteActions } from '../../../ui/palette/usePaletteActions';
import { MoreMenu, type MoreMenuItem } from './MoreMenu';
import { ColorRow } from './ColorRow';
import { SortableColorList } from '../../../ui/dnd/SortableColorList';
import { usePaletteVersions } from './usePaletteVersions';
import { VisionView } from './VisionView';
import { PaletteCheck } from '../../../ui/check/PaletteCheck';
import { TryOn } from '../../../ui/tryon/TryOn';
import { withData } from '../../../ui/data/pageData';
import { centredRow, mutedSmall } from '../../../ui/styles';
import { DashedButton } from '../../../ui/surfaces';

const ColorPickerDialog = lazyDialog(() => import('../../../ui/picker/ColorPickerDialog').then((module) => module.ColorPickerDialog));
const ImportDialog = lazyDialog(withData(['colorNames'], () => import('../../../ui/import/ImportDialog').then((module) => module.ImportDialog)));

type Dialog = 'rename' | 'import' | null;
/** What the page shows of the palette: the editable list, the colour-blindness view, the palette check or the try-on. */
type View = 'colors' | 'vision' | 'check' | 'tryon';

/**
 * The editor of one palette: its name with Try on and Copy codes beside it, the view switch (colour-blindness view,
 * check) on a row of its own, a 56 px toolbar (undo, redo, export, share, more), the sortable colour rows and 'Add
 * color', or one of the read views instead of the rows; the check's fixes are changes like any other. Every change
 * goes through the core palette model, pushes an undo version and is stored.
 */
export function PaletteEditor({ palette, onLeave }: { palette: Palette; onLeave: () => void }) {
  const { t } = useTranslation('palettes');
  const localize = useLocalize();
  const navigate = useNavigate();
  const renameStored = usePalettesStore((state) => state.rename);
  const deletePalette = useBinStore((state) => state.deletePalette);
  const putBack = useBinStore((state) => state.putBack);
  const { change, undo, redo, canUndo, canRedo } = usePaletteVersions(palette);
  const [view, setView] = useState<View>('colors');
  const toggle = (next: View) => setView((current) => (current === next ? 'colors' : next));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState<PaletteColor | null>(null);
  const full = isFull(palette);
  // The sRGB codes (wide colours' fallbacks) for the views that judge codes, and the colours as authored for the
  // actions that keep them (export, share link).
  const codes = palette.colors.map((c) => c.code);
  const authored = palette.colors.map(cssOf);

  const actions = usePaletteActions(authored, palette.name, { shareName: true });
  const remove = () => {
    if (!window.confirm(t('editor.confirmDelete'))) return;
    onLeave();
    deletePalette(palette.uuid);
    navigate(localize(paths.palettes()));
    const uuid = palette.uuid;
    showToast(t('editor.deleted'), t('editor.deletedDetail'), { label: t('editor.undoDelete'), run: () => putBack(uuid) });
  };

  const menu: MoreMenuItem[] = [
    {
      id: 'vision',
      label: view === 'vision' ? t('editor.hideVision') : t('editor.showVision'),
      icon: view === 'vision' ? <EyeOff aria-hidden /> : <Eye aria-hidden />,
      onSelect: () => toggle('vision'),
      mobileOnly: true,
    },
    {
      id: 'check',
      label: view === 'check' ? t('editor.hideCheck') : t('editor.showCheck'),
      icon: <ListChecks aria-hidden />,
      onSelect: () => toggle('check'),
      mobileOnly: true,
    },
    {
      id: 'tryon',
      label: view === 'tryon' ? t('editor.hideTryOn') : t('editor.showTryOn'),
      icon: <AppWindow aria-hidden />,
      onSelect: () => toggle('tryon'),
      mobileOnly: true,
    },
    { id: 'rename', label: t('editor.rename'), icon: <PenLine aria-hidden />, onSelect: () => setDialog('rename') },
    { id: 'import', label: t('editor.addFromText'), icon: <ClipboardPaste aria-hidden />, onSelect: () => setDialog('import'), disabled: full },
    { id: 'export', label: t('editor.export'), icon: <FileDown aria-hidden />, onSelect: actions.openExport, mobileOnly: true },
    { id: 'share', label: t('editor.share'), icon: <Share2 aria-hidden />, onSelect: actions.share, mobileOnly: true, disabled: codes.length === 0 },
    { id: 'theme', label: t('makeTheme'), icon: <PaintRoller aria-hidden />, onSelect: () => navigate(localize(actions.themePath)), disabled: codes.length === 0 },
    { id: 'gradient', label: t('makeGradient'), icon: <Blend aria-hidden />, onSelect: () => actions.gradientPath && navigate(localize(actions.gradientPath)), disabled: actions.gradientPath === null },
    { id: 'recolor', label: t('recolorArtwork'), icon: <Shapes aria-hidden />, onSelect: () => navigate(localize(actions.recolorPath)), disabled: codes.length === 0 },
    { id: 'delete', label: t('editor.delete'), icon: <Trash2 aria-hidden />, onSelect: remove, danger: true },
  ];

  return (
    <PageColumn $width={view === 'check' || view === 'tryon' ? CHECK_WIDTH : 600}>
      <PageMeta title={palette.name} noindex />
      <Back to={paths.palettes()}>
        <ArrowLeft aria-hidden />
        {t('common:titles.palettes')}
      </Back>
      <Header>
        <h1>{palette.name}</h1>
        <Count>{t('count', { count: palette.colors.length })}</Count>
        {palette.colors.length > 0 ? (
          <HeaderActions>
            <TryOnToggle type="button" $variant={view === 'tryon' ? 'primary' : 'secondary'} aria-pressed={view === 'tryon'} onClick={() => toggle('tryon')}>
              <AppWindow aria-hidden />
              {t('editor.tryOn')}
            </TryOnToggle>
            <CopySplitButton codes={authored} label={t('tools:generator.copyAll')} what={t('common:copy.palette')} messages={{ copied: actions.copiedMessage }} />
          </HeaderActions>
        ) : null}
      </Header>

      <Views role="group" aria-label={t('shared.views')}>
        <Button type="button" $variant={view === 'vision' ? 'primary' : 'secondary'} aria-pressed={view === 'vision'} onClick={() => toggle('vision')}>
          <Eye aria-hidden />
          {t('editor.vision')}
        </Button>
        <Button type="button" $variant={view === 'check' ? 'primary' : 'secondary'} aria-pressed={view === 'check'} onClick={() => toggle('check')}>
          <ListChecks aria-hidden />
          {t('editor.check')}
        </Button>
      </Views>

      <Toolbar>
        <Group>
          <IconButton type="button" aria-label={t('editor.undo')} title={t('editor.undoHint')} disabled={!canUndo} onClick={undo}>
            <Undo2 aria-hidden />
          </IconButton>
          <IconButton type="button" aria-label={t('editor.redo')} title={t('editor.redoHint')} disabled={!canRedo} onClick={redo}>
            <Redo2 aria-hidden />
          </IconButton>
        </Group>
        <Group>
          <DesktopOnly>
            <PaletteActions actions={actions} show={['export', 'share']} />
          </DesktopOnly>
          <MoreMenu label={t('editor.more')} items={menu} />
        </Group>
      </Toolbar>

      {palette.colors.length === 0 ? (
        <Empty>
          <p>{t('editor.empty')}</p>
          <span>{t('editor.emptyHint')}</span>
        </Empty>
      ) : view === 'vision' ? (
        <VisionView colors={palette.colors} />
      ) : view === 'tryon' ? (
        <TryOn
          source={{
            kind: 'palette',
            codes: authored,
            onApply: (index, code) => {
              const target = palette.colors[index];
              if (target) change((p) => replaceColor(p, target.uuid, code));
            },
          }}
        />
      ) : view === 'check' ? (
        <PaletteCheck
          codes={authored}
          onApply={(index, code) => {
            const target = palette.colors[index];
            if (target) change((p) => replaceColor(p, target.uuid, code));
          }}
        />
      ) : (
        <SortableColorList layout="vertical" ids={palette.colors.map((c) => c.uuid)} codes={codes} onMove={(from, to) => change((p) => moveColor(p, from, to))}>
          <List aria-label={t('editor.listLabel')}>
            {palette.colors.map((color) => (
              <ColorRow
                key={color.uuid}
                color={color}
                canDuplicate={!full}
                onEdit={() => setEditing(color)}
                onCopy={() => void copyColors([cssOf(color)])}
                onDuplicate={() => change((p) => duplicateColor(p, color.uuid))}
                onRemove={() => change((p) => removeColor(p, color.uuid))}
              />
            ))}
          </List>
        </SortableColorList>
      )}

      {view === 'colors' ? (
        full ? (
          <FullNote>{t('editor.full', { max: MAX_PALETTE_COLORS })}</FullNote>
        ) : (
          <AddButton type="button" onClick={() => change((p) => addColor(p))}>
            <Plus aria-hidden />
            {t('editor.addColor')}
          </AddButton>
        )
      ) : null}

      <ColorPickerDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('editor.editTitle')}
        initialColor={editing ? cssOf(editing) : '#ffffff'}
        keepExact
        onApply={(code) => {
          const target = editing;
          if (target && code !== cssOf(target)) change((p) => replaceColor(p, target.uuid, code));
        }}
      />
      <RenameDialog
        open={dialog === 'rename'}
        onClose={() => setDialog(null)}
        name={palette.name}
        onRename={(name) => renameStored(palette.uuid, name)}
      />
      {actions.exportDialog}
      <ImportDialog
        open={dialog === 'import'}
        onClose={() => setDialog(null)}
        target={palette}
        onAppend={(added) => change((p) => appendColors(p, added))}
      />
    </PageColumn>
  );
}

/** The check's grid and its pair preview side by side need a wider column than the list. */
const CHECK_WIDTH = 1240;

const Back = styled(LocalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  margin-bottom: ${tokens.space[4]}px;
  margin-left: -${tokens.space[2]}px;
  padding: ${tokens.space[2]}px ${tokens.space[3]}px ${tokens.space[2]}px ${tokens.space[2]}px;
  border-radius: ${tokens.radius.small}px;
  ${mutedSmall}
  font-weight: ${tokens.fontWeights.bold};
  text-decoration: none;
  svg { width: 16px; height: 16px; }
  &:hover { color: ${tokens.colors.text}; background: ${tokens.colors.surfaceHover}; }
`;

/**
 * The palette's name with Try on and Copy codes beside its first line, and its count under it. On tablets and phones
 * the name has the width to itself and Copy codes goes beside the count (Try on is in the More menu there).
 */
const Header = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'title actions' 'count actions';
  gap: ${tokens.space[1]}px ${tokens.space[4]}px;
  margin-bottom: ${tokens.space[4]}px;
  h1 {
    grid-area: title;
    font-size: ${tokens.fontSizes[6]}px;
    line-height: ${tokens.lineHeights.tight};
    overflow-wrap: anywhere;
    text-wrap: balance;
    ${tokens.media.narrow} {
      font-size: ${tokens.fontSizes[5]}px;
    }
  }
  ${tokens.media.tablet} {
    grid-template-areas: 'title title' 'count actions';
    align-items: center;
  }
`;

const Count = styled.p`
  grid-area: count;
  color: ${tokens.colors.textMuted};
`;

/** Centred on the name's first line: (its line height − a button's 40 px) / 2. */
const HeaderActions = styled.div`
  grid-area: actions;
  align-self: start;
  ${centredRow}
  gap: ${tokens.space[2]}px;
  margin-top: ${(tokens.fontSizes[6] * tokens.lineHeights.tight - 40) / 2}px;
  ${tokens.media.tablet} {
    align-self: center;
    margin-top: 0;
  }
`;

/** The view switch: its toggles joined in one control, a row of its own over the toolbar (phones reach the views from More). */
const Views = styled.div`
  display: flex;
  margin-bottom: ${tokens.space[2]}px;
  > button { border-radius: 0; }
  > button:first-child { border-radius: ${tokens.radius.medium}px 0 0 ${tokens.radius.medium}px; }
  > button:last-child { border-radius: 0 ${tokens.radius.medium}px ${tokens.radius.medium}px 0; }
  > button + button { margin-left: -1px; }
  > button[aria-pressed='true'], > button:focus-visible { position: relative; z-index: 1; }
  ${tokens.media.tablet} {
    display: none;
  }
`;

const Toolbar = styled.div`
  position: sticky;
  top: ${tokens.sizes.topBar}px;
  z-index: 5;
  ${centredRow}
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
  height: ${tokens.sizes.toolbar}px;
  margin-bottom: ${tokens.space[4]}px;
  border-bottom: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.background};
  ${tokens.media.tablet} {
    top: ${tokens.sizes.mobileHeader}px;
  }
`;

const Group = styled.div`
  ${centredRow}
  gap: ${tokens.space[2]}px;
`;

/** Phones reach the try-on from the More menu. */
const TryOnToggle = styled(Button)`
  ${tokens.media.tablet} {
    display: none;
  }
`;

const DesktopOnly = styled.div`
  ${centredRow}
  gap: ${tokens.space[2]}px;
  ${tokens.media.tablet} {
    display: none;
  }
`;

const List = styled.ul`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4] - 6}px;
  margin: 0;
  padding: 0;
`;

const Empty = styled.div`
  padding: ${tokens.space[5]}px ${tokens.space[4]}px;
  border: 1px dashed ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  text-align: center;
  p { font-weight: ${tokens.fontWeights.bold}; margin-bottom: ${tokens.space[2]}px; }
  span { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[1]}px; }
`;

const AddButton = styled(DashedButton)`
  width: 100%;
  margin-top: ${tokens.space[4] - 4}px;
`;

const FullNote = styled.p`
  margin-top: ${tokens.space[4]}px;
  text-align: center;
  ${mutedSmall}
`;
