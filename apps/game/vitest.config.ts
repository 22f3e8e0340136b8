import { defineConfig } from 'vitest/config'
import { sourceAliases } from '../../vitest.shared.js'

// Unit tests: the pure modules under src, in Node; and the built game's checks under test.
export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    // Bounds a hang only: property tests run several times slower on a loaded two-core machine
    // (one took 7 s against vitest's default 5 s bound); no test checks a speed.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // The pure modules under src; under test, what reads the build (`*.built.test.ts`).
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The test files share one worker and the modules it has loaded (no new process and no
    // fresh imports per file: half the CPU time). The sources keep no state a test could see
    // (caches only), and no test file stubs or mocks a module.
    isolate: false,
    environment: 'node',
  },
})
