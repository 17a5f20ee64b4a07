import { useMemo } from 'react';
import { Redo2, RotateCcw, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { parseSharedColors, parseSharedName, SHARED_EXACT_PARAM, withSharedExact } from '../../core/model/share';
import { exactInfo, fallbackOf } from '../../core/exact/authoredColor';
import { paths } from '../../config/paths';
import { Button } from '../../ui/Button';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { IconButton } from '../../ui/IconButton';
import { PageMeta } from '../../ui/PageMeta';
import { PageColumn, PageTitle } from '../../ui/Page';
import { TabPanel, Tabs } from '../../ui/Tabs';
import { PaletteCheck } from '../../ui/check/PaletteCheck';
import { TryOn } from '../../ui/tryon/TryOn';
import { useLocalize } from '../../ui/i18n';
import { useColorName } from '../../ui/palette/swatchText';
import { tokens } from '../../ui/theme';
import { PaletteActions } from '../../ui/palette/PaletteActions';
import { usePaletteActions } from '../../ui/palette/usePaletteActions';
import { useSavePalette } from '../../ui/palette/useSavePalette';
import { usePaletteHistory } from '../../ui/usePaletteHistory';
import { bareList, cardSurface, columns, fullestColumns, hoverLift, mutedSmall, spreadRow } from '../../ui/styles';
import { EmptyState } from '../../ui/surfaces';
import { ExactMark, paintOf } from '../../ui/ExactMark';

/** The page's views: the colours, the palette check (?view=check) or the try-on (?view=tryon). */
type View = 'colors' | 'check' | 'tryon';
const VIEWS: readonly View[] = ['colors', 'check', 'tryon'];
const TABS_ID = 'shared';
/** The check's grid and its pair preview side by side need a wider column than the colours. */
const CHECK_WIDTH = 1240;

/**
 * A palette shared by link (/palettes/preview?colors=ff0000-00ff00, SPEC §2): its colours, 'Add to my
 * palettes' (a name prefilled with the link's `name`, or the page's title in the page's language; then the
 * list, SPEC §2) and Export. A malformed list shows an
 * empty palette; more than 100 colours keep the first 100. The Check tab (?view=check) checks the palette;
 * its fixes change a copy on this page (undoable, the link itself unchanged), which is what Add and Export take.
 */
export default function SharedPalettePage() {
  const { t } = useTranslation('palettes');
  const colorName = useColorName();
  // The page's title is also the palette's name, in the page's language ('Shared Palette', '共有パレット'):
  // the name it is saved under and exported with.
  const title = t('common:titles.sharedPalette');
  const [params, setParams] = useSearchParams();
  const param = params.get('colors');
  // The name the sender's palette has, when the link carries it; the page says it is shared above it.
  const name = parseSharedName(params.get('name'));
  const view: View = VIEWS.find((v) => v !== 'colors' && v === params.get('view')) ?? 'colors';
  const exactParam = params.get(SHARED_EXACT_PARAM);
  // The colours as authored: codes, and exact texts for the wide and translucent ones the link carries.
  const shared = useMemo(() => withSharedExact(parseSharedColors(param), exactParam), [param, exactParam]);
  // The copy the check's fixes change; a new link starts a new copy.
  const history = usePaletteHistory(shared, { follow: 'restart' });
  const codes = history.current;
  // What the check and the try-on judge: the sRGB codes (a wide colour's fallback).
  const fallbacks = useMemo(() => codes.map(fallbackOf), [codes]);
  const edited = codes !== shared;
  const navigate = useNavigate();
  const localize = useLocalize();
  const actions = usePaletteActions(codes, name ?? title);
  const saving = useSavePalette(() => navigate(localize(paths.palettes())));
  const selectView = (next: View) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next !== 'colors') updated.set('view', next);
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );

  return (
    <PageColumn $width={view === 'colors' ? 600 : CHECK_WIDTH}>
      <PageMeta title={name ?? title} description={t('shared.description')} />
      {name !== null ? <Eyebrow>{title}</Eyebrow> : null}
      <PageTitle>{name ?? title}</PageTitle>
      <Bar>
        <Count>{t('count', { count: codes.length })}</Count>
        <PaletteActions actions={actions} show={['save']} onSave={() => saving.save(codes, name ?? title)} labels={{ save: t('shared.add') }} saveAdds primary="save" />
        <Actions>
          <PaletteActions actions={actions} show={['export', 'copy', 'theme']} />
        </Actions>
      </Bar>
      {codes.length > 0 ? (
        <ViewTabs>
          <Tabs<View>
            idPrefix={TABS_ID}
            label={t('shared.views')}
            tabs={[
              { id: 'colors' as const, label: t('shared.colors') },
              { id: 'check' as const, label: t('editor.check') },
              { id: 'tryon' as const, label: t('editor.tryOn') },
            ]}
            selected={view}
            onSelect={selectView}
          />
        </ViewTabs>
      ) : null}
      {history.canUndo || history.canRedo ? (
        <Edited role="status">
          <span>{edited ? t('shared.edited') : t('shared.unchanged')}</span>
          <span>
            <IconButton type="button" $size={36} aria-label={t('editor.undo')} title={t('editor.undoHint')} disabled={!history.canUndo} onClick={history.undo}>
              <Undo2 aria-hidden />
            </IconButton>
            <IconButton type="button" $size={36} aria-label={t('editor.redo')} title={t('editor.redoHint')} disabled={!history.canRedo} onClick={history.redo}>
              <Redo2 aria-hidden />
            </IconButton>
            <Button type="button" $variant="ghost" disabled={!edited} onClick={() => history.push(shared)}>
              <RotateCcw aria-hidden />
              {t('shared.reset')}
            </Button>
          </span>
        </Edited>
      ) : null}
      {codes.length === 0 ? (
        <EmptyState>{t('shared.empty')}</EmptyState>
      ) : view === 'tryon' ? (
        <TabPanel idPrefix={TABS_ID} id="tryon">
          <TryOn source={{ kind: 'palette', codes, onApply: (index, code) => history.push(codes.map((c, i) => (i === index ? code : c))) }} />
        </TabPanel>
      ) : view === 'check' ? (
        <TabPanel idPrefix={TABS_ID} id="check">
          <PaletteCheck
            codes={codes}
            onApply={(index, code) => history.push(codes.map((c, i) => (i === index ? code : c)))}
          />
        </TabPanel>
      ) : (
        <TabPanel idPrefix={TABS_ID} id="colors">
          <Hint>{t('shared.dragHint')}</Hint>
          <List $count={codes.length}>
            {codes.map((text, i) => {
              const code = fallbacks[i];
              const name = colorName(code);
              const info = exactInfo(text);
              return (
                <li key={`${i}-${text}`}>
                  <Swatch code={code} exact={info?.exact} name={name} namedByText dragId={`shared-${i}`}>
                    <span style={{ background: info ? paintOf(info.exact, info.alpha) : code }} />
                    <span>
                      <strong>{name}</strong> <code>{text}</code>
                      {info ? <ExactMark info={info} /> : null}
                    </span>
                  </Swatch>
                </li>
              );
            })}
          </List>
        </TabPanel>
      )}
      {actions.exportDialog}
      {saving.dialog}
    </PageColumn>
  );
}

/** 'Shared Palette' above a palette's own name. */
const Eyebrow = styled.p`
  ${mutedSmall}
  margin-bottom: ${tokens.space[2]}px;
`;

const ViewTabs = styled.div`
  max-width: 320px;
  margin-bottom: ${tokens.space[4]}px;
`;

const Edited = styled.div`
  ${spreadRow}
  gap: ${tokens.space[2]}px ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[4]}px;
  padding: ${tokens.space[2]}px ${tokens.space[2]}px ${tokens.space[2]}px ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
  font-size: ${tokens.fontSizes[1]}px;
  > span:last-child { display: flex; align-items: center; gap: ${tokens.space[1]}px; }
`;

/**
 * The count with Add to my palettes beside it, and the other actions on a row of their own under them: four labelled
 * buttons do not fit the page's 600 px column, and a row that wraps leaves one stranded.
 */
const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokens.space[3]}px;
  min-height: ${tokens.sizes.toolbar}px;
  margin-bottom: ${tokens.space[4]}px;
  border-bottom: 1px solid ${tokens.colors.border};
  padding-bottom: ${tokens.space[3]}px;
`;

const Count = styled.p`
  color: ${tokens.colors.textMuted};
`;

/** Export, Copy codes and Make a theme, under the count: on a phone they wrap rather than run off the screen. */
const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]}px;
  min-width: 0;
`;

const Hint = styled.p`
  margin-bottom: ${tokens.space[4] - 4}px;
  ${mutedSmall}
`;

/** The colours in three to five columns (two or three on phones), whichever leaves the fullest last row. */
const List = styled.ul<{ $count: number }>`
  ${({ $count }) => columns(fullestColumns($count, [3, 4, 5]), tokens.space[4] - 4, { narrow: fullestColumns($count, [2, 3]) })}
  ${bareList}
`;

/** A card as tall as the tallest of its row (a name on two lines): the rows stay even. */
const Swatch = styled(ColorSwatchLink)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${cardSurface}
  text-decoration: none;
  touch-action: manipulation;
  transition: box-shadow 160ms ease, transform 160ms ease;
  > span:first-child {
    height: 112px;
    box-shadow: inset 0 -1px 0 ${tokens.colors.swatchEdge};
  }
  > span:last-child {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: ${tokens.space[1]}px;
    padding: ${tokens.space[3] + 2}px ${tokens.space[4] - 4}px ${tokens.space[4] - 4}px;
  }
  /* A name on up to two lines: five columns leave a card about 110 px. */
  strong {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    font-size: ${tokens.fontSizes[1]}px;
  }
  code {
    font-family: ${tokens.fonts.mono};
    font-size: ${tokens.fontSizes[0]}px;
    color: ${tokens.colors.textMuted};
    /* An exact text (oklch(…)) is longer than a card is wide. */
    overflow-wrap: anywhere;
  }
  [role='img'] { align-self: flex-start; color: ${tokens.colors.textMuted}; }
  ${hoverLift}
`;

