/**
 * What every Tailwind CSS v3 config Irodori writes holds besides its colours (the palette export, src/ui/export/tailwind.ts,
 * and the scale export, src/core/scale/exportTailwind.ts): `content`, the files v3 scans for class names. Without it
 * v3 generates no utility at all and warns "No utility classes were detected in your source files". The globs are a
 * Vite or Create React App project's (index.html and src/), with a comment to adjust them to the project's own.
 * https://v3.tailwindcss.com/docs/content-configuration
 */

/** The globs of `content`. */
export const TAILWIND3_CONTENT_GLOBS: readonly string[] = ['./index.html', './src/**/*.{html,js,jsx,ts,tsx,vue,svelte}'];

/** The `content` lines of a v3 config, indented as a top-level key of its exported object. */
export const TAILWIND3_CONTENT = `  // The files Tailwind scans for class names: adjust to your project's.\n  content: [${TAILWIND3_CONTENT_GLOBS.map((glob) => `'${glob}'`).join(', ')}],\n`;
