import {
  giveInventory,
  inventoryOf,
  isAlive,
  MindState,
  moveEntity,
  nearestFreeTile,
  spawnCarried,
  THIEF_PACK,
} from '@delve/ecs'
import type { Point } from '@delve/map'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { botRun } from '../bot/balance-bot.js'
import { itemCode, monsterCode } from '../content/default-kinds.js'
import type { LoggedInput } from '../input/run-input.js'
import { loadRun, saveRun } from '../saving/save-run.js'
import { testHooks } from '../testing.js'
import { createRun } from './create-run.js'
import { maskRuns, runsMask, wakeKept } from './kept-level.js'
import type { Run } from './run.js'

/** What the player could know of the level they are on, and what lives there. */
function levelAsItIs(run: Run) {
  return {
    depth: run.depth,
    monsters: run.monsters(),
    corpses: run.corpses(),
    items: run.items(),
    explored: [...run.vision.explored],
    remembered: run.rememberedItems(),
  }
}

/** A fresh run of `seed` played through `inputs` until `stop` says so; the inputs left. */
function playUntil(seed: string, inputs: readonly LoggedInput[], stop: (run: Run) => boolean) {
  const run = createRun({ seed })
  let i = 0
  for (; i < inputs.length && !stop(run); i++) act(run, inputs[i] as LoggedInput)
  return { run, rest: inputs.slice(i) }
}

const log = (seed: string) => botRun(seed).run.inputLog() ?? []

describe('maskRuns and runsMask', () => {
  it('give back the mask they were given', () => {
    fc.assert(
      fc.property(fc.uint8Array({ min: 0, max: 1, maxLength: 400 }), (mask) => {
        expect(runsMask(maskRuns(mask), mask.length)).toEqual(mask)
      }),
    )
  })

  it('refuse runs that do not add up to the size', () => {
    expect(maskRuns(new Uint8Array([0, 0, 1, 1, 1, 0]))).toEqual([2, 3, 1])
    expect(maskRuns(new Uint8Array([1, 0]))).toEqual([0, 1, 1])
    expect(runsMask([2, 3, 1], 6)).toEqual(new Uint8Array([0, 0, 1, 1, 1, 0]))
    expect(runsMask([2, 3], 6)).toBeNull()
    expect(runsMask([2, 5], 6)).toBeNull()
    expect(runsMask([-1, 7], 6)).toBeNull()
    expect(runsMask([1.5, 4.5], 6)).toBeNull()
  })
})

describe('a level left and entered again', () => {
  it('is as it was left: its monsters and their hit points, corpses, items, explored, remembered', () => {
    for (const seed of ['kept-3', 'kept-5']) {
      const inputs = log(seed)
      // On depth 2, on its down stairs, about to go down: the level has been played.
      const { run } = playUntil(seed, inputs, (r) => r.depth === 2 && r.onStairsDown())
      expect(run.depth).toBe(2)
      const before = levelAsItIs(run)
      const stairs = run.playerPosition()
      // Something to keep: the dead, items remembered out of sight, more explored than in sight.
      expect(before.corpses.length).toBeGreaterThan(0)
      expect(before.remembered.length).toBeGreaterThan(0)
      const inSight = run.vision.visible.reduce((sum, v) => sum + v, 0)
      expect(before.explored.filter((v) => v === 1).length).toBeGreaterThan(inSight)
      expect(act(run, { kind: 'descend' })).toMatchObject({ taken: true, level: true })
      expect(run.levelsKept).toEqual([1, 2])
      // Straight back up from depth 3's up stairs, where the descent arrived.
      const climbed = act(run, { kind: 'ascend' })
      expect(climbed).toMatchObject({
        taken: true,
        level: true,
        lines: ['You climb the stairs to depth 2.'],
      })
      expect(levelAsItIs(run)).toEqual(before)
      expect(run.playerPosition()).toEqual(stairs)
      expect(run.levelsKept).toEqual([1, 3])
    }
  })

  it('keeps depth 3 as it was left too, going down to it again', () => {
    const inputs = log('kept-1')
    const { run } = playUntil(
      'kept-1',
      inputs,
      (r) => r.depth === 3 && r.turn > 0 && r.onStairsDown(),
    )
    const { x, y } = run.level.stairsUp as Point
    // Back to the up stairs (a known way: the player came down them), up, and down again.
    expect(moveEntity(run.world, run.player, { x, y })).toBeUndefined()
    const before = levelAsItIs(run)
    expect(act(run, { kind: 'ascend' }).taken).toBe(true)
    expect(run.depth).toBe(2)
    expect(act(run, { kind: 'descend' }).taken).toBe(true)
    expect(levelAsItIs(run)).toEqual(before)
    expect(run.playerPosition()).toEqual({ x, y })
    // No new level was made on the way: the dungeons counted are those first entered.
    expect(run.stats.dungeons).toBe(3)
  })
})

describe('wakeKept', () => {
  it('sends the living, but the confused, to search where a return arrives; the dead lie still', () => {
    const life = {
      hp: 5,
      maxHp: 9,
      regen: 0,
      power: 3,
      defence: 0,
      accuracy: 80,
      spread: 1,
      energy: 0,
      speed: 100,
      sight: 8,
      mind: MindState.Resting,
      target: { x: 0, y: 0 },
      timer: 0,
    }
    const kept = {
      depth: 3,
      left: { x: 7, y: 4 },
      monsters: [
        { kind: 'orc', x: 1, y: 1, life },
        { kind: 'orc', x: 2, y: 1, life: { ...life, mind: MindState.Confused, timer: 3 } },
        { kind: 'rat', x: 3, y: 1 },
      ],
      items: [],
      explored: [10],
      seen: [],
    }
    const woken = wakeKept(kept)
    expect(woken.monsters).toEqual([
      {
        kind: 'orc',
        x: 1,
        y: 1,
        life: { ...life, mind: MindState.Searching, target: { x: 7, y: 4 } },
      },
      kept.monsters[1],
      kept.monsters[2],
    ])
    // The kept level given is not changed.
    expect(kept.monsters[0]?.life?.mind).toBe(MindState.Resting)
  })
})

describe('what monsters of a kept level carry and who called them', () => {
  /** Depth 2 of a bot run, about to go down, with a thief holding loot and a necromancer's skeleton. */
  function withLootAndCalled() {
    const { run } = playUntil('kept-3', log('kept-3'), (r) => r.depth === 2 && r.onStairsDown())
    const { Mind, Monster } = run.world.components
    const free = () => nearestFreeTile(run.world, run.playerPosition()) as Point
    const far = (p: Point) => ({ x: p.x, y: p.y })
    const thief = testHooks(run).placeMonster('thief', far(free()))
    giveInventory(run.world, thief, THIEF_PACK)
    spawnCarried(run.world, thief, itemCode('healing potion'))
    spawnCarried(run.world, thief, itemCode('fireball scroll'))
    const necromancer = testHooks(run).placeMonster('necromancer', far(free()))
    const skeleton = testHooks(run).placeMonster('skeleton', far(free()))
    Mind.leader[skeleton] = necromancer
    Mind.cooldown[necromancer] = 3
    expect(Monster.kind[skeleton]).toBe(monsterCode('skeleton'))
    return { run, thief, necromancer, skeleton }
  }

  /**
   * Each living monster of the level: its kind, what it carries, whom it follows, its cooldown
   * (sorted: a level brought back numbers its monsters afresh, the dead first).
   */
  function carried(run: Run) {
    const { Mind, Monster, Item } = run.world.components
    const kind = (eid: number) => run.world.kinds.monsters[Monster.kind[eid] as number]?.name
    return run
      .monsterIdsNow()
      .filter((eid) => isAlive(run.world, eid))
      .map((eid) => ({
        kind: kind(eid),
        loot: inventoryOf(run.world, eid).map(
          (i) => run.world.kinds.items[Item.kind[i] as number]?.name,
        ),
        leader: Mind.leader[eid] === 0 ? null : kind(Mind.leader[eid] as number),
        cooldown: Mind.cooldown[eid],
      }))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
  }

  it('are kept: a thief comes back with its loot, a called monster with its summoner', () => {
    const { run } = withLootAndCalled()
    const before = carried(run)
    expect(before).toContainEqual({
      kind: 'thief',
      loot: ['healing potion', 'fireball scroll'],
      leader: null,
      cooldown: 0,
    })
    expect(before).toContainEqual({
      kind: 'skeleton',
      loot: [],
      leader: 'necromancer',
      cooldown: 0,
    })
    expect(before).toContainEqual({ kind: 'necromancer', loot: [], leader: null, cooldown: 3 })
    // The stairs' turn is spent on this level: the necromancer's cooldown runs one turn down.
    const left = before.map((m) => (m.kind === 'necromancer' ? { ...m, cooldown: 2 } : m))
    expect(act(run, { kind: 'descend' }).level).toBe(true)
    const loaded = loadRun(saveRun(run))
    for (const r of [run, loaded]) {
      expect(act(r, { kind: 'ascend' }).level).toBe(true)
      expect(carried(r)).toEqual(left)
    }
  })

  it('refuse a save whose loot or summoner cannot be', () => {
    const { run } = withLootAndCalled()
    act(run, { kind: 'descend' })
    const saved = JSON.parse(saveRun(run))
    const level = saved.levels.find((l: { depth: number }) => l.depth === 2)
    const i = level.monsters.findIndex((m: { life?: { loot?: string[] } }) => m.life?.loot)
    const j = level.monsters.findIndex(
      (m: { life?: { leader?: number } }) => m.life?.leader !== undefined,
    )
    const at = saved.levels.indexOf(level)
    const edit = (change: () => void, message: string) => {
      const copy = JSON.parse(JSON.stringify(saved))
      const was = JSON.stringify(saved)
      Object.assign(saved, copy)
      change()
      expect(() => loadRun(JSON.stringify(saved))).toThrow(message)
      Object.assign(saved, JSON.parse(was))
    }
    edit(
      () => (saved.levels[at].monsters[i].life.loot = ['crown']),
      `levels[${at}].monsters[${i}].life.loot[0] "crown" is no item kind of the run`,
    )
    edit(
      () => (saved.levels[at].monsters[j].life.leader = j),
      `levels[${at}].monsters[${j}].life.leader ${j} is not another living monster of the level`,
    )
  })
})
