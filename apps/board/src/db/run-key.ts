import { createHash } from 'node:crypto'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/**
 * A run's identity: its rules' version, its seed, its generator choice as the replay resolved it
 * (`namedFields`: `{}`, `{ preset: 'tcod' }` and `{ width: 80 }` are all `{}`) and its log as
 * `encodeLog` writes it (`01w`, `1w` and `w` are all `w`; `sss` is `3s`). Every spelling of one
 * run has the same key; two runs that differ in any input do not, even when they end in the
 * same world (a wait more at the start, a step less later: that happens).
 */
export function runKey(run: { version: number; seed: string; choiceKey: string; log: string }) {
  return sha256(JSON.stringify([run.version, run.seed, run.choiceKey, run.log]))
}

/**
 * A record as it was sent (its choice's keys sorted): what finds a run sent again as it was
 * without a replay. The run key of the board's first rows, kept as their spelling.
 */
export function spellingKey(record: {
  version: number
  seed: string
  choice: object
  log: string
}): string {
  const choice = JSON.stringify(record.choice, Object.keys(record.choice).sort())
  return sha256(JSON.stringify([record.version, record.seed, choice, record.log]))
}
