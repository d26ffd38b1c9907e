import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium.ts';

// Browser tests drive the built app in Debian's Chromium (never a downloaded browser), at a
// phone width and a desktop width. The server runs on its own port (E2E_PORT, 3199 unless set,
// so two checkouts can run their browser tests at once) and data folder.
const PORT = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'e2e',
  // Generous: on a shared 2-core machine under load, Chromium alone can take most of 30 s for a
  // long journey (measured: a dashboard test's clicks waiting on a starved renderer, with every
  // request answered in under 0.4 s). A hang still fails; a slow machine no longer does.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        // A fake microphone (a tone) with permission granted, for the local phone's recording.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'rm -rf .data/e2e && tsx src/server/main.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: '.data/e2e',
      NODE_ENV: 'test',
      WEATHER_API_BASE: 'off',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      SUPPORT_PHONE: '+12155550142', // written raw: the pages must format it
      ADMIN_PASSWORD: 'e2e-admin-password',
    },
  },
});
