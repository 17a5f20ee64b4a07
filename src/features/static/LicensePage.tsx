import { useTranslation } from 'react-i18next';
import { CREDIT_LINKS } from '../../config/credits';
import { paths } from '../../config/paths';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/Page';
import { Block, Lead } from './StaticSections';

/** Credits: the colour-name list, the traditional Japanese colours, Wada Sanzō's combinations, the icons, and the generated open-source licences file. */
export default function LicensePage() {
  const { t } = useTranslation(['common', 'static']);
  const title = t('titles.license');
  return (
    <article>
      <PageMeta title={title} />
      <PageTitle>{title}</PageTitle>
      <Lead>{t('static:license.lead')}</Lead>
      <Block>
        <h2>{t('static:license.names.heading')}</h2>
        <p>{t('static:license.names.body')}</p>
        <p>{t('static:license.names.resene')}</p>
        <p>
          <a href={CREDIT_LINKS.colorNamesSource} target="_blank" rel="noopener noreferrer">
            {t('static:license.names.source')}
          </a>
          {' · '}
          <a href={CREDIT_LINKS.colorNamesLicense} target="_blank" rel="noopener noreferrer">
            {t('static:license.names.licenseLink')}
          </a>
        </p>
      </Block>
      <Block>
        <h2>{t('static:license.japanese.heading')}</h2>
        <p>{t('static:license.japanese.body')}</p>
        <p>
          <a href={CREDIT_LINKS.japaneseColorsSource} target="_blank" rel="noopener noreferrer">
            {t('static:license.japanese.source')}
          </a>
          {' · '}
          <a href={CREDIT_LINKS.japaneseColorsLicense} target="_blank" rel="noopener noreferrer">
            {t('static:license.japanese.licenseLink')}
          </a>
        </p>
      </Block>
      <Block>
        <h2>{t('static:license.wada.heading')}</h2>
        <p>{t('static:license.wada.body')}</p>
        <p>
          <a href={CREDIT_LINKS.wadaSource} target="_blank" rel="noopener noreferrer">
            {t('static:license.wada.source')}
          </a>
          {' · '}
          <a href={CREDIT_LINKS.wadaLicense} target="_blank" rel="noopener noreferrer">
            {t('static:license.wada.licenseLink')}
          </a>
          {' · '}
          <a href={CREDIT_LINKS.wadaCorrections} target="_blank" rel="noopener noreferrer">
            {t('static:license.wada.corrections')}
          </a>
        </p>
      </Block>
      <Block>
        <h2>{t('static:license.icons.heading')}</h2>
        <p>{t('static:license.icons.body')}</p>
        <p>
          <a href={CREDIT_LINKS.lucide} target="_blank" rel="noopener noreferrer">
            {t('static:license.icons.lucide')}
          </a>
          {' · '}
          <a href={CREDIT_LINKS.lucideLicense} target="_blank" rel="noopener noreferrer">
            {t('static:license.icons.licenseLink')}
          </a>
        </p>
      </Block>
      <Block>
        <h2>{t('static:license.oss.heading')}</h2>
        <p>{t('static:license.oss.body')}</p>
        <p>
          <a href={paths.licensesFile()}>
            {t('static:license.oss.link')}
          </a>
        </p>
      </Block>
    </article>
  );
}
