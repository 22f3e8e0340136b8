import { defineConfig } from 'vitest/config'
import { sourceAliases } from '../../vitest.shared.js'

export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The test files share one worker and the modules it has loaded (no new process and no
    // fresh imports per file: half the CPU time). The sources keep no state a test could see
    // (caches only), and no test file stubs or mocks a module.
    isolate: false,
    // Property tests take seconds; on a busy two-core machine several times longer.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
})
