/**
 * What a monster is doing, as `Mind.state` stores it (append only: snapshots store the code).
 * A monster that sees the player hunts it; one that lost sight searches where it last saw it;
 * one that got there without finding it wanders a while, then rests until it sees the player.
 */
export const MindState = Object.freeze({
  Resting: 0,
  Hunting: 1,
  Searching: 2,
  Wandering: 3,
  /** Stumbling at random, striking whatever it walks into, for `Mind.timer` more turns. */
  Confused: 4,
  /**
   * Asleep: it does nothing until woken — by a blow, by a noise within earshot (`makeNoise`), or,
   * a chance each turn, by seeing the player within `WAKE_RADIUS`.
   */
  Asleep: 5,
} as const)

/** The mind states by name, in the order of their codes in `Mind`. */
export const MIND_STATES = [
  'resting',
  'hunting',
  'searching',
  'wandering',
  'confused',
  'asleep',
] as const

/**
 * `Mind.leader` of a called monster whose caller is gone (or that a scroll called): no one's to
 * count, still called. Any `leader` but 0 marks a called monster, which gives no experience.
 */
export const FREED = -1

/** Turns a monster wanders after losing the player's trail, before it rests. */
export const WANDER_TURNS = 10

/** A sleeper sees the player only this near (dx² + dy² ≤ radius²) before it may wake. */
export const WAKE_RADIUS = 4

/** The chance in 100, each action, that a sleeper with the player that near wakes. */
export const WAKE_CHANCE = 25

/** How far a fight or a door is heard (straight distance: dx² + dy² ≤ radius², walls or not). */
export const NOISE_RADIUS = 8
