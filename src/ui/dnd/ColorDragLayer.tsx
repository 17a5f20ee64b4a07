import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDrawerStore } from '../../stores/drawer';
import { tokens } from '../theme';
import { COLOR_DRAG_INSTRUCTIONS_ID, enableColorDrag, setColorDragPreview, useColorDragStore } from './colorDrag';
import { PREVIEW_SIZE } from './colorDragGeometry';

/**
 * What the app-wide colour drag (colorDrag.ts) shows, rendered once beside the page: the preview
 * that follows the pointer (moved by colorDrag.ts, not by React), the notice to open the palette
 * while a colour is dragged with the drawer closed, the keyboard instructions every swatch points to
 * (aria-describedby) and the live region that says what happened. Swatches are draggable while it
 * is mounted.
 */
export function ColorDragLayer() {
  const { t } = useTranslation();
  const drag = useColorDragStore((state) => state.drag);
  const announcement = useColorDragStore((state) => state.announcement);
  const drawerVisible = useDrawerStore((state) => state.visible);
  useEffect(enableColorDrag, []);

  // Two equal announcements in a row differ by a trailing space, so the second is heard too.
  const said = announcement ? t(`drag.${announcement.kind}`, { code: announcement.code }) + (announcement.serial % 2 ? '\u00a0' : '') : '';
  return (
    <>
      {/* Hidden, not merely off-screen: read as the swatches' description, not as text of the page. */}
      <p id={COLOR_DRAG_INSTRUCTIONS_ID} hidden>
        {t('drag.instructions')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {said}
      </p>
      {drag ? <Preview ref={setColorDragPreview} style={{ background: drag.code }} data-testid="drag-preview" aria-hidden /> : null}
      {drag && !drawerVisible ? (
        <Warning role="status" data-testid="drag-warning">
          {t('drag.openPalette')}
        </Warning>
      ) : null}
    </>
  );
}

const Preview = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: 1000;
  width: ${PREVIEW_SIZE}px;
  height: ${PREVIEW_SIZE}px;
  border-radius: ${tokens.radius.medium}px;
  box-shadow: ${tokens.colors.shadow}, inset 0 0 0 1px rgba(127, 127, 127, 0.35);
  pointer-events: none;
  will-change: transform;
`;

const Warning = styled.div`
  position: fixed;
  top: ${tokens.space[4]}px;
  right: ${tokens.space[4]}px;
  z-index: 210;
  max-width: 320px;
  padding: ${tokens.space[4] - 4}px ${tokens.space[4]}px;
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.accent};
  color: ${tokens.colors.accentText};
  font-weight: ${tokens.fontWeights.bold};
  box-shadow: ${tokens.colors.shadow};
`;
