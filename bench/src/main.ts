#!/usr/bin/env node
// `pnpm bench`: every benchmark, then BENCHMARKS.md. `--smoke` runs tiny sizes and writes nothing;
// `--only` runs some parts and writes nothing either.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { FULL_PAGE, measureGamePage, SMOKE_PAGE } from './page-bench.js'
import { loadGame } from './replay-bench.js'
import { FULL, PARTS, type Part, report, runBenchmarks, SMOKE } from './run.js'

const { values } = parseArgs({
  options: { smoke: { type: 'boolean' }, out: { type: 'string' }, only: { type: 'string' } },
})
// `--only paths,libtcod`: some parts alone, for iterating; such a run writes nothing.
const only = values.only?.split(',').map((part) => {
  if (!(PARTS as readonly string[]).includes(part))
    throw new Error(`--only: ${part}? one of ${PARTS.join(', ')}`)
  return part as Part
})
const log = (line: string) => console.error(line)
const want = (part: Part) => !only || only.includes(part)
const config = {
  ...(values.smoke ? SMOKE : FULL),
  ...(only ? { only: new Set(only) } : {}),
  // @delve/run is loaded only for the parts that play runs.
  ...(want('replay') || want('act') ? { game: await loadGame() } : {}),
  // The game's page first, in Chromium, with the browser closed before the rest begins.
  ...(want('page')
    ? { page: await measureGamePage(values.smoke ? SMOKE_PAGE : FULL_PAGE, log) }
    : {}),
  log,
}
const run = runBenchmarks(config)
const notesFile = new URL('../NOTES.md', import.meta.url)
const notes = existsSync(notesFile) ? readFileSync(notesFile, 'utf8').trim() : ''
const text = report(run, 'npx -y pnpm@12.21.0 bench', config.settings, notes)
console.log(text)
if (values.out && !values.smoke && !only) writeFileSync(values.out, `${text}\n`)
