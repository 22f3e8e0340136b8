import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { type Dungeon, toAscii } from '@delve/map'
import { run } from '../src/cli.js'

const exec = promisify(execFile)

export const cliRoot = fileURLToPath(new URL('..', import.meta.url))
export const workspaceRoot = fileURLToPath(new URL('../../..', import.meta.url))
/** The command as shipped: the package's `bin`. */
export const main = join(cliRoot, 'dist', 'main.js')
export const version: string = JSON.parse(
  readFileSync(join(cliRoot, 'package.json'), 'utf8'),
).version

export interface Result {
  code: number
  stdout: string
  stderr: string
}

/**
 * Runs the command in this process, from its sources (no build needed), returning its exit code
 * and output as `main.js` would print them. What only the shipped process does (the exit code
 * reaching the shell, a closed pipe, the bin's shebang) is tested against `main` in
 * `shipped.built.test.ts`.
 */
export async function delve(...args: string[]): Promise<Result> {
  let stdout = ''
  let stderr = ''
  const code = await run(args, {
    stdout: (text) => {
      stdout += text
    },
    stderr: (text) => {
      stderr += text
    },
    version,
  })
  return { code, stdout, stderr }
}

/**
 * Runs the built command as a user would, in a process of its own, from the command's folder
 * (where its docs' examples run: their paths, `docs/vaults/…`, are from there) whatever folder
 * the tests run from.
 */
export async function delveProcess(...args: string[]): Promise<Result> {
  return runProcess(process.execPath, [main, ...args], { cwd: cliRoot })
}

export async function runProcess(
  command: string,
  args: string[],
  options: { cwd?: string } = {},
): Promise<Result> {
  try {
    const { stdout, stderr } = await exec(command, args, { ...options, maxBuffer: 1 << 28 })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'delve-cli-'))
}

/**
 * The `json` format as the issue specifies it, built straight from the library's dungeon: what
 * the command's output must equal.
 */
export function expectedJson(dungeon: Dungeon): unknown {
  const { seed, width, height, start, stairsUp, stairsDown, rooms, options, vaults } = dungeon
  return {
    seed,
    width,
    height,
    start,
    ...(stairsUp ? { stairsUp } : {}),
    ...(stairsDown ? { stairsDown } : {}),
    rooms: rooms.map((r) => ({
      x1: r.x1,
      y1: r.y1,
      x2: r.x2,
      y2: r.y2,
      tag: r.tag,
      doors: [...r.doors],
    })),
    tiles: toAscii(dungeon).split('\n'),
    options: { ...options },
    ...(vaults ? { vaults } : {}),
  }
}

/** A Node stack trace line, which no message for the user may contain. */
export const STACK_LINE = /^\s+at /m
