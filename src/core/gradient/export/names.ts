/**
 * What every gradient export takes, and the safe names it writes: the user's name for the gradient is any text, so each
 * format gets an ASCII identifier made of it (`gradientSlug`) and, where it shows the name itself (an SVG's title, a
 * CSS comment), text that cannot end the element or the comment it sits in.
 */
import type { Gradient } from '../gradient.ts';
import type { FallbackStop } from '../css.ts';
import { commentText } from '../../code/identifiers.ts';

/** What the exports take: the gradient, each layer's fitted sRGB stops (../fallback.ts; same order as the layers) and the user's name. */
export type GradientExportInput = {
  readonly gradient: Gradient;
  readonly fits: readonly (readonly FallbackStop[])[];
  readonly name: string;
};

/** What a gradient is called when its name leaves nothing ASCII ('', '桜色', '🎨'). */
export const DEFAULT_GRADIENT_SLUG = 'gradient';

/**
 * Returns a lower-case, hyphenated ASCII identifier of a name ('Sunset Glow' → 'sunset-glow', 'Rosé' → 'rose'):
 * letters a–z, digits and single hyphens, never at either end; 'gradient' when nothing is left, and 'gradient-'
 * before a leading digit (an XML id or a CSS class part may not start with one).
 */
export function gradientSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug === '') return DEFAULT_GRADIENT_SLUG;
  return /^[0-9]/.test(slug) ? `${DEFAULT_GRADIENT_SLUG}-${slug}` : slug;
}

/** Returns a name as one line fit for a CSS comment (../../code/identifiers.ts `commentText`), 'Gradient' when empty. */
export function gradientTitle(name: string): string {
  return commentText(name) || 'Gradient';
}

/**
 * Characters XML 1.0 does not allow in a document, and the other controls: controls but tab and line breaks, lone
 * surrogates (a Unicode-mode class matches a surrogate only where it is not half of a pair), U+FFFE and U+FFFF.
 */
const XML_FORBIDDEN = /(?![\t\n\r])\p{Cc}|[\uD800-\uDFFF\uFFFE\uFFFF]/gu;

/** Returns text as XML character data or an attribute value: the five markup characters escaped, forbidden characters dropped. */
export function xmlText(text: string): string {
  return text
    .replace(XML_FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
