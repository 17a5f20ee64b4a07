import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { languageOfPath, localizePath, type Language } from '../config/language';

/** Returns the language of the current page, read from its path (/ja… is Japanese). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** Returns a function that puts a language-neutral path under the current page's language. */
export function useLocalize(): (path: string) => string {
  const lang = useLanguage();
  return (path) => localizePath(path, lang);
}

type Navigate = (href: string, options: { replace: boolean }) => void;

/** The router's navigate, shared by every LocalLink (see LinkNavigation). */
const NavigateContext = createContext<Navigate | null>(null);

/**
 * Gives the LocalLinks below it one navigate function that never changes. The router's own <Link>
 * resolves its path against the route matches on every render (several JSON round trips per link);
 * pages such as Explore and the category grid render hundreds of links whose paths are already
 * absolute, so they use this instead.
 */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const stable = useCallback<Navigate>((href, options) => void latest.current(href, options), []);
  return <NavigateContext.Provider value={stable}>{children}</NavigateContext.Provider>;
}

type LocalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A language-neutral path from src/config/paths.ts. */
  to: string;
  /** Replace the current history entry (by default only a link to the current address does). */
  replace?: boolean;
};

/**
 * A link to a page of the app, under the current language: a plain <a href>, which a click with no
 * modifier key turns into a router navigation (new tabs, downloads and other targets work as usual).
 */
export const LocalLink = forwardRef<HTMLAnchorElement, LocalLinkProps>(function LocalLink(
  { to, replace, onClick, target, ...rest },
  ref,
) {
  const href = localizePath(to, useLanguage());
  const navigate = useContext(NavigateContext);
  return (
    <a
      ref={ref}
      href={href}
      target={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
        if (!navigate || event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self')) return;
        event.preventDefault();
        const here = window.location.pathname + window.location.search + window.location.hash;
        navigate(href, { replace: replace ?? here === href });
      }}
    />
  );
});

/**
 * Whether a navigation link to `to` is the current page, as the router's NavLink decides it (without its case): the same
 * path, or with `end` unset a path below it.
 */
export function isActivePath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase().replace(/\/+$/, '') || '/';
  if (here === target || here === `${target}/`) return true;
  return !end && here.startsWith(target === '/' ? '/' : `${target}/`);
}

/**
 * A navigation link whose `to` is a language-neutral path: a LocalLink that marks itself active (class `active`,
 * `aria-current="page"`) on its page, or below it unless `end`. (The router's NavLink, with its prefetching and view
 * transitions, would bring them into the entry for these few links.)
 */
export const LocalNavLink = forwardRef<HTMLAnchorElement, LocalLinkProps & { end?: boolean }>(function LocalNavLink(
  { to, end, className, ...rest },
  ref,
) {
  const { pathname } = useLocation();
  const active = isActivePath(pathname, localizePath(to, languageOfPath(pathname)), end);
  return (
    <LocalLink
      ref={ref}
      to={to}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={active ? 'page' : undefined}
      {...rest}
    />
  );
});
