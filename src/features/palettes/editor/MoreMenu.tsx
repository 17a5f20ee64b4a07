import { MoreHorizontal } from 'lucide-react';
import { IconButton } from '../../../ui/IconButton';
import { MenuButton, type MenuItem } from '../../../ui/Menu';

/** One action of the palette page's menu. */
export type MoreMenuItem = MenuItem;

/** The palette page's '…' menu: the app's menu button with an outlined icon button. */
export function MoreMenu({ label, items }: { label: string; items: readonly MoreMenuItem[] }) {
  return (
    <MenuButton
      label={label}
      items={items}
      trigger={(props) => (
        <IconButton {...props} type="button" $variant="outlined" aria-label={label} title={label}>
          <MoreHorizontal aria-hidden />
        </IconButton>
      )}
    />
  );
}
