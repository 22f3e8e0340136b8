import { despawn, floorItems, ItemKind, spawnItem } from '@delve/ecs'
import { fromAscii, type Point } from '@delve/map'
import { createRun, Run } from '@delve/run'
import { describe, expect, it } from 'vitest'
import { menuContent } from '../ui/menu.js'
import { Session } from './session.js'

// The rules the browser once checked by playing them, checked here through the controller (the
// keys' actions, the menus' content): the page's tests keep only that a key reaches it.

const ROOM = `
########
#......#
#......#
########
`

/** A session on ROOM with the player at (1, 1), no monster, and the given items underfoot. */
function room(items: number[]) {
  const level = { ...fromAscii(ROOM), start: { x: 1, y: 1 }, rooms: [] }
  const base = createRun({ map: 'room.tmj', level, seed: 'gear' })
  for (const eid of floorItems(base.world)) despawn(base.world, eid)
  for (const eid of base.monsterIdsNow()) despawn(base.world, eid)
  for (const kind of items) spawnItem(base.world, { x: 1, y: 1 } as Point, kind)
  const run = new Run({
    place: base.where(),
    rules: base.rules,
    world: base.world,
    player: base.player,
    stats: { ...base.stats },
    monsters: [],
    log: [],
  })
  return { session: new Session(run), run }
}

/** The menu the page would show for the session's mode now. */
function menuNow(session: Session) {
  const { run } = session
  return menuContent(
    session.mode,
    run.inventory(),
    session.historyLines(),
    run.character(),
    run.levelUpOffer(),
    run.perks,
  )
}

const texts = (session: Session) =>
  JSON.stringify(menuNow(session))
    .replace(/\\"/g, '"')
    .match(/"text":"[^"]*"/g)
    ?.join(' ') ?? ''

describe('Session with gear', () => {
  it('wields a sword from the pack: 4 more power, said on the character screen, and off again', () => {
    const { session, run } = room([ItemKind.Sword])
    const base = run.character().power
    session.perform({ kind: 'pickup' })
    session.perform({ kind: 'inventory' })
    const turn = run.turn
    session.perform({ kind: 'choose', index: 0 })
    expect(run.turn).toBe(turn + 1)
    expect(run.character()).toMatchObject({ power: base + 4, weapon: 'sword' })
    session.perform({ kind: 'character' })
    expect(session.mode.name).toBe('character')
    expect(JSON.stringify(menuNow(session))).toContain(`Power ${base + 4} (${base} + 4 worn)`)
    session.perform({ kind: 'cancel' })
    session.perform({ kind: 'inventory' })
    expect(texts(session)).toContain('sword (wielded)')
    session.perform({ kind: 'choose', index: 0 })
    expect(run.character()).toMatchObject({ power: base, weapon: null })
  })

  it('drops by the drop menu’s letter: a turn, and the item lies underfoot', () => {
    const { session, run } = room([ItemKind.HealingPotion, ItemKind.ConfusionScroll])
    session.perform({ kind: 'pickup' })
    session.perform({ kind: 'pickup' })
    const pack = run.inventory().map((i) => i.kind)
    expect([...pack].sort()).toEqual(['confusion scroll', 'healing potion'])
    session.perform({ kind: 'drop-menu' })
    expect(menuNow(session)?.title).toBe('Drop which item?')
    const turn = run.turn
    session.perform({ kind: 'choose', index: pack.indexOf('confusion scroll') })
    expect(session.mode.name).toBe('play')
    expect(run.turn).toBe(turn + 1)
    expect(run.inventory().map((i) => i.kind)).toEqual(['healing potion'])
    const label = run.itemName(ItemKind.ConfusionScroll)
    expect(run.messages().at(-1)).toBe(`You drop the ${label}.`)
    expect(session.itemsShown().seen).toContainEqual(
      expect.objectContaining({ x: 1, y: 1, kind: 'confusion scroll' }),
    )
  })
})
