import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ColorQueryField } from '../../ui/ColorQueryField';
import { Modal } from '../../ui/Modal';
import { useGoToColor } from './useGoToColor';

/**
 * The desktop's colour search, opened from the top bar beside the SPEC's hex field (or with ⌘K / Ctrl+K): any colour,
 * typed or pasted, and the colours it names, each opening its colour's page (ColorQueryField).
 */
export function ColorSearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('search');
  const goToColor = useGoToColor();
  return (
    <Modal open onClose={onClose} title={t('title')} minWidth={520}>
      <ColorQueryField
        label={t('label')}
        placeholder={t('placeholder')}
        hint={t('hint')}
        hrefOf={paths.color}
        keepsExact
        onFollow={onClose}
        onChoose={(code, exact) => {
          onClose();
          goToColor(code, exact);
        }}
        autoFocus
      />
    </Modal>
  );
}
