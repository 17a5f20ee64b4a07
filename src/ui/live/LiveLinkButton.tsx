import { useState } from 'react';
import { AppWindow } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ThemeColors } from '../../core/theme/roles';
import { useLiveLinkStore } from '../../stores/liveLink';
import { Button } from '../Button';
import { lazyDialog } from '../lazyDialog';
import type { LiveFixable, LiveRoleEdit } from './LiveLinkDialog';
import { useLiveTheme } from './useLiveTheme';

const LiveLinkDialog = lazyDialog(() => import('./LiveLinkDialog').then((module) => module.LiveLinkDialog));

/**
 * "Open on my site" for a theme (the theme tool's, a colour system's): the button, which says where the link is live
 * once a page is paired, its dialog, loaded on first opening, and the repainting of the paired page with the theme.
 * Roles are named by the host (`labelOf`: a colour system names its custom colours after its rows). With `onEdit`
 * (a theme whose roles can be edited) the inspector offers fixes, of the roles `fixable` allows.
 */
export function LiveLinkButton({ theme, labelOf, onEdit, fixable }: { theme: ThemeColors | null; labelOf: (role: string) => string; onEdit?: LiveRoleEdit; fixable?: LiveFixable }) {
  const { t } = useTranslation('theme');
  const status = useLiveLinkStore((state) => state.status);
  const [open, setOpen] = useState(false);
  useLiveTheme(theme);
  return (
    <>
      <Button type="button" disabled={theme === null} onClick={() => setOpen(true)}>
        <AppWindow aria-hidden />
        {status.kind === 'connected' ? t('actions.liveOn', { origin: new URL(status.origin).host }) : t('actions.live')}
      </Button>
      {theme ? <LiveLinkDialog open={open} onClose={() => setOpen(false)} theme={theme} labelOf={labelOf} onEdit={onEdit} fixable={fixable} /> : null}
    </>
  );
}
