import { act, createRun, playOn, type Run, type RunRecord, recordRun } from '@delve/run'

/**
 * A whole run of `seed` as the board receives it: `waits` turns waited first, then the diving
 * bot's play (`playOn`) until it dies or wins. Different `waits` give different runs of one seed
 * (the monsters have moved), each with its own end.
 */
export function divedRecord(seed: string, waits = 0): { record: RunRecord; run: Run } {
  const run = createRun({ seed })
  for (let n = 0; n < waits; n++) act(run, { kind: 'wait' })
  playOn('diver', run)
  if (!run.end) throw new Error(`the diver did not finish ${seed} in 6000 turns`)
  return { record: recordRun(run), run }
}
