import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromRoot, importsOf, ROOT, typescriptSources } from './source-files.js'

/**
 * What each package's sources may import besides their own files: arrows only point down
 * (game → phaser → run → ecs, art → map; cli → art → map). `node:` modules only where the code runs
 * in Node alone.
 */
const PACKAGE_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  'packages/map': [],
  'packages/art': ['@delve/map'],
  'packages/ecs': ['@delve/map', 'bitecs'],
  'packages/run': ['@delve/map', '@delve/ecs'],
  'packages/phaser': ['@delve/map', '@delve/art', '@delve/ecs', '@delve/run', 'phaser'],
  'apps/cli': ['@delve/map', '@delve/art', 'fast-png', 'node:'],
  'apps/game': ['@delve/map', '@delve/art', '@delve/ecs', '@delve/run', '@delve/phaser', 'phaser'],
}

const allowed = (specifier: string, list: readonly string[]) =>
  specifier.startsWith('.') ||
  list.some((name) => (name.endsWith(':') ? specifier.startsWith(name) : specifier === name))

describe('imports point down the layers', () => {
  it.each(Object.entries(PACKAGE_IMPORTS))('%s imports only %j', (dir, list) => {
    const wrong = typescriptSources(join(ROOT, dir, 'src')).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => !allowed(specifier, list))
        .map((specifier) => `${fromRoot(file)} imports ${specifier}`),
    )
    expect(wrong).toEqual([])
  })

  it.each(Object.entries(PACKAGE_IMPORTS))(
    '%s declares as runtime dependencies only packages it may import',
    (dir, list) => {
      const manifest = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'))
      const dependencies = Object.keys(manifest.dependencies ?? {})
      expect(dependencies.filter((name) => !list.includes(name))).toEqual([])
    },
  )
})

/**
 * The game's folders, lowest first: what each may import of the others and of packages, as the
 * table in apps/game/README.md says. Tests may import more (fast-check, vitest, node:).
 */
const GAME_LAYERS: Readonly<
  Record<string, { folders: readonly string[]; packages: readonly string[] }>
> = {
  params: { folders: [], packages: ['@delve/map', '@delve/run'] },
  play: { folders: ['params'], packages: ['@delve/map', '@delve/ecs', '@delve/run'] },
  saving: { folders: ['params'], packages: ['@delve/map', '@delve/run'] },
  settings: { folders: ['play'], packages: ['@delve/map'] },
  input: { folders: ['play', 'settings'], packages: ['@delve/map', '@delve/phaser'] },
  view: {
    folders: ['play'],
    packages: ['@delve/map', '@delve/art', '@delve/run', '@delve/phaser', 'phaser'],
  },
  ui: {
    folders: ['params', 'play', 'saving', 'view', 'settings'],
    packages: ['@delve/map', '@delve/run'],
  },
  watch: { folders: ['params'], packages: ['@delve/run'] },
  scenes: {
    folders: ['params', 'play', 'saving', 'settings', 'input', 'view', 'ui', 'watch'],
    packages: ['@delve/map', '@delve/ecs', '@delve/run', '@delve/art', '@delve/phaser', 'phaser'],
  },
}

describe('the game’s folders import only the layers below them', () => {
  const src = join(ROOT, 'apps/game/src')

  it('has a rule for every folder', () => {
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
    expect(folders.sort()).toEqual(Object.keys(GAME_LAYERS).sort())
  })

  it.each(Object.entries(GAME_LAYERS))('%s imports only %j', (folder, rule) => {
    const wrong = typescriptSources(join(src, folder)).flatMap((file) =>
      importsOf(file)
        .filter((specifier) => {
          if (specifier.startsWith('./')) return false
          const up = /^\.\.\/([a-z-]+)\//.exec(specifier)?.[1]
          if (up !== undefined) return !rule.folders.includes(up)
          return !rule.packages.includes(specifier)
        })
        .map((specifier) => `${fromRoot(file)} imports ${specifier}`),
    )
    expect(wrong).toEqual([])
  })
})
