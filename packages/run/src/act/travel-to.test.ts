import { despawn, floorItems, MonsterKind, spawnMonster } from '@delve/ecs'
import { directionsTo, fromAscii, type Point } from '@delve/map'
import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TABLES } from '../content/default-tables.js'
import { runChecksum } from '../replay/checksum.js'
import { recordRun, verifyRun } from '../replay/replay-run.js'
import { createRun } from '../run/create-run.js'
import { Run } from '../run/run.js'
import { testHooks } from '../testing.js'
import { type ActResult, act, isWalking } from './act.js'
import { ActInputError } from './act-input-error.js'
import { NO_WAY, startPath } from './travel-to.js'

const ROOM = `
############
#..........#
#..........#
#..........#
#..........#
############
`

/** A run on ROOM: the player at (1, 1), only the given monsters, no items. */
function room(monsters: [number, Point][] = []): Run {
  const level = { ...fromAscii(ROOM), start: { x: 1, y: 1 }, rooms: [] }
  const tables = { ...DEFAULT_TABLES, wanderers: [] }
  const base = createRun({ level, map: 'room', seed: 'travel-to', tables })
  for (const eid of floorItems(base.world)) despawn(base.world, eid)
  for (const eid of base.monsterIdsNow()) despawn(base.world, eid)
  const ids = monsters.map(([kind, at]) => spawnMonster(base.world, at, kind))
  return new Run({
    place: base.where(),
    rules: base.rules,
    world: base.world,
    player: base.player,
    monsters: ids,
    stats: { ...base.stats },
  })
}

/** Acts `input` until the walk stops (at most `limit` calls): every result, in order. */
function walkAll(run: Run, to: Point, limit = 500): ActResult[] {
  const results = [act(run, { kind: 'travel', to })]
  while (results.at(-1)?.more && results.length < limit) {
    results.push(act(run, { kind: 'travel', to }))
  }
  return results
}

describe("a travel to a tile ({ kind: 'travel', to })", () => {
  it('walks there a step a call, each step a move, and ends on the tile', () => {
    const run = room()
    const results = walkAll(run, { x: 7, y: 3 })
    expect(results.map((r) => r.more)).toEqual([true, true, true, true, true, false])
    expect(results.every((r) => r.taken && r.moved)).toBe(true)
    expect(run.playerPosition()).toEqual({ x: 7, y: 3 })
    expect(run.turn).toBe(6)
    expect(isWalking(run)).toBe(false)
    expect(run.stats.steps).toBe(6)
  })

  it('refuses a tile it knows no way to, and does nothing on its own tile', () => {
    const run = room()
    const far = createRun({ seed: 'travel-unknown' })
    const { width, height } = far.level
    const unknown = Array.from({ length: width * height }, (_, i) => i).find(
      (i) => far.vision.explored[i] !== 1 && far.level.tiles[i] !== 0,
    ) as number
    const refused = act(far, {
      kind: 'travel',
      to: { x: unknown % width, y: (unknown / width) | 0 },
    })
    expect(refused).toMatchObject({ taken: false, refused: NO_WAY, more: false })
    expect(far.turn).toBe(0)
    const here = act(run, { kind: 'travel', to: { x: 1, y: 1 } })
    expect(here).toMatchObject({ taken: false, more: false, stopped: '' })
    expect(run.turn).toBe(0)
  })

  it('plans to stop beside a monster in sight on the tile, and hits one beside the player', () => {
    const run = room()
    testHooks(run).placeMonster('goblin', { x: 6, y: 1 }, { asleep: true })
    const plan = startPath(run, { x: 6, y: 1 })
    expect(typeof plan === 'object' && plan.steps).toEqual(['right', 'right', 'right', 'right'])
    const near = room([[MonsterKind.Goblin, { x: 2, y: 1 }]])
    const blow = act(near, { kind: 'travel', to: { x: 2, y: 1 } })
    expect(blow).toMatchObject({ taken: true, moved: false, more: false })
    expect(near.playerPosition()).toEqual({ x: 1, y: 1 })
    expect(near.turn).toBe(1)
  })

  it('is an ActInputError off the level, or with stairs as well', () => {
    const run = room()
    expect(() => act(run, { kind: 'travel', to: { x: 40, y: 1 } })).toThrow(ActInputError)
    expect(() => act(run, { kind: 'travel', to: { x: 1.5, y: 1 } })).toThrow(/input\.to/)
    expect(() => act(run, { kind: 'travel', stairs: 'up', to: { x: 2, y: 1 } })).toThrow(
      ActInputError,
    )
  })

  it('equals the step-by-step walk of the way it planned, or stops for a reason it states', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('tt-a', 'tt-b', 'tt-c', 'tt-d', 'tt-e'),
        fc.nat(),
        fc.nat({ max: 40 }),
        (seed, pick, wander) => {
          const run = createRun({ seed })
          // A few turns of exploring first, so that more of the level is known.
          for (let n = 0; n < wander && act(run, { kind: 'explore' }).more; n++) {}
          const { explored } = run.vision
          const known = [...explored.keys()].filter((i) => explored[i] === 1)
          const i = known[pick % known.length] as number
          const to = { x: i % run.level.width, y: Math.floor(i / run.level.width) }
          const from = run.playerPosition()
          const planned = directionsTo(run.level, explored, from, to)
          const twin = createRun({ seed })
          for (const input of run.inputLog() ?? []) act(twin, input)
          const logged = (run.inputLog() ?? []).length
          const results = walkAll(run, to)
          const last = results.at(-1) as ActResult
          const steps = (run.inputLog() ?? []).slice(logged)
          // Each step taken is the next of the plan, played as a plain move on the twin.
          for (const [n, input] of steps.entries()) {
            expect(input).toEqual({ kind: 'move', direction: planned?.[n] })
            act(twin, input)
          }
          expect(runChecksum(twin)).toBe(runChecksum(run))
          const there = run.playerPosition()
          const arrived = there.x === to.x && there.y === to.y
          const beside = steps.length === (planned?.length ?? 0) - 1
          const blocked = last.taken && !last.moved
          const stated = last.stopped !== undefined && last.stopped !== ''
          const over = last.end !== undefined || last.levelUp
          const reason = arrived || beside || blocked || stated || over || last.refused === NO_WAY
          expect(reason, JSON.stringify({ seed, to, last })).toBe(true)
          expect(isWalking(run)).toBe(false)
          expect(verifyRun(recordRun(run))).toMatchObject({ ok: true, turn: run.turn })
        },
      ),
      { numRuns: sized(8, 40) },
    )
  })
})
