import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { ROOT } from './source-files.js'

/** The published packages, lowest first. */
const PACKAGES = ['map', 'ecs', 'art', 'run', 'phaser']

/**
 * Every runtime export of the built packages, imported in one plain Node process as a user's
 * program imports them: for each name, the packages that export it and whether they all export
 * the same value (the same class, not two classes of one name).
 */
async function sharedNames(): Promise<{ name: string; packages: string[]; same: boolean }[]> {
  const urls = PACKAGES.map((p) => pathToFileURL(join(ROOT, 'packages', p, 'dist', 'index.js')))
  const script = `
    const names = new Map()
    for (const [i, url] of ${JSON.stringify(urls.map(String))}.entries()) {
      const module = await import(url)
      for (const [name, value] of Object.entries(module)) {
        const seen = names.get(name) ?? { packages: [], values: [] }
        seen.packages.push(${JSON.stringify(PACKAGES)}[i])
        seen.values.push(value)
        names.set(name, seen)
      }
    }
    const out = [...names].filter(([, s]) => s.packages.length > 1).map(([name, s]) => ({
      name, packages: s.packages, same: s.values.every((v) => v === s.values[0]),
    }))
    process.stdout.write(JSON.stringify(out))
  `
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script],
    { cwd: ROOT },
  )
  return JSON.parse(stdout)
}

describe('one name, one value across the packages', () => {
  it('no two packages export the same name with different values; re-exports are the same value', async () => {
    const shared = await sharedNames()
    expect(shared.filter((s) => !s.same)).toEqual([])
    // The argument errors are defined once, in @delve/map, and re-exported by the others.
    const errors = shared.find((s) => s.name === 'ArgumentTypeError')
    expect(errors?.packages).toEqual(PACKAGES)
  })
})
