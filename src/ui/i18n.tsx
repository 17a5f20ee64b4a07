import { forwardRef } from 'react';
import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from 'react-router-dom';
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

/** A router link whose `to` is a language-neutral path from src/config/paths.ts. */
export const LocalLink = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { to: string }>(
  function LocalLink({ to, ...rest }, ref) {
    const localize = useLocalize();
    return <Link ref={ref} to={localize(to)} {...rest} />;
  },
);

/** A navigation link (marks itself active) whose `to` is a language-neutral path. */
export const LocalNavLink = forwardRef<HTMLAnchorElement, Omit<NavLinkProps, 'to'> & { to: string }>(
  function LocalNavLink({ to, ...rest }, ref) {
    const localize = useLocalize();
    return <NavLink ref={ref} to={localize(to)} {...rest} />;
  },
);
