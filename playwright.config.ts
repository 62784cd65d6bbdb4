import { defineConfig, devices } from '@playwright/test';

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  // Each worker runs its own server and database (e2e/fixtures.ts), so the tests of two workers never meet.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: process.env.CI ? 'list' : [['list']],
  // baseURL: the worker's own server (e2e/fixtures.ts).
  use: { trace: 'off', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        launchOptions,
      },
    },
  ],
});
