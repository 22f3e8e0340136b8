import { MindState, moveEntity } from '@delve/ecs'
import { DIRS_8, isWalkable, type Point, Tile, tileAt } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import type { RunGoal } from '../content/default-tables.js'
import { createRun } from './create-run.js'
import type { Run } from './run.js'

/** Puts the player on `at` at once (a test's shortcut: no turn, nothing met on the way). */
function put(run: Run, at: Point | undefined): void {
  expect(at).toBeDefined()
  expect(moveEntity(run.world, run.player, at as Point)).toBeUndefined()
}

const AMULET = 'amulet of the deep'
/** The amulet on depth 2, unguarded: a short way to the bottom and back. */
const SHALLOW: RunGoal = { depth: 2, item: AMULET }

/** A run of `goal` on depth 2 (the bottom), the amulet not yet taken. */
function atTheBottom(goal: RunGoal = SHALLOW, seed = 'climb'): Run {
  // Without vaults: the bottom is the generator's level, the amulet alone with its warden.
  const run = createRun({ seed, goal, vaults: null })
  put(run, run.level.stairsDown)
  const down = act(run, { kind: 'descend' })
  expect(down.lines).toEqual([
    'You descend the stairs to depth 2.',
    'This is the bottom of the dungeon: the amulet of the deep lies here, and no stairs lead further down.',
  ])
  expect(run.level.tiles.includes(Tile.StairsDown)).toBe(false)
  return run
}

/** Takes up the amulet lying on the level. */
function takeAmulet(run: Run) {
  put(
    run,
    run.items().find((item) => item.kind === AMULET),
  )
  const taken = act(run, { kind: 'pickup' })
  expect(taken.taken).toBe(true)
  return taken
}

describe('the way out', () => {
  it('is refused on depth 1 without the amulet, at no cost; off the stairs there is none', () => {
    const run = createRun({ seed: 'climb' })
    expect(run.onStairsUp()).toBe(true)
    expect(act(run, { kind: 'ascend' })).toMatchObject({
      taken: false,
      refused: 'You will not leave without the amulet of the deep: it lies on depth 10.',
    })
    act(run, { kind: 'explore' })
    expect(run.onStairsUp()).toBe(false)
    expect(act(run, { kind: 'ascend' })).toMatchObject({
      taken: false,
      refused: 'There are no stairs up here.',
    })
    expect(run.inputLog()?.some((input) => input.kind === 'ascend')).toBe(false)
    const endless = createRun({ seed: 'climb', goal: null })
    expect(act(endless, { kind: 'ascend' }).refused).toBe(
      'There is no way out: the dungeon lets no one go.',
    )
  })

  it('taking the amulet says to climb, wakes the levels above, and turns travel upward', () => {
    const run = atTheBottom()
    const above = run.keptLevels()[0]
    expect(above?.monsters.some((m) => m.life?.mind === MindState.Resting)).toBe(true)
    const taken = takeAmulet(run)
    expect(taken.lines).toEqual([
      'You pick up the amulet of the deep.',
      'You have the amulet of the deep! Now climb back out: up the stairs of every level to the daylight.',
      'Far above, the dungeon stirs: its monsters are awake and hunting you.',
    ])
    expect(taken.end).toBeUndefined()
    expect(run).toMatchObject({ carryingGoal: true, climbing: true, won: false, end: null })
    // Depth 1's living monsters go looking for the player where a return arrives.
    const woken = run.keptLevels()[0]
    const left = woken?.left
    for (const monster of woken?.monsters ?? []) {
      if (monster.life)
        expect(monster.life).toMatchObject({ mind: MindState.Searching, target: left })
    }
    // Travel, unasked which way, heads for the up stairs, which the player came down.
    expect(act(run, { kind: 'travel' }).stopped).toBe('You know no way to the stairs up.')
    const up = run.level.stairsUp as Point
    const beside = DIRS_8.map(([dx, dy]) => ({ x: up.x + dx, y: up.y + dy })).find(
      (p) =>
        isWalkable(tileAt(run.level, p.x, p.y)) &&
        run.vision.explored[p.y * run.level.width + p.x] === 1,
    )
    put(run, beside)
    expect(act(run, { kind: 'travel' })).toMatchObject({ taken: true, moved: true })
    expect(run.playerPosition()).toEqual(up)
    expect(act(run, { kind: 'travel' }).stopped).toBe('You reach the stairs up (< climbs).')
  })

  it('is won by climbing out of depth 1 with the amulet', () => {
    const run = atTheBottom()
    takeAmulet(run)
    put(run, run.level.stairsUp)
    const up = act(run, { kind: 'ascend' })
    expect(up).toMatchObject({
      taken: true,
      level: true,
      lines: ['You climb the stairs to depth 1.'],
    })
    expect(run.depth).toBe(1)
    expect(run.playerPosition()).toEqual(run.level.stairsDown)
    expect(run.levelsKept).toEqual([2])
    put(run, run.level.stairsUp)
    const out = act(run, { kind: 'ascend' })
    expect(out.lines).toEqual([
      'You climb out of the dungeon into the daylight with the amulet of the deep. You have won!',
    ])
    const end = { died: false, won: true, depth: 1, cause: 'escaped with the amulet of the deep' }
    expect(out.end).toEqual(end)
    expect(run.end).toEqual(end)
    expect(run.escaped).toBe(true)
    expect(act(run, { kind: 'wait' }).refused).toBe('The run is over.')
    expect(run.inputLog()?.filter((input) => input.kind === 'ascend')).toHaveLength(2)
  })

  it('with climb: false, taking the amulet wins at once, the old rule', () => {
    const run = atTheBottom({ ...SHALLOW, climb: false })
    const taken = takeAmulet(run)
    expect(taken.lines).toEqual(['You pick up the amulet of the deep.'])
    expect(taken.end).toEqual({
      died: false,
      won: true,
      depth: 2,
      cause: 'took the amulet of the deep on depth 2',
    })
    expect(run.climbing).toBe(false)
  })

  it('a level first met on the way up wakes at once', () => {
    // Started deeper (a look, not a record): depth 2 above was never entered.
    const run = createRun({ seed: 'climb-deep', goal: { depth: 3, item: AMULET }, depth: 3 })
    takeAmulet(run)
    put(run, run.level.stairsUp)
    act(run, { kind: 'ascend' })
    expect(run.depth).toBe(2)
    expect(run.playerPosition()).toEqual(run.level.stairsDown)
    const { Mind } = run.world.components
    const minds = run.monsterIdsNow().map((eid) => Mind.state[eid])
    expect(minds.length).toBeGreaterThan(0)
    expect(minds.every((state) => state === MindState.Searching)).toBe(true)
  })
})
