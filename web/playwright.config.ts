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
  // On CI a test that failed runs once more: a 2-core machine running two shards sometimes misses a 10 s wait, and a
  // test that fails twice still fails the run. The report lists a test that passed only the second time as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    headless: true,
    locale: 'zh-CN',
    viewport: { width: 1366, height: 860 },
    // As a learner who asked the system for less motion: antd's components open and close without animating, so the
    // pages are still sooner and a busy machine draws less (the screenshots freeze animations in any case).
    reducedMotion: 'reduce',
    // A trace films every test (a screencast of each step), which about doubles the CPU a test costs (measured on
    // administration.spec.ts: 257 against 138 CPU-seconds); CI shows only the log, where the failing test's error tells,
    // so traces are recorded where someone can open them.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
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
