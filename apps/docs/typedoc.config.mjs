// The API reference: every export of every published package, from the comments in its code,
// as Markdown pages under `api/` for the site. The entry points are each package's `exports`
// map, read back from the built file to the source it is built from (`./dist/x.js` from
// `src/x.ts`). An export without a doc comment fails the build.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The published packages, lowest layer first. */
export const PACKAGES = ['map', 'art', 'ecs', 'run', 'phaser']

/** The source files behind a package's `exports` map: `./dist/x.js` is built from `src/x.ts`. */
function entryPoints(name) {
  const folder = new URL(`../../packages/${name}/`, import.meta.url)
  const manifest = JSON.parse(readFileSync(new URL('package.json', folder), 'utf8'))
  return Object.values(manifest.exports)
    .map((target) => (typeof target === 'string' ? target : target.default))
    .filter((target) => target.startsWith('./dist/') && target.endsWith('.js'))
    .map((target) => target.replace(/^\.\/dist\/(.*)\.js$/, 'src/$1.ts'))
    .map((source) => fileURLToPath(new URL(source, folder)))
}

/** @type {Partial<import('typedoc').TypeDocOptions & import('typedoc-plugin-markdown').PluginOptions>} */
export default {
  entryPoints: PACKAGES.flatMap(entryPoints),
  tsconfig: './tsconfig.typedoc.json',
  name: 'Delve API',
  out: 'api',
  plugin: ['typedoc-plugin-markdown', 'typedoc-vitepress-theme'],
  readme: 'none',
  // One page a package: the site stays a few dozen pages, searched by heading.
  outputFileStrategy: 'modules',
  docsRoot: '.',
  sidebar: { autoConfiguration: true, format: 'vitepress', pretty: true, collapsed: true },
  useCodeBlocks: true,
  // The code is type-checked by the build with the workspace's own compiler; this reads it.
  skipErrorChecking: true,
  excludePrivate: true,
  excludeInternal: true,
  hidePageHeader: true,
  hideBreadcrumbs: true,
  sourceLinkTemplate: undefined,
  disableSources: true,
  // Every export has a doc comment: each kind of thing a package exports (their members are
  // documented where they need it, not required).
  validation: { notExported: false, invalidLink: true, notDocumented: true },
  requiredToBeDocumented: ['Enum', 'Variable', 'Function', 'Class', 'Interface', 'TypeAlias'],
  packagesRequiringDocumentation: PACKAGES.map((name) => `@delve/${name}`),
  // The functions inside the option table: each row's are described by the row's type
  // (`IntegerOption`), which is documented.
  intentionallyNotDocumented: [
    '@delve/map.DUNGEON_OPTIONS.__type.default',
    '@delve/map.DUNGEON_OPTIONS.__type.min',
    '@delve/map.DUNGEON_OPTIONS.__type.max',
  ],
  treatValidationWarningsAsErrors: true,
  logLevel: 'Warn',
}
