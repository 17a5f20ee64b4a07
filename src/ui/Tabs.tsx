import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from './theme';
import { mutedSmall } from './styles';

/** One tab: a stable id and its visible label. */
export type TabItem<Id extends string> = { id: Id; label: string };

type TabsProps<Id extends string> = {
  /** Prefix that makes the tab and panel element ids unique on the page. */
  idPrefix: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Accessible name of the tab list (or give `labelledBy`). */
  label?: string;
  labelledBy?: string;
  className?: string;
};

/** Returns the element id of a tab. */
export function tabElementId(idPrefix: string, id: string): string {
  return `${idPrefix}-tab-${id}`;
}

/** Returns the element id of a tab's panel. */
export function panelElementId(idPrefix: string, id: string): string {
  return `${idPrefix}-panel-${id}`;
}

/**
 * An ARIA tab list (WAI-ARIA Authoring Practices "Tabs with automatic activation"): one tab in the tab order,
 * Left/Right arrows move to and select the previous/next tab (wrapping), Home/End the first/last.
 * Render the selected panel with `TabPanel` using the same `idPrefix`.
 */
export function Tabs<Id extends string>({ idPrefix, tabs, selected, onSelect, label, labelledBy, className }: TabsProps<Id>) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A list wider than the screen scrolls sideways: keep the selected tab in view (without scrolling the page).
    const element = list.current;
    const tab = element?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!element || !tab) return;
    const left = tab.offsetLeft - element.offsetLeft;
    if (left < element.scrollLeft) element.scrollLeft = left - 8;
    else if (left + tab.offsetWidth > element.scrollLeft + element.clientWidth)
      element.scrollLeft = left + tab.offsetWidth - element.clientWidth + 8;
  }, [selected]);
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next: number;
    if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    onSelect(tabs[next].id);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <List ref={list} role="tablist" aria-label={label} aria-labelledby={labelledBy} className={className}>
      {tabs.map((tab, index) => {
        const active = tab.id === selected;
        return (
          <Tab
            key={tab.id}
            type="button"
            role="tab"
            id={tabElementId(idPrefix, tab.id)}
            aria-selected={active}
            aria-controls={panelElementId(idPrefix, tab.id)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}

type TabPanelProps = {
  idPrefix: string;
  id: string;
  children: ReactNode;
  /** Puts the panel itself in the tab order: only for panels without focusable content (WAI-ARIA APG). */
  focusable?: boolean;
  className?: string;
};

/** The panel of the selected tab. */
export function TabPanel({ idPrefix, id, children, focusable = false, className }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelElementId(idPrefix, id)}
      aria-labelledby={tabElementId(idPrefix, id)}
      tabIndex={focusable ? 0 : undefined}
      className={className}
    >
      {children}
    </div>
  );
}

const List = styled.div`
  display: flex;
  gap: ${tokens.space[2]}px;
  padding: ${tokens.space[2]}px;
  border-radius: ${tokens.radius.medium + 2}px;
  background: ${tokens.colors.surface};
  border: 1px solid ${tokens.colors.border};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
`;

const Tab = styled.button`
  flex: 1 0 auto;
  min-height: 36px;
  padding: 0 ${tokens.space[4] - 2}px;
  border: 0;
  border-radius: ${tokens.radius.medium - 2}px;
  background: transparent;
  ${mutedSmall}
  font-weight: ${tokens.fontWeights.bold};
  white-space: nowrap;
  transition: background-color 120ms ease, color 120ms ease;
  &:hover { color: ${tokens.colors.text}; }
  &:focus-visible { outline-offset: -2px; }
  &[aria-selected='true'] {
    background: ${tokens.colors.surfaceRaised};
    color: ${tokens.colors.text};
    box-shadow: 0 1px 3px rgba(0, 0, 0, ${({ theme }) => (theme.mode === 'dark' ? 0.5 : 0.12)});
  }
`;
