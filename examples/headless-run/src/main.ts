#!/usr/bin/env node
// The day's run, played headless by a bot: its story, and a check that its record replays to
// the same end.
//   node dist/main.js [--day YYYY-MM-DD] [--record FILE]
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { dailySeed, recordRun, runStory, utcDay, verifyRun } from '@delve/run'
import { playRun } from './play.js'

function fail(message: string): never {
  console.error(message)
  process.exit(2)
}

let values: { day?: string; record?: string }
try {
  values = parseArgs({ options: { day: { type: 'string' }, record: { type: 'string' } } }).values
} catch (error) {
  fail(`${(error as Error).message}; usage: main.js [--day YYYY-MM-DD] [--record FILE]`)
}
const day = values.day ?? utcDay(Date.now())
// A real UTC day: the date it names must read back as itself (no 2026-02-30).
if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || utcDay(Date.parse(`${day}T00:00:00Z`) || 0) !== day) {
  fail(`--day must be a UTC day as YYYY-MM-DD, got ${JSON.stringify(day)}`)
}

const run = playRun(dailySeed(day))
process.stdout.write(runStory(run, { daily: day }))
const record = recordRun(run)
if (values.record) writeFileSync(values.record, `${JSON.stringify(record)}\n`)
const verdict = verifyRun(record)
console.log(
  verdict.ok
    ? `\nVerified: replayed from its seed and ${record.log.length} characters of input log, it ends on turn ${verdict.turn} with the same checksum.`
    : `\nNot verified: ${verdict.reason}`,
)
