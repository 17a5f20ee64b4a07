import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { useDrawerStore } from '../../stores/drawer';
import { requestColorDrag, useColorDragStore } from '../../ui/dnd/colorDragSource';
import { tokens } from '../../ui/theme';
import { useIsMobile } from '../../ui/useIsMobile';
import { useScrollLock } from '../../ui/useScrollLock';

/** The id of the drawer's panel (aria-controls of the buttons that open it; DrawerContents renders into it). */
export const DRAWER_PANEL_ID = 'palette-drawer';

/**
 * The palette drawer (SPEC §2): a fixed 400 px panel on the right of every app page (widened to
 * theme.sizes.drawerWide on demand; a full-width sheet on mobile), closed at first and opened by the top
 * bar's Open Palette button (on phones and tablets, the mobile header's palette button). Escape closes it. Focus moves into
 * it when it opens and back to where it was when it closes.
 *
 * This shell is in the entry; its content (DrawerContents) holds the drop targets of the colour drag and
 * is rendered inside the drag's root, which opening the drawer loads.
 */
export function PaletteDrawer() {
  const { t } = useTranslation();
  const visible = useDrawerStore((state) => state.visible);
  const wide = useDrawerStore((state) => state.wide);
  const close = useDrawerStore((state) => state.close);
  const contentReady = useColorDragStore((state) => state.ready);
  const mobile = useIsMobile();
  const panel = useRef<HTMLElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  useScrollLock(visible && mobile);

  useEffect(() => {
    if (!visible) return;
    requestColorDrag();
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    node?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // A dialog, a menu or a colour drag may own this Escape: decide once every handler has run.
      const inDialog = document.querySelector('dialog[open]') !== null;
      setTimeout(() => {
        if (!event.defaultPrevented && !inDialog) close();
      });
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      const target = returnTo.current;
      const focusInside = node?.contains(document.activeElement) || document.activeElement === document.body;
      if (focusInside && target?.isConnected) target.focus({ preventScroll: true });
    };
  }, [visible, close]);

  return (
    <Panel ref={panel} id={DRAWER_PANEL_ID} aria-label={t('drawer.label')} tabIndex={-1} hidden={!visible} $wide={wide}>
      {visible && !contentReady ? <DrawerLoading /> : null}
    </Panel>
  );
}

/** What the panel shows while its content loads. */
export function DrawerLoading() {
  const { t } = useTranslation();
  return <Loading role="status">{t('drawer.loading')}</Loading>;
}

const slideIn = keyframes`
  from { transform: translateX(24px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const slideUp = keyframes`
  from { transform: translateY(24px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const Panel = styled.aside<{ $wide: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 40;
  display: flex;
  flex-direction: column;
  width: ${({ $wide, theme }) => ($wide ? theme.sizes.drawerWide : theme.sizes.drawer)}px;
  max-width: 100vw;
  border-left: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.background};
  box-shadow: -12px 0 32px rgba(15, 15, 20, ${({ theme }) => (theme.mode === 'dark' ? 0.5 : 0.1)});
  animation: ${slideIn} 180ms ease-out;
  transition: width 200ms ease;
  &[hidden] { display: none; }
  &:focus { outline: none; }
  ${tokens.media.tablet} {
    width: 100vw;
    border-left: 0;
    animation-name: ${slideUp};
  }
`;

const Loading = styled.p`
  padding: ${tokens.space[5]}px;
  color: ${tokens.colors.textMuted};
`;
