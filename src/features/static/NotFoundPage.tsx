import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { Button } from '../../ui/Button';
import { PageMeta } from '../../ui/PageMeta';
import { Muted, PageTitle } from '../../ui/Page';
import { LocalLink } from '../../ui/i18n';

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
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 560px;
  padding: ${({ theme }) => theme.space[6]}px 0;
  h1 { margin: 0; }
`;

const Code = styled.p`
  font-size: ${({ theme }) => theme.fontSizes[7]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colors.textMuted};
`;
