import { defineConfig } from 'vitest/config'

// End-to-end: the built game in a real Chromium. One file, run serially, generous timeouts
// because software WebGL on a small machine is slow.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
