import { useTranslation } from 'react-i18next';
import { EXTERNAL_LINKS } from '../../config/app';
import { StaticPage } from './StaticPage';
import { Block, StaticSections } from './StaticSections';

/** About Irodori: what it does and who makes it. */
export default function AboutPage() {
  const { t } = useTranslation(['common', 'static']);
  const links = [
    [EXTERNAL_LINKS.personalSite, t('static:about.links.personalSite')],
    [EXTERNAL_LINKS.twitter, t('static:about.links.twitter')],
    [EXTERNAL_LINKS.donation, t('static:about.links.donation')],
    [EXTERNAL_LINKS.iosApp, t('static:about.links.iosApp')],
  ] as const;
  return (
    <StaticPage title={t('titles.about')} description={t('static:about.lead')} lead={t('static:about.lead')}>
      <StaticSections i18nKey="about.sections" />
      <Block>
        <h2>{t('static:about.links.heading')}</h2>
        <ul>
          {links.map(([href, label]) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            </li>
          ))}
        </ul>
        <p>{t('static:about.links.contact')}</p>
      </Block>
    </StaticPage>
  );
}
