import { describe, expect, it } from 'vitest'
import type { GroupResult } from './harness.js'
import { mergeProcesses, type PartResult, runInProcesses } from './processes.js'

/** A process's result: one group named by `tag`, and verdicts with these values. */
function result(tag: string, values: number[], unit?: 'ms'): PartResult {
  const group: GroupResult = { title: tag, reference: 'r', results: [] }
  return {
    groups: [group],
    verdicts: values.map((value, v) => ({
      target: `target ${v}`,
      measured: `${tag} read ${value}`,
      pass: value <= 1.5,
      value,
      ...(unit ? { unit } : {}),
    })),
  }
}

describe('mergeProcesses', () => {
  it('takes each verdict from the middle process by its value, with every process’s range', () => {
    const merged = mergeProcesses([
      result('a', [1.9, 1.2]),
      result('b', [1.4, 1.6]),
      result('c', [1.6, 1.1]),
    ])
    expect(merged.verdicts.map((v) => [v.measured, v.pass])).toEqual([
      ['c read 1.6; the middle of 3 processes (1.40× – 1.90×)', false],
      ['a read 1.2; the middle of 3 processes (1.10× – 1.60×)', true],
    ])
    // The groups are the ones of the middle process by the first verdict.
    expect(merged.groups[0]?.title).toBe('c')
  })

  it('takes the lower middle of an even count, shows times as times, and one result as it is', () => {
    const merged = mergeProcesses([result('a', [12], 'ms'), result('b', [10], 'ms')])
    expect(merged.verdicts[0]?.measured).toBe(
      'b read 10; the middle of 2 processes (10.00 ms – 12.00 ms)',
    )
    const one = result('only', [1.3])
    expect(mergeProcesses([one])).toBe(one)
  })

  it('refuses results without a value to compare, and no results at all', () => {
    const bare = result('a', [1])
    delete (bare.verdicts[0] as { value?: number }).value
    expect(() => mergeProcesses([bare, result('b', [1])])).toThrow(/verdict 0 has no value/)
    expect(() => mergeProcesses([])).toThrow(/no process results/)
  })
})

describe('runInProcesses', () => {
  it('runs a part in fresh processes of the built bench and merges their verdicts', () => {
    const act = runInProcesses('act', 2, true, () => {})
    expect(act.verdicts).toHaveLength(1)
    expect(act.verdicts[0]?.target).toMatch(/^act ≤ 1\.2×/)
    expect(act.verdicts[0]?.measured).toMatch(
      /the middle of 2 processes \(\d+\.\d+× – \d+\.\d+×\)$/,
    )
    expect(act.groups[0]?.results.map((r) => r.time.median > 0)).toEqual([true, true])
  })

  it('times verifyRun in processes of its own, in milliseconds the merge can order', () => {
    const replay = runInProcesses('replay', 1, true, () => {})
    expect(replay.verdicts).toHaveLength(1)
    expect(replay.verdicts[0]?.target).toMatch(/^verifyRun of a/)
    expect(replay.verdicts[0]?.unit).toBe('ms')
    expect(replay.verdicts[0]?.value).toBeGreaterThan(0)
  })
})
