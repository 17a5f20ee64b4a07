import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PRODUCT_NAME } from '../../config/app';
import { paths } from '../../config/paths';
import { LocalLink, LocalNavLink } from '../../ui/i18n';
import { Logo } from '../../ui/Logo';
import { tokens } from '../../ui/theme';
import { LanguageSwitcher } from './LanguageSwitcher';
import { INFO_NAV, MAIN_NAV, TOOLS_NAV, type NavItem } from './navItems';

function NavList({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  return (
    <List>
      {items.map(({ to, labelKey, icon: Icon, end }) => (
        <li key={to}>
          <Item to={to} end={end}>
            <Icon aria-hidden />
            <span>{t(labelKey)}</span>
          </Item>
        </li>
      ))}
    </List>
  );
}

/** The fixed left sidebar of the desktop layout (SPEC §2 Layout). */
export function Sidebar() {
  const { t } = useTranslation();
  return (
    <Aside>
      <Brand to={paths.home()}>
        <Logo size={30} />
        <span aria-hidden>{PRODUCT_NAME}</span>
      </Brand>
      <nav aria-label={t('nav.main')}>
        <NavList items={MAIN_NAV} />
        <Heading id="sidebar-tools">{t('nav.tools')}</Heading>
        <NavList items={TOOLS_NAV} />
      </nav>
      <Foot>
        <FootLinks>
          {INFO_NAV.map(({ to, labelKey }) => (
            <LocalLink key={to} to={to}>
              {t(labelKey)}
            </LocalLink>
          ))}
        </FootLinks>
        <LanguageSwitcher />
      </Foot>
    </Aside>
  );
}

const Aside = styled.aside`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 20;
  display: flex;
  flex-direction: column;
  width: ${tokens.sizes.sidebar}px;
  padding: ${tokens.space[4]}px;
  border-right: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  overflow-y: auto;
  ${tokens.media.tablet} {
    display: none;
  }
`;

const Brand = styled(LocalLink)`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]}px;
  height: ${tokens.sizes.topBar - tokens.space[4]}px;
  padding: 0 ${tokens.space[3]}px;
  margin-bottom: ${tokens.space[4]}px;
  font-size: ${tokens.fontSizes[4]}px;
  font-weight: ${tokens.fontWeights.bold};
  text-decoration: none;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${tokens.space[1]}px;
`;

const Item = styled(LocalNavLink)`
  display: flex;
  align-items: center;
  gap: ${tokens.space[4] - 4}px;
  min-height: 44px;
  padding: 0 ${tokens.space[4] - 4}px;
  border-radius: ${tokens.radius.medium}px;
  color: ${tokens.colors.textMuted};
  font-weight: ${tokens.fontWeights.bold};
  font-size: ${tokens.fontSizes[1]}px;
  text-decoration: none;
  svg { width: 20px; height: 20px; flex: none; }
  /* Should a label ever wrap, never start a line with 「ー」 or a small kana. */
  span { line-break: strict; }
  &:hover { background: ${tokens.colors.surfaceHover}; color: ${tokens.colors.text}; }
  &.active {
    background: ${tokens.colors.surfaceHover};
    color: ${tokens.colors.text};
  }
`;

const Heading = styled.h2`
  margin: ${tokens.space[5] - 8}px 0 ${tokens.space[3]}px;
  padding: 0 ${tokens.space[4] - 4}px;
  font-size: ${tokens.fontSizes[0]}px;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${tokens.colors.textMuted};
`;

const Foot = styled.div`
  margin-top: auto;
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${tokens.space[3]}px;
  padding-top: ${tokens.space[4]}px;
`;

const FootLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]}px ${tokens.space[4] - 4}px;
  font-size: ${tokens.fontSizes[0]}px;
  /* Each link is a full 24 px target however the row wraps (WCAG 2.5.8). */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: ${tokens.colors.textMuted};
  }
`;
