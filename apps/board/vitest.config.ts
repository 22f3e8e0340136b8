import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The board's database made once, copied by each test file (test/test-database.ts).
    globalSetup: ['test/global-setup.ts'],
    // One file at a time: each starts a board with its own database and worker threads.
    fileParallelism: false,
    // And in one process: the board's modules, PGlite's and the game's are loaded once, not once
    // a file, and the in-process files share one database (test/test-database.ts).
    isolate: false,
    // Bounds a hang only: a replay on a worker thread and a database start take seconds on a
    // busy machine, and the fault tests start boards and databases several times (51 s at load
    // 10; one passed 60 s at load 14).
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
})
