// What every workspace's vitest config shares: the toolkit's packages resolved from their
// TypeScript sources, so a unit test needs no build (the packages' own `exports` point at
// `dist/`, which only the build makes), and the list of tests that do need one.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The published packages, by folder under `packages/`, and the file their `.` export builds from. */
const SOURCE_PACKAGES = ['map', 'ecs', 'run', 'art', 'phaser'] as const

const root = new URL('./', import.meta.url)

/** The packages' other entries, each from its TypeScript source: `@delve/run/testing`. */
const SOURCE_ENTRIES = [{ folder: 'run', entry: 'testing' }] as const

/**
 * `@delve/map` → `<root>/packages/map/src/index.ts`, and so on for each published package;
 * `@delve/run/testing` → `<root>/packages/run/src/testing.ts`.
 */
export const sourceAliases = [
  ...SOURCE_PACKAGES.map((folder) => ({ folder, entry: 'index', subpath: '' })),
  ...SOURCE_ENTRIES.map(({ folder, entry }) => ({ folder, entry, subpath: `/${entry}` })),
].map(({ folder, entry, subpath }) => {
  const manifest = new URL(`packages/${folder}/package.json`, root)
  const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string }
  return {
    // Exactly the entry's name: `@delve/map/package.json` still reaches the manifest.
    find: new RegExp(`^${`${name}${subpath}`.replaceAll('/', '\\/')}$`),
    replacement: fileURLToPath(new URL(`packages/${folder}/src/${entry}.ts`, root)),
  }
})

/**
 * Tests that run what the build makes: the README examples by plain `node` against a package's
 * `dist/`, the packed tarballs, and `*.built.test.ts` (a shipped bin as a process). The full test
 * command runs them after the build; `pnpm test:unit` (the inner loop) leaves them out.
 */
export const needsBuild = ['**/readme.test.ts', '**/packed.test.ts', '**/*.built.test.ts']
