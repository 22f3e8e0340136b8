import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One file at a time: each starts a board with its own database and worker threads.
    fileParallelism: false,
    // A replay on a worker thread and a database start take seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
