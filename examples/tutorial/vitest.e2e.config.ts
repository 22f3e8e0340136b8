import { defineConfig } from 'vitest/config'

// The browser test: the built pages in headless Chromium, one file, with time to spare for
// software rendering on a busy machine.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
})
