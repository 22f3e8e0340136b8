import { isRecord, show } from '../checks.js'
import { ArgumentRangeError, ArgumentTypeError } from '../errors.js'
import type { Refusal } from './turn-events.js'

/**
 * The engine's player-facing lines, in English, by event key. `{name}` in a line is a parameter;
 * `{Name}` is the same parameter with its first letter capitalised. A key ending `.you` is the
 * line when "you" (the player) is the one acting or affected; without it, another creature.
 * A game rewords or translates by passing its own catalogue (`defineMessages`) in
 * `defineKinds({ …, messages })`; a key it leaves out keeps this line.
 */
export const ENGINE_MESSAGES = Object.freeze({
  // Who and what a line names.
  'name.you': 'you',
  'name.creature': 'the {name}',
  'name.item': 'the {name}',
  // A step refused.
  'bump.wall': 'You bump into a wall.',
  'bump.bounds': 'The edge of the world: there is nothing beyond.',
  'bump.entity': 'Something blocks your way.',
  // Items handled.
  pickup: 'You pick up {item}.',
  'pickup.many': 'You pick up {count} {name}s.',
  'drop.you': 'You drop {item}.',
  drop: '{Who} drops {item}.',
  'equip.weapon.you': 'You wield {item}.',
  'equip.weapon': '{Who} wields {item}.',
  'equip.armour.you': 'You put on {item}.',
  'equip.armour': '{Who} puts on {item}.',
  'unequip.weapon.you': 'You put away {item}.',
  'unequip.weapon': '{Who} puts away {item}.',
  'unequip.armour.you': 'You take off {item}.',
  'unequip.armour': '{Who} takes off {item}.',
  'use.throw': 'You throw {item}.',
  'use.zap': 'You zap {item}.',
  'use.drink': 'You drink {item}.',
  'use.read': 'You read {item}.',
  'use.use': 'You use {item}.',
  // Blows and deaths.
  'blow.miss.you': 'You miss {whom}.',
  'blow.miss': '{Who} misses {whom}.',
  'blow.hit.you': 'You hit {whom} for {damage}.',
  'blow.hit': '{Who} hits {whom} for {damage}.',
  'blow.hit.none.you': 'You hit {whom} but do no damage.',
  'blow.hit.none': '{Who} hits {whom} but does no damage.',
  'blow.shoot.you': 'You shoot {whom} for {damage}.',
  'blow.shoot': '{Who} shoots {whom} for {damage}.',
  'blow.shoot.none.you': 'You shoot {whom} but do no damage.',
  'blow.shoot.none': '{Who} shoots {whom} but does no damage.',
  'kill.you': 'You kill {whom}.',
  kill: '{Who} kills {whom}.',
  'death.you': 'You die.',
  death: '{Whom} dies.',
  // What magic and other effects did.
  'effect.thrown': 'The {item} hits {whom} for {amount} hit points.',
  'effect.thrown.none': 'The {item} hits {whom} but does no damage.',
  'effect.thrown-miss': 'The {item} misses {whom}.',
  'effect.heal.you': 'You recover {amount} hit points.',
  'effect.heal': '{Whom} recovers {amount} hit points.',
  'effect.lightning': 'Lightning strikes {whom} for {amount}.',
  'effect.fireball': 'The fire burns {whom} for {amount}.',
  'effect.acid': 'The acid burns {whom} for {amount}.',
  'effect.confusion.you': 'You reel, confused.',
  'effect.confusion': '{Whom} reels, confused.',
  'effect.confusion-over.you': 'You are no longer confused.',
  'effect.confusion-over': '{Whom} is no longer confused.',
  'effect.other': 'The {effect} touches {whom}.',
  'effect.vigour': 'You feel vigorous: {amount} more hit points.',
  'effect.fortify': 'You feel hale: {amount} more hit points at most.',
  'effect.fortify.none': 'You feel hale.',
  'effect.power-up': 'You feel stronger: {amount} more power.',
  'effect.power-down': 'You feel weaker: {amount} less power.',
  'effect.power-down.none': 'You feel weak for a moment.',
  'effect.defence-up': 'You feel tougher: {amount} more defence.',
  'effect.defence-down': 'You feel clumsier: {amount} less defence.',
  'effect.defence-down.none': 'You feel clumsy for a moment.',
  'effect.poison': 'The poison burns you for {amount}.',
  'effect.poison.none': 'You feel queasy.',
  'effect.insight': 'Visions of battle fill your mind.',
  'effect.amnesia': 'Your memory of this level fades.',
  'effect.identify': 'Your pack glows softly.',
  'effect.teleport': 'The world lurches: you are somewhere else.',
  'effect.aggravate': 'A piercing shriek echoes through the level.',
  'effect.aggravate.none': 'A shriek echoes, and nothing stirs.',
  'effect.mapping': 'A map of the level forms in your mind.',
  'effect.summon': '{Whom} appears beside you!',
  'effect.slow.you': 'You slow down.',
  'effect.slow': '{Whom} slows down.',
  'effect.slow-over.you': 'You are no longer slowed.',
  'effect.slow-over': '{Whom} is no longer slowed.',
  'effect.dig.one': 'The rock melts away: {amount} tile dug.',
  'effect.dig': 'The rock melts away: {amount} tiles dug.',
  // What a creature does of its own.
  wake: 'The {name} wakes up.',
  'thief.snatch': 'The {name} snatches your {item}!',
  'summon.call': 'The {name} calls forth a {summons}!',
  'summon.call.many': 'The {name} calls forth {count} {summons}s!',
  // Why an action was refused.
  'refuse.no-pack': 'You have nowhere to put things.',
  'refuse.nothing-here': 'There is nothing here to pick up.',
  'refuse.not-here': 'That is not here.',
  'refuse.pack-full': 'Your pack is full.',
  'refuse.no-charges': 'The {name} has no charges left.',
  'refuse.not-usable': 'That is not something you can use.',
  'refuse.not-usable-kind': 'The {name} is not something you can use.',
  'refuse.needs-target': 'The {name} needs a target.',
  'refuse.out-of-sight': 'You cannot see that place.',
  'refuse.self-target': 'You cannot target yourself.',
  'refuse.not-thrown': 'That is not made for throwing.',
  'refuse.slow-no-target': 'The bolt finds no one to slow.',
  'refuse.no-rock': 'The bolt finds no rock to dig.',
  'refuse.confuse-no-target': 'There is no mind there to confuse.',
  'refuse.summon-no-room': 'Nothing answers the call.',
  'refuse.not-carried': 'You are not carrying that.',
  'refuse.not-equipment': 'You cannot wield or wear that.',
  'refuse.already-worn': 'You already have that on.',
  'refuse.not-worn': 'You do not have that on.',
  'refuse.no-level-up': 'You have no level-up to choose.',
  'refuse.unknown-stat': 'Choose hit points, power or defence.',
  'refuse.wall': 'There is a wall there.',
  'refuse.occupied': 'Someone is already there.',
  'refuse.no-room': 'There is nowhere to go.',
  'refuse.no-enemy-near': 'No enemy is close enough to strike.',
  'refuse.out-of-range': 'That is out of range.',
  'refuse.no-one-there': 'There is no one there.',
})

/** A key of the engine's catalogue. */
export type EngineMessageKey = keyof typeof ENGINE_MESSAGES

/** A catalogue of lines by event key, as `defineMessages` makes it (frozen). */
export type Messages = Readonly<Record<string, string>>

/** The parameters of a line: its `{name}`s. */
export type MessageParams = Readonly<Record<string, string | number>>

/** Most characters of a line in a catalogue. */
export const MAX_MESSAGE_LENGTH = 200

/**
 * A catalogue: `base` (default the engine's) with the lines of `words` in place of its own, frozen.
 * Every key of `words` must be one of `base` (an `ArgumentRangeError` names the first that is
 * not: a misspelt key would otherwise never be said), and every line text of 1 to
 * `MAX_MESSAGE_LENGTH` characters.
 */
export function defineMessages(
  words: Readonly<Record<string, string>>,
  base: Messages = ENGINE_MESSAGES,
): Messages {
  const fn = 'defineMessages'
  if (!isRecord(words)) {
    throw new ArgumentTypeError(fn, 'words', words, 'an object of lines by message key')
  }
  if (!isCatalogue(base)) {
    throw new ArgumentTypeError(fn, 'base', base, 'a catalogue, as defineMessages makes it')
  }
  for (const [key, line] of Object.entries(words)) {
    if (!Object.hasOwn(base, key)) {
      throw new ArgumentRangeError(
        fn,
        `words[${JSON.stringify(key)}]`,
        key,
        `a key of the catalogue it rewords (${show(Object.keys(base).slice(0, 4))}…)`,
      )
    }
    if (typeof line !== 'string' || line.length === 0 || line.length > MAX_MESSAGE_LENGTH) {
      throw new ArgumentTypeError(
        fn,
        `words[${JSON.stringify(key)}]`,
        line,
        `text of 1 to ${MAX_MESSAGE_LENGTH} characters`,
      )
    }
  }
  return Object.freeze({ ...base, ...words })
}

/** Whether `value` is a catalogue: a frozen object of lines. */
export function isCatalogue(value: unknown): value is Messages {
  return (
    isRecord(value) &&
    Object.isFrozen(value) &&
    Object.values(value).every((line) => typeof line === 'string')
  )
}

/**
 * The line of `key` in `messages` (falling back to the engine's), its `{name}`s filled from
 * `params` (`{Name}` capitalised); a key no catalogue has is told as itself.
 */
export function message(
  messages: Messages | undefined,
  key: string,
  params: MessageParams = NO_PARAMS,
): string {
  if (messages !== undefined && !isRecord(messages)) {
    throw new ArgumentTypeError('message', 'messages', messages, 'a catalogue, or none')
  }
  if (typeof key !== 'string') throw new ArgumentTypeError('message', 'key', key, 'a message key')
  if (!isRecord(params)) {
    throw new ArgumentTypeError('message', 'params', params, "an object of the line's parameters")
  }
  const line =
    (messages !== undefined && Object.hasOwn(messages, key) ? messages[key] : undefined) ??
    (Object.hasOwn(ENGINE_MESSAGES, key) ? ENGINE_MESSAGES[key as EngineMessageKey] : undefined) ??
    key
  if (!line.includes('{')) return line
  return line.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const lower = name.charAt(0).toLowerCase() + name.slice(1)
    const value = Object.hasOwn(params, lower) ? params[lower] : undefined
    if (value === undefined) return whole
    const text = String(value)
    return name === lower ? text : capitalise(text)
  })
}

const NO_PARAMS: MessageParams = Object.freeze({})

/** `text` with its first letter in capitals. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * A refusal with code `code`, told by the line `refuse.<key>` (`key` default `code`) of
 * `messages`.
 */
export function refusal(
  messages: Messages | undefined,
  code: string,
  key: string = code,
  params?: MessageParams,
): Refusal {
  if (typeof code !== 'string') throw new ArgumentTypeError('refusal', 'code', code, 'a code')
  if (typeof key !== 'string') throw new ArgumentTypeError('refusal', 'key', key, 'a message key')
  return { code, message: message(messages, `refuse.${key}`, params) }
}
