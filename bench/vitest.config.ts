import { defineConfig } from 'vitest/config'

// The files share their workers' modules (no test mocks one): imported once a worker, not once a
// file.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    isolate: false,
  },
})
