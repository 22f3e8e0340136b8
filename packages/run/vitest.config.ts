import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Property tests take seconds; on a busy two-core machine several times longer.
    testTimeout: 60_000,
  },
})
