import { defineConfig } from '@playwright/test'

// e2e: apps/web in Debian's Chromium with the test wallet loaded, against the stack `npm start`
// runs (started by globalSetup on non-default ports, in-memory database).
export default defineConfig({
  testDir: './specs',
  testMatch: '**/*.spec.ts',
  globalSetup: './globalSetup.ts',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: false,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  use: {
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
  },
})
