import { describe, expect, it } from 'vitest'
import { arena } from '../../test/arena.js'
import {
  createTurnEvents,
  EntityError,
  ItemKind,
  MonsterKind,
  type PlayerAction,
  playTurn,
  say,
  spawnItem,
} from '../index.js'
import { bumpMessage, turnMessages } from './turn-messages.js'

/** The player (1), a goblin (2) and an orc (3), named from the world's kinds. */
function goblinAndOrc() {
  const { world, player, monsters } = arena('@.go.', { g: MonsterKind.Goblin, o: MonsterKind.Orc })
  const goblin = monsters.g?.[0] as number
  const orc = monsters.o?.[0] as number
  const events = createTurnEvents()
  events.taken = true
  return { world, player, goblin, orc, events }
}

describe('turnMessages', () => {
  it('tells each blow in order, and the kill it made', () => {
    const { world, player, goblin, orc, events } = goblinAndOrc()
    events.attacks.push(
      { attacker: player, target: goblin, damage: 5, hp: 0 },
      { attacker: orc, target: player, damage: 3, hp: 27 },
      { attacker: player, target: orc, damage: 0, hp: 10 },
      { attacker: orc, target: player, damage: 0, hp: 27 },
    )
    expect(turnMessages(world, events)).toEqual([
      'You hit the goblin for 5.',
      'You kill the goblin.',
      'The orc hits you for 3.',
      'You hit the orc but do no damage.',
      'The orc hits you but does no damage.',
    ])
  })

  it('ends with the player’s death', () => {
    const { world, player, orc, events } = goblinAndOrc()
    events.attacks.push({ attacker: orc, target: player, damage: 4, hp: 0 })
    expect(turnMessages(world, events)).toEqual(['The orc hits you for 4.', 'You die.'])
  })

  it('tells a miss, a shot and a blow between monsters', () => {
    const { world, player, goblin, orc, events } = goblinAndOrc()
    events.attacks.push(
      { attacker: player, target: goblin, damage: 0, hp: 6, missed: true },
      { attacker: orc, target: player, damage: 2, hp: 25, ranged: true },
      { attacker: orc, target: goblin, damage: 6, hp: 0 },
    )
    expect(turnMessages(world, events)).toEqual([
      'You miss the goblin.',
      'The orc shoots you for 2.',
      'The orc hits the goblin for 6.',
      'The orc kills the goblin.',
    ])
  })

  it('tells what was done with items and what the magic did', () => {
    const { world, player, goblin, events } = goblinAndOrc()
    events.pickups.push({ eid: player, item: 9, kind: 0, x: 0, y: 0 })
    events.uses.push({ eid: player, item: 10, kind: 3, x: 4, y: 4 })
    events.effects.push(
      { effect: 'fireball', source: player, target: goblin, kind: 3, amount: 12, hp: 0 },
      { effect: 'fireball', source: player, target: player, kind: 3, amount: 12, hp: 18 },
    )
    expect(turnMessages(world, events)).toEqual([
      'You pick up the healing potion.',
      'You read the fireball scroll.',
      'The fire burns the goblin for 12.',
      'The goblin dies.',
      'The fire burns you for 12.',
    ])
  })

  it('says nothing of a quiet turn', () => {
    const { world, events } = goblinAndOrc()
    expect(turnMessages(world, events)).toEqual([])
  })

  it('names the dead by the kind they were, and creatures of the world’s own kinds', () => {
    const { world, player } = arena('@g', { g: MonsterKind.Troll })
    const events = playTurn(world, player, { kind: 'move', dx: 1, dy: 0 })
    expect(turnMessages(world, events)[0]).toMatch(/^You (hit|miss) the troll/)
  })

  it('tells a refused step why, from a real turn, and says whom it is about', () => {
    const { world, player } = arena('#@.')
    const bumped = playTurn(world, player, { kind: 'move', dx: -1, dy: 0 })
    expect(turnMessages(world, bumped)).toEqual(['You bump into a wall.'])
    const edge = playTurn(world, player, { kind: 'move', dx: 0, dy: -1 })
    expect(turnMessages(world, edge)).toEqual([bumpMessage('bounds')])
    const dropNothing = playTurn(world, player, { kind: 'drop', item: player })
    expect(dropNothing.taken).toBe(false)
    expect(turnMessages(world, dropNothing)).toEqual([dropNothing.refused?.message])
  })

  it('speaks of another entity as the creature when it is not the player', () => {
    const { world, player, goblin, events } = goblinAndOrc()
    events.attacks.push({ attacker: player, target: goblin, damage: 2, hp: 4 })
    // Told from the goblin's side: the player is a creature with no monster kind.
    expect(turnMessages(world, events, goblin)).toEqual(['The creature hits you for 2.'])
  })
})

describe('gear', () => {
  it('tells what is wielded, put on, put away and taken off, the old before the new', () => {
    const { world, player } = arena('@', {}, {})
    const dagger = ItemKind.Dagger
    const sword = ItemKind.Sword
    const leather = ItemKind.LeatherArmour
    const have = (kind: number) => {
      spawnItem(world, { x: 0, y: 0 }, kind)
      return playTurn(world, player, { kind: 'pickup' }).pickups[0]?.item as number
    }
    const [d, s, l] = [have(dagger), have(sword), have(leather)]
    const tell = (action: PlayerAction) => turnMessages(world, playTurn(world, player, action))
    expect(tell({ kind: 'equip', item: d })).toEqual(['You wield the dagger.'])
    expect(tell({ kind: 'equip', item: s })).toEqual([
      'You put away the dagger.',
      'You wield the sword.',
    ])
    expect(tell({ kind: 'equip', item: l })).toEqual(['You put on the leather armour.'])
    expect(tell({ kind: 'unequip', item: l })).toEqual(['You take off the leather armour.'])
    expect(tell({ kind: 'drop', item: s })).toEqual([
      'You put away the sword.',
      'You drop the sword.',
    ])
    expect(tell({ kind: 'unequip', item: d })).toEqual(['You do not have that on.'])
  })

  it('speaks of another wearer in the third person', () => {
    const { world, orc, events } = goblinAndOrc()
    events.equips.push({ eid: orc, item: 20, kind: ItemKind.ChainMail, slot: 'armour' })
    events.unequips.push({ eid: orc, item: 21, kind: ItemKind.Sword, slot: 'weapon' })
    expect(turnMessages(world, events)).toEqual([
      'The orc puts away the sword.',
      'The orc puts on the chain mail.',
    ])
  })
})

describe('the game’s own lines', () => {
  it('are told as said, each before the blows struck after it', () => {
    const { world, player, goblin, orc, events } = goblinAndOrc()
    say(events, 'You blink.', player)
    events.attacks.push({ attacker: player, target: goblin, damage: 2, hp: 4 })
    say(events, 'The goblin snarls.', goblin)
    say(events, 'The orc grins.')
    events.attacks.push({ attacker: orc, target: player, damage: 1, hp: 29 })
    say(events, 'The goblin flees.', goblin)
    expect(events.says).toEqual([
      { text: 'You blink.', eid: player, after: 0 },
      { text: 'The goblin snarls.', eid: goblin, after: 1 },
      { text: 'The orc grins.', after: 1 },
      { text: 'The goblin flees.', eid: goblin, after: 2 },
    ])
    expect(turnMessages(world, events)).toEqual([
      'You blink.',
      'You hit the goblin for 2.',
      'The goblin snarls.',
      'The orc grins.',
      'The orc hits you for 1.',
      'The goblin flees.',
    ])
  })

  it('come after the item used and its magic', () => {
    const { world, player, events } = goblinAndOrc()
    events.uses.push({ eid: player, item: 10, kind: 1, x: 0, y: 0 })
    say(events, 'You feel a tingle.', player)
    expect(turnMessages(world, events)).toEqual([
      'You read the lightning scroll.',
      'You feel a tingle.',
    ])
  })

  it('marked first, are told right after the blow before them, ahead of its effects', () => {
    const { world, player, goblin, events } = goblinAndOrc()
    events.attacks.push({ attacker: player, target: goblin, damage: 5, hp: 0 })
    events.effects.push({
      effect: 'acid',
      source: goblin,
      target: player,
      kind: -1,
      amount: 2,
      hp: 28,
      after: 1,
    })
    events.says.push({ text: 'The dust settles.', after: 1 })
    events.says.push({ text: 'You feel bolder.', after: 1, first: true })
    expect(turnMessages(world, events)).toEqual([
      'You hit the goblin for 5.',
      'You kill the goblin.',
      'You feel bolder.',
      'The acid burns you for 2.',
      'The dust settles.',
    ])
  })

  it('must be text of 1 to 200 characters, about an entity id if anyone', () => {
    const events = createTurnEvents()
    for (const text of ['', 'x'.repeat(201), 3, undefined]) {
      expect(() => say(events, text as string)).toThrow(EntityError)
    }
    expect(() => say(events, '')).toThrow('say: text is ""; allowed: text of 1 to 200 characters.')
    expect(() => say(events, 'Hi.', 1.5)).toThrow(
      'say: eid is 1.5; allowed: an integer from 1 to 2147483647.',
    )
    expect(events.says).toEqual([])
  })
})

describe('bumpMessage', () => {
  it('says what refused the step', () => {
    expect(bumpMessage('wall')).toBe('You bump into a wall.')
    const messages = (['wall', 'bounds', 'entity'] as const).map((r) => bumpMessage(r))
    expect(new Set(messages).size).toBe(3)
  })
})
