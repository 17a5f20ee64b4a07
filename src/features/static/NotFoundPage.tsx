import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { Button } from '../../ui/Button';
import { PageMeta } from '../../ui/PageMeta';
import { Muted, PageTitle } from '../../ui/Page';
import { LocalLink } from '../../ui/i18n';
import { tokens } from '../../ui/theme';

/** The not-found page, for unknown paths, /404 and invalid colours, categories or palettes. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const title = t('titles.notFound');
  return (
    <Wrap>
      <PageMeta title={title} />
      <Code aria-hidden>404</Code>
      <PageTitle>{title}</PageTitle>
      <Muted>{t('notFound.message')}</Muted>
      <Button as={LocalLink} to={paths.home()} $variant="primary">
        {t('notFound.home')}
      </Button>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: grid;
  justify-items: start;
  gap: ${tokens.space[4]}px;
  max-width: 560px;
  padding: ${tokens.space[6]}px 0;
  h1 { margin: 0; }
`;

const Code = styled.p`
  font-size: ${tokens.fontSizes[7]}px;
  font-weight: ${tokens.fontWeights.bold};
  font-family: ${tokens.fonts.mono};
  color: ${tokens.colors.textMuted};
`;
