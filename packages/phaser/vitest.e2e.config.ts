import { defineConfig } from 'vitest/config'

// The README's example built by Vite and played in a real Chromium: slow on a small machine.
// The time-outs only bound a hang (a file of three tests took up to 61 s with two test runs at
// once, against a 90 s bound a test).
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
})
