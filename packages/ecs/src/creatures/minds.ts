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
} as const)

export const MIND_STATES = ['resting', 'hunting', 'searching', 'wandering', 'confused'] as const

/** Turns a monster wanders after losing the player's trail, before it rests. */
export const WANDER_TURNS = 10
