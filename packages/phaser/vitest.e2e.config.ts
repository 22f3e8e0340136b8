import { defineConfig } from 'vitest/config'

// The README's example built by Vite and played in a real Chromium: slow on a small machine.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
})
