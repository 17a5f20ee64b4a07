import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CREDIT_LINKS } from '../../config/credits';
import { paths } from '../../config/paths';
import { tokens } from '../../ui/theme';
import '../../ui/japaneseWordsFont';
import { StaticPage } from './StaticPage';
import { Block } from './StaticSections';

/** A credit: its texts under `static:license.<id>` (a heading, paragraphs, and the text of each link) and its links. */
type Credit = { id: string; paragraphs: readonly string[]; links: readonly (readonly [href: string, text: string])[] };

const CREDITS: readonly Credit[] = [
  {
    id: 'names',
    paragraphs: ['body', 'resene'],
    links: [[CREDIT_LINKS.colorNamesSource, 'source'], [CREDIT_LINKS.colorNamesLicense, 'licenseLink']],
  },
  {
    id: 'japanese',
    paragraphs: ['body'],
    links: [[CREDIT_LINKS.japaneseColorsSource, 'source'], [CREDIT_LINKS.japaneseColorsLicense, 'licenseLink']],
  },
  {
    id: 'wada',
    paragraphs: ['body'],
    links: [[CREDIT_LINKS.wadaSource, 'source'], [CREDIT_LINKS.wadaLicense, 'licenseLink'], [CREDIT_LINKS.wadaCorrections, 'corrections']],
  },
  {
    id: 'charts',
    paragraphs: ['body'],
    links: [
      [CREDIT_LINKS.colorBrewer, 'colorbrewer'],
      [CREDIT_LINKS.colorBrewerLicense, 'apache'],
      [CREDIT_LINKS.okabeIto, 'okabeIto'],
      [CREDIT_LINKS.viridis, 'viridis'],
      [CREDIT_LINKS.viridisLicense, 'viridisLicense'],
      [CREDIT_LINKS.d3ScaleChromatic, 'd3'],
    ],
  },
  {
    id: 'systems',
    paragraphs: ['body'],
    links: Object.entries(CREDIT_LINKS.systems).map(([id, href]) => [href, `names.${id}`] as const),
  },
  {
    id: 'icons',
    paragraphs: ['body'],
    links: [[CREDIT_LINKS.lucide, 'lucide'], [CREDIT_LINKS.lucideLicense, 'licenseLink']],
  },
];

/** Credits: the colour-name list, the traditional Japanese colours, Wada Sanzō's combinations, the chart colour sets, the design systems' colours, the icons, and the generated open-source licences file. */
export default function LicensePage() {
  const { t } = useTranslation(['common', 'static']);
  return (
    <StaticPage title={t('titles.license')} lead={t('static:license.lead')}>
      {CREDITS.map(({ id, paragraphs, links }) => (
        <CreditBlock key={id}>
          <h2>{t(`static:license.${id}.heading`)}</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{t(`static:license.${id}.${paragraph}`)}</p>
          ))}
          <p>
            {links.map(([href, text], i) => (
              <Fragment key={text}>
                {i > 0 ? ' · ' : null}
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {t(`static:license.${id}.${text}`)}
                </a>
              </Fragment>
            ))}
          </p>
        </CreditBlock>
      ))}
      <Block>
        <h2>{t('static:license.oss.heading')}</h2>
        <p>{t('static:license.oss.body')}</p>
        <p>
          <a href={paths.licensesFile()}>
            {t('static:license.oss.link')}
          </a>
        </p>
      </Block>
    </StaticPage>
  );
}

/** A credit, whose Japanese words (the book's title, 配色事典) are set in the Japanese face's cut of them. */
const CreditBlock = styled(Block)`
  font-family: ${tokens.fonts.bodyJapanese};
`;
