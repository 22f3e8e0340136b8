import { defineConfig } from 'vitest/config'
import { sourceAliases } from '../../vitest.shared.js'

// The site's pages checked like code, in Node, with nothing built: the code blocks compile, the
// links land, the figures the prose states are the code's. The built site in a browser is the
// e2e tier's (`vitest.e2e.config.ts`).
export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    include: ['test/**/*.test.ts'],
    // Bounds a hang only (the code blocks' compile on a loaded machine); no test checks a speed.
    testTimeout: 300_000,
  },
})
