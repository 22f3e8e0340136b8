import { defineConfig } from 'vitest/config'
import { sourceAliases } from '../../vitest.shared.js'

export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    include: ['src/**/*.test.ts'],
    // The files share their worker's modules (no test mocks one): imported once, not once a file.
    isolate: false,
    // The built tier starts the shipped command as a process: seconds apiece on a busy machine.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
})
