#!/usr/bin/env node
// `pnpm bench`: every benchmark, then BENCHMARKS.md. `--smoke` runs tiny sizes and writes nothing;
// `--only` runs some parts and writes nothing either. `balance` alone (`pnpm balance`) plays
// the bots over their seeds and writes their table into apps/docs/guide/run/bots.md, nothing else.
// `--only board` (alone) puts the board's load test into BENCHMARKS.md's Board section when
// given `--out`, and nothing else.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import {
  BALANCE_PAGE,
  balanceTable,
  FULL_BALANCE,
  runBalance,
  SMOKE_BALANCE,
  writeBalanceTable,
} from './balance-bench.js'
import {
  boardSection,
  boardVerdict,
  FULL_BOARD,
  runBoardBench,
  SMOKE_BOARD,
  writeBoardSection,
} from './board-bench.js'
import { FULL_PAGE, measureGamePage, SMOKE_PAGE } from './page-bench.js'
import {
  FRESH_PARTS,
  type FreshPart,
  FULL_PROCESSES,
  type PartResult,
  runInProcesses,
} from './processes.js'
import { loadGame } from './replay-bench.js'
import { FULL, PARTS, type Part, report, runBenchmarks, SMOKE } from './run.js'
import { FULL_STILL, measureStillPage, SMOKE_STILL } from './still-page.js'

const { values, positionals } = parseArgs({
  options: {
    smoke: { type: 'boolean' },
    out: { type: 'string' },
    only: { type: 'string' },
    seeds: { type: 'string' },
    // `--child act`: one part, its groups and verdicts printed as JSON (see `runInProcesses`).
    child: { type: 'string' },
  },
  allowPositionals: true,
})
const log = (line: string) => console.error(line)
if (positionals[0] === 'balance') {
  // `balance [--seeds n] [--smoke]`: the bots alone; a smoke run or another seed count writes nothing.
  const size = values.smoke ? SMOKE_BALANCE : { seeds: Number(values.seeds ?? FULL_BALANCE.seeds) }
  const balance = await runBalance(await loadGame(), size, log)
  const table = balanceTable(balance, new Date().toISOString().slice(0, 10))
  console.log(table)
  if (!values.smoke && size.seeds === FULL_BALANCE.seeds) writeBalanceTable(BALANCE_PAGE, table)
  process.exit(0)
} else if (positionals.length > 0) {
  throw new Error(`main: ${positionals.join(' ')}? the one command is balance`)
}
if (values.child !== undefined) {
  const part = values.child as FreshPart
  if (!(FRESH_PARTS as readonly string[]).includes(part)) {
    throw new Error(`--child: ${values.child}? one of ${FRESH_PARTS.join(', ')}`)
  }
  const { groups, verdicts } = runBenchmarks({
    ...(values.smoke ? SMOKE : FULL),
    only: new Set([part]),
    ...(part === 'act' || part === 'replay' ? { game: await loadGame() } : {}),
    log,
  })
  console.log(JSON.stringify({ groups, verdicts }))
  process.exit(0)
}
// `--only paths,libtcod`: some parts alone, for iterating; such a run writes nothing. The board
// part is this file's: the real board as a process, under load, before anything else runs.
const parts = values.only?.split(',')
const only = parts
  ?.filter((part) => part !== 'board')
  .map((part) => {
    if (!(PARTS as readonly string[]).includes(part))
      throw new Error(`--only: ${part}? one of ${PARTS.join(', ')}, board`)
    return part as Part
  })
const board =
  !parts || parts.includes('board')
    ? await runBoardBench(values.smoke ? SMOKE_BOARD : FULL_BOARD, log)
    : undefined
if (board && only?.length === 0) {
  const section = boardSection(board, 'node bench/dist/main.js --only board --out BENCHMARKS.md')
  console.log(section)
  if (values.out && !values.smoke) writeBoardSection(values.out, section)
  process.exit(0)
}
const want = (part: Part) => !only || only.includes(part)
// The parts whose verdicts hang on how a process compiled them, or on what ran in it before
// them: a few fresh processes each (a smoke run keeps them in this process).
const fresh: Partial<Record<FreshPart, PartResult>> = {}
for (const part of FRESH_PARTS) {
  if (want(part) && !values.smoke) fresh[part] = runInProcesses(part, FULL_PROCESSES, false, log)
}
const config = {
  fresh,
  ...(values.smoke ? SMOKE : FULL),
  ...(only ? { only: new Set(only) } : {}),
  // @delve/run is loaded only for the parts that play runs.
  ...((want('replay') && !fresh.replay) || (want('act') && !fresh.act)
    ? { game: await loadGame() }
    : {}),
  // The game's page first, in Chromium, with the browser closed before the rest begins; then the
  // bots' balance, on worker threads.
  ...(want('page')
    ? { page: await measureGamePage(values.smoke ? SMOKE_PAGE : FULL_PAGE, log) }
    : {}),
  ...(want('still')
    ? { still: await measureStillPage(values.smoke ? SMOKE_STILL : FULL_STILL, log) }
    : {}),
  ...(want('balance')
    ? {
        balance: await runBalance(
          await loadGame(),
          values.smoke ? SMOKE_BALANCE : FULL_BALANCE,
          log,
        ),
      }
    : {}),
  log,
}
const run = runBenchmarks(config)
if (board) run.verdicts.push(boardVerdict(board))
const notesFile = new URL('../NOTES.md', import.meta.url)
const notes = existsSync(notesFile) ? readFileSync(notesFile, 'utf8').trim() : ''
const text = report(
  run,
  'npx -y pnpm@12.21.0 bench',
  config.settings,
  [board ? boardSection(board, 'npx -y pnpm@12.21.0 bench') : '', notes]
    .filter(Boolean)
    .join('\n\n'),
)
console.log(text)
if (values.out && !values.smoke && !only) {
  writeFileSync(values.out, `${text}\n`)
  if (config.balance) {
    writeBalanceTable(
      BALANCE_PAGE,
      balanceTable(config.balance, new Date().toISOString().slice(0, 10)),
    )
  }
}
