import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fromRoot, importsOf, isTest, ROOT } from './source-files.js'

// The examples are programs a user copies: each must stand alone, and say truly how long it is.
/** Every TypeScript or JavaScript file of an example folder, its tests and configs included; not what it installs or builds. */
function exampleFiles(dir: string): string[] {
  const skip = new Set(['node_modules', 'dist', 'reports', 'screenshots', 'public'])
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : exampleFiles(join(dir, entry.name))
    return /\.[jt]s$/.test(entry.name) ? [join(dir, entry.name)] : []
  })
}

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

describe('each example stands alone: copying its folder is enough', () => {
  const examples = readdirSync(join(ROOT, 'examples'), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)

  it('are found', () => {
    expect(examples).toEqual(expect.arrayContaining(['headless-ascii', 'phaser-starter']))
  })

  it.each(examples)(
    'examples/%s imports only its own files, node: and the packages it declares (Delve’s by name only)',
    (name) => {
      const dir = join(ROOT, 'examples', name)
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
      const wrong = exampleFiles(dir).flatMap((file) =>
        importsOf(file)
          .filter((specifier) => {
            if (specifier.startsWith('.'))
              return !resolve(dirname(file), specifier).startsWith(dir + sep)
            if (specifier.startsWith('node:')) return false
            if (specifier.startsWith('@delve/') && specifier !== packageOf(specifier)) return true
            return !declared.includes(packageOf(specifier))
          })
          .map((specifier) => `${fromRoot(file)} imports ${specifier}`),
      )
      expect(wrong).toEqual([])
    },
  )

  it.each(examples)('examples/%s is a private package named for its folder', (name) => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'examples', name, 'package.json'), 'utf8'))
    expect(manifest.private).toBe(true)
    expect(manifest.name).toBe(
      name === 'harness' ? '@delve/examples-harness' : `@delve/example-${name}`,
    )
  })
})

/** The example's program: its TypeScript (or JavaScript) under `src/`, tests left out. */
function programLines(dir: string): { lines: number; language: string } {
  const files = exampleFiles(join(dir, 'src')).filter((file) => !isTest(file))
  const lines = files.reduce(
    (sum, file) => sum + readFileSync(file, 'utf8').trimEnd().split('\n').length,
    0,
  )
  return { lines, language: files.every((f) => f.endsWith('.js')) ? 'JavaScript' : 'TypeScript' }
}

describe('each example says how long it is, truly', () => {
  const examples = readdirSync(join(ROOT, 'examples'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'harness')
    .map((e) => e.name)
  const rootReadme = readFileSync(join(ROOT, 'README.md'), 'utf8')

  it.each(examples)('examples/%s: its README and the root README give its line count', (name) => {
    const { lines, language } = programLines(join(ROOT, 'examples', name))
    const own = readFileSync(join(ROOT, 'examples', name, 'README.md'), 'utf8')
    expect(own).toContain(`**${lines} lines of ${language}** in \`src/\``)
    const row = rootReadme
      .split('\n')
      .find((line) => line.startsWith(`| [\`${name}\`](examples/${name})`))
    expect(row?.split('|').map((cell) => cell.trim())[3]).toBe(String(lines))
  })
})

describe('examples/phaser-roguelike is @delve/phaser’s README example, word for word', () => {
  const readme = readFileSync(join(ROOT, 'packages/phaser/README.md'), 'utf8')
  const dir = join(ROOT, 'examples/phaser-roguelike')

  it('its src/main.js is the README’s first `js` block, in 30 lines or fewer', () => {
    const code = /```js\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(readFileSync(join(dir, 'src/main.js'), 'utf8')).toBe(code)
    expect(programLines(dir).lines).toBeLessThanOrEqual(30)
  })

  it('its index.html is the README’s, the script in src/', () => {
    const html = /```html\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
    expect(html).toContain('src="./main.js"')
    const page = readFileSync(join(dir, 'index.html'), 'utf8')
    expect(page).toBe(html.replace('src="./main.js"', 'src="./src/main.js"'))
  })
})

describe('examples/full-game is @delve/phaser’s “Playing a whole run”, word for word', () => {
  const readme = readFileSync(join(ROOT, 'packages/phaser/README.md'), 'utf8')
  const dir = join(ROOT, 'examples/full-game')

  it('its src/main.js is the section’s `js` block, in 20 lines or fewer', () => {
    const section = /^## Playing a whole run\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? ''
    const code = /```js\n([\s\S]*?)```/.exec(section)?.[1]
    expect(readFileSync(join(dir, 'src/main.js'), 'utf8')).toBe(code)
    expect(programLines(dir).lines).toBeLessThanOrEqual(20)
  })

  it('its index.html is the README’s, the script in src/', () => {
    const html = /```html\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
    const page = readFileSync(join(dir, 'index.html'), 'utf8')
    expect(page).toBe(html.replace('src="./main.js"', 'src="./src/main.js"'))
  })
})
