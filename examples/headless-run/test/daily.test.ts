import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type RunRecord, replayRun, runStory, verifyRun } from '@delve/run'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url))
const DAY = '2026-11-26'
const temp = mkdtempSync(join(tmpdir(), 'delve-headless-run-'))

/** Runs the built program as a user would; its exit code, output and errors. */
function run(...args: string[]) {
  const result = spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8' })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** The day's run played by the program, with the record it wrote. */
function daily(day: string, name: string) {
  const file = join(temp, `${name}.json`)
  const out = run('--day', day, '--record', file)
  expect(out.stderr).toBe('')
  expect(out.status).toBe(0)
  return { ...out, record: JSON.parse(readFileSync(file, 'utf8')) as RunRecord }
}

let first: ReturnType<typeof daily>
let again: ReturnType<typeof daily>
beforeAll(() => {
  first = daily(DAY, 'first')
  again = daily(DAY, 'again')
})
afterAll(() => rmSync(temp, { recursive: true, force: true }))

describe('the headless daily run', () => {
  it('prints the same story and writes the same record for the same day', () => {
    expect(again.stdout).toBe(first.stdout)
    expect(again.record).toEqual(first.record)
    expect(first.record.seed).toBe(`daily-${DAY}`)
  })

  it('prints runStory of the run its record replays, then that the record verified', () => {
    const story = runStory(replayRun(first.record), { daily: DAY })
    expect(first.stdout.startsWith(story)).toBe(true)
    expect(story).toContain(`Daily run: ${DAY}\nSeed: daily-${DAY}\n`)
    expect(first.stdout.slice(story.length)).toBe(
      `\nVerified: replayed from its seed and ${first.record.log.length} characters of input log, it ends on turn ${first.record.turns} with the same checksum.\n`,
    )
  })

  it('plays the run to its end: the record verifies as won or died', () => {
    const verdict = verifyRun(first.record)
    expect(verdict.ok).toBe(true)
    if (!verdict.ok) return
    expect(['won', 'died']).toContain(verdict.end)
    expect(verdict.turn).toBe(first.record.turns)
    expect(verdict.checksum).toBe(first.record.checksum)
    expect(first.stdout).toContain(`The hero ${verdict.cause}.`)
  })

  it('plays another run for another day', () => {
    const other = daily('2026-11-27', 'other')
    expect(other.record.seed).toBe('daily-2026-11-27')
    expect(other.stdout).not.toBe(first.stdout)
    expect(verifyRun(other.record).ok).toBe(true)
  })

  it.each([
    [['--day', 'tomorrow'], '--day must be a UTC day as YYYY-MM-DD, got "tomorrow"'],
    [['--day', '2026-02-30'], '--day must be a UTC day as YYYY-MM-DD, got "2026-02-30"'],
    [['--seed', 'x'], "Unknown option '--seed'"],
  ])('refuses %j with exit code 2, saying why', (args, message) => {
    const { status, stdout, stderr } = run(...args)
    expect(status).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain(message)
  })
})
