import { Archive, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { needsReminder } from '../../../core/backup/backupStatus';
import { useBackupStatusStore } from '../../../stores/backupStatus';
import { Button } from '../../../ui/Button';
import { useLanguage } from '../../../ui/i18n';
import { IconButton } from '../../../ui/IconButton';
import { tokens } from '../../../ui/theme';
import { mutedSmall } from '../../../ui/styles';
import { isSafari } from './useStorageStatus';
import { timeAgo } from './when';

/**
 * The quiet reminder: shown on My Palettes when the library has changes no backup holds, the first more
 * than 14 days ago; 'Back up now' opens the backup, the cross hides it for 14 days. On Safari it says why it matters.
 */
export function BackupReminder({ onBackUp }: { onBackUp: () => void }) {
  const { t } = useTranslation('data');
  const lang = useLanguage();
  const status = useBackupStatusStore((state) => state.status);
  const dismiss = useBackupStatusStore((state) => state.dismissReminder);
  const now = Date.now();
  if (!needsReminder(status, now) || status.changedSince === null) return null;
  return (
    <Banner role="region" aria-label={t('reminder.label')}>
      <Archive aria-hidden />
      <Text>
        <strong>{t('reminder.title', { when: timeAgo(status.changedSince, now, lang) })}</strong>
        <span>{isSafari() ? t('reminder.safari') : t('reminder.hint')}</span>
      </Text>
      <Button type="button" $variant="primary" onClick={onBackUp}>
        {t('reminder.backUp')}
      </Button>
      <IconButton type="button" aria-label={t('reminder.dismiss')} title={t('reminder.dismiss')} onClick={dismiss} $size={40}>
        <X aria-hidden />
      </IconButton>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]}px ${tokens.space[4] - 4}px;
  align-items: center;
  margin-bottom: ${tokens.space[4] + 4}px;
  padding: ${tokens.space[4] - 4}px ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-left: 4px solid ${tokens.colors.accent};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surface};
  > svg { width: 22px; height: 22px; flex: none; color: ${tokens.colors.accent}; }
`;

const Text = styled.div`
  display: grid;
  gap: ${tokens.space[1]}px;
  flex: 1 1 260px;
  min-width: 0;
  span { ${mutedSmall} }
`;
