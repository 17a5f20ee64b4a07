import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactElement, type ReactNode, type Ref } from 'react';
import { Check } from 'lucide-react';
import styled, { css } from 'styled-components';
import { tokens } from './theme';
import { centredRow, mutedSmall } from './styles';

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

/** Returns the items a user can reach now (hidden mobile-only items and disabled ones excluded). */
function reachable(menu: HTMLElement | null): HTMLButtonElement[] {
  if (!menu) return [];
  return [...menu.querySelectorAll<HTMLButtonElement>('[role^="menuitem"]')].filter((item) => !item.disabled && item.getClientRects().length > 0);
}

/** Space between the trigger and the menu, and between the menu and the screen's edges. */
const GAP = 6;
const EDGE = 8;

/**
 * A menu button (WAI-ARIA menu button pattern), the one of the app: the menu opens under its button (above it when
 * there is no room below) and inside the screen, over any clipping parent; it focuses the chosen item or the first;
 * arrows, Home and End move; Escape closes it and returns to the button; a click outside or Tab closes it.
 */
export function MenuButton({ label, items, trigger, footer, onOpen }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const position = useCallback(() => {
    const anchor = button.current?.getBoundingClientRect();
    const box = menu.current;
    if (!anchor || !box) return;
    const { offsetWidth: width, offsetHeight: height } = box;
    const below = anchor.bottom + GAP;
    const top = below + height > window.innerHeight - EDGE && anchor.top - GAP - height >= EDGE ? anchor.top - GAP - height : below;
    const left = Math.max(EDGE, Math.min(anchor.right - width, window.innerWidth - width - EDGE));
    setPlace({ top, left });
  }, []);

  useLayoutEffect(() => {
    if (!open) {
      setPlace(null);
      return;
    }
    position();
  }, [open, position]);

  // Focus once the menu is placed (hidden until then, it could not take focus).
  const placed = place !== null;
  useEffect(() => {
    if (!placed) return;
    const list = reachable(menu.current);
    (list.find((item) => item.getAttribute('aria-checked') === 'true') ?? list[0])?.focus();
  }, [placed]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('resize', position);
    window.addEventListener('scroll', position, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('resize', position);
      window.removeEventListener('scroll', position, true);
    };
  }, [open, position]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = reachable(menu.current);
    const index = list.indexOf(document.activeElement as HTMLButtonElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = (index + 1) % list.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + list.length) % list.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    } else if (event.key === 'Tab') setOpen(false);
    if (next !== null) {
      event.preventDefault();
      list[next]?.focus();
    }
  };

  return (
    <Root ref={root}>
      {trigger({
        ref: button,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? menuId : undefined,
        onClick: () => {
          if (!open) onOpen?.();
          setOpen(!open);
        },
      })}
      {open ? (
        <Popup ref={menu} style={place ?? { top: 0, left: 0, visibility: 'hidden' }} onKeyDown={onKeyDown}>
          <div id={menuId} role="menu" aria-label={label}>
            {items.map((item) => (
              <Item
                key={item.id}
                type="button"
                role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={item.checked}
                lang={item.lang}
                tabIndex={-1}
                disabled={item.disabled}
                $mobileOnly={item.mobileOnly}
                $danger={item.danger}
                onClick={() => {
                  close();
                  item.onSelect();
                }}
              >
                {item.checked === undefined ? item.icon : <Tick aria-hidden $on={item.checked} />}
                <span>{item.label}</span>
                {item.detail ? <Detail>{item.detail}</Detail> : null}
              </Item>
            ))}
          </div>
          {footer ? <Footer>{footer}</Footer> : null}
        </Popup>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

const Popup = styled.div`
  position: fixed;
  z-index: 120;
  min-width: 200px;
  max-width: calc(100vw - ${EDGE * 2}px);
  max-height: calc(100vh - ${EDGE * 2}px);
  overflow-y: auto;
  padding: ${tokens.space[3] - 2}px;
  border-radius: ${tokens.radius.medium + 2}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surfaceRaised};
  color: ${tokens.colors.text};
  box-shadow: ${tokens.colors.shadow};
`;

const Item = styled.button<{ $mobileOnly?: boolean; $danger?: boolean }>`
  ${centredRow}
  gap: ${tokens.space[4] - 4}px;
  width: 100%;
  min-height: 42px;
  padding: 0 ${tokens.space[4] - 4}px;
  border: 0;
  border-radius: ${tokens.radius.small}px;
  background: transparent;
  color: inherit;
  text-align: left;
  white-space: nowrap;
  font-size: ${tokens.fontSizes[1]}px;
  svg { width: 18px; height: 18px; flex: none; }
  &:hover:not(:disabled), &:focus-visible { background: ${tokens.colors.surfaceHover}; }
  &:disabled { opacity: 0.45; cursor: not-allowed; }
  ${({ $danger, theme }) =>
    $danger &&
    css`
      color: ${theme.colors.danger};
    `}
  ${({ $mobileOnly, theme }) =>
    $mobileOnly &&
    css`
      ${theme.media.desktop} {
        display: none;
      }
    `}
`;

const Tick = styled(Check)<{ $on: boolean }>`
  visibility: ${({ $on }) => ($on ? 'visible' : 'hidden')};
`;

const Detail = styled.span`
  margin-left: auto;
  padding-left: ${tokens.space[4]}px;
  max-width: 260px;
  overflow: hidden;
  text-overflow: ellipsis;
  font-family: ${tokens.fonts.mono};
  ${mutedSmall}
`;

const Footer = styled.p`
  margin: ${tokens.space[2]}px ${tokens.space[4] - 4}px ${tokens.space[1]}px;
  padding-top: ${tokens.space[2]}px;
  border-top: 1px solid ${tokens.colors.border};
  white-space: normal;
  ${mutedSmall}
`;
