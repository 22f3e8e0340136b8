import type { Point } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { emptyRun } from '../../test/empty-run.js'
import {
  act,
  createRun,
  DEFAULT_TABLES,
  playOn,
  RUN_KINDS,
  type Run,
  recordRun,
  verifyRun,
} from '../index.js'
import { testHooks } from '../testing.js'

// The cave spider of the default content: it waits in ambush (`AMBUSH`), which none of the six
// built-in behaviours does, from depth 3 to 6, and its runs replay.

const ROOM = `
############
#..........#
#..........#
#..........#
#..........#
############
`

/** A run on ROOM: the player at (1, 1), one monster of `kind` at `at`. */
function room(kind: string, at: Point): Run {
  const run = emptyRun(ROOM, { seed: 'spider' })
  testHooks(run).placeMonster(kind, at)
  return run
}

/** Where the one monster stands, and its hit points. */
const monster = (run: Run) => {
  const [only] = run.monsters()
  return { x: only?.x, y: only?.y, hp: only?.hp, maxHp: only?.maxHp }
}

describe('a cave spider', () => {
  it('is one of the default kinds, acting its own way, met from depth 3 to 6', () => {
    const spider = RUN_KINDS.monsters.find((kind) => kind.name === 'cave spider')
    expect(spider?.behaviour).toBe('ambush')
    expect(RUN_KINDS.behaviours.map((b) => b.name)).toContain('ambush')
    const depths = DEFAULT_TABLES.monsters
      .filter((row) => row.kinds.includes('cave spider'))
      .map((row) => row.from)
    expect(depths).toEqual([3, 4, 5, 6])
  })

  it('holds its ground while the hero comes, and bites the hero beside it', () => {
    const run = room('cave spider', { x: 6, y: 1 })
    for (let turn = 0; turn < 4; turn++) act(run, { kind: 'wait' })
    expect(monster(run)).toMatchObject({ x: 6, y: 1 })
    for (let step = 0; step < 4; step++) act(run, { kind: 'move', direction: 'right' })
    expect(run.playerPosition()).toEqual({ x: 5, y: 1 })
    expect(run.hp).toBe(run.maxHp)
    for (let turn = 0; turn < 12 && run.hp === run.maxHp; turn++) act(run, { kind: 'wait' })
    expect(run.hp).toBeLessThan(run.maxHp)
    expect(monster(run)).toMatchObject({ x: 6, y: 1 })
  })

  it('acts unlike a melee monster: a goblin in its place walks up', () => {
    const run = room('goblin', { x: 6, y: 1 })
    for (let turn = 0; turn < 4; turn++) act(run, { kind: 'wait' })
    expect(monster(run).x).toBeLessThan(6)
  })

  it('once hurt, gives the wait up and follows the hero', () => {
    const run = room('cave spider', { x: 3, y: 1 })
    act(run, { kind: 'move', direction: 'right' })
    for (let blow = 0; blow < 12 && monster(run).hp === monster(run).maxHp; blow++) {
      act(run, { kind: 'move', direction: 'right' })
    }
    expect(monster(run).hp).toBeLessThan(monster(run).maxHp as number)
    act(run, { kind: 'move', direction: 'down' })
    act(run, { kind: 'move', direction: 'down' })
    expect(monster(run).y).toBeGreaterThan(1)
  })

  it('plays in a run the bot plays, which replays and verifies with its content only', () => {
    const monsters = DEFAULT_TABLES.monsters.map((row) => ({
      ...row,
      kinds: [...row.kinds, 'cave spider', 'cave spider'],
    }))
    const content = { kinds: RUN_KINDS, tables: { ...DEFAULT_TABLES, monsters } }
    const { run } = playOn('careful', createRun({ seed: 'spiders', ...content }), {
      maxTurns: 600,
    })
    expect(run.stats.killsByKind?.['cave spider']).toBeGreaterThan(0)
    const record = recordRun(run)
    expect(verifyRun(record, content)).toMatchObject({ ok: true, turn: run.turn })
    expect(verifyRun(record)).toMatchObject({ ok: false, code: 'content' })
  })
})
