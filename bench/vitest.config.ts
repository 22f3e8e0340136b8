import { defineConfig } from 'vitest/config'
import { sourceAliases } from '../vitest.shared.js'

// The files share their workers' modules (no test mocks one): imported once a worker, not once a
// file.
export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    isolate: false,
  },
})
