import { useEffect, useRef, useState } from 'react';
import { ArrowLeft, ChevronsLeft, ChevronsRight, CopyPlus, ExternalLink, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { duplicateColor, isFull, removeColor, type Palette } from '../../core/model/palette';
import { paths } from '../../config/paths';
import { useDrawerStore } from '../../stores/drawer';
import { usePalettesStore } from '../../stores/palettes';
import { showColorToast, showToast } from '../../stores/toasts';
import { HexInput } from '../../ui/HexInput';
import { IconButton } from '../../ui/IconButton';
import { useColorDropTarget } from '../../ui/dnd/useColorDropTarget';
import { LocalLink } from '../../ui/i18n';
import { useColorName } from '../../ui/palette/swatchText';
import { tokens } from '../../ui/theme';
import { DrawerEmpty, DrawerFrame } from './drawerParts';
import { DrawerHeader } from './DrawerHeader';
import { bareList, centredRow, ellipsis, mutedCode, swatchChip } from '../../ui/styles';
import { exactInfo } from '../../core/exact/authoredColor';
import { ExactMark, paintOf } from '../../ui/ExactMark';

/**
 * The drawer's detail view of one palette: back to the list, a link to the palette page, widen/narrow,
 * its colours in small rows (swatch, name, code, duplicate, remove), a hex field to add a colour, and
 * the whole list as a drop target for colours dragged from anywhere in the app.
 */
export function DetailView({ palette }: { palette: Palette }) {
  const colorName = useColorName();
  const { t } = useTranslation('palettes');
  const showList = useDrawerStore((state) => state.showList);
  const wide = useDrawerStore((state) => state.wide);
  const toggleWide = useDrawerStore((state) => state.toggleWide);
  const update = usePalettesStore((state) => state.update);
  const addColor = usePalettesStore((state) => state.addColor);
  const list = useRef<HTMLDivElement>(null);
  const [scrollToEnd, setScrollToEnd] = useState(0);
  const [hexKey, setHexKey] = useState(0);
  const full = isFull(palette);

  // After an add or a duplicate, show the end of the list (SPEC §2 Palette drawer).
  useEffect(() => {
    if (scrollToEnd === 0 || !list.current) return;
    list.current.scrollTo({ top: list.current.scrollHeight });
  }, [scrollToEnd]);

  const add = (code: string) => {
    if (addColor(palette.uuid, code) === 'added') {
      showColorToast(code, t('select.saved', { name: palette.name }));
      setScrollToEnd((n) => n + 1);
      return true;
    }
    showToast(t('drawer.full'), t('drawer.fullDetail', { name: palette.name }));
    return false;
  };
  const { setNodeRef, isOver, active } = useColorDropTarget(`drawer-detail-${palette.uuid}`, add, { label: palette.name });

  return (
    <>
      <DrawerHeader
        actions={
          <WideToggle
            type="button"
            aria-label={wide ? t('drawer.narrow') : t('drawer.widen')}
            title={wide ? t('drawer.narrow') : t('drawer.widen')}
            aria-pressed={wide}
            onClick={toggleWide}
          >
            {wide ? <ChevronsRight aria-hidden /> : <ChevronsLeft aria-hidden />}
          </WideToggle>
        }
      >
        <IconButton type="button" aria-label={t('drawer.back')} title={t('drawer.back')} onClick={showList}>
          <ArrowLeft aria-hidden />
        </IconButton>
        <Title>
          <h2>{palette.name}</h2>
          <span>{t('count', { count: palette.colors.length })}</span>
        </Title>
      </DrawerHeader>
      <Tools>
        <HexInput
          key={hexKey}
          label={t('drawer.addHex')}
          clearLabel={t('editor.clear')}
          placeholder={t('drawer.addHexPlaceholder')}
          commitOnBlur={false}
          disabled={full}
          onCommit={(code) => {
            if (add(code)) setHexKey((k) => k + 1);
          }}
        />
        <PageLink to={paths.palette(palette.uuid)}>
          <ExternalLink aria-hidden />
          {t('drawer.openPage')}
        </PageLink>
      </Tools>
      <DrawerFrame>
        <Body
          ref={(node) => {
            list.current = node;
            setNodeRef(node);
          }}
          $over={isOver}
          $dragging={active}
          data-testid="drawer-drop-zone"
        >
          {palette.colors.length === 0 ? (
            <DrawerEmpty>
              <strong>{t('editor.empty')}</strong>
              <span>{t('drawer.dropHint')}</span>
            </DrawerEmpty>
          ) : (
            <Rows aria-label={t('editor.listLabel')} $wide={wide}>
              {palette.colors.map((color) => {
                const label = `${colorName(color.code)} ${color.code}`;
                const info = color.exact === undefined ? null : exactInfo(color.exact);
                return (
                  <Row key={color.uuid}>
                    {/* Named by its text ('{name} {code}'), as it is seen; a wide colour shows its exact text and marks. */}
                    <SwatchLink to={paths.color(color.code, color.exact)}>
                      <span style={{ background: info ? paintOf(info.exact, info.alpha) : color.code }} aria-hidden />
                      <span>
                        <Name>{colorName(color.code)}</Name> <Code>{info ? info.exact : color.code}</Code>
                        {info ? <ExactMark info={info} /> : null}
                      </span>
                    </SwatchLink>
                    <IconButton
                      type="button"
                      $size={36}
                      aria-label={t('editor.duplicate', { label })}
                      title={t('editor.duplicateShort')}
                      disabled={full}
                      onClick={() => {
                        update(palette.uuid, (p) => duplicateColor(p, color.uuid));
                        setScrollToEnd((n) => n + 1);
                      }}
                    >
                      <CopyPlus aria-hidden />
                    </IconButton>
                    <IconButton
                      type="button"
                      $size={36}
                      aria-label={t('editor.remove', { label })}
                      title={t('editor.removeShort')}
                      onClick={() => update(palette.uuid, (p) => removeColor(p, color.uuid))}
                    >
                      <Trash2 aria-hidden />
                    </IconButton>
                  </Row>
                );
              })}
            </Rows>
          )}
        </Body>
        {/* Over the list, not in it, so nothing moves under the dragged colour. */}
        {active ? <DropHint aria-hidden>{full ? t('drawer.full') : t('drawer.dropHere')}</DropHint> : null}
      </DrawerFrame>
    </>
  );
}

const WideToggle = styled(IconButton)`
  ${tokens.media.tablet} {
    display: none;
  }
`;

const Title = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  span { color: ${tokens.colors.textMuted}; font-size: ${tokens.fontSizes[0]}px; }
`;

const Tools = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]}px;
  flex: none;
  padding: ${tokens.space[4]}px;
`;

const PageLink = styled(LocalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]}px;
  align-self: flex-start;
  color: ${tokens.colors.accent};
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  text-decoration: none;
  svg { width: 16px; height: 16px; }
  &:hover { text-decoration: underline; }
`;

const Body = styled.div<{ $over: boolean; $dragging: boolean }>`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  margin: 0 ${tokens.space[3]}px ${tokens.space[3]}px;
  padding: ${tokens.space[2]}px;
  border: 2px dashed transparent;
  border-radius: ${tokens.radius.large}px;
  transition: border-color 120ms ease, background-color 120ms ease;
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      border-color: ${theme.colors.border};
    `}
  ${({ $over, theme }) =>
    $over &&
    css`
      border-color: ${theme.colors.accent};
      background: ${theme.colors.surface};
    `}
`;

const DropHint = styled.p`
  position: absolute;
  left: ${tokens.space[5]}px;
  right: ${tokens.space[5]}px;
  bottom: ${tokens.space[5]}px;
  pointer-events: none;
  box-shadow: ${tokens.colors.shadow};
  padding: ${tokens.space[3]}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.accent};
  color: ${tokens.colors.accentText};
  font-size: ${tokens.fontSizes[1]}px;
  font-weight: ${tokens.fontWeights.bold};
  text-align: center;
`;

const Rows = styled.ul<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: ${({ $wide }) => ($wide ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)')};
  gap: ${tokens.space[1]}px ${tokens.space[3]}px;
  ${bareList}
  ${tokens.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Row = styled.li`
  ${centredRow}
  gap: ${tokens.space[1]}px;
  padding-right: ${tokens.space[2]}px;
  border-radius: ${tokens.radius.medium}px;
  &:hover { background: ${tokens.colors.surface}; }
`;

const SwatchLink = styled(LocalLink)`
  ${centredRow}
  gap: ${tokens.space[4] - 4}px;
  flex: 1;
  min-width: 0;
  padding: ${tokens.space[2]}px;
  border-radius: ${tokens.radius.medium}px;
  text-decoration: none;
  > span:first-child {
    flex: none;
    ${swatchChip(44, tokens.radius.medium)}
  }
  > span:last-child { display: flex; flex-direction: column; min-width: 0; }
  [role='img'] { align-self: flex-start; margin-top: 2px; color: ${tokens.colors.textMuted}; }
`;

const Name = styled.span`
  ${ellipsis}
  font-weight: ${tokens.fontWeights.bold};
  font-size: ${tokens.fontSizes[1]}px;
`;

const Code = styled.span`
  ${mutedCode}
  ${ellipsis}
`;
