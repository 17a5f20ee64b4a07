/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import wasm from 'vite-plugin-wasm';
import { VitePWA } from 'vite-plugin-pwa';
import { licensesPlugin } from './src/build/licensesPlugin.ts';
import { SECURITY_HEADERS, headersFile } from './src/build/securityHeaders.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The app lives in src/ (its index.html too), static files in public/, the build goes to dist/.
 * Unit and parity tests (vitest) run in Node from the project root; end-to-end tests run under
 * Playwright (tests/playwright.config.ts) against the production build.
 */
export default defineConfig({
  root: here('src'),
  publicDir: here('public'),
  plugins: [
    react(),
    wasm(),
    licensesPlugin({ root: here('.') }),
    {
      name: 'irodori-headers',
      apply: 'build',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile() });
      },
    },
    // An installable PWA: after one visit every route works offline (the app shell, every route's
    // chunk, the wasm and the names are precached; font subsets are cached as they are used).
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script',
      manifest: {
        name: 'Irodori — colour tool and palettes',
        short_name: 'Irodori',
        description: 'Explore, name, convert and check colours; keep palettes. Works offline.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#ffffff',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,wasm,svg,png,webmanifest}', '**/inter-latin-wght-normal-*.woff2'],
        // A new version takes over open tabs at once; each route's chunk is already precached.
        skipWaiting: true,
        clientsClaim: true,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/licenses\.txt$/, /^\/_headers$/],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        runtimeCaching: [
          {
            urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'font',
            handler: 'CacheFirst',
            options: { cacheName: 'irodori-fonts', expiration: { maxEntries: 300 } },
          },
        ],
      },
    }),
  ],
  worker: {
    format: 'es',
    plugins: () => [wasm()],
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { port: 5173 },
  preview: { port: 4173, host: '127.0.0.1', headers: SECURITY_HEADERS },
  test: {
    root: here('.'),
    include: ['tests/unit/**/*.test.ts', 'tests/parity/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
