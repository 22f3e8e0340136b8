import { defineConfig } from 'vitest/config'

// The files share their workers' modules (no test mocks one): imported once a worker, not once a
// file.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 120_000, isolate: false },
})
