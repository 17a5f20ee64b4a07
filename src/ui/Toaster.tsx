import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useToastStore } from '../stores/toasts';
import { preloadable } from './preloadable';
import { tokens } from './theme';
import { stack } from './styles';

/** The toasts themselves (ToastList.tsx): loaded with the first toast, into the region that is there from the start. */
const { Component: ToastList, preload: loadToastList } = preloadable(() => import('./ToastList'));

/**
 * Renders the toasts at the bottom: on desktop in the sidebar's free space above its links, so that they never
 * cover the page (a palette's codes, the colour just copied); without the sidebar, at the bottom centre. Screen readers
 * hear them through a polite live region, in the page from the start (a region added with its first words is not
 * always read). The region is a manual popover, so it lives in the top layer: shown again at each new toast, it comes
 * above an open modal dialog and its backdrop (a palette put back from Recently deleted says so over the dialog).
 */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  const dismiss = useToastStore((state) => state.dismiss);
  const region = useRef<HTMLDivElement>(null);
  const [listReady, setListReady] = useState(false);
  const newest = toasts.length > 0 ? toasts[toasts.length - 1].id : 0;
  useLayoutEffect(() => {
    const element = region.current;
    if (newest === 0 || !element) return;
    if (!listReady) loadToastList().then(() => setListReady(true), () => undefined);
    if (typeof element.showPopover !== 'function') return;
    // The last element shown is the topmost layer: hidden and shown again, the region rises above a dialog opened since.
    if (element.matches(':popover-open')) element.hidePopover();
    element.showPopover();
  }, [newest, listReady]);
  return (
    <Region ref={region} popover="manual" role="status" aria-live="polite" aria-atomic="false">
      {listReady ? <ToastList toasts={toasts} onDismiss={dismiss} /> : null}
    </Region>
  );
}

const Region = styled.div`
  position: fixed;
  /* The popover's own box (centred, bordered, painted) undone: only the toasts show. */
  inset: auto;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  overflow: visible;
  left: 50%;
  bottom: ${tokens.space[5]}px;
  z-index: 200;
  ${stack(tokens.space[3])}
  justify-items: center;
  transform: translateX(-50%);
  pointer-events: none;
  width: max-content;
  max-width: calc(100vw - 32px);
  ${tokens.media.desktop} {
    left: ${tokens.space[4]}px;
    /* Above the sidebar's links and language switch (two rows of links in Japanese). */
    bottom: ${tokens.space[6] + tokens.space[5]}px;
    transform: none;
    justify-items: stretch;
    width: ${tokens.sizes.sidebar - 2 * tokens.space[4]}px;
  }
`;
