import { defineConfig } from 'vitest/config'

// Unit tests of the screenshot reading, in Node: no browser here.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
})
