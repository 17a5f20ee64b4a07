import { useEffect, useId, useState, type ReactNode } from 'react';
import { Archive, DatabaseBackup, FileCheck2, HardDrive, History, ShieldAlert, ShieldCheck, Trash2, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBackupStatusStore } from '../../../stores/backupStatus';
import { useBinStore } from '../../../stores/bin';
import { usePalettesStore } from '../../../stores/palettes';
import { appStorageBytes } from '../../../stores/storage';
import { useThemesStore } from '../../../stores/themes';
import { Button } from '../../../ui/Button';
import { useLanguage } from '../../../ui/i18n';
import { tokens } from '../../../ui/theme';
import { cardSurface, cluster, mutedSmall, stack } from '../../../ui/styles';
import { isSafari, usePersisted } from './useStorageStatus';
import { byteSize, timeAgo } from './when';

/** Which of the data dialogs to open. */
export type DataDialog = 'backup' | 'restore' | 'bin';

/**
 * "Your data", at the foot of My Palettes: whether the browser protects the library from eviction, the
 * storage it uses, the last backup and the kept file, and the ways in: back up, restore, the bin.
 */
export function YourData({ onOpen }: { onOpen: (dialog: DataDialog) => void }) {
  const titleId = useId();
  const { t } = useTranslation('data');
  const lang = useLanguage();
  const palettes = usePalettesStore((state) => state.palettes);
  const status = useBackupStatusStore((state) => state.status);
  const themes = useThemesStore((state) => state.themes);
  const bin = useBinStore((state) => state.entries);
  const binCount = bin.length;
  const persisted = usePersisted();
  // What the library takes, counted from the app's own keys: the browser's estimate adds the offline copy of the app
  // and its caches, and swings by megabytes between visits with the library unchanged. Counted after hydration (the
  // built page has no storage), and again when the stored palettes, themes or bin change.
  const [usage, setUsage] = useState<number | null>(null);
  useEffect(() => setUsage(appStorageBytes()), [palettes, themes, bin]);
  const now = Date.now();

  return (
    <Section aria-labelledby={titleId}>
      <Head>
        <DatabaseBackup aria-hidden />
        <div>
          <h2 id={titleId}>{t('section.title')}</h2>
          <p>{t('section.intro')}</p>
        </div>
      </Head>
      <Facts>
        {persisted === null ? null : persisted ? (
          <Fact icon={<ShieldCheck aria-hidden />} $tone="good">{t('section.protected')}</Fact>
        ) : (
          <Fact icon={<ShieldAlert aria-hidden />}>{t('section.unprotected')}</Fact>
        )}
        {/* Nothing stored yet: no line saying "0 B". */}
        {usage === null || usage === 0 ? null : <Fact icon={<HardDrive aria-hidden />}>{t('section.usage', { size: byteSize(usage, lang) })}</Fact>}
        <Fact icon={<History aria-hidden />}>
          {status.lastBackupAt === null ? t('section.neverBackedUp') : t('section.lastBackup', { when: timeAgo(status.lastBackupAt, now, lang) })}
        </Fact>
        {status.keptFile !== null ? <Fact icon={<FileCheck2 aria-hidden />}>{t('section.keptFile', { name: status.keptFile })}</Fact> : null}
        {isSafari() ? <Fact icon={<ShieldAlert aria-hidden />}>{t('section.safari')}</Fact> : null}
      </Facts>
      <Actions>
        <Button type="button" $variant="primary" onClick={() => onOpen('backup')}>
          <Archive aria-hidden />
          {t('section.backUp')}
        </Button>
        <Button type="button" onClick={() => onOpen('restore')}>
          <Upload aria-hidden />
          {t('section.restore')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => onOpen('bin')}>
          <Trash2 aria-hidden />
          {t('section.bin', { count: binCount })}
        </Button>
      </Actions>
    </Section>
  );
}

function Fact({ icon, children, $tone }: { icon: ReactNode; children: ReactNode; $tone?: 'good' }) {
  return (
    <FactItem $tone={$tone}>
      {icon}
      <span>{children}</span>
    </FactItem>
  );
}

const Section = styled.section`
  ${stack(tokens.space[4])}
  margin-top: ${tokens.space[5] + 8}px;
  padding: ${tokens.space[4] + 4}px;
  ${cardSurface}
  background: ${tokens.colors.surface};
`;

const Head = styled.div`
  display: flex;
  gap: ${tokens.space[4] - 4}px;
  align-items: flex-start;
  > svg { width: 24px; height: 24px; flex: none; margin-top: 2px; color: ${tokens.colors.accent}; }
  h2 { font-size: ${tokens.fontSizes[3]}px; }
  p { ${mutedSmall} margin-top: ${tokens.space[2]}px; max-width: 60ch; }
`;

const Facts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FactItem = styled.li<{ $tone?: 'good' }>`
  display: flex;
  gap: ${tokens.space[3]}px;
  align-items: flex-start;
  font-size: ${tokens.fontSizes[1]}px;
  svg {
    width: 18px;
    height: 18px;
    flex: none;
    margin-top: 1px;
    color: ${({ $tone }) => ($tone === 'good' ? tokens.colors.accent : tokens.colors.textMuted)};
  }
`;

const Actions = styled.div`
  ${cluster(tokens.space[3])}
`;
