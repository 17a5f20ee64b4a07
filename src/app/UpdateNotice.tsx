import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../ui/Button';
import { tokens } from '../ui/theme';
import { applyUpdate, watchForUpdate, type UpdateWatch } from './serviceWorkerUpdates';

/**
 * The update notice (loaded after idle by UpdatePrompt): a polite status region, empty until a new
 * version waits, then the message and a Reload button that lets the new version take over. Each of
 * the app's own navigations (after the first page) may ask the server for a new version.
 */
export default function UpdateNotice() {
  const { t } = useTranslation();
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const watch = useRef<UpdateWatch | null>(null);
  useEffect(() => {
    const started = watchForUpdate(navigator.serviceWorker, setWaiting);
    watch.current = started;
    return started.stop;
  }, []);
  const { pathname } = useLocation();
  const navigated = useRef(false);
  useEffect(() => {
    if (navigated.current) watch.current?.check();
    navigated.current = true;
  }, [pathname]);
  const reload = () => {
    if (!waiting) return;
    applyUpdate(navigator.serviceWorker, waiting, () => window.location.reload());
  };
  return (
    <Region role="status" aria-live="polite" data-testid="update-notice">
      {waiting ? (
        <Bar>
          <span>{t('update.available')}</span>
          <Button type="button" $variant="primary" onClick={reload}>
            {t('update.reload')}
          </Button>
        </Bar>
      ) : null}
    </Region>
  );
}

const Region = styled.div`
  position: fixed;
  left: ${tokens.space[4]}px;
  bottom: ${tokens.space[4]}px;
  z-index: 210;
  max-width: calc(100vw - ${2 * tokens.space[4]}px);
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[3]}px ${tokens.space[4]}px;
  padding: ${tokens.space[3]}px ${tokens.space[3]}px ${tokens.space[3]}px ${tokens.space[4]}px;
  border: 1px solid ${tokens.colors.border};
  border-radius: ${tokens.radius.medium}px;
  background: ${tokens.colors.surfaceRaised};
  color: ${tokens.colors.text};
  box-shadow: ${tokens.colors.shadow};
  font-size: ${tokens.fontSizes[1]}px;
`;
