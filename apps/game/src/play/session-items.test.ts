import { despawn, floorItems, ItemKind, MonsterKind, spawnItem, spawnMonster } from '@delve/ecs'
import { fromAscii, type Point } from '@delve/map'
import { createRun, monsterCode, Run } from '@delve/run'
import { describe, expect, it } from 'vitest'
import { Session } from './session.js'

const ROOM = `
##########
#........#
#........#
#........#
#........#
##########
`

/**
 * A session on ROOM: the player at (1, 1), the given monsters and items, nothing else; the item
 * kinds `known` known (an unknown scroll takes no aim: it aims itself).
 */
function room(
  monsters: [number, Point][] = [],
  items: [number, Point][] = [],
  log: string[] = [],
  known: number[] = [],
) {
  const level = { ...fromAscii(ROOM), start: { x: 1, y: 1 }, rooms: [] }
  const base = createRun({ map: 'room.tmj', level, seed: 'items' })
  for (const eid of floorItems(base.world)) despawn(base.world, eid)
  for (const eid of base.monsterIdsNow()) despawn(base.world, eid)
  const ids = monsters.map(([kind, at]) => spawnMonster(base.world, at, kind))
  for (const [kind, at] of items) spawnItem(base.world, at, kind)
  const run = new Run({ ...parts(base), monsters: ids, log, known })
  return { session: new Session(run), run }
}

function parts(run: Run) {
  return {
    place: run.where(),
    rules: run.rules,
    world: run.world,
    player: run.player,
    stats: { ...run.stats },
  }
}

describe('Session with items', () => {
  it('picks up, and refuses a pick-up on an empty tile at no cost', () => {
    const { session, run } = room([], [[ItemKind.HealingPotion, { x: 2, y: 1 }]])
    // Unknown until used: named by its look this run.
    const look = run.itemName(ItemKind.HealingPotion)
    expect(look).toMatch(/^[a-z]+ potion$/)
    expect(look).not.toBe('healing potion')
    const refused = session.perform({ kind: 'pickup' })
    expect(refused.change).toBe('none')
    expect(refused.status).toEqual({ text: 'There is nothing here to pick up.', tone: 'bump' })
    expect(run.turn).toBe(0)
    const step = session.perform({ kind: 'move', direction: 'right' })
    expect(step.change).toBe('player')
    expect(run.messages().at(-1)).toMatch(new RegExp(`^You see an? ${look} here\\.$`))
    expect(session.perform({ kind: 'pickup' }).change).toBe('player')
    expect(run.inventory().map((i) => [i.letter, i.kind, i.name])).toEqual([
      ['a', 'healing potion', look],
    ])
    expect(run.messages().at(-1)).toBe(`You pick up the ${look}.`)
  })

  it('drinks a potion from the pack when hurt', () => {
    const { session, run } = room([], [[ItemKind.HealingPotion, { x: 1, y: 1 }]])
    session.perform({ kind: 'pickup' })
    run.world.components.Health.hp[run.player] = 10
    expect(session.perform({ kind: 'inventory' })).toMatchObject({ change: 'mode' })
    expect(session.mode).toEqual({ name: 'inventory', purpose: 'use' })
    const look = run.itemName(ItemKind.HealingPotion)
    const drunk = session.perform({ kind: 'choose', index: 0 })
    expect(drunk.change).toBe('player')
    expect(run.hp).toBe(15)
    expect(session.mode.name).toBe('play')
    expect(run.messages().slice(-3)).toEqual([
      `You drink the ${look}.`,
      'You recover 5 hit points.',
      `The ${look} was a healing potion.`,
    ])
    expect(run.itemName(ItemKind.HealingPotion)).toBe('healing potion')
  })

  it('aims a fireball: the preview names who burns, Escape costs nothing, Enter burns', () => {
    const orc: [number, Point] = [MonsterKind.Orc, { x: 6, y: 3 }]
    const { session, run } = room(
      [orc],
      [[ItemKind.FireballScroll, { x: 1, y: 1 }]],
      [],
      [ItemKind.FireballScroll],
    )
    session.perform({ kind: 'pickup' })
    const turn = run.turn
    session.perform({ kind: 'inventory' })
    session.perform({ kind: 'choose', index: 0 })
    const mode = session.mode
    if (mode.name !== 'targeting') throw new Error(`not aiming: ${mode.name}`)
    const [monster] = run.monsters()
    expect(mode.cursor).toEqual({ x: monster?.x, y: monster?.y })
    expect(mode.aim).toEqual({ targets: 'area', range: 8, radius: 3 })
    expect(mode.preview.affected).toEqual([{ x: monster?.x, y: monster?.y }])
    expect(session.targeting()).toEqual({ kind: 'fireball scroll', x: monster?.x, y: monster?.y })
    session.perform({ kind: 'cancel' })
    expect(session.mode.name).toBe('play')
    expect(run.turn).toBe(turn)
    expect(run.inventory()).toHaveLength(1)
    session.perform({ kind: 'inventory' })
    session.perform({ kind: 'choose', index: 0 })
    const burnt = session.perform({ kind: 'confirm' })
    expect(burnt.change).toBe('player')
    expect(run.inventory()).toEqual([])
    // 12 damage to a 10 hit point orc, well outside the blast's reach of the reader.
    expect(run.monsters()).toEqual([])
    expect(run.corpses()).toHaveLength(1)
    expect(run.hp).toBe(30)
  })

  it('keeps aiming when the target is refused, and moves the cursor with the keys', () => {
    const { session, run } = room(
      [],
      [[ItemKind.ConfusionScroll, { x: 1, y: 1 }]],
      [],
      [ItemKind.ConfusionScroll],
    )
    session.perform({ kind: 'pickup' })
    session.perform({ kind: 'inventory' })
    session.perform({ kind: 'choose', index: 0 })
    expect(session.mode).toMatchObject({ name: 'targeting', cursor: { x: 1, y: 1 } })
    session.perform({ kind: 'move', direction: 'right' })
    expect(session.mode).toMatchObject({ cursor: { x: 2, y: 1 } })
    const refused = session.perform({ kind: 'confirm' })
    expect(refused.status?.text).toBe('There is no one there.')
    expect(session.mode.name).toBe('targeting')
    expect(run.inventory()).toHaveLength(1)
  })

  it('refuses a lightning scroll with no enemy in reach, as the package does: no aim, no turn', () => {
    // An orc 7 tiles away: in sight, out of the scroll's reach of 5.
    const far: [number, Point] = [MonsterKind.Orc, { x: 8, y: 1 }]
    const lightning = [ItemKind.LightningScroll]
    const { session, run } = room(
      [far],
      [[ItemKind.LightningScroll, { x: 1, y: 1 }]],
      [],
      lightning,
    )
    session.perform({ kind: 'pickup' })
    const turn = run.turn
    const refusal = run.preview(0).refused
    expect(refusal).toBe('No enemy is close enough to strike.')
    session.perform({ kind: 'inventory' })
    const used = session.perform({ kind: 'choose', index: 0 })
    expect(used).toEqual({ change: 'mode', status: { text: refusal, tone: 'bump' } })
    expect(session.mode.name).toBe('play')
    expect(session.targeting()).toBeNull()
    expect(run.turn).toBe(turn)
    expect(run.inventory().map((item) => item.kind)).toEqual(['lightning scroll'])
    // In reach, the aim goes on the one it would strike, never on the hero.
    const near: [number, Point] = [MonsterKind.Orc, { x: 5, y: 1 }]
    const within = room([near], [[ItemKind.LightningScroll, { x: 1, y: 1 }]], [], lightning)
    within.session.perform({ kind: 'pickup' })
    within.session.perform({ kind: 'inventory' })
    within.session.perform({ kind: 'choose', index: 0 })
    // (The orc came a step closer while the scroll was picked up.)
    const [orc] = within.run.monsters()
    expect(within.session.targeting()).toEqual({ kind: 'lightning scroll', x: orc?.x, y: orc?.y })
    expect(within.session.targeting()).not.toMatchObject(within.run.playerPosition())
  })

  it('looks about and names what is there, with its health', () => {
    const { session, run } = room(
      [[MonsterKind.Orc, { x: 4, y: 2 }]],
      [[ItemKind.LightningScroll, { x: 3, y: 2 }]],
    )
    const label = run.itemName(ItemKind.LightningScroll)
    expect(label).toMatch(/^scroll labelled [A-Z ]+$/)
    const look = session.perform({ kind: 'look' })
    expect(look.status?.text).toBe('You (30/30 hp) on the floor.')
    expect(session.describe({ x: 3, y: 2 })).toBe(`A ${label} on the floor.`)
    expect(session.describe({ x: 0, y: 0 })).toBe('A wall.')
    const orc = session.monstersShown()[0] as Point
    expect(session.describe(orc)).toBe('An orc (10/10 hp) on the floor.')
  })

  it('opens the history on its last page and scrolls it', () => {
    const log = Array.from({ length: 30 }, (_, i) => `line ${i}`)
    const { session, run } = room([], [], log)
    expect(session.historyLines()).toEqual(log)
    session.perform({ kind: 'history' })
    expect(session.mode).toEqual({ name: 'history', top: 10 })
    session.perform({ kind: 'move', direction: 'up' })
    expect(session.mode).toEqual({ name: 'history', top: 9 })
    session.perform({ kind: 'move', direction: 'down' })
    session.perform({ kind: 'move', direction: 'down' })
    expect(session.mode).toEqual({ name: 'history', top: 10 })
    session.perform({ kind: 'cancel' })
    expect(session.mode.name).toBe('play')
    expect(run.turn).toBe(0)
  })

  it('keeps what the player was told in its history: the run’s lines and the status lines, once each', () => {
    const { session, run } = room([], [[ItemKind.HealingPotion, { x: 2, y: 1 }]], ['Welcome.'])
    const look = run.itemName(ItemKind.HealingPotion)
    const a = /^[aeiou]/.test(look) ? 'an' : 'a'
    session.said('You descend into the dungeon.')
    session.perform({ kind: 'pickup' })
    session.perform({ kind: 'pickup' })
    session.perform({ kind: 'move', direction: 'right' })
    session.perform({ kind: 'pickup' })
    run.world.components.Health.hp[run.player] = 10
    session.perform({ kind: 'inventory' })
    // The potion's lines are put on the status line too: the history has them once.
    const drunk = session.perform({ kind: 'choose', index: 0 })
    expect(drunk.status?.text).toBe(
      `You drink the ${look}. You recover 5 hit points. The ${look} was a healing potion.`,
    )
    session.perform({ kind: 'inventory' })
    expect(session.historyLines()).toEqual([
      'Welcome.',
      'You descend into the dungeon.',
      'There is nothing here to pick up. (×2)',
      `You see ${a} ${look} here.`,
      `You pick up the ${look}.`,
      'Which item will you use? (a letter; Escape: none)',
      `You drink the ${look}.`,
      'You recover 5 hit points.',
      `The ${look} was a healing potion.`,
      'Your pack is empty.',
    ])
    // The run's own log is the run's lines alone, as before.
    expect(run.messages()).toEqual([
      'Welcome.',
      `You see ${a} ${look} here.`,
      `You pick up the ${look}.`,
      `You drink the ${look}.`,
      'You recover 5 hit points.',
      `The ${look} was a healing potion.`,
    ])
  })

  it('names the game’s own kinds too, with their articles', () => {
    const archer: [number, Point] = [monsterCode('goblin archer'), { x: 4, y: 2 }]
    const { session } = room([archer])
    const at = session.monstersShown()[0] as Point
    expect(session.describe(at)).toBe('A goblin archer (5/5 hp) on the floor.')
    expect(session.perform({ kind: 'rest' }).status?.text).toBe(
      'You cannot rest with a goblin archer in view.',
    )
  })

  it('says so when the pack is empty', () => {
    const { session } = room()
    expect(session.perform({ kind: 'inventory' }).status?.text).toBe('Your pack is empty.')
    expect(session.mode.name).toBe('play')
  })
})
