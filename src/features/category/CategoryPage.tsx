import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
// Deep imports: the core's barrel also holds the colour-name table, which this page leaves to the engine.
import { getCategory, isCategoryId } from '../../core/category/categories';
import { paths } from '../../config/paths';
import { PageMeta } from '../../ui/PageMeta';
import { Muted, PageTitle } from '../../ui/Page';
import { useLanguage, useLocalize } from '../../ui/i18n';
import { tokens } from '../../ui/theme';
import { PointerText } from '../../ui/PointerText';
import { useVisitSeed } from '../../ui/useVisitSeed';
import { BackToTop } from './BackToTop';
import { CategoryChips } from './CategoryChips';
import { CategoryGrid } from './CategoryGrid';

/**
 * A category page (SPEC §2): chips for the 17 categories and an endless grid of the category's random
 * colours. An unknown id redirects to /404.
 */
export default function CategoryPage() {
  const { categoryId } = useParams();
  const localize = useLocalize();
  if (!isCategoryId(categoryId)) return <Navigate to={localize(paths.notFound())} replace />;
  return <CategoryView categoryId={categoryId} />;
}

function CategoryView({ categoryId }: { categoryId: Parameters<typeof getCategory>[0] }) {
  const { t } = useTranslation(['common', 'explore']);
  const lang = useLanguage();
  const [seed] = useVisitSeed(`category:${categoryId}`);
  const category = getCategory(categoryId);
  const name = lang === 'ja' ? category.nameJa : category.name;
  const title = t('titles.category', { name });
  // Inside an English sentence the category reads in lower case ('Random blue magenta colors …').
  const inSentence = lang === 'en' ? name.toLowerCase() : name;
  const description =
    category.hueRange === null
      ? t('explore:category.neutralDescription')
      : t('explore:category.description', { name: inSentence, from: category.hueRange[0], to: category.hueRange[1] });
  return (
    <>
      <PageMeta title={title} description={description} keywords={t('explore:category.keywords', { name: inSentence })} />
      <Header>
        <PageTitle>{title}</PageTitle>
        <Muted>
          <PointerText
            fine={description}
            coarse={
              category.hueRange === null
                ? t('explore:category.neutralDescriptionTouch')
                : t('explore:category.descriptionTouch', { name: inSentence, from: category.hueRange[0], to: category.hueRange[1] })
            }
          />
        </Muted>
      </Header>
      <ChipsRow>
        <CategoryChips current={categoryId} />
      </ChipsRow>
      <CategoryGrid key={`${categoryId}:${seed}`} categoryId={categoryId} seed={seed} label={title} />
      <BackToTop />
    </>
  );
}

const Header = styled.div`
  margin-bottom: ${tokens.space[5] - 8}px;
  h1 { margin-bottom: ${tokens.space[3]}px; }
`;

const ChipsRow = styled.div`
  margin-bottom: ${tokens.space[5]}px;
`;
