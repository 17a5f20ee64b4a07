import { RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BIN_DAYS, daysLeft } from '../../../core/model/bin';
import { useBinStore } from '../../../stores/bin';
import { showToast } from '../../../stores/toasts';
import { Button } from '../../../ui/Button';
import { useLanguage } from '../../../ui/i18n';
import { Modal } from '../../../ui/Modal';
import { PaletteStrip } from '../../../ui/palette/PaletteStrip';
import { tokens } from '../../../ui/theme';
import { bareList, cardSurface, cluster, mutedSmall, stack } from '../../../ui/styles';
import { timeAgo } from './when';
import { PaletteName, PaletteMeta } from '../../../ui/palette/paletteText';
import { cssOf } from '../../../core/exact/authoredColor';

/**
 * "Recently deleted": the palettes deleted in the last 30 days, newest first, each with when it was
 * deleted and the days it has left; put one back where it stood, remove it for good, or empty the bin.
 */
export function BinDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('data');
  const lang = useLanguage();
  const entries = useBinStore((state) => state.entries);
  const { putBack, forget, empty } = useBinStore.getState();
  const now = Date.now();

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('bin.title')}
      minWidth={520}
      maxWidth={620}
      footer={
        entries.length > 0 ? (
          <Button
            type="button"
            $variant="danger"
            onClick={() => {
              if (window.confirm(t('bin.confirmEmpty', { count: entries.length }))) empty();
            }}
          >
            <Trash2 aria-hidden />
            {t('bin.empty')}
          </Button>
        ) : undefined
      }
    >
      <Body>
        <p>{t('bin.intro', { days: BIN_DAYS })}</p>
        {entries.length === 0 ? (
          <Nothing>{t('bin.nothing')}</Nothing>
        ) : (
          <List aria-label={t('bin.title')}>
            {entries.map((entry) => (
              <Item key={entry.palette.uuid}>
                <PaletteStrip codes={entry.palette.colors.map(cssOf)} height={36} />
                <Text>
                  <PaletteName>{entry.palette.name}</PaletteName>
                  <PaletteMeta>
                    {t('palettes:count', { count: entry.palette.colors.length })} · {t('bin.deleted', { when: timeAgo(entry.deletedAt, now, lang) })} ·{' '}
                    {t('bin.daysLeft', { count: daysLeft(entry, now) })}
                  </PaletteMeta>
                </Text>
                <Buttons>
                  <Button
                    type="button"
                    aria-label={t('bin.restoreNamed', { name: entry.palette.name })}
                    onClick={() => {
                      putBack(entry.palette.uuid);
                      showToast(t('bin.restored'), entry.palette.name);
                    }}
                  >
                    <RotateCcw aria-hidden />
                    {t('bin.restore')}
                  </Button>
                  <Button
                    type="button"
                    $variant="danger"
                    aria-label={t('bin.forgetNamed', { name: entry.palette.name })}
                    title={t('bin.forget')}
                    onClick={() => {
                      if (window.confirm(t('bin.confirmForget', { name: entry.palette.name }))) forget(entry.palette.uuid);
                    }}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </Buttons>
              </Item>
            ))}
          </List>
        )}
      </Body>
    </Modal>
  );
}

const Body = styled.div`
  ${stack(tokens.space[4])}
  > p { ${mutedSmall} }
`;

const Nothing = styled.p`
  padding: ${tokens.space[5]}px ${tokens.space[4]}px;
  border: 1px dashed ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  color: ${tokens.colors.textMuted};
  text-align: center;
`;

const List = styled.ul`
  ${bareList}
  ${stack(tokens.space[3])}
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 96px minmax(0, 1fr) auto;
  gap: ${tokens.space[4] - 4}px;
  align-items: center;
  padding: ${tokens.space[3]}px;
  ${cardSurface}
  > span:first-child { border-radius: ${tokens.radius.small}px; overflow: hidden; }
  ${tokens.media.narrow} {
    grid-template-columns: minmax(0, 1fr) auto;
    > span:first-child { grid-column: 1 / -1; }
  }
`;

const Text = styled.div`
  display: grid;
  gap: ${tokens.space[1]}px;
  min-width: 0;
`;

const Buttons = styled.div`
  ${cluster(tokens.space[2])}
  flex-wrap: nowrap;
  button { min-height: 36px; padding: 0 ${tokens.space[3] + 2}px; }
`;
