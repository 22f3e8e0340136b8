import { defineConfig } from 'vitest/config'

// The built site in headless Chromium: one browser, one file. The time-outs only bound a hang
// on a busy machine; no test checks a speed.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
})
