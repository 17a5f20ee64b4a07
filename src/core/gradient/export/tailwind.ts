/**
 * A gradient for Tailwind CSS v4: a utility of its own (`@utility`, https://tailwindcss.com/docs/adding-custom-styles
 * #adding-custom-utilities) holding the classic fallback and the modern form, and the arbitrary-value class that
 * writes the modern form in markup (`bg-[image:…]`, https://tailwindcss.com/docs/background-image#using-a-custom-value).
 */
import type { Gradient } from '../gradient.ts';
import { fallbackCss, gradientCss } from '../css.ts';
import { DEFAULT_GRADIENT_SLUG, gradientSlug, gradientTitle, type GradientExportInput } from './names.ts';

/**
 * Returns the utility's class name: `bg-<slug>-gradient` ('Sunset' → 'bg-sunset-gradient', 'Sunset gradient' →
 * 'bg-sunset-gradient', '桜色' → 'bg-gradient'). The '-gradient' keeps it clear of Tailwind's own `bg-*` utilities
 * and of the theme's colours: a utility named as one of them (`bg-cover`, `bg-red-500`, `bg-none`, a project's own
 * `bg-brand`) would set both that utility's declarations and these.
 */
export function tailwindUtilityName(name: string): string {
  const slug = gradientSlug(name).replace(/(^|-)gradient$/, '');
  return `bg-${slug === '' ? DEFAULT_GRADIENT_SLUG : `${slug}-${DEFAULT_GRADIENT_SLUG}`}`;
}

/**
 * Returns a fragment of a Tailwind v4 stylesheet: `@utility bg-<name>-gradient { … }` with two `background-image`
 * declarations, the classic fallback from the fitted stops first and the modern form last (a browser that cannot read
 * the modern one keeps the fallback), under a comment naming the gradient.
 */
export function tailwindUtility(input: GradientExportInput): string {
  return [
    `/* ${gradientTitle(input.name)} */`,
    `@utility ${tailwindUtilityName(input.name)} {`,
    `  background-image: ${fallbackCss(input.gradient, input.fits)};`,
    `  background-image: ${gradientCss(input.gradient)};`,
    '}',
    '',
  ].join('\n');
}

/**
 * Returns the arbitrary-value class that Tailwind v4 compiles to the modern `background-image`:
 * `bg-[image:linear-gradient(90deg_in_oklch,_#e63946_0%,_…)]`. In an arbitrary value Tailwind reads `_` as a space
 * and `\_` as an underscore, so underscores are escaped first, then spaces written as `_`; the `image:` hint makes it
 * a background image whatever the value looks like. The modern CSS holds nothing else Tailwind would misread
 * (no quotes, no top-level ';' or braces, brackets balanced).
 */
export function tailwindClass(gradient: Gradient): string {
  const value = gradientCss(gradient).replace(/_/g, '\\_').replace(/\s/g, '_');
  return `bg-[image:${value}]`;
}
