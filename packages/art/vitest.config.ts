import { defineConfig } from 'vitest/config'
import { sourceAliases } from '../../vitest.shared.js'

export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    // Bounds a hang only: property tests run several times slower on a loaded two-core machine
    // (one took 7 s against vitest's default 5 s bound); no test checks a speed.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files share their workers' modules (no test mocks one): importing the package once
    // a worker, not once a file, was most of this suite's time.
    isolate: false,
  },
})
