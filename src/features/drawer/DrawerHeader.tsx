import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDrawerStore } from '../../stores/drawer';
import { IconButton } from '../../ui/IconButton';
import { tokens } from '../../ui/theme';
import { centredRow, ellipsis } from '../../ui/styles';

/** The drawer's top row: what the view puts first (back button, title), its extra actions, then Close. */
export function DrawerHeader({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  const close = useDrawerStore((state) => state.close);
  return (
    <Header>
      <Lead>{children}</Lead>
      {actions}
      <IconButton type="button" aria-label={t('drawer.close')} title={t('drawer.close')} onClick={close}>
        <X aria-hidden />
      </IconButton>
    </Header>
  );
}

const Header = styled.div`
  ${centredRow}
  gap: ${tokens.space[2]}px;
  flex: none;
  min-height: ${tokens.sizes.topBar}px;
  padding: ${tokens.space[3]}px ${tokens.space[3]}px ${tokens.space[3]}px
    ${tokens.space[4]}px;
  border-bottom: 1px solid ${tokens.colors.border};
  ${tokens.media.tablet} {
    min-height: ${tokens.sizes.mobileHeader}px;
  }
`;

const Lead = styled.div`
  ${centredRow}
  gap: ${tokens.space[2]}px;
  flex: 1;
  min-width: 0;
  h2 {
    ${ellipsis}
    font-size: ${tokens.fontSizes[3]}px;
  }
`;
