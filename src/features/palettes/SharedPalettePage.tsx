import { useMemo, useState } from 'react';
import { FileDown, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { parseSharedColors } from '../../core/model/share';
import { paths } from '../../config/paths';
import { usePalettesStore } from '../../stores/palettes';
import { showToast } from '../../stores/toasts';
import { Button } from '../../ui/Button';
import { ColorSwatchLink } from '../../ui/ColorSwatchLink';
import { PageMeta } from '../../ui/PageMeta';
import { PageColumn, PageTitle } from '../../ui/Page';
import { useLocalize } from '../../ui/i18n';
import { colorName } from '../../ui/palette/swatchText';
import { tokens } from '../../ui/theme';
import { lazyDialog } from '../../ui/lazyDialog';

const ExportDialog = lazyDialog(() => import('../../ui/export/ExportDialog').then((module) => module.ExportDialog));

/**
 * A palette shared by link (/palettes/preview?colors=ff0000-00ff00, SPEC §2): its colours, 'Add to my
 * palettes' (saved under the page's title, in the page's language) and Export. A malformed list shows an
 * empty palette; more than 100 colours keep the first 100.
 */
export default function SharedPalettePage() {
  const { t } = useTranslation('palettes');
  // The page's title is also the palette's name, in the page's language ('Shared Palette', '共有パレット'):
  // the name it is saved under and exported with.
  const title = t('common:titles.sharedPalette');
  const [params] = useSearchParams();
  const param = params.get('colors');
  const codes = useMemo(() => parseSharedColors(param), [param]);
  const create = usePalettesStore((state) => state.create);
  const navigate = useNavigate();
  const localize = useLocalize();
  const [exporting, setExporting] = useState(false);

  const add = () => {
    create(title, codes);
    navigate(localize(paths.palettes()));
    showToast(t('shared.added'), t('shared.addedDetail', { name: title }));
  };

  return (
    <PageColumn $width={600}>
      <PageMeta title={title} description={t('shared.description')} />
      <PageTitle>{title}</PageTitle>
      <Bar>
        <Count>{t('count', { count: codes.length })}</Count>
        <Actions>
          <Button type="button" onClick={() => setExporting(true)}>
            <FileDown aria-hidden />
            {t('editor.export')}
          </Button>
          <Button type="button" $variant="primary" onClick={add} disabled={codes.length === 0}>
            <Plus aria-hidden />
            {t('shared.add')}
          </Button>
        </Actions>
      </Bar>
      {codes.length === 0 ? (
        <Empty>{t('shared.empty')}</Empty>
      ) : (
        <>
          <Hint>{t('shared.dragHint')}</Hint>
          <List>
            {codes.map((code, i) => {
              const name = colorName(code);
              return (
                <li key={`${i}-${code}`}>
                  <Swatch code={code} name={name} dragId={`shared-${i}`}>
                    <span style={{ background: code }} />
                    <span>
                      <strong>{name}</strong>
                      <code>{code}</code>
                    </span>
                  </Swatch>
                </li>
              );
            })}
          </List>
        </>
      )}
      <ExportDialog open={exporting} onClose={() => setExporting(false)} name={title} codes={codes} />
    </PageColumn>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${tokens.space[3]}px;
  min-height: ${tokens.sizes.toolbar}px;
  margin-bottom: ${tokens.space[4]}px;
  border-bottom: 1px solid ${tokens.colors.border};
  padding-bottom: ${tokens.space[3]}px;
`;

const Count = styled.p`
  color: ${tokens.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${tokens.space[3]}px;
`;

const Hint = styled.p`
  margin-bottom: ${tokens.space[4] - 4}px;
  color: ${tokens.colors.textMuted};
  font-size: ${tokens.fontSizes[1]}px;
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokens.space[4] - 4}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${tokens.media.narrow} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Swatch = styled(ColorSwatchLink)`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  background: ${tokens.colors.surfaceRaised};
  text-decoration: none;
  touch-action: manipulation;
  transition: box-shadow 160ms ease, transform 160ms ease;
  > span:first-child {
    height: 112px;
    box-shadow: inset 0 -1px 0 ${tokens.colors.swatchEdge};
  }
  > span:last-child {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space[1]}px;
    padding: ${tokens.space[3] + 2}px ${tokens.space[4] - 4}px ${tokens.space[4] - 4}px;
  }
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: ${tokens.fontSizes[1]}px;
  }
  code {
    font-family: ${tokens.fonts.mono};
    font-size: ${tokens.fontSizes[0]}px;
    color: ${tokens.colors.textMuted};
  }
  &:hover {
    box-shadow: ${tokens.colors.shadow};
    transform: translateY(-2px);
  }
  ${tokens.media.reducedMotion} {
    &:hover { transform: none; }
  }
`;

const Empty = styled.p`
  padding: ${tokens.space[5]}px ${tokens.space[4]}px;
  border: 1px dashed ${tokens.colors.border};
  border-radius: ${tokens.radius.large}px;
  text-align: center;
  color: ${tokens.colors.textMuted};
`;
