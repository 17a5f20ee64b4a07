import { useEffect, useId, useRef, useState, type ReactNode, type KeyboardEvent } from 'react';
import { MoreHorizontal } from 'lucide-react';
import styled, { css } from 'styled-components';
import { IconButton } from '../../../ui/IconButton';
import { tokens } from '../../../ui/theme';
import { centredRow } from '../../../ui/styles';

/** One action of the menu. */
export type MoreMenuItem = {
  id: string;
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  /** Shown only on small screens (the toolbar has the action on desktop). */
  mobileOnly?: boolean;
  danger?: boolean;
  disabled?: boolean;
};

/** Returns the items a user can reach now (hidden mobile-only items and disabled ones excluded). */
function reachable(menu: HTMLElement | null): HTMLButtonElement[] {
  if (!menu) return [];
  return [...menu.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')].filter(
    (item) => !item.disabled && item.offsetParent !== null,
  );
}

/**
 * A '…' menu button (WAI-ARIA menu button pattern): opens a menu of actions, focuses the first; arrows,
 * Home and End move; Escape closes and returns to the button; a click outside or Tab closes it.
 */
export function MoreMenu({ label, items }: { label: string; items: readonly MoreMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    reachable(menu.current)[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

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
      setOpen(false);
      button.current?.focus();
      return;
    } else if (event.key === 'Tab') setOpen(false);
    if (next !== null) {
      event.preventDefault();
      list[next]?.focus();
    }
  };

  return (
    <Root ref={root}>
      <IconButton
        ref={button}
        type="button"
        $variant="outlined"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <MoreHorizontal aria-hidden />
      </IconButton>
      {open ? (
        <Menu id={menuId} ref={menu} role="menu" aria-label={label} onKeyDown={onKeyDown}>
          {items.map((item) => (
            <Item
              key={item.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={item.disabled}
              $mobileOnly={item.mobileOnly}
              $danger={item.danger}
              onClick={() => {
                setOpen(false);
                button.current?.focus();
                item.onSelect();
              }}
            >
              {item.icon}
              <span>{item.label}</span>
            </Item>
          ))}
        </Menu>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Menu = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  z-index: 20;
  min-width: 240px;
  padding: ${tokens.space[3] - 2}px;
  border-radius: ${tokens.radius.medium + 2}px;
  border: 1px solid ${tokens.colors.border};
  background: ${tokens.colors.surfaceRaised};
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
