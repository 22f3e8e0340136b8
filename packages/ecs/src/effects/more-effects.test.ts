import { describe, expect, it } from 'vitest'
import { arena } from '../../test/arena.js'
import {
  aggravation,
  amnesia,
  defineKinds,
  type Effect,
  type GameWorld,
  giveExperience,
  ITEM_KINDS,
  identify,
  insight,
  inventoryOf,
  MindState,
  MONSTER_KINDS,
  MonsterKind,
  magicMapping,
  playTurn,
  poison,
  spawnItem,
  summoning,
  teleportation,
  train,
  turnMessages,
  vigour,
} from '../index.js'

/** The tutorials' kinds and one more item, `thing`, whose use is `effect` on its user. */
function withEffect(effect: Effect) {
  return defineKinds({
    monsters: MONSTER_KINDS,
    items: [
      ...ITEM_KINDS,
      { name: 'thing', article: 'a', glyph: '!', use: { targets: 'self', effect } },
    ],
  })
}
const THING = ITEM_KINDS.length

/** Uses a `thing` of `effect` in a world drawn as `drawing`; the world, the player, the events. */
function useThing(
  effect: Effect,
  drawing = '@....',
  monsters: Record<string, number> = {},
  before?: (world: GameWorld, player: number) => void,
) {
  const made = arena(drawing, monsters, {}, withEffect(effect))
  const { world, player } = made
  const { Position } = world.components
  const item = spawnItem(
    world,
    { x: Position.x[player] as number, y: Position.y[player] as number },
    THING,
  )
  expect(playTurn(world, player, { kind: 'pickup', item }).taken).toBe(true)
  before?.(world, player)
  const events = playTurn(world, player, { kind: 'use', item })
  return { ...made, events, lines: turnMessages(world, events, player) }
}

describe('vigour', () => {
  it('raises the most hit points and the hit points alike', () => {
    const { world, player, events, lines } = useThing(vigour(5), '@....', {}, (w, p) => {
      w.components.Health.hp[p] = 10
    })
    expect(events.taken).toBe(true)
    expect(world.components.Health.max[player]).toBe(35)
    expect(world.components.Health.hp[player]).toBe(15)
    expect(lines).toContain('You feel vigorous: 5 more hit points.')
    expect(inventoryOf(world, player)).toEqual([])
  })
})

describe('train', () => {
  it('adds to power, and takes defence away but never below 0', () => {
    const up = useThing(train('power', 2))
    expect(up.world.components.Fighter.power[up.player]).toBe(7)
    expect(up.lines).toContain('You feel stronger: 2 more power.')
    const down = useThing(train('defence', -5))
    expect(down.world.components.Fighter.defence[down.player]).toBe(0)
    expect(down.events.effects[0]).toMatchObject({ effect: 'defence-down', amount: 2 })
  })
})

describe('poison', () => {
  it('hurts the drinker but always leaves a hit point', () => {
    const hurt = useThing(poison(6))
    expect(hurt.world.components.Health.hp[hurt.player]).toBe(24)
    expect(hurt.lines).toContain('The poison burns you for 6.')
    const weak = useThing(poison(6), '@....', {}, (w, p) => {
      w.components.Health.hp[p] = 4
    })
    expect(weak.world.components.Health.hp[weak.player]).toBe(1)
    expect(weak.lines).not.toContain('You die.')
  })
})

describe('insight', () => {
  it('gives experience, and the level it reaches is owed', () => {
    const { world, player, events } = useThing(insight(1000), '@....', {}, (w, p) =>
      giveExperience(w, p),
    )
    expect(events.experience).toEqual([{ eid: player, amount: 1000 }])
    expect(world.components.Experience.pending[player]).toBeGreaterThan(0)
  })
})

describe('amnesia and magic mapping', () => {
  const DRAWING = '#######\n#@....#\n###.###\n#.....#\n#######'

  it('amnesia forgets every explored tile out of sight', () => {
    const { world } = useThing(amnesia(), DRAWING, {}, (w) => {
      w.vision.explored.fill(1)
    })
    for (let i = 0; i < world.vision.explored.length; i++) {
      expect(world.vision.explored[i]).toBe(world.vision.visible[i])
    }
  })

  it('magic mapping explores every floor tile and the walls beside them', () => {
    const { world, lines } = useThing(magicMapping(), DRAWING)
    const { tiles } = world.dungeon
    for (let i = 0; i < tiles.length; i++)
      if (tiles[i] !== 0) expect(world.vision.explored[i]).toBe(1)
    expect(lines).toContain('A map of the level forms in your mind.')
  })
})

describe('teleportation', () => {
  it('moves the reader to another free tile, the same one for the same world', () => {
    const a = useThing(teleportation(), '@.........\n..........')
    const b = useThing(teleportation(), '@.........\n..........')
    const at = (r: typeof a) => [
      r.world.components.Position.x[r.player],
      r.world.components.Position.y[r.player],
    ]
    expect(at(a)).not.toEqual([0, 0])
    expect(at(a)).toEqual(at(b))
    expect(a.events.moves.some((m) => m.eid === a.player)).toBe(true)
  })

  it('is refused, keeping the scroll, where there is nowhere to go', () => {
    const { events, world, player } = useThing(teleportation(), '@')
    expect(events.taken).toBe(false)
    expect(inventoryOf(world, player)).toHaveLength(1)
  })
})

describe('aggravation', () => {
  it('wakes every monster of the level to search for the reader', () => {
    const { world, monsters } = useThing(aggravation(), '@....\n.....\n....o', {
      o: MonsterKind.Orc,
    })
    const orc = monsters.o?.[0] as number
    // Searching where the reader stood, or hunting it already, having seen it.
    expect([MindState.Searching, MindState.Hunting]).toContain(world.components.Mind.state[orc])
  })
})

describe('summoning', () => {
  it('brings monsters beside the reader, awake, one event each', () => {
    const { world, player, events, lines } = useThing(
      summoning(3, ['orc', 'troll']),
      '.....\n..@..\n.....',
    )
    const summoned = events.effects.filter((e) => e.effect === 'summon').map((e) => e.target)
    expect(summoned).toHaveLength(3)
    const { Position, Mind } = world.components
    for (const m of summoned) {
      expect(
        Math.abs((Position.x[m] as number) - (Position.x[player] as number)),
      ).toBeLessThanOrEqual(1)
      expect(
        Math.abs((Position.y[m] as number) - (Position.y[player] as number)),
      ).toBeLessThanOrEqual(1)
      expect(Mind.state[m]).toBe(MindState.Hunting)
    }
    expect(lines.filter((l) => l.endsWith('appears beside you!'))).toHaveLength(3)
  })

  it('is refused with no free tile beside the reader', () => {
    const { events } = useThing(summoning(2, ['orc']), '#####\n#@###\n#####')
    expect(events.refused?.code).toBe('no-room')
  })
})

describe('identify', () => {
  it('is an identify event on the reader, for the game to act on', () => {
    const { events, player, lines } = useThing(identify())
    expect(events.effects).toMatchObject([{ effect: 'identify', target: player }])
    expect(lines).toContain('Your pack glows softly.')
  })
})

describe('turnMessages with itemName', () => {
  it('names the items as the game says', () => {
    const { events, world, player } = useThing(identify())
    const lines = turnMessages(world, events, player, () => 'murky potion')
    expect(lines[0]).toBe('You drink the murky potion.')
  })
})
