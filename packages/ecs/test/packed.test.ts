import { execFileSync } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The packages as a user gets them: packed tarballs, unpacked into a bare node_modules, run by
// plain Node with no TypeScript loader. The READMEs' examples are what runs.
const packages = fileURLToPath(new URL('../..', import.meta.url))

function pack(dir: string, into: string): string {
  // Under pnpm, npm_execpath is pnpm itself: a script for Node, or a native binary.
  const execpath = process.env.npm_execpath ?? ''
  const pnpm = !execpath.includes('pnpm')
    ? ['npx', '-y', 'pnpm@12.21.0']
    : /\.[cm]?js$/.test(execpath)
      ? [process.execPath, execpath]
      : [execpath]
  const [command, ...args] = pnpm as [string, ...string[]]
  execFileSync(command, [...args, 'pack', '--pack-destination', into], { cwd: dir, stdio: 'pipe' })
  const name = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    .name.replace('@', '')
    .replace('/', '-')
  const tarball = readdirSync(into).find((f) => f.startsWith(name) && f.endsWith('.tgz'))
  if (!tarball) throw new Error(`pack produced no tarball for ${dir}`)
  return join(into, tarball)
}

function unpack(tarball: string, to: string): void {
  mkdirSync(to, { recursive: true })
  execFileSync('tar', ['-xzf', tarball, '-C', to, '--strip-components=1'])
}

function readmeExample(dir: string): string {
  const readme = readFileSync(join(dir, 'README.md'), 'utf8')
  const match = readme.match(/```js\n([\s\S]*?)```/)
  if (!match?.[1]) throw new Error(`${dir}/README.md has no js example`)
  return match[1]
}

describe('packed packages', () => {
  const app = mkdtempSync(join(tmpdir(), 'delve-packed-'))
  const modules = join(app, 'node_modules')
  writeFileSync(join(app, 'package.json'), '{"type":"module"}')

  it('installs from tarballs and runs both README examples with plain node', () => {
    for (const name of ['map', 'ecs']) {
      unpack(pack(join(packages, name), app), join(modules, '@delve', name))
    }
    // bitecs is @delve/ecs's one registry dependency: link the copy already installed.
    symlinkSync(
      realpathSync(join(packages, 'ecs', 'node_modules', 'bitecs')),
      join(modules, 'bitecs'),
    )

    const ecsManifest = JSON.parse(
      readFileSync(join(modules, '@delve', 'ecs', 'package.json'), 'utf8'),
    )
    expect(ecsManifest.dependencies['@delve/map']).toMatch(/^\^\d+\.\d+\.\d+$/)

    for (const name of ['map', 'ecs']) {
      const file = join(app, `${name}-example.mjs`)
      writeFileSync(file, readmeExample(join(packages, name)))
      const output = execFileSync(process.execPath, [file], { cwd: app, encoding: 'utf8' })
      expect(output.length).toBeGreaterThan(0)
    }
  })
})
