import { defineConfig } from '@playwright/test'

// The examples' smoke run: examples/vite-react, examples/vite-react18 (React 18) and examples/nextjs, installed from the packed
// tarballs and built by their own tooling (`npm run examples:build`), in Debian's Chromium with
// the test wallet, against a stack on their own ports (examplesStack.ts).
export default defineConfig({
  testDir: './examples',
  testMatch: '**/*.spec.ts',
  globalSetup: './examplesGlobalSetup.ts',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: false,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results/examples',
  use: { screenshot: 'only-on-failure', actionTimeout: 10_000 },
})
