// `pnpm test:unit`: the inner loop. Every unit and property test of the workspaces that need
// nothing built (the packages resolve each other's sources: `vitest.shared.ts`), in one vitest
// process. The tests that run a build (README examples, packed tarballs), the board (a real
// database and a built verifier), `checks/` and the browser tests are the full test command's.
import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config'
import cli from './apps/cli/vitest.config.js'
import docs from './apps/docs/vitest.config.js'
import game from './apps/game/vitest.config.js'
import bench from './bench/vitest.config.js'
import harness from './examples/harness/vitest.config.js'
import art from './packages/art/vitest.config.js'
import ecs from './packages/ecs/vitest.config.js'
import map from './packages/map/vitest.config.js'
import phaser from './packages/phaser/vitest.config.js'
import run from './packages/run/vitest.config.js'
import testing from './testing/vitest.config.js'
import { needsBuild, sourceAliases } from './vitest.shared.js'

/** The workspaces whose own vitest config holds unit tests, by folder. */
const UNIT_WORKSPACES: Readonly<Record<string, ViteUserConfig>> = {
  'packages/map': map,
  'packages/ecs': ecs,
  'packages/run': run,
  'packages/art': art,
  'packages/phaser': phaser,
  'apps/cli': cli,
  'apps/game': game,
  'apps/docs': docs,
  bench,
  'examples/harness': harness,
  testing,
}

// One project, not one a workspace: the workspaces' tests share each worker's modules (the
// packages' sources are transformed and imported once a worker rather than once a workspace),
// which took the tier from 79 s and 146 CPU-seconds to 49-60 s and 94-116 on two cores. Each
// workspace's own config still says which of its files are tests; its own runs (the full test
// command's, a package's `vitest run`) use it as it is.
export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    include: Object.entries(UNIT_WORKSPACES).flatMap(([dir, config]) =>
      (config.test?.include ?? []).map((glob) => `${dir}/${glob}`),
    ),
    exclude: [...configDefaults.exclude, ...needsBuild],
    // Vitest keeps one core for itself by default, which on a two-core machine leaves one worker
    // for every file; the main process only schedules and transforms, so give both cores to tests.
    maxWorkers: Math.max(availableParallelism(), 2),
    // The workspaces' own configs share their worker's modules between files too; no test mocks
    // a module or keeps state in one.
    isolate: false,
    // Bounds a hang only, as in the workspaces' configs.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
})
