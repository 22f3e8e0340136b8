#!/usr/bin/env node
// `pnpm bench`: every benchmark, then BENCHMARKS.md. `--smoke` runs tiny sizes and writes nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { FULL, report, runBenchmarks, SMOKE } from './run.js'

const { values } = parseArgs({
  options: { smoke: { type: 'boolean' }, out: { type: 'string' } },
})
const config = { ...(values.smoke ? SMOKE : FULL), log: (line: string) => console.error(line) }
const run = runBenchmarks(config)
const notesFile = new URL('../NOTES.md', import.meta.url)
const notes = existsSync(notesFile) ? readFileSync(notesFile, 'utf8').trim() : ''
const text = report(run, 'npx -y pnpm@12.21.0 bench', config.settings, notes)
console.log(text)
if (values.out && !values.smoke) writeFileSync(values.out, `${text}\n`)
