import { describe, expect, it } from 'vitest'
import { HISTORY_KEY, HISTORY_RUNS, RunHistory, type RunRecord } from './run-history.js'

function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  }
}

const run = (depth: number, won = false, turns = 100): RunRecord => ({
  day: '2026-11-23',
  seed: `s${depth}`,
  depth,
  level: 2,
  turns,
  kills: 3,
  won,
  cause: won ? `took the amulet on depth ${depth}` : `killed by a troll on depth ${depth}`,
})

describe('RunHistory', () => {
  it('keeps the last 20 runs, newest first, and the best: a win, else the deepest', () => {
    const history = new RunHistory(memory())
    expect(history.load()).toEqual({ runs: [], best: null })
    for (let d = 1; d <= 25; d++) history.add(run(d % 9))
    const kept = history.load()
    expect(kept.runs).toHaveLength(HISTORY_RUNS)
    expect(kept.runs[0]).toEqual(run(25 % 9))
    expect(kept.best).toEqual(run(8))
    history.add(run(3, true))
    expect(history.load().best).toEqual(run(3, true))
    history.add(run(9))
    expect(history.load().best).toEqual(run(3, true))
  })

  it('keeps the runs of version 1 of the rules listed as runs of version 2 are added', () => {
    // As the game of 2026-11-26 wrote it: a win was the amulet taken on depth 10.
    const old = { ...run(10, true), cause: 'took the amulet on depth 10' }
    const storage = memory({ [HISTORY_KEY]: JSON.stringify({ runs: [old], best: old }) })
    const history = new RunHistory(storage)
    const climbed = { ...run(10, true, 1400), cause: 'escaped with the amulet of the deep' }
    const now = history.add(climbed)
    expect(now.runs).toEqual([climbed, old])
    expect(now.problem).toBeUndefined()
    expect(new RunHistory(storage).load().runs).toEqual([climbed, old])
  })

  it('reports an unreadable history once and replaces it, never throwing', () => {
    for (const bad of ['{not json', '42', '{"runs":[{"seed":1}],"best":null}', '{"runs":[]}']) {
      const storage = memory({ [HISTORY_KEY]: bad })
      const history = new RunHistory(storage)
      const loaded = history.load()
      expect(loaded.runs, bad).toEqual([])
      expect(loaded.problem, bad).toMatch(/unreadable and was replaced/)
      expect(history.load().problem).toBeUndefined()
    }
    const refusing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {},
    }
    expect(new RunHistory(refusing).load().problem).toMatch(/could not be read/)
    expect(() => new RunHistory(refusing).add(run(2))).not.toThrow()
  })
})
