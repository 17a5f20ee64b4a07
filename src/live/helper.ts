/**
 * The live link's helper: the small script a person copies into their own page (in development) so Irodori can
 * repaint it. Compiled at build time into one minified script (src/build/liveHelperPlugin.ts); the page that shows the
 * snippet writes its own origin in place of TRUSTED_ORIGIN, so the helper speaks to that Irodori only.
 *
 * What it does, and nothing else: tells the window that opened the page it is `ready` (addressed to the trusted origin,
 * so no other opener receives it); accepts one `pair` from that window and that origin, whose code the person must type
 * into its prompt; then listens to the paired port only. On the port it sets the colour custom properties Irodori
 * sends (inline on the root element, each value checked as a colour by the browser), switches the page's dark
 * scheme the way the page's own rules do, reports the page's colour custom properties, and on `restore` puts back
 * every value and class exactly as they were (a reload does too: nothing of the link outlives the page). It reads the
 * page's style rules for custom properties and nothing else, stores nothing, loads nothing and evaluates nothing.
 */
import {
  LIVE_MARK,
  isChannelTriple,
  isSafeValue,
  isVariableName,
  readPair,
  readToHelper,
  type DarkSwitch,
  type LiveReport,
  type LiveTexts,
  type LiveVariable,
  type ReadyMessage,
  type ToIrodori,
} from '../core/live/protocol.ts';

/**
 * Written into the snippet by the page it is copied from (liveSnippet in src/features/live/): the origin of that
 * Irodori page, and the prompt's texts in its language, each as a JSON literal in place of the name.
 */
declare const __IRODORI_ORIGIN__: string;
declare const __IRODORI_TEXTS__: LiveTexts;

const TRUSTED_ORIGIN = __IRODORI_ORIGIN__;
const TEXTS = __IRODORI_TEXTS__;

const root = document.documentElement;
/** Whether a value may paint: a colour the browser reads, or a channel triple that rgb() or rgba() reads. */
const paints = (value: string) => CSS.supports('color', value) || isChannelTriple(value);

/** Dark markers in a selector: a class or a data attribute whose value says dark. */
const DARK_CLASS = /\.([\w-]*dark[\w-]*)/i;
const DARK_ATTRIBUTE = /\[(data-[\w-]+)=["']?([\w-]*dark[\w-]*)["']?\]/i;
/**
 * Whether a rule's selector speaks of the root or of a scheme, and whether of the dark one: every part one compound
 * (no combinator) naming the root (`:root`, `html`) or a scheme (`.dark`, `.light-theme`, or a class or attribute
 * of a theme, palette or scheme: `[data-bs-theme=dark]`, `.ion-palette-dark`; not `.btn-dark`).
 */
function ruleScope(selector: string): 'light' | 'dark' | null {
  const parts = selector.split(',').map((part) => part.trim());
  if (!parts.every((part) => !/[\s>+~]/.test(part) && /:root|html|^\.(dark|light)(-theme)?$|theme|palette|scheme/i.test(part))) return null;
  return parts.every((part) => DARK_CLASS.test(part) || DARK_ATTRIBUTE.test(part)) ? 'dark' : 'light';
}

/** Returns the page's colour custom properties and its dark switch, read from its style rules (sheets it may read). */
function scan(): LiveReport {
  const found = new Map<string, { light: string | null; dark: string | null }>();
  let dark: DarkSwitch = null;
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        const scope = ruleScope(rule.selectorText);
        if (scope === null) continue;
        for (const name of rule.style) {
          const value = rule.style.getPropertyValue(name).trim();
          if (!isVariableName(name) || !isSafeValue(value) || !paints(value)) continue;
          const entry = found.get(name) ?? { light: null, dark: null };
          entry[scope] = value;
          found.set(name, entry);
          if (scope === 'dark' && dark === null) {
            const attribute = DARK_ATTRIBUTE.exec(rule.selectorText);
            const className = DARK_CLASS.exec(rule.selectorText);
            dark = attribute ? { kind: 'attribute', name: attribute[1], value: attribute[2] } : className ? { kind: 'class', name: className[1] } : null;
          }
        }
      } else if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      visit(sheet.cssRules);
    } catch {
      // A sheet from another origin cannot be read: it is skipped.
    }
  }
  const variables: LiveVariable[] = [...found].map(([name, { light, dark }]) => ({ name, light, dark }));
  return { variables, dark };
}

/** The root's state before the first change: each property's inline value and priority, and its class and switch attribute. */
const saved = new Map<string, [string, string]>();
let savedRoot: [className: string | null, attribute: string | null] | null = null;
let darkSwitch: DarkSwitch = null;

/** Sets an attribute of the root back to a remembered value (null: absent). */
const putBack = (name: string, value: string | null) => (value === null ? root.removeAttribute(name) : root.setAttribute(name, value));

/** Sets the page's dark switch on the root for the scheme (the root's class and attribute remembered first). */
function setScheme(scheme: 'light' | 'dark') {
  const s = darkSwitch;
  if (s === null) return;
  savedRoot ??= [root.getAttribute('class'), s.kind === 'attribute' ? root.getAttribute(s.name) : null];
  if (s.kind === 'class') root.classList.toggle(s.name, scheme === 'dark');
  else if (scheme === 'dark') root.setAttribute(s.name, s.value);
  else putBack(s.name, savedRoot[1] === s.value ? null : savedRoot[1]);
}

/** Puts back every property, the class and the switch attribute exactly as they were before the first change. */
function restore() {
  for (const [name, [value, priority]] of saved) root.style.setProperty(name, value, priority);
  saved.clear();
  if (savedRoot !== null) {
    putBack('class', savedRoot[0]);
    if (darkSwitch?.kind === 'attribute') putBack(darkSwitch.name, savedRoot[1]);
  }
  savedRoot = null;
}

let port: MessagePort | null = null;

/** Answers one message of the paired port (anything that fails its check is ignored). */
function onPortMessage(event: MessageEvent) {
  const message = readToHelper(event.data);
  if (message === null || port === null) return;
  const send = (reply: ToIrodori) => port!.postMessage(reply);
  if (message.type === 'scan') {
    const report = scan();
    darkSwitch = report.dark;
    send({ type: 'report', report });
  } else if (message.type === 'restore') restore();
  else {
    setScheme(message.scheme);
    for (const [name, value] of Object.entries(message.values)) {
      if (!paints(value)) continue;
      if (!saved.has(name)) saved.set(name, [root.style.getPropertyValue(name), root.style.getPropertyPriority(name)]);
      root.style.setProperty(name, value, 'important');
    }
    send({ type: 'applied', id: message.id });
  }
}

/** Shows the pairing prompt; `done(true)` once the person typed the right code and connected, `done(false)` on cancel. */
function prompt(code: string, done: (paired: boolean) => void) {
  const host = document.createElement('div');
  const shadow = host.attachShadow({ mode: 'open' });
  const make = <K extends keyof HTMLElementTagNameMap>(tag: K, content = '') => Object.assign(document.createElement(tag), { textContent: content });
  const form = make('form');
  // The code is the field's pattern: the browser refuses any other entry itself, saying so by the field with the title.
  const input = Object.assign(make('input'), { inputMode: 'numeric', required: true, pattern: code, title: TEXTS.wrong });
  const label = make('label', TEXTS.code);
  label.append(input);
  const cancel = Object.assign(make('button', TEXTS.cancel), { type: 'button' });
  form.append(make('b', TEXTS.title), label, make('button', TEXTS.connect), cancel);
  shadow.append(
    make(
      'style',
      'form{position:fixed;z-index:99999999;right:1em;bottom:1em;display:grid;gap:.5em;padding:1em;background:#fff;color:#222;' +
        'font:14px system-ui;box-shadow:0 0 9px #0008}input{display:block;font:20px monospace;width:8ch}button{font:inherit;padding:.3em}',
    ),
    form,
  );
  const close = (paired: boolean) => {
    host.remove();
    done(paired);
  };
  form.onsubmit = (event) => {
    event.preventDefault();
    close(true);
  };
  cancel.onclick = () => close(false);
  document.body.append(host);
  input.focus();
}

const opener = window.opener as Window | null;
if (opener !== null && TRUSTED_ORIGIN.startsWith('http')) {
  let asked = false;
  window.addEventListener('message', (event) => {
    // Only the window that opened this page, from the trusted origin, once, before pairing; never again after.
    if (port !== null || asked || event.source !== opener || event.origin !== TRUSTED_ORIGIN || event.ports.length !== 1) return;
    const pair = readPair(event.data);
    if (pair === null) return;
    asked = true;
    const offered = event.ports[0];
    prompt(pair.code, (paired) => {
      if (!paired) return offered.close();
      port = offered;
      port.onmessage = onPortMessage;
      const report = scan();
      darkSwitch = report.dark;
      port.postMessage({ type: 'paired', report } satisfies ToIrodori);
    });
  });
  opener.postMessage({ mark: LIVE_MARK, type: 'ready' } satisfies ReadyMessage, TRUSTED_ORIGIN);
}
