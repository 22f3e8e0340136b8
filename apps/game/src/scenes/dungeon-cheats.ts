import { nearestFreeTile } from '@delve/ecs'
import type { Point } from '@delve/map'
import type { Run } from '@delve/run'
import { testHooks } from '@delve/run/testing'
import type { DelveCheats } from '../ui/handle-types.js'

/** What the cheats need of the scene: its run while it runs, and a way to draw what they did. */
export interface CheatHost {
  /** The run played, or null when there is no dungeon. */
  run(): Run | null
  /** The run changed with no input: `sight` when a creature came or went. */
  changed(what: 'items' | 'sight' | 'hero'): void
}

/**
 * The page's test hooks (`window.delve.cheats`), each through the run's own (`testHooks(run)` of
 * `@delve/run/testing`: `placeItem`, `placeMonster`, `grantExperience`, `identify`), so the run's
 * bookkeeping follows; each returns '' when done, or why not.
 */
export function dungeonCheats(host: CheatHost): DelveCheats {
  const attempt = (what: 'items' | 'sight' | 'hero', change: (run: Run) => string) => {
    const run = host.run()
    if (!run) return 'There is no dungeon.'
    let problem: string
    try {
      problem = change(run)
    } catch (error) {
      return (error as Error).message
    }
    if (problem === '') host.changed(what)
    return problem
  }
  return {
    placeItem: (kind, at) =>
      attempt('items', (run) => {
        if (!run.world.kinds.items.some((k) => k.name === kind)) {
          return `No item kind is called ${kind}.`
        }
        testHooks(run).placeItem(kind, at ?? run.playerPosition())
        return ''
      }),
    placeMonster: (kind, at, options = {}) =>
      attempt('sight', (run) => {
        const where: Point | undefined = at ?? nearestFreeTile(run.world, run.playerPosition())
        if (!where) return 'There is no free tile.'
        testHooks(run).placeMonster(kind, where, options)
        return ''
      }),
    identify: (kind) =>
      attempt('items', (run) => {
        if (!run.world.kinds.items.some((k) => k.name === kind)) {
          return `No item kind is called ${kind}.`
        }
        testHooks(run).identify(kind)
        return ''
      }),
    gainExperience: (amount) =>
      attempt('hero', (run) => {
        if (!Number.isInteger(amount) || amount < 1) {
          return 'Experience must be a whole number above 0.'
        }
        testHooks(run).grantExperience(amount)
        return ''
      }),
  }
}
