import {
  ArgumentRangeError,
  ArgumentTypeError,
  defineKinds,
  ENGINE_MESSAGES,
  type Kinds,
  MAX_MESSAGE_LENGTH,
  type MessageParams,
  type Messages,
  message,
} from '@delve/ecs'

/**
 * The run's own lines, in English, by event key (the engine's are `ENGINE_MESSAGES` of
 * `@delve/ecs`): the stairs, the goal, hunger and meals, rest and walks, identification, locks
 * and cages, experience and the refusals of the run's own inputs. `{name}` is a parameter,
 * `{Name}` the same capitalised.
 */
export const RUN_LINES = Object.freeze({
  // The stairs and the way out.
  descend: 'You descend the stairs to depth {depth}.',
  climb: 'You climb the stairs to depth {depth}.',
  'bottom-of-dungeon':
    'This is the bottom of the dungeon: {goal} lies here, and no stairs lead further down.',
  'climb-out-won': 'You climb out of the dungeon into the daylight with {goal}. You have won!',
  'no-way-out': 'There is no way out: the dungeon lets no one go.',
  'no-way-out.goal': 'You will not leave without {goal}: it lies on depth {depth}.',
  'goal-taken':
    'You have {goal}! Now climb back out: up the stairs of every level to the daylight.',
  'levels-above-wake': 'Far above, the dungeon stirs: its monsters are awake and hunting you.',
  // Hunger and meals.
  'hunger.hungry': 'You are getting hungry.',
  'hunger.weak': 'You are weak with hunger.',
  'hunger.starving': 'You are starving!',
  'meal.fed': 'That food was good: you are no longer hungry.',
  'meal.hungry': 'That food was good, but you are still hungry.',
  'meal.weak': 'That food was good, but you are still weak with hunger.',
  'meal.starving': 'That food was good, but you are still starving.',
  'death.hunger': 'You die of hunger.',
  // Growth.
  experience: 'You gain {amount} experience.',
  'level-up': 'You reach level {level}! Choose what grows.',
  // What lies here, what is learnt.
  'see-here': 'You see {things} here.',
  'learn.was': 'The {look} was {name}.',
  'learn.is': 'The {look} is {name}.',
  'learn.nothing': 'You learn nothing new.',
  'use-unknown': 'You use the {look}, but nothing happens.',
  // Locks and cages.
  unlock: 'You unlock the door with the {key}.',
  'altars-caged': 'Bars fall over the other altars: their offerings are caged.',
  // Rest.
  'rest.foe': 'You cannot rest with {foe} in view.',
  'rest.rested': 'You are already rested.',
  'rest.stop-foe': 'You stop resting: {foe} comes into view.',
  'rest.stop-hurt': 'You stop resting: something hurts you.',
  'rest.well': 'You rest {turns} turns and feel well again.',
  'rest.done': 'You rest {turns} turns.',
  // Walks and travel.
  'walk.monster': 'You stop: {monster} is in view.',
  'walk.sleeper': 'You stop: {monster} sleeps beside the way.',
  'walk.items': 'You stop: you see {items}.',
  'walk.hurt': 'You stop: you are hurt ({hp}/{maxHp} hit points).',
  'walk.stairs-up': 'You reach the stairs up (< climbs).',
  'walk.stairs-down': 'You reach the stairs down (> descends).',
  'walk.no-way-stairs': 'You know no way to the stairs {way}.',
  'walk.explored': 'Explored.',
  'walk.stairs-unknown': 'You have not found the stairs {way} yet.',
  'travel.wakes': 'You stop: {monster} wakes.',
  'travel.in-view': 'You stop: {monster} comes into view.',
  // The run's own refusals.
  'refuse.run-over': 'The run is over.',
  'refuse.no-way': 'You know no way there.',
  'refuse.no-item': 'You have no such item.',
  'refuse.locked': 'The door is locked.',
  'refuse.altar-caged': 'The altar is caged: nothing laid on it could be taken again.',
  'refuse.offering-caged': 'The offering is caged: it can no longer be taken.',
  'refuse.dead-grow': 'The dead do not grow.',
  'refuse.dead-climb': 'The dead do not climb.',
  'refuse.no-stairs-down': 'There are no stairs down here.',
  'refuse.no-stairs-up': 'There are no stairs up here.',
  'refuse.no-level-up-owed': 'No level-up is owed.',
})

/** A key of the run's own lines. */
export type RunMessageKey = keyof typeof RUN_LINES

/** Every line a run tells, by key: the engine's and the run's own. */
export const RUN_MESSAGES: Messages = Object.freeze({ ...ENGINE_MESSAGES, ...RUN_LINES })

/** The line of `key` in the words of `kinds` (a game's, `createRun({ messages })`), else Delve's. */
export function runLine(kinds: Kinds | undefined, key: string, params?: MessageParams): string {
  if (kinds !== undefined && (typeof kinds !== 'object' || kinds === null)) {
    throw new ArgumentTypeError('runLine', 'kinds', kinds, 'kinds made by defineKinds, or none')
  }
  if (typeof key !== 'string') throw new ArgumentTypeError('runLine', 'key', key, 'a message key')
  if (params !== undefined && (typeof params !== 'object' || params === null)) {
    throw new ArgumentTypeError('runLine', 'params', params, "an object of the line's parameters")
  }
  const words = kinds?.messages
  return message(
    words !== undefined && Object.hasOwn(words, key) ? words : RUN_MESSAGES,
    key,
    params,
  )
}

/**
 * `kinds` told in `words` (lines by key of `RUN_MESSAGES`, over the words `kinds` already has):
 * the same content, the same JSON, other words. A key `RUN_MESSAGES` lacks is an
 * `ArgumentRangeError` of `fn` naming it; `kinds` itself when `words` is absent.
 */
export function withWords(fn: string, kinds: Kinds, words: unknown): Kinds {
  if (words === undefined) return kinds
  if (typeof words !== 'object' || words === null || Array.isArray(words)) {
    throw new ArgumentTypeError(fn, 'messages', words, 'an object of lines by key of RUN_MESSAGES')
  }
  for (const [key, line] of Object.entries(words)) {
    if (!Object.hasOwn(RUN_MESSAGES, key)) {
      throw new ArgumentRangeError(
        fn,
        `messages[${JSON.stringify(key)}]`,
        key,
        'a key of RUN_MESSAGES (the lines a run tells, as "blow.hit.you" or "hunger.hungry")',
      )
    }
    if (typeof line !== 'string' || line.length === 0 || line.length > MAX_MESSAGE_LENGTH) {
      throw new ArgumentTypeError(
        fn,
        `messages[${JSON.stringify(key)}]`,
        line,
        `text of 1 to ${MAX_MESSAGE_LENGTH} characters`,
      )
    }
  }
  const messages = Object.freeze({ ...RUN_MESSAGES, ...kinds.messages, ...words })
  const { monsters, items, behaviours, rules } = kinds
  return defineKinds({ monsters, items, behaviours, rules, messages })
}
