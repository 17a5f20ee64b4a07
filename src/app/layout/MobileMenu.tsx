import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { EXTERNAL_LINKS } from '../../config/app';
import { paths } from '../../config/paths';
import { LocalLink, LocalNavLink } from '../../ui/i18n';
import { tokens } from '../../ui/theme';
import { useOverlayPanel } from '../../ui/useOverlayPanel';
import { MAIN_NAV, TOOLS_NAV } from './navItems';

/** The mobile menu, below the header; locks page scrolling while open (SPEC §2). */
export function MobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  useOverlayPanel(onClose);

  return (
    <Panel id={id} aria-label={t('nav.main')}>
      <Section>
        {[...MAIN_NAV, ...TOOLS_NAV].map(({ to, labelKey, icon: Icon, end }) => (
          <Item key={to} to={to} end={end}>
            <Icon aria-hidden />
            {t(labelKey)}
          </Item>
        ))}
      </Section>
      <Section>
        <Secondary to={paths.about()}>{t('nav.about')}</Secondary>
        <External href={EXTERNAL_LINKS.iosApp} target="_blank" rel="noopener noreferrer">
          {t('nav.iosApp')}
          <ExternalLink aria-hidden />
        </External>
        <External href={EXTERNAL_LINKS.twitter} target="_blank" rel="noopener noreferrer">
          {t('nav.twitter')}
          <ExternalLink aria-hidden />
        </External>
        <Secondary to={paths.license()}>{t('nav.license')}</Secondary>
        <Secondary to={paths.privacy()}>{t('nav.privacy')}</Secondary>
      </Section>
    </Panel>
  );
}

const Panel = styled.nav`
  position: fixed;
  inset: ${tokens.sizes.mobileHeader}px 0 0 0;
  z-index: 29;
  overflow-y: auto;
  padding: ${tokens.space[4]}px;
  background: ${tokens.colors.background};
`;

const Section = styled.div`
  display: grid;
  gap: ${tokens.space[1]}px;
  padding: ${tokens.space[3]}px 0;
  & + & { border-top: 1px solid ${tokens.colors.border}; }
`;

const Item = styled(LocalNavLink)`
  display: flex;
  align-items: center;
  gap: ${tokens.space[4] - 4}px;
  min-height: 48px;
  padding: 0 ${tokens.space[4] - 4}px;
  border-radius: ${tokens.radius.medium}px;
  font-size: ${tokens.fontSizes[3]}px;
  font-weight: ${tokens.fontWeights.bold};
  text-decoration: none;
  svg { width: 22px; height: 22px; }
  &.active { background: ${tokens.colors.surfaceHover}; }
`;

const Secondary = styled(LocalLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${tokens.space[4] - 4}px;
  color: ${tokens.colors.textMuted};
  text-decoration: none;
`;

const External = styled.a`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]}px;
  min-height: 44px;
  padding: 0 ${tokens.space[4] - 4}px;
  color: ${tokens.colors.textMuted};
  text-decoration: none;
  svg { width: 14px; height: 14px; }
`;
