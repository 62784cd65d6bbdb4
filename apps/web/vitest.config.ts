import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The web tests alone (`cd apps/web && npx vitest run`); mirrors the `web` project of the root
 * vitest.config.ts, which is what CI runs.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test-setup.ts'],
  },
});
