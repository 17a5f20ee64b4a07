import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageColumn, PageIntro, PageTitle } from '../../../ui/Page';
import { PageMeta } from '../../../ui/PageMeta';
import { mutedSmall, stack } from '../../../ui/styles';
import { tokens } from '../../../ui/theme';
import { GradientModes } from '../GradientModes';
import { HistoryButtons } from '../../../ui/HistoryButtons';
import { MeshCss, MeshImage } from './MeshOutput';
import { MeshPreview } from './MeshPreview';
import { GridSettings, PointSettings } from './MeshSettings';
import { useMeshAddress } from './useMeshAddress';

/**
 * The gradient tool's mesh page: a grid of colour points that a smooth surface passes through, the points dragged on
 * the preview (painted by the engine in its worker) and coloured beside it; exported as a PNG or WebP at any size, and
 * as layered CSS that comes close to it, with how close. The address holds the whole mesh.
 */
export default function MeshPage() {
  const { t } = useTranslation(['mesh', 'gradient', 'common']);
  const history = useMeshAddress();
  const { value: mesh, edit } = history;
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, mesh.points.length - 1);
  const title = t('common:titles.mesh');

  return (
    <PageColumn $width={1180}>
      <PageMeta title={title} description={t('description')} />
      <PageTitle>{title}</PageTitle>
      <GradientModes current="mesh" />
      <PageIntro>{t('intro')}</PageIntro>
      <Layout>
        <PreviewArea>
          <MeshPreview mesh={mesh} selected={index} onSelect={setSelected} onChange={(next) => edit(next)} onDrag={history.hold} label={t('preview.label', { columns: mesh.columns, rows: mesh.rows })} />
          <PreviewBar>
            <Hint>{t('preview.hint')}</Hint>
            <HistoryButtons canUndo={history.canUndo} canRedo={history.canRedo} onUndo={history.undo} onRedo={history.redo} />
          </PreviewBar>
        </PreviewArea>
        <Side aria-label={t('settings')}>
          <PointSettings mesh={mesh} index={index} onChange={(next) => edit(next)} />
          <GridSettings mesh={mesh} onChange={(next) => edit(next, true)} />
          <MeshImage mesh={mesh} />
        </Side>
        <CodeArea>
          <MeshCss mesh={mesh} />
        </CodeArea>
      </Layout>
    </PageColumn>
  );
}

/** The preview and the CSS in the wide column, the settings beside them; on a narrow screen the settings come between. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  grid-template-rows: auto 1fr;
  grid-template-areas: 'preview side' 'code side';
  gap: ${tokens.space[5]}px;
  align-items: start;
  /* Room above for the top row's handles, which stand half outside the preview. */
  margin-top: ${tokens.space[4]}px;
  ${tokens.media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: none;
    grid-template-areas: 'preview' 'side' 'code';
  }
`;

/**
 * The handles of points on the preview's edge stand half outside it, their touch area further: clipped a little beyond
 * the column (the page's margin on a phone), so a point on the edge never widens the page.
 */
const PreviewArea = styled.div`
  grid-area: preview;
  /* The bottom row's handles stand half below the preview: the bar keeps clear of them. */
  ${stack(tokens.space[4])}
  min-width: 0;
  overflow: clip;
  overflow-clip-margin: ${tokens.space[5]}px;
  ${tokens.media.narrow} {
    overflow-clip-margin: ${tokens.space[4]}px;
  }
`;

const PreviewBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
`;

const Hint = styled.p`
  ${mutedSmall}
  margin: 0;
`;


const Side = styled.section`
  grid-area: side;
  ${stack(tokens.space[4])}
  min-width: 0;
`;

const CodeArea = styled.div`
  grid-area: code;
  min-width: 0;
`;
