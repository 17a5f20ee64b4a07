import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { ColorQueryField } from '../../ui/ColorQueryField';
import { IconButton } from '../../ui/IconButton';
import { tokens } from '../../ui/theme';
import { useOverlayPanel } from '../../ui/useOverlayPanel';
import { useGoToColor } from './useGoToColor';

/**
 * The mobile search overlay (SPEC §2): back button, the search field and the colours it finds, updated as the user
 * types, each opening its colour's page. Beyond the SPEC's hex codes it reads any colour (ColorQueryField). Locks
 * page scrolling while open.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('search');
  const { t: tc } = useTranslation();
  const goToColor = useGoToColor();
  useOverlayPanel(onClose);

  return (
    <Overlay role="dialog" aria-modal="true" aria-label={t('title')}>
      <Row>
        <IconButton type="button" aria-label={tc('search.back')} onClick={onClose}>
          <ArrowLeft aria-hidden />
        </IconButton>
        <ColorQueryField
          label={t('label')}
          placeholder={t('placeholder')}
          hint={t('hint')}
          onChoose={(code, exact) => {
            onClose();
            goToColor(code, exact);
          }}
          hrefOf={paths.color}
          keepsExact
          onFollow={onClose}
          autoFocus
        />
      </Row>
    </Overlay>
  );
}

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  overflow-y: auto;
  padding: ${tokens.space[4]}px;
  background: ${tokens.colors.background};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: start;
  gap: ${tokens.space[3]}px;
  > button { margin-top: 2px; }
`;
