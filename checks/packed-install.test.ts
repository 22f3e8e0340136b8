import { execFile } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, posix } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { publint } from 'publint'
import { afterAll, beforeAll, describe, type ExpectStatic, expect, it } from 'vitest'

// The packages as a new user gets them: each packed with pnpm (as the READMEs' Install sections
// say), installed with plain npm into empty folders outside the workspace by READMEs' own install
// commands (@delve/phaser's, which installs every library, and the command line's), and each
// first example run there by plain node. Then the types, with the oldest TypeScript each README
// names, and the `delve` bin; each tarball passes publint and attw. @delve/phaser's example is a
// page: built by Vite from the tarballs and opened in Chromium. And the READMEs as they ship:
// every relative link a file of the tarball, every Install section usable with the tarballs alone.

const exec = promisify(execFile)
const root = fileURLToPath(new URL('..', import.meta.url))
const LIBRARIES = ['map', 'ecs', 'art', 'run'] as const
const PACKED = [...LIBRARIES.map((name) => `packages/${name}`), 'packages/phaser', 'apps/cli']
const VERSION = '0.1.0'
const tarball = (name: string) => `delve-${name}-${VERSION}.tgz`

// npm without its audit and funding calls, from its cache when it can: the commands as written.
// The settings a package manager that started this test passes down (pnpm's user agent among
// them) are left out: the commands must behave as in a plain shell.
const npmEnv = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'PNPM_HOME'),
  ),
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_prefer_offline: 'true',
  npm_config_update_notifier: 'false',
}

/** pnpm as the test command runs it (npm_execpath under pnpm), else through npx. */
function pnpm(): [string, ...string[]] {
  const execpath = process.env.npm_execpath ?? ''
  if (!execpath.includes('pnpm')) return ['npx', '-y', 'pnpm@12.21.0']
  return /\.[cm]?js$/.test(execpath) ? [process.execPath, execpath] : [execpath]
}

async function sh(command: string, cwd: string): Promise<string> {
  const { stdout } = await exec('sh', ['-c', command], { cwd, env: npmEnv, encoding: 'utf8' })
  return stdout
}

function readme(dir: string): string {
  return readFileSync(join(root, dir, 'README.md'), 'utf8')
}

/** The README's Install section. */
function installSection(text: string): string {
  const section = /^## Install\n([\s\S]*?)(?=^## )/m.exec(text)?.[1]
  if (section === undefined) throw new Error('no Install section')
  return section
}

/** The Install section's sh block that installs the tarballs, line by line. */
function installCommands(text: string): string {
  const block = [...installSection(text).matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((m) => m[1] as string)
    .find((code) => code.includes('npm install ./'))
  if (block === undefined) throw new Error('no npm install block in the Install section')
  return block
}

/** Every `npm install` argument of a block of commands (flags left out). */
function npmInstallArguments(block: string): string[] {
  return [...block.matchAll(/\bnpm (?:install|i)\b([^\n&|;]*)/g)].flatMap((m) =>
    (m[1] as string).split(/\s+/).filter((word) => word !== '' && !word.startsWith('-')),
  )
}

/** A package the registry can give: a name, a version range after `@`; no path, no Delve package. */
const REGISTRY_SPEC = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:@[\w.^~<>=*|-]+)?$/i

/**
 * The relative targets of a README's links and images (Markdown and HTML), without fragments.
 * Code is not read: an example's `src="./main.js"` is the reader's file, not the package's.
 */
function relativeLinks(readmeText: string): string[] {
  const text = readmeText.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] as string),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1] as string),
    ...[...text.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string),
  ]
  return targets
    .filter((target) => !/^(?:[a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target))
    .map((target) => decodeURI(target.replace(/[#?].*$/, '')))
}

/** The first js block, and the text block it says it prints, if any. */
function firstExample(text: string): { code: string; shown?: string } {
  const match = /```js\n([\s\S]*?)```/.exec(text)
  if (!match) throw new Error('no js example')
  const after = text.slice(match.index + match[0].length)
  const shown = /^\n\nprints\n\n```text\n([\s\S]*?)```/.exec(after)?.[1]
  return shown === undefined ? { code: match[1] as string } : { code: match[1] as string, shown }
}

/** The oldest TypeScript the README names: "Its types need TypeScript X.Y or later". */
function oldestTypeScript(text: string): string {
  const version = /Its types need TypeScript (\d+\.\d+) or later/.exec(installSection(text))?.[1]
  if (version === undefined) throw new Error('no TypeScript version in the Install section')
  return version
}

/** `playExample` of packages/phaser/e2e, loaded at run time (it lives outside this folder). */
type PlayExample = (
  dir: string,
  screenshotPath: string | undefined,
  keys: boolean,
) => Promise<{
  problems: string[]
  colours: number
  lit: number
  before: unknown[]
  after: unknown[]
  moved: string | null
  tilesMoved: number | null
  logBefore: number
  logAfter: number
}>

const temps: string[] = []
function temp(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `delve-${prefix}-`))
  temps.push(dir)
  return dir
}

/** An empty project folder with every tarball copied in, as the READMEs assume. */
function project(prefix: string, tarballs: string): string {
  const dir = temp(prefix)
  for (const file of readdirSync(tarballs)) copyFileSync(join(tarballs, file), join(dir, file))
  return dir
}

describe('the packages packed with pnpm and installed with npm outside the workspace', () => {
  let tarballs = ''

  beforeAll(async () => {
    tarballs = temp('tarballs')
    // One pnpm for the six (a pnpm started per package cost a CPU-second each).
    const [command, ...args] = pnpm()
    const filters = PACKED.flatMap((dir) => ['--filter', `./${dir}`])
    await exec(command, [...args, ...filters, 'pack', '--pack-destination', tarballs], {
      cwd: root,
      env: process.env,
    })
  })

  // The projects hold Phaser and Vite: removing them takes a while on a busy machine.
  afterAll(() => {
    for (const dir of temps) rmSync(dir, { recursive: true, force: true })
  })

  it('packs each package with its Delve dependencies as version ranges', () => {
    expect(readdirSync(tarballs).sort()).toEqual(
      ['art', 'cli', 'ecs', 'map', 'phaser', 'run'].map(tarball).sort(),
    )
  })

  // What a registry would be handed, linted as it is: publint with its warnings as errors, and
  // the types' resolution under every module setting an ESM-only package answers to (attw's
  // esm-only profile: its node10 and node16-from-CJS resolutions left out). Both run here, from
  // their libraries, rather than as a command per tarball: each command loaded its TypeScript
  // anew, about three CPU-seconds a tarball.
  it.each(PACKED)('%s: publint --strict and attw --profile esm-only pass', async (dir) => {
    const name = dir.split('/')[1] as string
    const data = readFileSync(join(tarballs, tarball(name)))
    const bytes = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)
    const lint = await publint({ pack: { tarball: bytes }, strict: true })
    expect(lint.messages).toEqual([])
    const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(data)))
    expect(analysis.packageName).toBe(`@delve/${name}`)
    if (analysis.types === false) throw new Error(`@delve/${name} ships no types`)
    const ignored: string[] = ['node10', 'node16-cjs']
    const problems = analysis.problems.filter(
      (problem) => !('resolutionKind' in problem) || !ignored.includes(problem.resolutionKind),
    )
    expect(problems).toEqual([])
  })

  // What `npm publish` would send: the manifest, the README and changelog, the build, the sources
  // its source maps point at (no test among them), and the command's vault and picture files.
  it.each(PACKED)('%s: the tarball holds only what a user needs', async (dir) => {
    const file = join(tarballs, tarball(dir.split('/')[1] as string))
    const listed = (await exec('tar', ['-tzf', file], { encoding: 'utf8' })).stdout
    const files = listed.split('\n').filter((line) => line !== '')
    const shipped =
      /^package\/(?:package\.json|README\.md|CHANGELOG\.md|dist\/.+\.(?:js|d\.ts|js\.map|d\.ts\.map)|src\/.+\.(?:ts|wat)|docs\/.+)$/
    expect(files.filter((path) => !shipped.test(path) || /\.test\.ts$/.test(path))).toEqual([])
    expect(files).toEqual(expect.arrayContaining(['package/CHANGELOG.md', 'package/README.md']))
    if (!dir.startsWith('apps/'))
      expect(files.some((path) => path.startsWith('package/docs/'))).toBe(false)
  })

  it.each(PACKED)(
    "%s: the packed README's relative links and images are files in the tarball",
    async (dir) => {
      const file = join(tarballs, tarball(dir.split('/')[1] as string))
      const listed = (await exec('tar', ['-tzf', file], { encoding: 'utf8' })).stdout
      const files = new Set(listed.split('\n').filter((line) => line !== ''))
      const text = (await exec('tar', ['-xzOf', file, 'package/README.md'], { encoding: 'utf8' }))
        .stdout
      expect(text).toBe(readme(dir))
      const missing = relativeLinks(text).filter((target) => {
        const path = posix.normalize(posix.join('package', target)).replace(/\/$/, '')
        return !files.has(path) && ![...files].some((f) => f.startsWith(`${path}/`))
      })
      expect(missing).toEqual([])
    },
  )

  it.each(PACKED)(
    "%s: the README's Install section starts from the tarballs alone, and names only tarballs and registry packages",
    (dir) => {
      const section = installSection(readme(dir))
      const install = installCommands(readme(dir))
      const start = section.indexOf(install)
      // Installed before anything is made: no checkout, no pnpm, in the first block of commands.
      expect(section.indexOf('```sh')).toBe(start - '```sh\n'.length)
      expect(install).not.toMatch(/pnpm|\bcd\b/)
      const packing = section.indexOf('pnpm pack')
      if (packing >= 0) expect(packing).toBeGreaterThan(start)
      const packed = readdirSync(tarballs)
      const commands = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]).join('\n')
      const named = npmInstallArguments(commands)
      expect(named.length).toBeGreaterThan(0)
      for (const argument of named) {
        if (argument.startsWith('./')) {
          expect(packed, argument).toContain(argument.slice(2))
          // The text before the command names each tarball it needs.
          expect(section.slice(0, start), argument).toContain(`\`${argument.slice(2)}\``)
        } else {
          expect(argument, argument).toMatch(REGISTRY_SPEC)
          expect(argument, argument).not.toMatch(/^@delve\//)
        }
      }
    },
  )

  // Plain npm is started once, on @delve/ecs: the others carry the same guard, word for word (an
  // npm started per package cost a CPU-second each).
  const GUARDED = ['packages/ecs', 'packages/art', 'packages/run', 'packages/phaser', 'apps/cli']
  const prepack = (dir: string): unknown =>
    JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).scripts?.prepack

  it('packages/ecs refuses plain npm pack, which would keep its workspace: ranges', async () => {
    const packed = exec('npm', ['pack', '--dry-run'], {
      cwd: join(root, 'packages/ecs'),
      env: npmEnv,
    })
    await expect(packed).rejects.toMatchObject({
      stderr: expect.stringMatching(/Pack with pnpm/),
    })
  })

  it.each(GUARDED.slice(1))('%s refuses plain npm pack by the same prepack guard', (dir) => {
    expect(prepack(dir)).toMatch(/Pack with pnpm/)
    expect(prepack(dir)).toBe(prepack('packages/ecs'))
  })

  // One project holds every library: @delve/phaser's README commands, run there as written,
  // install the four libraries' tarballs, @delve/phaser's, Phaser and Vite (a project a README's
  // command was run in cost four to six CPU-seconds, npm's start among them). Each library's own
  // command is held to what running it would do: the same first line, then one `npm install` of
  // tarballs that names every Delve package the named ones depend on (npm would look the others
  // up on the registry and stop with a 404). Its example runs by plain node in a folder of its own
  // that sees only the packages its command names.
  const LIBRARIES_INSTALL = 'packages/phaser'
  let installed: (dir: string) => void = () => {}
  let notInstalled: (error: unknown) => void = () => {}
  const shared = new Promise<string>((resolve, reject) => {
    installed = resolve
    notInstalled = reject
  })
  // Awaited by the tests that use it: a failed install fails them, not the run.
  shared.catch(() => {})

  it.concurrent.for(LIBRARIES)(
    "@delve/%s: the README's install command, then its first example with plain node",
    async (name, { expect }) => {
      const text = readme(`packages/${name}`)
      const install = installCommands(text)
      const [first, ...rest] = install.trimEnd().split('\n')
      expect(first).toBe(installCommands(readme(LIBRARIES_INSTALL)).split('\n')[0])
      expect(rest).toHaveLength(1)
      expect(rest[0]).toMatch(/^npm install(?: \.\/delve-[a-z]+-[\d.]+\.tgz)+$/)
      const named = [...install.matchAll(/\.\/delve-([a-z]+)-/g)].map((m) => m[1] as string)
      expect(named).toContain(name)

      const dir = await shared
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      expect(manifest.type).toBe('module')
      // What npm reads in each named tarball: its Delve dependencies, as version ranges.
      for (const each of named) {
        const own = join(dir, 'node_modules', '@delve', each, 'package.json')
        const dependencies = JSON.parse(readFileSync(own, 'utf8')).dependencies ?? {}
        for (const [dependency, version] of Object.entries(
          dependencies as Record<string, string>,
        )) {
          expect(version, `@delve/${each} on ${dependency}`).not.toMatch(/workspace:/)
          if (dependency.startsWith('@delve/'))
            expect(named, `@delve/${each} needs ${dependency}`).toContain(dependency.slice(7))
        }
      }
      // The example's folder, outside the project, sees the named packages alone (each resolves
      // its own dependencies where npm put them): a Delve package the example needs and the
      // command leaves out fails.
      const own = temp(`example-${name}`)
      mkdirSync(join(own, 'node_modules', '@delve'), { recursive: true })
      writeFileSync(join(own, 'package.json'), JSON.stringify({ type: 'module' }))
      for (const each of named)
        symlinkSync(
          join(dir, 'node_modules', '@delve', each),
          join(own, 'node_modules', '@delve', each),
        )
      const { code, shown } = firstExample(text)
      writeFileSync(join(own, 'example.js'), code)
      const { stdout } = await exec(process.execPath, ['example.js'], {
        cwd: own,
        encoding: 'utf8',
      })
      if (shown === undefined) expect(stdout.length).toBeGreaterThan(0)
      else expect(stdout).toBe(shown)
    },
  )

  // The command line's project: its README's commands as written, then the TypeScript versions
  // the type-check below runs, added without saving as a user adds tools.
  let toolsReady: (dir: string) => void = () => {}
  let noTools: (error: unknown) => void = () => {}
  const tools = new Promise<string>((resolve, reject) => {
    toolsReady = resolve
    noTools = reject
  })
  tools.catch(() => {})
  const typed = [...LIBRARIES, 'phaser'] as const
  const oldest = Object.fromEntries(
    typed.map((name) => [name, oldestTypeScript(readme(`packages/${name}`))]),
  )
  // @delve/art's generic typed arrays are what need 5.7: the minor before must fail on them.
  const versions = [...new Set([...Object.values(oldest), '5.6'])]
  const tsBin = (version: string) =>
    join('node_modules', `ts${version.replace('.', '')}`, 'bin', 'tsc')

  it.concurrent("@delve/cli: the README's install commands, the last of which runs delve", async ({
    expect,
  }) => {
    const dir = project('cli', tarballs)
    try {
      const stdout = await sh(installCommands(readme('apps/cli')), dir)
      expect(stdout).toMatch(/^#+$/m)
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
      expect(Object.keys(manifest.dependencies)).toContain('@delve/cli')
      const aliases = versions.map((v) => `ts${v.replace('.', '')}@npm:typescript@~${v}.0`)
      await sh(`npm install --no-save ${aliases.join(' ')}`, dir)
      toolsReady(dir)
    } catch (error) {
      noTools(error)
      throw error
    }
  })

  it.concurrent("@delve/phaser: the README's install command, then its first example built by Vite and opened in Chromium", async ({
    expect,
  }) => {
    const text = readme('packages/phaser')
    const dir = project('phaser', tarballs)
    try {
      await sh(installCommands(text), dir)
      installed(dir)
    } catch (error) {
      notInstalled(error)
      throw error
    }
    await playPhaserExample(text, dir, expect)
  })

  async function playPhaserExample(text: string, dir: string, expect: ExpectStatic): Promise<void> {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    expect(Object.keys(manifest.dependencies)).toEqual(
      expect.arrayContaining(['@delve/phaser', 'phaser']),
    )
    writeFileSync(join(dir, 'main.js'), firstExample(text).code)
    const html = /```html\n([\s\S]*?)```/.exec(text)?.[1]
    if (html === undefined) throw new Error('no index.html in the README')
    writeFileSync(join(dir, 'index.html'), html)
    await sh('npx vite build --logLevel warn', dir)
    // Opened as @delve/phaser's page tests open a page: the dungeon drawn and lit, one player
    // drawn whole at a whole zoom, nothing logged as an error. No key is pressed: the same code
    // is examples/phaser-roguelike (examples.test.ts holds it word for word), whose browser test
    // plays it on the same Phaser and the same built files (a step, the turns logged); here
    // Chromium's start and Phaser's load were half of the play's 25 CPU-seconds, its keys the rest.
    const player = pathToFileURL(join(root, 'packages/phaser/e2e/play-example.ts')).href
    const { playExample } = (await import(player)) as { playExample: PlayExample }
    const run = await playExample(join(dir, 'dist'), undefined, false)
    expect(run.problems).toEqual([])
    expect(run.colours).toBeGreaterThan(20)
    expect(run.lit).toBeGreaterThan(0.02)
    expect(run.before).toHaveLength(1)
  }

  it.concurrent("type-checks each package with the oldest TypeScript its README names, and the delve bin runs the root README's map", async ({
    expect,
  }) => {
    // In the libraries' project (every Delve package but the command line's, and Phaser), by
    // the compilers installed in the command line's.
    const dir = await shared
    const compilers = await tools
    /** A file that uses the package's types, as a user's code would. */
    const usage = (name: string) =>
      name === 'phaser'
        ? [
            "import { type KeyTable, keyMap, Roguelike, type RoguelikeOptions } from '@delve/phaser'",
            "const keys: KeyTable = { KeyQ: 'up-left', Space: 'wait' }",
            'const options: RoguelikeOptions = { keys, fov: false, log: { lines: 3 } }',
            "export const act = keyMap(keys)({ key: 'q', code: 'KeyQ' })?.kind",
            'export const make = (...a: ConstructorParameters<typeof Roguelike>) => new Roguelike(...a)',
            'export { options }',
            '',
          ].join('\n')
        : `import * as lib from '@delve/${name}'\nexport const names: string[] = Object.keys(lib)\n`
    for (const name of typed) writeFileSync(join(dir, `${name}.ts`), usage(name))
    /** One compiler run over the packages' files that a TypeScript version checks alike. */
    const tsc = async (version: string, names: readonly string[]) => {
      // @delve/phaser draws in a browser: its types (and Phaser's) name the DOM's. Phaser's own
      // declarations do not check clean under strict (skipLibCheck, as its templates set), so
      // its file uses the package's types, which are checked where they are used. The others
      // have the language's own library alone: no DOM (the default library of the target holds
      // it, and was most of each run's four to six CPU-seconds).
      const browser = names.includes('phaser')
      const lib = browser ? { lib: ['es2022', 'dom'], skipLibCheck: true } : { lib: ['es2022'] }
      const config = {
        compilerOptions: {
          strict: true,
          module: 'nodenext',
          target: 'es2022',
          noEmit: true,
          ...lib,
        },
        files: names.map((name) => `${name}.ts`),
      }
      const file = `tsconfig.${names.join('-')}.json`
      writeFileSync(join(dir, file), JSON.stringify(config))
      return exec(process.execPath, [join(compilers, tsBin(version)), '-p', file], {
        cwd: dir,
      }).then(
        () => 'ok',
        (error: { stdout?: string }) => error.stdout ?? 'failed',
      )
    }
    // The packages that name the same oldest version are checked in one run (a run of an older,
    // JavaScript-built compiler costs about two CPU-seconds); @delve/phaser in its own, with the
    // DOM's types, which the others must not need: their runs leave the DOM out.
    const groups = new Map<string, string[]>()
    for (const name of typed) {
      const key = `${oldest[name]} ${name === 'phaser' ? 'dom' : 'node'}`
      groups.set(key, [...(groups.get(key) ?? []), name])
    }
    const runs = [...groups].map(([key, names]) => ({
      version: key.split(' ')[0] as string,
      names,
    }))
    const checked = await Promise.all([
      ...runs.map(({ version, names }) => tsc(version, names)),
      tsc('5.6', ['art']),
    ])
    expect(runs.flatMap(({ names }) => names).sort()).toEqual([...typed].sort())
    expect(checked).toEqual([
      ...runs.map(() => 'ok'),
      expect.stringMatching(/Type 'Uint8ClampedArray' is not generic/),
    ])

    const console = /```console\n\$ delve (.*)\n([\s\S]*?)```/.exec(readme('.'))
    if (!console) throw new Error('no delve example in the root README')
    const bin = join(compilers, 'node_modules', '.bin', 'delve')
    const { stdout } = await exec(bin, (console[1] as string).split(' '), {
      cwd: compilers,
      encoding: 'utf8',
    })
    expect(stdout).toBe(console[2])
  })
})
