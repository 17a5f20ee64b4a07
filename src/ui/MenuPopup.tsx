import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Check } from 'lucide-react';
import styled, { css } from 'styled-components';
import type { MenuItem } from './Menu';
import { tokens } from './theme';
import { centredRow, mutedSmall } from './styles';
// An item may name a language in its own words (日本語 on an English page): the Japanese face's cut of the interface's words.
import './japaneseWordsFont';

/** Returns the items a user can reach now (hidden mobile-only items and disabled ones excluded). */
function reachable(menu: HTMLElement | null): HTMLButtonElement[] {
  if (!menu) return [];
  return [...menu.querySelectorAll<HTMLButtonElement>('[role^="menuitem"]')].filter((item) => !item.disabled && item.getClientRects().length > 0);
}

/** Space between the trigger and the menu, and between the menu and the screen's edges. */
const GAP = 6;
const EDGE = 8;

type MenuPopupProps = {
  /** The menu's id (its button's aria-controls) and accessible name. */
  id: string;
  label: string;
  items: readonly MenuItem[];
  footer?: ReactNode;
  /** The menu button's root (a press outside it closes the menu) and its button (where focus returns). */
  root: RefObject<HTMLDivElement | null>;
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
};

/** The open menu of a MenuButton (Menu.tsx): placed by its button, focused, driven by the keyboard. */
export default function MenuPopup({ id, label, items, footer, root, button, onClose }: MenuPopupProps) {
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const menu = useRef<HTMLDivElement>(null);

  const position = useCallback(() => {
    const anchor = button.current?.getBoundingClientRect();
    const box = menu.current;
    if (!anchor || !box) return;
    const { offsetWidth: width, offsetHeight: height } = box;
    const below = anchor.bottom + GAP;
    const top = below + height > window.innerHeight - EDGE && anchor.top - GAP - height >= EDGE ? anchor.top - GAP - height : below;
    const left = Math.max(EDGE, Math.min(anchor.right - width, window.innerWidth - width - EDGE));
    setPlace({ top, left });
  }, [button]);

  useLayoutEffect(() => position(), [position]);

  // Focus once the menu is placed (hidden until then, it could not take focus).
  const placed = place !== null;
  useEffect(() => {
    if (!placed) return;
    const list = reachable(menu.current);
    (list.find((item) => item.getAttribute('aria-checked') === 'true') ?? list[0])?.focus();
  }, [placed]);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointer);
    window.addEventListener('resize', position);
    window.addEventListener('scroll', position, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      window.removeEventListener('resize', position);
      window.removeEventListener('scroll', position, true);
    };
  }, [root, onClose, position]);

  const close = () => {
    onClose();
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
    } else if (event.key === 'Tab') onClose();
    if (next !== null) {
      event.preventDefault();
      list[next]?.focus();
    }
  };

  return (
    <Popup ref={menu} style={place ?? { top: 0, left: 0, visibility: 'hidden' }} onKeyDown={onKeyDown}>
      <div id={id} role="menu" aria-label={label}>
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
  );
}

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
  &:lang(ja) { font-family: ${tokens.fonts.bodyJapanese}; }
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
