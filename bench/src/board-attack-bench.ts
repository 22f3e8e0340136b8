// The board under attack: `node dist/board-attack-bench.js [--main <board main.js>]
// [--seconds 60] [--out ../BENCHMARKS.md]`. Starts the board as its own process on loopback
// (PGlite in a temporary folder, its default limits), then (1) sends, one at a time, the
// costliest submissions that fit its limits and times each answer; (2) has one address attack
// at its limit (a submission every 2 s: 30 a minute) with the costliest of them while two honest
// players on other loopback addresses submit their own finished runs, and reports their latency.
// `--main` starts another build of the board (an older one, for a before-and-after).
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { attackRecords, honestRecords, type Labelled } from './board-attack-records.js'

interface Answer {
  status: number
  ms: number
  body: string
}

/** The board as a process on a free loopback port; resolves with its origin once it listens. */
function startBoard(main: string, dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', BOARD_DATA: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let said = ''
  child.stdout?.setEncoding('utf8')
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: string) => {
      said += chunk
      const port = /on http:\/\/[\d.]+:(\d+)/.exec(said)?.[1]
      if (port) resolve({ child, port: Number(port) })
    })
    child.once('exit', (code) => reject(new Error(`the board stopped (exit ${code}): ${said}`)))
  })
}

/** POSTs `payload` to the board's /api/runs from loopback address `from`; times the answer. */
function post(port: number, from: string, payload: object): Promise<Answer> {
  const body = JSON.stringify(payload)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: '/api/runs',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: text,
          }),
        )
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The `q` quantile of `values` (nearest rank). */
function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`

/** Part 1: each costly submission alone, from an address of its own (the limit is per address). */
async function costs(port: number, attacks: readonly Labelled[], log: (line: string) => void) {
  const rows: { label: string; status: number; ms: number; field: string }[] = []
  for (const [n, attack] of attacks.entries()) {
    const answer = await post(port, `127.0.1.${n + 1}`, { ...attack.record, name: 'Attacker' })
    const field = (JSON.parse(answer.body) as { field?: string }).field ?? ''
    rows.push({ label: attack.label, status: answer.status, ms: answer.ms, field })
    log(`  ${attack.label}: ${answer.status} ${field} in ${ms(answer.ms)}`)
  }
  return rows
}

/** Part 2: the attacker at its limit with `attacks`, two honest players with their own runs. */
async function underAttack(
  port: number,
  attacks: readonly Labelled[],
  honest: readonly Labelled[],
  seconds: number,
) {
  const until = performance.now() + seconds * 1000
  const attackerStatuses = new Map<number, number>()
  const attacker = async () => {
    for (let n = 0; performance.now() < until; n++) {
      const next = performance.now() + 2000
      const attack = attacks[n % attacks.length] as Labelled
      post(port, '127.0.0.2', { ...attack.record, name: 'Attacker' }).then(
        (answer) =>
          attackerStatuses.set(answer.status, (attackerStatuses.get(answer.status) ?? 0) + 1),
        () => attackerStatuses.set(0, (attackerStatuses.get(0) ?? 0) + 1),
      )
      await sleep(Math.max(0, next - performance.now()))
    }
  }
  const latencies: number[] = []
  const honestStatuses = new Map<number, number>()
  const player = async (from: string, runs: readonly Labelled[]) => {
    for (const run of runs) {
      if (performance.now() >= until) break
      const next = performance.now() + 2000
      const answer = await post(port, from, { ...run.record, name: 'Honest' })
      latencies.push(answer.ms)
      honestStatuses.set(answer.status, (honestStatuses.get(answer.status) ?? 0) + 1)
      await sleep(Math.max(0, next - performance.now()))
    }
  }
  const half = Math.ceil(honest.length / 2)
  await Promise.all([
    attacker(),
    player('127.0.0.3', honest.slice(0, half)),
    player('127.0.0.4', honest.slice(half)),
  ])
  return { latencies, honestStatuses, attackerStatuses }
}

const statusText = (statuses: Map<number, number>) =>
  [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')

async function main() {
  const { values } = parseArgs({
    options: {
      main: { type: 'string' },
      seconds: { type: 'string', default: '60' },
      out: { type: 'string' },
    },
  })
  const main =
    values.main ?? fileURLToPath(new URL('../../apps/board/dist/main.js', import.meta.url))
  const seconds = Number(values.seconds)
  const log = (line: string) => process.stderr.write(`${line}\n`)
  log('board attack: making the records …')
  const attacks = attackRecords(Math.ceil(seconds / 2))
  const played = honestRecords(seconds + 4)
  const honest = played.slice(0, seconds)
  const dataDir = mkdtempSync(join(tmpdir(), 'delve-board-attack-'))
  const board = await startBoard(main, dataDir)
  const lines: string[] = []
  try {
    // The replay threads warmed first, as a board that has been up a while has them.
    for (const [n, run] of played.slice(seconds).entries()) {
      await post(board.port, `127.0.2.${n + 1}`, { ...run.record, name: 'Warm-up' })
    }
    log(`board attack: ${main}, each costly submission alone …`)
    const alone = await costs(board.port, attacks.worst, log)
    log(`board attack: ${seconds} s of one address at its limit, two honest players …`)
    const load = await underAttack(board.port, attacks.load, honest, seconds)
    const accepted = alone.filter((row) => row.status < 300 || /not ended/.test(row.label))
    lines.push(
      `Load average as it ended: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')} (${availableParallelism()} cores).`,
      '',
      '| submission (alone on the board) | answer | time |',
      '|---|---|---|',
      ...alone.map((row) => `| ${row.label} | ${row.status} ${row.field} | ${ms(row.ms)} |`),
      '',
      '| target | measured | verdict |',
      '|---|---|---|',
      `| the costliest submission that fits the limits answered ≤ 1 s | ${ms(Math.max(...alone.map((row) => row.ms)))} | ${Math.max(...alone.map((row) => row.ms)) <= 1000 ? 'PASS' : 'MISS'} |`,
      `| an honest submission's p99 ≤ 2 s while one address attacks at its limit (${seconds} s) | p50 ${ms(quantile(load.latencies, 0.5))}, p99 ${ms(quantile(load.latencies, 0.99))} over ${load.latencies.length} (${statusText(load.honestStatuses)}); the attacker's answers: ${statusText(load.attackerStatuses)} | ${quantile(load.latencies, 0.99) <= 2000 ? 'PASS' : 'MISS'} |`,
    )
    void accepted
  } finally {
    board.child.kill('SIGTERM')
    await new Promise((resolve) => board.child.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
  const section = lines.join('\n')
  process.stdout.write(`${section}\n`)
  if (values.out) writeSection(values.out, section)
}

/** Puts `section` between the board attack's markers in `file` (at its end the first time). */
function writeSection(file: string, section: string): void {
  const start = '<!-- board-attack:start -->'
  const end = '<!-- board-attack:end -->'
  const text = readFileSync(file, 'utf8')
  const block = `${start}\n${section}\n${end}`
  const at = text.indexOf(start)
  const next =
    at < 0
      ? `${text.trimEnd()}\n\n## Board under attack\n\n${block}\n`
      : `${text.slice(0, at)}${block}${text.slice(text.indexOf(end) + end.length)}`
  writeFileSync(file, next)
}

await main()
