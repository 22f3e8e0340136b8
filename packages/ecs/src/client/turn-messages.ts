import { hasComponent } from 'bitecs'
import { checkBoolean, checkInteger, checkLists } from '../checks.js'
import { ArgumentRangeError, ArgumentTypeError } from '../errors.js'
import { type Messages, message } from '../events/messages.js'
import { BUMP_REASONS, type BumpReason } from '../events/step-events.js'
import type {
  AttackEvent,
  EffectEvent,
  ItemEvent,
  SayEvent,
  TurnEvents,
} from '../events/turn-events.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld, standing } from '../world/internals.js'
import { lowestOf } from '../world/sight.js'

/**
 * What the player is told of a step that was refused: no time passes. In the words of
 * `messages` (default the engine's), by key `bump.<reason>`.
 */
export function bumpMessage(reason: BumpReason, messages?: Messages): string {
  if (reason !== 'wall' && reason !== 'bounds' && reason !== 'entity') {
    const reasons = BUMP_REASONS.map((r) => JSON.stringify(r)).join(', ')
    if (typeof reason !== 'string')
      throw new ArgumentTypeError('bumpMessage', 'reason', reason, reasons)
    throw new ArgumentRangeError('bumpMessage', 'reason', reason, reasons)
  }
  return message(messages, `bump.${reason}`)
}

/** The lists of a turn's events `turnMessages` reads (`says` may be absent: older events). */
const TOLD = [
  'bumps',
  'pickups',
  'unequips',
  'equips',
  'drops',
  'uses',
  'effects',
  'attacks',
] as const

/**
 * The log's lines for one turn of `world` (`playTurn`'s events), in the order things happened.
 * A refused action gets one line, its reason ("You bump into a wall.", or the rule's own
 * refusal). A turn taken tells what the player did with an item ("You read the fireball
 * scroll.", "You wield the dagger.", "You take off the leather armour."), then, in their places
 * among the blows (each event's `after`), what magic and other effects did, the loot a dying
 * thief let fall and the lines of the game's own kinds and effects (`events.says`; one marked
 * `first` right after the blow before its place, ahead of the effects there), and each blow
 * ("You hit the goblin for 3.", "The orc hits you for 2.", "… but does no damage.") with the
 * death it caused ("You kill the goblin.", "You die."): the acid that burns a striker is told
 * after the blow that splashed it, a rule's harm after the monsters' blows.
 * Creatures and items are named from `world.kinds` (items by `itemName(kind)` when given: a game
 * whose player does not know every kind yet); "you" is `player` (default: the world's
 * player, the lowest id tagged `Player`).
 */
export function turnMessages(
  world: GameWorld,
  events: TurnEvents,
  player?: number,
  itemName?: (kind: number) => string,
): string[] {
  const fn = 'turnMessages'
  checkWorld(fn, world)
  checkLists(fn, 'events', events, TOLD, "a turn's events, as playTurn returns them")
  checkBoolean(fn, 'events.taken', events.taken)
  if (events.says !== undefined && !Array.isArray(events.says)) {
    throw new ArgumentTypeError(fn, 'events.says', events.says, 'an array, or none')
  }
  const { refused } = events
  if (
    refused !== undefined &&
    typeof (refused as { message?: unknown } | null)?.message !== 'string'
  ) {
    throw new ArgumentTypeError(
      fn,
      'events.refused',
      refused,
      'a refusal { code, message }, or none',
    )
  }
  if (player !== undefined) checkInteger(fn, 'player', player, 0, world.capacity - 1)
  if (itemName !== undefined && typeof itemName !== 'function') {
    throw new ArgumentTypeError(
      fn,
      'itemName',
      itemName,
      'a function from an item kind code to the name the player knows it by, or none',
    )
  }
  const named = itemName ?? ((kind: number) => world.kinds.items[kind]?.name ?? 'thing')
  return tellTurn(world, events, player ?? lowestOf(standing(world, 'players')), named)
}

function tellTurn(
  world: GameWorld,
  events: TurnEvents,
  player: number,
  named: (kind: number) => string,
): string[] {
  if (!events.taken) {
    if (events.refused) return [events.refused.message]
    const bump = events.bumps.find((b) => b.eid === player)
    return bump ? [bumpMessage(bump.reason, world.kinds.messages)] : []
  }
  const lines: string[] = []
  // A quiet turn (a step, a wait) says nothing: most turns are one.
  if (quiet(events)) return lines
  const words = world.kinds.messages
  const item = (e: { kind: number }) => message(words, 'name.item', { name: named(e.kind) })
  for (let i = 0; i < events.pickups.length; ) {
    const e = events.pickups[i] as { kind: number }
    let n = 1
    while (events.pickups[i + n]?.kind === e.kind && world.kinds.items[e.kind]?.thrown) n++
    lines.push(
      n === 1
        ? message(words, 'pickup', { item: item(e) })
        : message(words, 'pickup.many', { count: n, name: named(e.kind) }),
    )
    i += n
  }
  // What comes off first: a swap takes off the old before putting on the new, a drop before it.
  for (const e of events.unequips) {
    lines.push(wearLine(world, player, e.eid, `unequip.${e.slot}`, item(e)))
  }
  for (const e of events.equips) {
    lines.push(wearLine(world, player, e.eid, `equip.${e.slot}`, item(e)))
  }
  for (const e of events.drops) {
    if (e.eid === player) lines.push(message(words, 'drop.you', { item: item(e) }))
  }
  for (const e of events.uses) {
    lines.push(message(words, `use.${useVerb(world, e.kind)}`, { item: item(e) }))
  }
  // Then the story as it went: at each place among the blows, the effects that happened there,
  // the loot that fell (a thief's, where it died) and the lines said, then the next blow.
  const all =
    events.says === undefined || events.says.length === 0
      ? NO_SAYS
      : [...events.says].sort((a, b) => a.after - b.after)
  // A line of the blow before its place (`first`) is told before the effects placed there.
  const leads = all.some((e) => e.first === true) ? all.filter((e) => e.first === true) : NO_SAYS
  const says = leads === NO_SAYS ? all : all.filter((e) => e.first !== true)
  const effects = byPlace(events.effects)
  const drops = byPlace(events.drops)
  const { attacks } = events
  let led = 0
  let said = 0
  let done = 0
  let fell = 0
  for (let blow = 0; blow <= attacks.length; blow++) {
    for (; led < leads.length && (leads[led] as SayEvent).after <= blow; led++) {
      lines.push(sayLine(world, leads[led] as SayEvent, named))
    }
    for (; done < effects.length && place(effects[done] as EffectEvent) <= blow; done++) {
      effectLines(world, player, effects[done] as EffectEvent, lines, named)
    }
    for (; fell < drops.length && place(drops[fell] as ItemEvent) <= blow; fell++) {
      const e = drops[fell] as ItemEvent
      // A thief's loot falls where it dies: its drop, not the player's.
      if (e.eid !== player) {
        lines.push(message(words, 'drop', { who: the(world, player, e.eid), item: item(e) }))
      }
    }
    for (; said < says.length && (says[said] as SayEvent).after <= blow; said++) {
      lines.push(sayLine(world, says[said] as SayEvent, named))
    }
    const attack = attacks[blow]
    if (attack) blowLines(world, player, attack, lines)
  }
  for (; led < leads.length; led++) lines.push(sayLine(world, leads[led] as SayEvent, named))
  for (; said < says.length; said++) lines.push(sayLine(world, says[said] as SayEvent, named))
  return lines
}

/** Where an event falls among the turn's blows: its `after`, 0 when absent (before any). */
function place(e: { after?: number }): number {
  return e.after ?? 0
}

/** `list` in the order of its places among the blows (as recorded where they agree). */
function byPlace<T extends { after?: number }>(list: readonly T[]): readonly T[] {
  for (let i = 1; i < list.length; i++) {
    if (place(list[i] as T) < place(list[i - 1] as T)) {
      return [...list].sort((a, b) => place(a) - place(b))
    }
  }
  return list
}

const NO_SAYS: readonly SayEvent[] = []

/** True for a turn with nothing to tell: no item handled, no magic, no blow, no line said. */
function quiet(events: TurnEvents): boolean {
  return (
    events.pickups.length === 0 &&
    events.unequips.length === 0 &&
    events.equips.length === 0 &&
    events.drops.length === 0 &&
    events.uses.length === 0 &&
    events.effects.length === 0 &&
    events.attacks.length === 0 &&
    (events.says === undefined || events.says.length === 0)
  )
}

/** "you", or "the orc": a corpse keeps its `Monster` kind, so the dead are named as they were. */
function the(world: GameWorld, player: number, eid: number): string {
  const words = world.kinds.messages
  if (eid === player) return message(words, 'name.you')
  const { Monster } = world.components
  const name = hasComponent(world, eid, Monster)
    ? world.kinds.monsters[Monster.kind[eid] as number]?.name
    : undefined
  return message(words, 'name.creature', { name: name ?? 'creature' })
}

/** One blow: "The orc hits you for 2.", "… but does no damage.", and the death it caused. */
function blowLines(world: GameWorld, player: number, blow: AttackEvent, lines: string[]): void {
  const { attacker, target, damage, hp, missed, ranged } = blow
  const words = world.kinds.messages
  const params = { who: the(world, player, attacker), whom: the(world, player, target), damage }
  const you = attacker === player ? '.you' : ''
  if (missed) {
    lines.push(message(words, `blow.miss${you}`, params))
    return
  }
  const how = `blow.${ranged ? 'shoot' : 'hit'}${damage > 0 ? '' : '.none'}${you}`
  lines.push(message(words, how, params))
  if (hp > 0) return
  lines.push(message(words, target === player ? 'death.you' : `kill${you}`, params))
}

/** What one does with an item of `kind`: drink a potion, read a scroll, throw, zap, else use. */
function useVerb(world: GameWorld, kind: number): string {
  const info = world.kinds.items[kind]
  if (info?.thrown) return 'throw'
  if (info?.charges !== undefined) return 'zap'
  return info?.glyph === '!' ? 'drink' : info?.glyph === '?' ? 'read' : 'use'
}

/** Adds what one effect did, and the death it caused, to `lines`. */
function effectLines(
  world: GameWorld,
  player: number,
  e: EffectEvent,
  lines: string[],
  named: (kind: number) => string,
): void {
  const words = world.kinds.messages
  const you = e.target === player ? '.you' : ''
  const params = {
    whom: the(world, player, e.target),
    amount: e.amount,
    // Only a thrown weapon's effect names its item (others have kind −1, no item at all).
    item: e.effect === 'thrown' || e.effect === 'thrown-miss' ? named(e.kind) : '',
    effect: e.effect,
  }
  let key: string
  switch (e.effect) {
    case 'thrown':
      key = e.amount > 0 ? 'effect.thrown' : 'effect.thrown.none'
      break
    case 'thrown-miss':
    case 'lightning':
    case 'fireball':
    case 'acid':
      key = `effect.${e.effect}`
      break
    case 'heal':
    case 'confusion':
    case 'confusion-over':
    case 'slow':
    case 'slow-over':
      key = `effect.${e.effect}${you}`
      break
    default: {
      const told = Object.hasOwn(QUIET_EFFECTS, e.effect) ? QUIET_EFFECTS[e.effect] : undefined
      key = told ? told(e) : 'effect.other'
    }
  }
  const damaging =
    e.effect !== 'heal' &&
    e.effect !== 'confusion' &&
    e.effect !== 'confusion-over' &&
    e.effect !== 'thrown-miss' &&
    e.effect !== 'slow' &&
    e.effect !== 'slow-over' &&
    !Object.hasOwn(QUIET_EFFECTS, e.effect)
  lines.push(message(words, key, params))
  if (damaging && e.hp <= 0) lines.push(message(words, you ? 'death.you' : 'death', params))
}

/** The keys of the lines of the effects that hurt no one (`poison` never kills), by effect. */
const QUIET_EFFECTS: Readonly<Record<string, (e: EffectEvent) => string>> = {
  vigour: () => 'effect.vigour',
  fortify: (e) => (e.amount > 0 ? 'effect.fortify' : 'effect.fortify.none'),
  'power-up': () => 'effect.power-up',
  'power-down': (e) => (e.amount > 0 ? 'effect.power-down' : 'effect.power-down.none'),
  'defence-up': () => 'effect.defence-up',
  'defence-down': (e) => (e.amount > 0 ? 'effect.defence-down' : 'effect.defence-down.none'),
  poison: (e) => (e.amount > 0 ? 'effect.poison' : 'effect.poison.none'),
  insight: () => 'effect.insight',
  amnesia: () => 'effect.amnesia',
  identify: () => 'effect.identify',
  teleport: () => 'effect.teleport',
  aggravate: (e) => (e.amount > 0 ? 'effect.aggravate' : 'effect.aggravate.none'),
  mapping: () => 'effect.mapping',
  summon: () => 'effect.summon',
  dig: (e) => (e.amount === 1 ? 'effect.dig.one' : 'effect.dig'),
}

/** "You wield the dagger.", "The orc takes off the chain mail.": `key` with `.you` for "you". */
function wearLine(world: GameWorld, player: number, eid: number, key: string, item: string) {
  const words = world.kinds.messages
  const who = the(world, player, eid)
  return message(words, eid === player ? `${key}.you` : key, { who, item })
}

/** A said line, the item kind it names (if any) named as the player calls it. */
function sayLine(world: GameWorld, say: SayEvent, named: (kind: number) => string): string {
  if (say.item === undefined) return say.text
  const name = world.kinds.items[say.item]?.name
  return name === undefined ? say.text : say.text.replace(name, named(say.item))
}
