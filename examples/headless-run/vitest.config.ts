import { defineConfig } from 'vitest/config'

// The built program, run as a user runs it.
export default defineConfig({
  test: { include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
})
