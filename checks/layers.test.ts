import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  fromRoot,
  importsOf,
  isTest,
  ROOT,
  sourceRoots,
  typescriptSources,
} from './source-files.js'

/**
 * What each package's sources may import besides their own files: arrows only point down
 * (game → phaser → run → ecs, art → map; cli → art → map; board → run). `node:` modules only where the code runs
 * in Node alone.
 */
const PACKAGE_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  'packages/map': [],
  'packages/art': ['@delve/map'],
  'packages/ecs': ['@delve/map', 'bitecs'],
  'packages/run': ['@delve/map', '@delve/ecs'],
  'packages/phaser': ['@delve/map', '@delve/art', '@delve/ecs', '@delve/run', 'phaser'],
  'apps/cli': ['@delve/map', '@delve/art', 'fast-png', 'node:'],
  'apps/game': [
    '@delve/map',
    '@delve/art',
    '@delve/ecs',
    '@delve/run',
    '@delve/run/testing',
    '@delve/phaser',
    'phaser',
  ],
  'apps/board': [
    '@delve/run',
    'fastify',
    '@fastify/cors',
    '@fastify/rate-limit',
    '@electric-sql/pglite',
    'pg',
    'piscina',
    'node:',
  ],
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
  play: {
    folders: ['params'],
    packages: ['@delve/map', '@delve/ecs', '@delve/run', '@delve/run/testing', '@delve/phaser'],
  },
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
  board: { folders: [], packages: ['@delve/run'] },
  scenes: {
    folders: ['params', 'play', 'saving', 'settings', 'input', 'view', 'ui', 'watch', 'board'],
    packages: [
      '@delve/map',
      '@delve/ecs',
      '@delve/run',
      '@delve/run/testing',
      '@delve/art',
      '@delve/phaser',
      'phaser',
    ],
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

/**
 * @delve/ecs's folders, lowest first, as the layout table of its guide's reference page lists them
 * (apps/docs/guide/ecs/reference.md):
 * each imports only the folders before it. The files at the top of `src/` (errors, checks) are
 * below them all and import none; `index.ts` is over them all. A test may import what its folder
 * may, and also the package's index and files outside `src/` (the shared test helpers).
 */
const ECS_LAYERS = [
  'events',
  'world',
  'systems',
  'creatures',
  'items',
  'growth',
  'turns',
  'effects',
  'kinds',
  'explore',
  'saving',
  'client',
] as const

describe('@delve/ecs’s folders import only the layers below them', () => {
  const src = join(ROOT, 'packages/ecs/src')
  const layerOf = (file: string) => {
    const [first, ...rest] = relative(src, file).split(sep)
    return rest.length === 0 ? '' : (first as string)
  }

  it('has a layer for every folder', () => {
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
    expect(folders.sort()).toEqual([...ECS_LAYERS].sort())
  })

  it('lists the layers in the guide’s layout table in the same order', () => {
    const readme = readFileSync(join(ROOT, 'apps/docs/guide/ecs/reference.md'), 'utf8')
    const rows = [...readme.matchAll(/^\| `src\/([a-z-]+)\/` /gm)].map((m) => m[1])
    expect(rows).toEqual([...ECS_LAYERS])
  })

  // '' is the files at the top of src/: the bottom layer.
  const order: readonly string[] = ['', ...ECS_LAYERS]

  it.each(order)('src/%s imports only the layers below it', (layer) => {
    const allowed = order.slice(0, order.indexOf(layer) + 1)
    const files = readdirSync(join(src, layer), { withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts') && e.name !== 'index.ts')
      .map((e) => join(src, layer, e.name))
    expect(files.length).toBeGreaterThan(0)
    const wrong = files.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.'))
        .filter((specifier) => {
          const target = resolve(dirname(file), specifier)
          const outside = relative(src, target).startsWith('..')
          const index = target === join(src, 'index.js')
          if (outside || index) return !isTest(file)
          return !allowed.includes(layerOf(target))
        })
        .map((specifier) => `${fromRoot(file)} imports ${specifier}`),
    )
    expect(wrong).toEqual([])
  })
})

/** The folder-level cycles of one source root (top folders only; its own files left out). */
function folderCycles(src: string): string[] {
  const edges = new Map<string, Set<string>>()
  const folderOf = (file: string) => {
    const parts = relative(src, file).split(sep)
    return parts.length > 1 && parts[0] !== '..' ? (parts[0] as string) : undefined
  }
  for (const file of typescriptSources(src)) {
    const from = folderOf(file)
    if (from === undefined) continue
    for (const specifier of importsOf(file).filter((s) => s.startsWith('.'))) {
      const to = folderOf(resolve(dirname(file), specifier))
      if (to === undefined || to === from) continue
      edges.set(from, (edges.get(from) ?? new Set()).add(to))
    }
  }
  // A depth-first search: an edge back to a folder still on the path closes a cycle.
  const cycles: string[] = []
  const done = new Set<string>()
  const visit = (folder: string, path: string[]) => {
    for (const next of edges.get(folder) ?? []) {
      const at = path.indexOf(next)
      if (at >= 0) cycles.push([...path.slice(at), next].join(' → '))
      else if (!done.has(next)) visit(next, [...path, next])
    }
    done.add(folder)
  }
  for (const folder of [...edges.keys()].sort()) if (!done.has(folder)) visit(folder, [folder])
  return cycles
}

describe('no source folders import each other, however indirectly', () => {
  it('finds a cycle when there is one', () => {
    const src = mkdtempSync(join(tmpdir(), 'folder-cycle-'))
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(src, file)), { recursive: true })
      writeFileSync(join(src, file), text)
    }
    write('a/a.ts', "import { b } from '../b/b.js'\nexport const a = b\n")
    write('b/b.ts', "import type { a } from '../a/a.js'\nimport { c } from '../c/c.js'\n")
    write('c/c.ts', 'export const c = 1\n')
    write('index.ts', "export * from './a/a.js'\n")
    try {
      expect(folderCycles(src)).toEqual(['a → b → a'])
    } finally {
      rmSync(src, { recursive: true })
    }
  })

  it.each(sourceRoots().map((dir) => [fromRoot(dir), dir]))('%s', (_, dir) => {
    expect(folderCycles(dir as string)).toEqual([])
  })
})
