import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');
process.env.E2E_OUTBOX_DIR = path.join(DATA_DIR, 'outbox');
process.env.E2E_ADMIN_USERNAME = 'e2eadmin';
process.env.E2E_ADMIN_PASSWORD = 'e2e admin password';

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
  workers: 1,
  reporter: process.env.CI ? 'list' : [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'off', launchOptions },
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
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx apps/server/src/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
      RATE_LIMIT_AUTH: '1000',
      ADMIN_USERNAME: 'e2eadmin',
      ADMIN_EMAIL: 'e2eadmin@example.com',
      ADMIN_PASSWORD: 'e2e admin password',
    },
  },
});
