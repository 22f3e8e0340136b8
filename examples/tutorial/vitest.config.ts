import { defineConfig } from 'vitest/config'

// The unit test: each part is the part before it plus that part's change, and the diffs the
// docs show are up to date. Reads files only; no build.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
})
