// `pnpm test:unit`: the inner loop. Every unit and property test of the workspaces that need
// nothing built (the packages resolve each other's sources: `vitest.shared.ts`), in one vitest
// process. The tests that run a build (README examples, packed tarballs), the board (a real
// database and a built verifier), `checks/` and the browser tests are the full test command's.
import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'
import { needsBuild } from './vitest.shared.js'

/** The workspaces whose own vitest config holds unit tests, each a project here. */
const UNIT_WORKSPACES = [
  'packages/map',
  'packages/ecs',
  'packages/run',
  'packages/art',
  'packages/phaser',
  'apps/cli',
  'apps/game',
  'apps/docs',
  'bench',
  'examples/harness',
  'testing',
]

export default defineConfig({
  test: {
    // Vitest keeps one core for itself by default, which on a two-core machine leaves one worker
    // for every file; the main process only schedules and transforms, so give both cores to tests.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: UNIT_WORKSPACES.map((dir) => ({
      extends: `./${dir}/vitest.config.ts`,
      root: dir,
      test: {
        name: dir.slice(dir.indexOf('/') + 1),
        root: dir,
        exclude: [...configDefaults.exclude, ...needsBuild],
      },
    })),
  },
})
