import { defineConfig } from 'vitest/config'
import { sourceAliases } from '../../vitest.shared.js'

// Unit tests of the screenshot reading, in Node: no browser here.
export default defineConfig({
  resolve: { alias: sourceAliases },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
})
