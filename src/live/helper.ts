/**
 * The live link's helper: the small script a person copies into their own page (in development) so Irodori can
 * repaint it. Compiled at build time into one minified script (src/build/liveHelperPlugin.ts); the page that shows the
 * snippet writes its own origin in place of TRUSTED_ORIGIN, so the helper speaks to that Irodori only.
 *
 * What it does, and nothing else: tells the window that opened the page it is `ready` (addressed to the trusted origin,
 * so no other opener receives it); accepts one `pair` from that window and that origin, whose code the person must type
 * into the browser's prompt; then listens to the paired port only. On the port it reports the colour custom properties
 * the page's rules declare (with their selectors: which speak of the root or a scheme is Irodori's to read), sets the
 * ones Irodori sends (inline on the root element, each value checked as a colour by the browser), switches the page's
 * dark scheme by the class or attribute Irodori names (one of the page's; on a page with none, its `color-scheme`, so
 * the page's own controls follow), and on `restore` puts back the root's style, class and switch attribute exactly as
 * they were (a reload does too: nothing of the link outlives the page). For the inspector it reports each element's
 * colours, opacity, font and box (Irodori computes the contrast), outlines one element on request, and shows the page
 * through a colour-vision matrix. It reads nothing else of the page, stores nothing, loads nothing and evaluates
 * nothing.
 */
import {
  LIVE_MARK,
  isChannelTriple,
  readPair,
  readToHelper,
  type DarkSwitch,
  type LiveNode,
  type LiveRule,
  type LiveTexts,
  type ReadyMessage,
  type ToIrodori,
} from '../core/live/protocol.ts';

/**
 * Written into the snippet by the page it is copied from (src/ui/live/liveSnippet.ts): the origin of that
 * Irodori page, and the prompt's texts in its language, each as a JSON literal in place of the name.
 */
declare const __IRODORI_ORIGIN__: string;
declare const __IRODORI_TEXTS__: LiveTexts;

const TRUSTED_ORIGIN = __IRODORI_ORIGIN__;
const TEXTS = __IRODORI_TEXTS__;

const root = document.documentElement;
/** Whether a value may paint: a colour the browser reads, or a channel triple that rgb() or rgba() reads. */
const paints = (value: string) => CSS.supports('color', value) || isChannelTriple(value);

/**
 * Returns the report of the colour custom properties the page's style rules declare (in the sheets it may read), with
 * their selectors, each after the conditions it is under (`(prefers-color-scheme: dark){:root`: protocol.ts, LiveRule).
 */
function report(): ToIrodori {
  const rules: LiveRule[] = [];
  const visit = (list: CSSRuleList, at = '') => {
    for (const rule of list) {
      if (rule instanceof CSSStyleRule) {
        for (const name of rule.style) {
          const value = rule.style.getPropertyValue(name).trim();
          // (Only a custom property's name has a hyphen second: '--brand', never '-webkit-…'.)
          if (name[1] === '-' && paints(value)) rules.push([at + rule.selectorText, name, value]);
        }
      }
      // At-rules (@media, @layer, @supports) and nested style rules; the conditions of those with one go before the selector.
      const condition = (rule as CSSConditionRule).conditionText;
      const list = (rule as CSSGroupingRule).cssRules;
      if (list) visit(list, condition ? `${at}${condition}{` : at);
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      visit(sheet.cssRules);
    } catch {
      // A sheet from another origin cannot be read: it is skipped.
    }
  }
  return { type: 'report', rules };
}

/**
 * The root's state before the first change: its style attribute, each property's inline value and priority (for
 * taking one change back alone), and the dark switch's
 * attribute (the class, or the data attribute; undefined until it is first changed, null when it was absent).
 */
const saved = new Map<string, [string, string]>();
let savedStyle: [string | null] | null = null;
let savedSwitch: string | null | undefined;
let darkSwitch: DarkSwitch = null;

/** Sets an attribute of an element back to a remembered value (null: absent). */
const putBack = (name: string, value: string | null, element: Element = root) => (value === null ? element.removeAttribute(name) : element.setAttribute(name, value));

/** Sets a property inline on the root, over the page's own rules, its style attribute and the property's own inline value remembered first. */
function setOnRoot(name: string, value: string) {
  savedStyle ??= [root.getAttribute('style')];
  if (!saved.has(name)) saved.set(name, [root.style.getPropertyValue(name), root.style.getPropertyPriority(name)]);
  root.style.setProperty(name, value, 'important');
}

/**
 * Sets the page's dark switch on the root for the scheme (its attribute remembered first). The first switch Irodori
 * names is kept until the page's values are restored, so restoring knows what it changed.
 */
function setScheme(scheme: 'light' | 'dark', named: DarkSwitch) {
  const s = (darkSwitch ??= named);
  // A page with no switch (one that follows the device's setting, or has no dark scheme) is shown in the scheme by its
  // values alone: its own controls, scroll bars and canvas follow it too.
  if (!s) return setOnRoot('color-scheme', scheme);
  const [name, value] = s;
  if (savedSwitch === undefined) savedSwitch = root.getAttribute(name);
  if (name === 'class') root.classList.toggle(value, scheme === 'dark');
  else putBack(name, scheme === 'dark' ? value : savedSwitch === value ? null : savedSwitch);
}

/** Puts back the root's style attribute, the outline and the switch attribute exactly as they were before the first change. */
function restore() {
  mark(-1);
  if (savedStyle) putBack('style', savedStyle[0]);
  savedStyle = null;
  saved.clear();
  if (darkSwitch && savedSwitch !== undefined) putBack(darkSwitch[0], savedSwitch);
  savedSwitch = undefined;
  darkSwitch = null;
}

/** The elements of the last inspection, in the order reported (a node's index is its place here). */
let elements: Element[] = [];

/** Every element of the page, as the inspector reads it (LiveNode). */
function inspect(): LiveNode[] {
  elements = [...document.querySelectorAll('*')];
  const index = new Map(elements.map((element, i) => [element, i]));
  return elements.map((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    let text = 0;
    for (const node of element.childNodes) if (node.nodeType === 3) text += node.nodeValue!.trim().length;
    // Disabled here: a disabled or inert element, or the label of a disabled control (Irodori carries it to the descendants).
    const off = element.matches(':disabled,[aria-disabled=true],[inert]') || (element as HTMLLabelElement).control?.matches(':disabled');
    return [
      index.get(element.parentElement!) ?? -1,
      element.localName,
      element.id,
      element.localName === 'input' ? (element as HTMLInputElement).type : '',
      text,
      style.webkitTextFillColor,
      style.backgroundColor,
      style.backgroundImage === 'none' ? 0 : 1,
      style.opacity,
      style.fontSize,
      style.fontWeight,
      !off && element.checkVisibility({ visibilityProperty: true }) ? 1 : 0,
      box.x + scrollX,
      box.y + scrollY,
      box.width,
      box.height,
    ];
  });
}

/** The element outlined, with its style attribute before. */
let marked: [Element, string | null] | null = null;

/** Outlines the element of an index of the last inspection and scrolls to it; -1 (or an index of none) outlines nothing. */
function mark(index: number) {
  if (marked) putBack('style', marked[1], marked[0]);
  marked = null;
  const element = elements[index] as HTMLElement | undefined;
  if (element?.style) {
    marked = [element, element.getAttribute('style')];
    element.style.outline = '3px solid #e0e';
    element.scrollIntoView({ block: 'center' });
  }
}

/**
 * Shows the page through a 4 × 5 colour matrix on linear light (SVG filters' own default; its numbers comma-separated,
 * as SVG's number lists allow), as an SVG filter in a data address on the root (no element added to the page, nothing
 * fetched); null shows it as it is.
 */
function vision(matrix: readonly number[] | null) {
  if (matrix) {
    setOnRoot(
      'filter',
      `url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'><filter id='v'><feColorMatrix values='${matrix}'/></filter></svg>#v")`,
    );
  } else if (saved.has('filter')) {
    root.style.setProperty('filter', ...saved.get('filter')!);
    saved.delete('filter');
  }
}

let port: MessagePort | null = null;

/** Answers one message of the paired port (anything that fails its check is ignored). */
function onPortMessage(event: MessageEvent) {
  const message = readToHelper(event.data);
  if (!message || !port) return;
  const send = (reply: ToIrodori) => port!.postMessage(reply);
  if (message.type === 'scan') send(report());
  else if (message.type === 'restore') restore();
  else if (message.type === 'inspect') send({ type: 'nodes', nodes: inspect() });
  else if (message.type === 'mark') mark(message.index);
  else if (message.type === 'vision') vision(message.matrix);
  else {
    setScheme(message.scheme, message.dark);
    for (const [name, value] of Object.entries(message.values)) if (paints(value)) setOnRoot(name, value);
    send({ type: 'applied', id: message.id });
  }
}

// (The window's own properties, read as globals: the helper is a classic script.)
const irodori = opener as Window | null;
if (irodori && TRUSTED_ORIGIN.startsWith('http')) {
  let asked = false;
  addEventListener('message', (event) => {
    // Only the window that opened this page, from the trusted origin, once, before pairing; never again after.
    if (port || asked || event.source !== irodori || event.origin !== TRUSTED_ORIGIN || event.ports.length !== 1) return;
    const pair = readPair(event.data);
    if (!pair) return;
    asked = true;
    const offered = event.ports[0];
    // The browser's own prompt (it cannot be restyled or covered by the page) asks for the code Irodori shows,
    // again after a wrong one; cancelling drops the port.
    let typed: string | null;
    let ask = TEXTS.ask;
    while ((typed = prompt(ask))?.trim() !== pair.code) {
      if (typed === null) return offered.close();
      ask = `${TEXTS.wrong}\n${TEXTS.ask}`;
    }
    port = offered;
    port.onmessage = onPortMessage;
    port.postMessage(report());
  });
  irodori.postMessage({ mark: LIVE_MARK, type: 'ready' } satisfies ReadyMessage, TRUSTED_ORIGIN);
}
