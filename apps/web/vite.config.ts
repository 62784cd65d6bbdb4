import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Modules whose state must exist once per page, so they are never copied into several chunks: the live game's
 * outbox, and every React context, store and modal/popper stack (MUI keeps one modal manager per copy).
 */
const SINGLE_COPY = [/[\\/]features[\\/]live-game[\\/]/, /context|store|Modal|Popper|Portal|FocusTrap/i];

/** Dev server proxies /api to the local server; the build goes to apps/web/dist with hashed asset names. */
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json maps each source module to its chunk and imports: bench/bundle-size.ts reads it.
    manifest: true,
    // Every browser we target supports <link rel="modulepreload">; the polyfill would only add start-up bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Chunks are loaded by the app's own dynamic imports only, never by their export names from outside.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Everything the first render needs in one chunk (one request instead of two dozen).
          groups: [{ name: 'app', tags: ['$initial'], priority: 1 }],
          // A page would otherwise fetch dozens of small shared chunks (Card, Alert, its API module...), each a
          // round trip on a phone network: small ones are copied into the pages that use them instead. Measured
          // with bench/lighthouse.ts; bench/bundle-size.ts shows what each route loads.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: SINGLE_COPY },
        },
      },
    },
  },
});
