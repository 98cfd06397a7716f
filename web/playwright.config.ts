// Playwright: drives the real skillcert binary (started by e2e/serve.sh) in Debian's headless Chromium.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  // Baselines of the key screens, committed: one folder per spec, no platform suffix (the tests run in Debian's
  // Chromium only). The tolerance lets font antialiasing differ (threshold per pixel, share of pixels that may).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.02, threshold: 0.3, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    headless: true,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 860 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'bash e2e/serve.sh',
    url: `${baseURL}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM lets the server shut down cleanly and serve.sh remove its data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
