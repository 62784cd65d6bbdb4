import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
    // Every browser we target supports <link rel="modulepreload">; the polyfill would only add start-up bytes.
    modulePreload: { polyfill: false },
  },
});
