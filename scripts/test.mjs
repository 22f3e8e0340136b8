#!/usr/bin/env node
// The whole test run: Chromium check, lint, the builds, then typecheck, unit and property tests
// and the browser end-to-end tests (the game's and the examples') through turbo. Ends with one
// summary line.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
// The workspace folders, from pnpm-workspace.yaml's `packages` list (`dir/*` or `dir`).
const workspaces = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8')
  .split('\n')
  .map((line) => line.match(/^\s+-\s+['"]?([^'"\s]+)['"]?\s*$/)?.[1])
  .filter((pattern) => pattern !== undefined)
  .flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(root, pattern.slice(0, -2), entry.name))
      : [join(root, pattern)],
  )
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1' }
const bin = (name) => join(root, 'node_modules', '.bin', name)
const started = Date.now()

/** Each step's wall time in seconds, by its name, for the closing table. */
const timings = []
const seconds = (from) => Math.round((Date.now() - from) / 1000)

function run(command, args, options = {}, name = args[0]) {
  console.log(`\n$ ${[command, ...args].join(' ')}`)
  const from = Date.now()
  const ok = spawnSync(command, args, { stdio: 'inherit', cwd: root, env, ...options }).status === 0
  timings.push([name, seconds(from)])
  return ok
}

/** As `run`, beside other commands: resolves to whether it succeeded. */
function start(name, command, args) {
  console.log(`\n$ ${[command, ...args].join(' ')} &`)
  const from = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, env })
    const done = (ok) => {
      timings.push([name, seconds(from)])
      resolve(ok)
    }
    child.on('error', () => done(false))
    child.on('close', (code) => done(code === 0))
  })
}

const DEBIAN_CHROMIUM = '/usr/bin/chromium'
/**
 * Debian's build of Chromium for automation (package chromium-headless-shell): the same engine
 * without a window system, so a page costs it less: four of the game's browser test files (36
 * tests) took 112 CPU-seconds in it and 142 in the full browser, a game page load 0.8 and 1.6.
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** Whether this runs as root on Debian, so may install Debian packages. */
const canAptInstall = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')

function aptInstall(packages) {
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' }
  run('apt-get', ['update'], { env: aptEnv })
  run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env: aptEnv })
}

/**
 * Chromium for the browser tests, set as CHROMIUM_PATH for every step: the one named there;
 * else Debian's headless shell, installed from Debian's packages when it is missing and this
 * runs as root; else Debian's chromium; else the reason, and false.
 */
function ensureChromium() {
  const named = process.env.CHROMIUM_PATH
  if (named === undefined && !existsSync(DEBIAN_HEADLESS_SHELL) && canAptInstall()) {
    console.log(`${DEBIAN_HEADLESS_SHELL} is missing: installing it from Debian's packages.`)
    aptInstall(['chromium-headless-shell'])
  }
  const candidates = named === undefined ? [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM] : [named]
  const path = candidates.find((p) => existsSync(p))
  if (path !== undefined) {
    env.CHROMIUM_PATH = path
    return true
  }
  console.error(
    `\nThe browser tests need Chromium at ${named ?? DEBIAN_HEADLESS_SHELL}, and it is missing.\n` +
      'Install it (Debian/Ubuntu: `sudo apt-get install -y chromium-headless-shell`), or point\n' +
      'CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again.',
  )
  return false
}

/** Where vitest writes its JSON reports: the unit step's at the root, the rest in each workspace. */
const reportFolders = [root, ...workspaces].map((dir) => join(dir, 'reports'))

/**
 * The unit step's config: every workspace's unit, property and built tests that run from the
 * packages' sources, in one vitest process (one a workspace cost more: vitest.built.config.ts).
 */
const UNIT_CONFIG = 'vitest.built.config.ts'

/**
 * The other browser tests' config: every workspace's but the game's, in one vitest process (a
 * process a workspace took 89 CPU-seconds, one 73: vitest.pages.config.ts).
 */
const PAGES_CONFIG = 'vitest.pages.config.ts'

/**
 * The `test` tasks of the workspaces whose tests the unit step does not run (the board, checks/,
 * the examples' own), as turbo names them: the unit step's workspaces are those holding a file
 * vitest lists for its config, so the config alone says which.
 */
function otherTestTasks() {
  const listed = spawnSync(bin('vitest'), ['list', '--filesOnly', '--json', '-c', UNIT_CONFIG], {
    cwd: root,
    env,
    encoding: 'utf8',
  })
  if (listed.status !== 0) throw new Error(`vitest list failed:\n${listed.stderr}`)
  const files = JSON.parse(listed.stdout).map((entry) => entry.file)
  return workspaces
    .filter((dir) => !files.some((file) => file.startsWith(`${dir}/`)))
    .map((dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')))
    .filter((manifest) => manifest.scripts?.test !== undefined)
    .map((manifest) => `${manifest.name}#test`)
}

/** Sums the JSON reports vitest wrote. */
function summarize() {
  const totals = { passed: 0, failed: 0, skipped: 0 }
  for (const reports of reportFolders) {
    if (!existsSync(reports)) continue
    for (const file of readdirSync(reports).filter((f) => f.endsWith('.json'))) {
      const r = JSON.parse(readFileSync(join(reports, file), 'utf8'))
      totals.passed += r.numPassedTests
      totals.failed += r.numFailedTests
      totals.skipped += r.numPendingTests + r.numTodoTests
      const where = relative(root, join(reports, file))
      const ended = Math.max(r.startTime, ...r.testResults.map((t) => t.endTime ?? r.startTime))
      const took = `${Math.round((ended - r.startTime) / 1000)} s`
      console.log(`  ${where}: ${r.numPassedTests} passed, ${r.numFailedTests} failed (${took})`)
    }
  }
  return totals
}

for (const reports of reportFolders) rmSync(reports, { recursive: true, force: true })

if (!ensureChromium()) {
  console.log('0 passed, 1 failed, 0 skipped')
  process.exit(1)
}
let ok = run(bin('biome'), ['check', '.'], {}, 'lint')
// A failed build would only fail everything after it: the rest waits on the builds. The docs
// site is built beside the tests instead (only its own browser test reads it), so its API pages
// and search index do not hold up the game's browser tests.
const built = run(
  bin('turbo'),
  ['run', 'build', '--concurrency=2', '--continue', '--filter=!@delve/docs'],
  {},
  'build',
)
/** As `start`: one vitest process on the root's config `config`, its report at reports/`report`. */
function startVitest(name, config, report) {
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=reports/${report}`]
  return start(name, bin('vitest'), ['run', '-c', config, ...reporters])
}

/** Runs `steps` one after another, each whether or not the one before passed: all passed. */
async function inTurn(...steps) {
  let passed = true
  for (const step of steps) {
    try {
      passed = (await step()) && passed
    } catch (error) {
      console.error(error)
      passed = false
    }
  }
  return passed
}

// Everything is built: the rest runs without rebuilding (`--only`), in two lines at once, each
// going on past a failing workspace (`--continue`), so one failure hides no other result. The
// game's browser tests, the longest part by far, start at once on a line of their own, one file
// at a time (they spend much of their time waiting on frames, so other work fits beside them;
// with two files at a time beside the other line, the whole command took 1 032 CPU-seconds, with
// one 977). The other line takes the typechecks, the other workspaces' tests and the docs site's
// build, two at a time; then the unit step, in one process; then the other browser tests, in
// one process, two files at a time (one example's page at a time left a core idle).
const [game, rest] = !built
  ? [false, false]
  : await Promise.all([
      start('the game in a browser', bin('turbo'), [
        'run',
        'e2e',
        '--only',
        '--continue',
        '--filter=@delve/game',
        '--',
        '--maxWorkers=1',
      ]),
      inTurn(
        () =>
          start('typecheck, the other tests and the docs site', bin('turbo'), [
            'run',
            'typecheck',
            ...otherTestTasks(),
            '@delve/docs#build',
            '--only',
            '--continue',
            '--concurrency=2',
          ]),
        () => startVitest('unit, property and built', UNIT_CONFIG, 'unit.json'),
        () =>
          startVitest(
            'the examples, Roguelike and the docs in a browser',
            PAGES_CONFIG,
            'e2e.json',
          ),
      ),
    ])
ok = built && game && rest && ok

console.log(`\nSteps (wall time; the two lines after the build run side by side):`)
for (const [name, took] of timings) console.log(`  ${name}: ${took} s`)
console.log(`\nTest reports (${seconds(started)} s in all):`)
const { passed, failed, skipped } = summarize()
if (!ok && failed === 0)
  console.log('A step failed outside the test reports: see its output above.')
console.log(`${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`)
process.exit(ok && failed === 0 ? 0 : 1)
