import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EXTERNAL_LINKS, PRODUCT_NAME } from '../../config/app';
import { paths } from '../../config/paths';
import { Button } from '../../ui/Button';
import { LocalLink } from '../../ui/i18n';
import { Logo } from '../../ui/Logo';
import { ThemeToggle } from '../../ui/ThemeToggle';
import { tokens } from '../../ui/theme';
import { SkipLink } from './AppLayout';
import { LanguageSwitcher } from './LanguageSwitcher';
import { INFO_NAV } from './navItems';
import { PageOutlet } from './PageOutlet';

/** The frame of the static pages: a marketing header and a footer (SPEC §2 Layout). */
export function MarketingLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink href="#main">{t('nav.skip')}</SkipLink>
      <Header>
        <Brand to={paths.home()}>
          <Logo size={32} />
          <span aria-hidden>{PRODUCT_NAME}</span>
        </Brand>
        <Actions>
          <Button as={LocalLink} to={paths.home()} $variant="primary">
            {t('nav.goToApp')}
          </Button>
          <ThemeToggle />
          <LanguageSwitcher />
        </Actions>
      </Header>
      <Main id="main" tabIndex={-1}>
        <PageOutlet />
      </Main>
      <Footer>
        <nav aria-label={t('nav.footer')}>
          {INFO_NAV.map(({ to, labelKey }) => (
            <LocalLink key={to} to={to}>
              {t(labelKey)}
            </LocalLink>
          ))}
          <a href={EXTERNAL_LINKS.twitter} target="_blank" rel="noopener noreferrer">
            {t('nav.twitter')}
          </a>
        </nav>
        <small>© {PRODUCT_NAME}</small>
      </Footer>
    </>
  );
}

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[4]}px;
  max-width: 960px;
  height: ${tokens.sizes.header}px;
  margin: 0 auto;
  padding: 0 ${tokens.sizes.sidePadding}px;
  ${tokens.media.narrow} {
    padding: 0 ${tokens.sizes.sidePaddingNarrow}px;
  }
`;

const Brand = styled(LocalLink)`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]}px;
  font-size: ${tokens.fontSizes[4]}px;
  font-weight: ${tokens.fontWeights.bold};
  text-decoration: none;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]}px;
`;

const Main = styled.main`
  max-width: 760px;
  margin: 0 auto;
  padding: ${tokens.space[5]}px ${tokens.sizes.sidePadding}px
    ${tokens.space[6]}px;
  line-height: ${tokens.lineHeights.relaxed};
  &:focus { outline: none; }
  ${tokens.media.narrow} {
    padding: ${tokens.space[4]}px ${tokens.sizes.sidePaddingNarrow}px;
  }
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[4]}px;
  max-width: 960px;
  margin: 0 auto;
  padding: ${tokens.space[5]}px ${tokens.sizes.sidePadding}px;
  border-top: 1px solid ${tokens.colors.border};
  color: ${tokens.colors.textMuted};
  nav { display: flex; flex-wrap: wrap; gap: ${tokens.space[4]}px; }
  a { color: ${tokens.colors.textMuted}; }
`;
