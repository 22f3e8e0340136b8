import { defineConfig } from 'vitest/config'

// End-to-end: the built game in a real Chromium, two files at a time (the test command runs one
// at a time, beside its other line: scripts/test.mjs). The files share one browser
// (`e2e/shared-browser.ts`), each in contexts of its own, with a preview server of its own on a
// free port and screenshots of its own names; a file's tests run one after another.
// The time-outs only bound a hang: no test checks a speed. Software WebGL on a small shared
// machine is slow (a replay test took 55 s with the load at 10 on 2 cores, and over a minute at
// 25), so they are minutes. A hook has as long as a test: the board file's first one (a PGlite
// database, a verifier, a board) ran out at 120 s with two test runs on the machine.
export default defineConfig({
  test: {
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/shared-browser.ts'],
    maxWorkers: 2,
    // The files share their worker's modules (Vite's preview, Playwright, the packages), imported
    // once a worker rather than once a file: four files took 190 s with 170 s of it importing,
    // 70 s with 37 s, on a machine loaded by two test runs. No file mocks a module, and each
    // keeps its own server, contexts and pages.
    isolate: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
})
