import { despawn, floorItems, ItemKind, MonsterKind, spawnItem, spawnMonster } from '@delve/ecs'
import { DIRECTIONS, fromAscii, type Point } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withArticle } from '../content/appearances.js'
import { DEFAULT_TABLES } from '../content/default-tables.js'
import type { RunInput } from '../input/run-input.js'
import { runChecksum } from '../replay/checksum.js'
import { recordRun, verifyRun } from '../replay/replay-run.js'
import { createRun } from '../run/create-run.js'
import { Run } from '../run/run.js'
import { loadRun, saveRun } from '../saving/save-run.js'
import { act, isWalking, stopWalking } from './act.js'
import { ActInputError } from './act-input-error.js'

const ROOM = `
############
#..........#
#..........#
#..........#
#..........#
############
`

/** A run on ROOM: the player at (1, 1), only the given monsters and items. */
function room(monsters: [number, Point][] = [], items: [number, Point][] = []): Run {
  const level = { ...fromAscii(ROOM), start: { x: 1, y: 1 }, rooms: [] }
  // No wandering monster: the room holds only what a test puts there.
  const tables = { ...DEFAULT_TABLES, wanderers: [] }
  const base = createRun({ level, map: 'room', seed: 'act', tables })
  for (const eid of floorItems(base.world)) despawn(base.world, eid)
  for (const eid of base.monsterIdsNow()) despawn(base.world, eid)
  const ids = monsters.map(([kind, at]) => spawnMonster(base.world, at, kind))
  for (const [kind, at] of items) spawnItem(base.world, at, kind)
  return new Run({
    place: base.where(),
    rules: base.rules,
    world: base.world,
    player: base.player,
    monsters: ids,
    stats: { ...base.stats },
  })
}

describe('act', () => {
  it('plays a step, says a wall is a wall at no cost, and waits', () => {
    const run = room()
    const step = act(run, { kind: 'move', direction: 'right' })
    expect(step).toMatchObject({ taken: true, moved: true, more: false, level: false })
    expect(run.playerPosition()).toEqual({ x: 2, y: 1 })
    const turn = run.turn
    const bump = act(run, { kind: 'move', direction: 'up' })
    expect(bump.taken).toBe(false)
    expect(bump.refused).toMatch(/wall/i)
    expect(run.turn).toBe(turn)
    expect(act(run, { kind: 'wait' }).taken).toBe(true)
    expect(run.turn).toBe(turn + 1)
  })

  it('picks up, uses and drops by the pack letter; an empty letter or pack is refused at no cost', () => {
    const run = room(
      [],
      [
        [ItemKind.HealingPotion, { x: 1, y: 1 }],
        [ItemKind.Dagger, { x: 1, y: 1 }],
      ],
    )
    expect(act(run, { kind: 'drop', index: 0 }).refused).toBe('You have no such item.')
    expect(act(run, { kind: 'pickup' }).taken).toBe(true)
    expect(act(run, { kind: 'pickup' }).taken).toBe(true)
    expect(run.inventory().map((p) => p.kind)).toEqual(['dagger', 'healing potion'])
    expect(act(run, { kind: 'pickup' }).taken).toBe(false)
    expect(act(run, { kind: 'use', index: 3 }).refused).toBe('You have no such item.')
    // At full health the potion is drunk all the same: one more hit point at most.
    const max = run.maxHp
    expect(act(run, { kind: 'use', index: 1 }).taken).toBe(true)
    expect(run.maxHp).toBe(max + 1)
    expect(act(run, { kind: 'drop', index: 0 }).taken).toBe(true)
    expect(run.inventory()).toEqual([])
  })

  it('wears and takes off equipment with the same input', () => {
    const run = room([], [[ItemKind.Dagger, { x: 1, y: 1 }]])
    act(run, { kind: 'pickup' })
    const power = run.character().power
    expect(act(run, { kind: 'wear', index: 0 }).taken).toBe(true)
    expect(run.character().power).toBeGreaterThan(power)
    expect(act(run, { kind: 'wear', index: 0 }).taken).toBe(true)
    expect(run.character().power).toBe(power)
  })

  it('refuses a descent off the stairs, and a level-up that is not owed', () => {
    const run = room()
    expect(act(run, { kind: 'descend' }).refused).toBe('There are no stairs down here.')
    const grow = act(run, { kind: 'level-up', choice: 0 })
    expect(grow.taken).toBe(false)
    expect(grow.refused).toBeTruthy()
  })

  it('plays to the end, then refuses everything: the run is over', () => {
    const run = room([[MonsterKind.Troll, { x: 2, y: 1 }]])
    run.world.components.Health.hp[run.player] = 1
    let result = act(run, { kind: 'wait' })
    for (let n = 0; n < 100 && !result.end; n++) result = act(run, { kind: 'wait' })
    expect(result.end).toMatchObject({
      died: true,
      won: false,
      cause: 'killed by a troll on depth 1',
    })
    expect(run.end).toEqual(result.end)
    const after = act(run, { kind: 'wait' })
    expect(after).toMatchObject({ taken: false, refused: 'The run is over.' })
  })

  it('rests a turn at a time until healed, and refuses with a monster in view or when well', () => {
    const run = room()
    expect(act(run, { kind: 'rest' }).refused).toBe('You are already rested.')
    run.world.components.Health.hp[run.player] = 5
    let result = act(run, { kind: 'rest' })
    let turns = 1
    while (result.more) {
      expect(isWalking(run)).toBe(true)
      result = act(run, { kind: 'rest' })
      turns++
    }
    expect(run.hp).toBe(run.maxHp)
    expect(result.stopped).toBe(`You rest ${turns} turns and feel well again.`)
    expect(isWalking(run)).toBe(false)
    const watched = room([[MonsterKind.Orc, { x: 5, y: 2 }]])
    watched.world.components.Health.hp[watched.player] = 5
    expect(act(watched, { kind: 'rest' }).refused).toBe('You cannot rest with an orc in view.')
  })

  it('explores a step at a time, picks up what it sees, and stops when done; another input ends it', () => {
    const run = room([], [[ItemKind.LightningScroll, { x: 8, y: 3 }]])
    let result = act(run, { kind: 'explore' })
    let steps = 0
    while (steps < 200) {
      if (!result.more) {
        if (result.stopped === 'Explored.' || result.stopped?.startsWith('You know no way')) break
        // An item seen stops the walk once; the next press goes for it.
      }
      result = act(run, { kind: 'explore' })
      steps++
    }
    expect(run.inventory().map((p) => p.kind)).toEqual(['lightning scroll'])
    expect(result.taken).toBe(false)
    // A walk under way ends at any other input.
    run.world.components.Health.hp[run.player] = 5
    expect(act(run, { kind: 'rest' }).more).toBe(true)
    act(run, { kind: 'wait' })
    expect(isWalking(run)).toBe(false)
    expect(act(run, { kind: 'rest' }).more).toBe(true)
    expect(stopWalking(run)).toBe(true)
    expect(stopWalking(run)).toBe(false)
  })

  it('goes for an item already in view at the first press of explore (the level entered with it)', () => {
    const run = room([], [[ItemKind.HealingPotion, { x: 6, y: 3 }]])
    const first = act(run, { kind: 'explore' })
    expect(first).toMatchObject({ taken: true, moved: true, more: true })
    expect(first.stopped).toBeUndefined()
    let result = first
    for (let steps = 0; steps < 20 && result.more && run.inventory().length === 0; steps++)
      result = act(run, { kind: 'explore' })
    expect(run.inventory().map((p) => p.kind)).toEqual(['healing potion'])
    // An item that comes into view during the walk still stops it, once.
    const level = {
      ...fromAscii('###########\n#...#######\n#...#.....#\n#.........#\n###########'),
      start: { x: 1, y: 1 },
      rooms: [],
    }
    const later = createRun({ level, map: 'two rooms', seed: 'later' })
    for (const eid of floorItems(later.world)) despawn(later.world, eid)
    for (const eid of later.monsterIdsNow()) despawn(later.world, eid)
    const hidden = { x: 8, y: 2 }
    spawnItem(later.world, hidden, ItemKind.HealingPotion)
    expect(later.vision.visible[hidden.y * level.width + hidden.x]).toBe(0)
    let walk = act(later, { kind: 'explore' })
    for (let steps = 0; steps < 40 && walk.more; steps++) walk = act(later, { kind: 'explore' })
    // Named as the player knows it: by its look, until known.
    const look = later.itemName(ItemKind.HealingPotion)
    expect(look).not.toBe('healing potion')
    expect(walk.stopped).toBe(`You stop: you see ${withArticle(look)}.`)
    expect(later.inventory()).toEqual([])
  })

  it('runs one way along a corridor until it ends', () => {
    const level = {
      ...fromAscii('##########\n#........#\n##########'),
      start: { x: 1, y: 1 },
      rooms: [],
    }
    const run = createRun({ level, map: 'corridor', seed: 'run' })
    // Items lying in the way would stop the run: none here.
    for (const eid of floorItems(run.world)) despawn(run.world, eid)
    let result = act(run, { kind: 'run', direction: 'right' })
    let steps = 1
    while (result.more) {
      result = act(run, { kind: 'run', direction: 'right' })
      steps++
    }
    expect(run.playerPosition()).toEqual({ x: 8, y: 1 })
    expect(steps).toBeGreaterThanOrEqual(7)
  })

  it('throws an ActInputError, naming the field, for anything that is not a RunInput', () => {
    const run = room()
    const bad: unknown[] = [
      null,
      'move',
      { kind: 'fly' },
      { kind: 'move', direction: 'north' },
      { kind: 'level-up', stat: 'hp' },
      { kind: 'level-up', choice: 3 },
      { kind: 'level-up', choice: 0.5 },
      { kind: 'use', index: -1 },
      { kind: 'drop', index: 26 },
      { kind: 'wear', index: 1.5 },
      { kind: 'use', index: 0, target: { x: 'a', y: 1 } },
      { kind: 'travel', stairs: 'sideways' },
    ]
    for (const input of bad) {
      expect(() => act(run, input as RunInput), JSON.stringify(input)).toThrow(ActInputError)
    }
    expect(() => act(run, { kind: 'move', direction: 'north' } as never)).toThrow(
      /input\.direction.*north/,
    )
    expect(() => act(run, { kind: 'level-up', choice: -1 })).toThrow(
      /input\.choice.*-1.*an integer from 0 to 2/,
    )
    expect(() => act(run, { kind: 'climb' } as never)).toThrow(
      'act: invalid input.kind: "climb". Allowed: move, wait, pickup, descend, ascend, level-up, use, drop, wear, explore, travel, run, rest.',
    )
    expect(run.turn).toBe(0)
  })
})

/** Inputs a player might give, useless ones included. */
const anyInput: fc.Arbitrary<RunInput> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(...DIRECTIONS)
      .map((direction) => ({ kind: 'move', direction }) as RunInput),
  },
  fc.constantFrom<RunInput>(
    { kind: 'wait' },
    { kind: 'pickup' },
    { kind: 'descend' },
    { kind: 'ascend' },
    { kind: 'explore' },
    { kind: 'travel' },
    { kind: 'travel', stairs: 'up' },
    { kind: 'rest' },
    { kind: 'level-up', choice: 0 },
    { kind: 'level-up', choice: 2 },
  ),
  fc.constantFrom(...DIRECTIONS).map((direction) => ({ kind: 'run', direction }) as RunInput),
  fc
    .record({ x: fc.integer({ min: 0, max: 79 }), y: fc.integer({ min: 0, max: 44 }) })
    .map((to) => ({ kind: 'travel', to }) as RunInput),
  fc.record({
    kind: fc.constantFrom('use', 'drop', 'wear'),
    index: fc.integer({ min: 0, max: 3 }),
  }) as fc.Arbitrary<RunInput>,
  fc.record({
    kind: fc.constant('use'),
    index: fc.integer({ min: 0, max: 3 }),
    target: fc.record({ x: fc.integer({ min: 0, max: 79 }), y: fc.integer({ min: 0, max: 44 }) }),
  }) as fc.Arbitrary<RunInput>,
)

const WALKS = new Set(['explore', 'travel', 'run', 'rest'])

describe('a run played through act', () => {
  it('replays from its record to the same end; a save taken anywhere plays on the same', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() === s && s.length > 0),
        fc.array(anyInput, { minLength: 1, maxLength: 120 }),
        fc.nat(),
        (seed, inputs, cut) => {
          const run = createRun({ seed })
          const at = cut % inputs.length
          for (const input of inputs.slice(0, at)) act(run, input)
          // Saved and loaded, the run is the same world, and plays on the same (a walk's memory
          // is not saved, so only single inputs follow).
          const reloaded = loadRun(saveRun(run))
          expect(runChecksum(reloaded)).toBe(runChecksum(run))
          for (const input of inputs.slice(at).filter((i) => !WALKS.has(i.kind))) {
            const a = act(run, input)
            const b = act(reloaded, input)
            expect(b.lines).toEqual(a.lines)
          }
          expect(runChecksum(reloaded)).toBe(runChecksum(run))
          for (const played of [run, reloaded]) {
            const record = recordRun(played)
            expect(verifyRun(record)).toMatchObject({ ok: true, turn: run.turn, depth: run.depth })
          }
        },
      ),
      { numRuns: 40 },
    )
  })
})
