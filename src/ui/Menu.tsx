import { Suspense, useCallback, useId, useRef, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { preloadable } from './preloadable';

/** One entry of a menu: an action, or (with `checked`) a choice among several (a `menuitemradio`). */
export type MenuItem = {
  id: string;
  label: string;
  icon?: ReactNode;
  /** A second, quieter text after the label (e.g. the value a format gives). */
  detail?: string;
  onSelect: () => void;
  /** Set on every item of a choice: whether this one is chosen. */
  checked?: boolean;
  /** The item's language, where it differs from the page's (a language's own name). */
  lang?: string;
  /** Shown only on small screens (the page has the action elsewhere on desktop). */
  mobileOnly?: boolean;
  danger?: boolean;
  disabled?: boolean;
};

/** What a menu's trigger button must carry (WAI-ARIA menu button). */
export type MenuTriggerProps = {
  ref: Ref<HTMLButtonElement>;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  /** Signs that the menu may open soon: its code is fetched then. */
  onPointerEnter: () => void;
  onFocus: () => void;
};

type MenuButtonProps = {
  /** The menu's accessible name. */
  label: string;
  items: readonly MenuItem[];
  /** Renders the button that opens the menu, spreading the given props on it. */
  trigger: (props: MenuTriggerProps) => ReactElement;
  /** A note under the items (e.g. what a choice changes). */
  footer?: ReactNode;
  /** Called as the menu opens (e.g. to load what its items show). */
  onOpen?: () => void;
};

/**
 * The open menu (MenuPopup.tsx): its code loads on the first sign of use (a pointer over its button, a focus), and the
 * menu opens once it is in.
 */
const { Component: MenuPopup, preload: loadPopup } = preloadable(() => import('./MenuPopup'));
const preloadPopup = () => void loadPopup().catch(() => undefined);

/**
 * A menu button (WAI-ARIA menu button pattern), the one of the app: the menu opens under its button (above it when
 * there is no room below) and inside the screen, over any clipping parent; it focuses the chosen item or the first;
 * arrows, Home and End move; Escape closes it and returns to the button; a click outside or Tab closes it.
 */
export function MenuButton({ label, items, trigger, footer, onOpen }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  return (
    <Root ref={root}>
      {trigger({
        ref: button,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        onClick: () => {
          if (open) {
            setOpen(false);
            return;
          }
          onOpen?.();
          // Should the menu's code fail to load (offline before it was ever cached), the button does nothing.
          loadPopup().then(() => setOpen(true), () => undefined);
        },
        onPointerEnter: preloadPopup,
        onFocus: preloadPopup,
      })}
      {open ? (
        <Suspense fallback={null}>
          <MenuPopup id={menuId} label={label} items={items} footer={footer} root={root} button={button} onClose={close} />
        </Suspense>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;
