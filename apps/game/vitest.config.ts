import { defineConfig } from 'vitest/config'

// Unit tests: the pure modules under src, in Node.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
})
