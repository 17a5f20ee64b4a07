import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { LocalLink, useLanguage } from '../../ui/i18n';
import { tokens } from '../../ui/theme';
import type { JapaneseMatchState } from './useJapaneseMatch';
import { centredRow, mutedSmall, swatchChip, wrapRow } from '../../ui/styles';

/** Formats a ΔE for display: one decimal (0.0 for an exact match). */
export function formatDeltaE(deltaE: number): string {
  return (Math.floor(deltaE * 10) / 10).toFixed(1);
}

/**
 * The detail strip's traditional-colour cell content: the nearest traditional Japanese colour with its
 * swatch, kanji, reading, English meaning (English pages), code, and how close it is (ΔE and a word),
 * linking to that colour's page. It keeps its height while the match is on its way (no layout shift).
 */
export function JapaneseMatch({ match }: { match: JapaneseMatchState }) {
  const { t } = useTranslation('color');
  const lang = useLanguage();
  if (match.status === 'loading') return <Row aria-busy="true"><Placeholder aria-hidden /><Muted>{t('japanese.loading')}</Muted></Row>;
  if (match.status === 'failed') return <Row><Muted>{t('japanese.failed')}</Muted></Row>;
  const { entry, deltaE, closeness } = match;
  return (
    <Row>
      <Swatch style={{ background: entry.code }} aria-hidden />
      <Names>
        <Kanji to={paths.color(entry.code)} lang="ja" aria-label={t('japanese.open', { name: entry.kanji, code: entry.code })}>
          {entry.kanji}
        </Kanji>
        <Reading lang={lang === 'ja' ? 'ja' : 'ja-Latn'}>{lang === 'ja' ? entry.kana : entry.romaji}</Reading>
        {lang === 'en' ? <English>{entry.english}</English> : null}
      </Names>
      <Closeness title={t('japanese.deltaEHelp')}>
        <code>{entry.code}</code>
        <span>{t('japanese.deltaE', { value: formatDeltaE(deltaE) })}</span>
        <Pill data-closeness={closeness}>{t(`japanese.closeness.${closeness}`)}</Pill>
      </Closeness>
    </Row>
  );
}

const Row = styled.div`
  ${wrapRow}
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
  min-height: 48px;
`;

const Placeholder = styled.span`
  width: 48px;
  height: 48px;
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surfaceHover};
`;

const Muted = styled.span`
  ${mutedSmall}
`;

const Swatch = styled.span`
  display: block;
  flex: none;
  ${swatchChip(48, tokens.radius.medium)}
`;

const Names = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${tokens.space[3]}px;
  flex: 1 1 160px;
  min-width: 0;
`;

const Kanji = styled(LocalLink)`
  font-size: ${tokens.fontSizes[3]}px;
  font-weight: ${tokens.fontWeights.bold};
  color: ${tokens.colors.text};
  text-underline-offset: 4px;
  text-decoration-thickness: 1px;
`;

const Reading = styled.span`
  ${mutedSmall}
`;

const English = styled.span`
  flex-basis: 100%;
  ${mutedSmall}
`;

const Closeness = styled.div`
  ${centredRow}
  gap: ${tokens.space[3]}px;
  ${mutedSmall}
  code { font-family: ${tokens.fonts.mono}; color: ${tokens.colors.text}; }
`;

const Pill = styled.span`
  padding: 2px ${tokens.space[3]}px;
  border-radius: 999px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surface};
  color: ${tokens.colors.text};
  font-weight: ${tokens.fontWeights.bold};
  font-size: ${tokens.fontSizes[0]}px;
`;
