import type { Direction } from './directions.js'

/** Everything the player can ask of the game, from whatever input. */
export type Action =
  | { kind: 'move'; direction: Direction }
  | { kind: 'regenerate' }
  | { kind: 'descend' }
  | { kind: 'labels' }
  | { kind: 'panel' }
  | { kind: 'new-game' }
  | { kind: 'leave' }
