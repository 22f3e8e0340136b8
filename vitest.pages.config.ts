// The test command's other browser tests (scripts/test.mjs): every workspace's `e2e/` files but
// the game's (the examples', `Roguelike`'s, the docs site's), in one vitest process, two files at
// a time. Each file serves its own build and starts its own browser, as in its workspace's own
// `pnpm e2e` (that workspace's config, which this one matches); one process for all of them
// saves a vitest start and the harness's imports a file.
import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['**/e2e/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'apps/game/**'],
    environment: 'node',
    maxWorkers: 2,
    // A worker's files share its modules (Vite's preview, Playwright): no file mocks a module,
    // and each keeps its own server, browser and pages.
    isolate: false,
    // Bound a hang only, as in the workspaces' configs.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
})
