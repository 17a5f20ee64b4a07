/**
 * The Content-Security-Policy of the built site: everything from our own origin only. Scripts may
 * compile WebAssembly ('wasm-unsafe-eval'), and the one inline script is the head script, allowed by its
 * hash (src/build/headScript.ts); styles allow inline rules because styled-components
 * injects <style> elements and React sets style attributes (swatch colours). No other host appears.
 */
import { headScriptHash } from './headScript.ts';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${headScriptHash()}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers served with every response of the built site (vite preview and static hosts). */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};

/** The same headers in the `_headers` file format read by common static hosts. */
export function headersFile(): string {
  const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, ''].join('\n');
}
