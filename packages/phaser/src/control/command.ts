import type { Direction, Point } from '@delve/map'

/**
 * What the player asks of a run, whatever asked it (a key, a tap, a button): the controller's one
 * vocabulary. A step or a blow one way (`move`: the cursor, while aiming); a run that way; a tile
 * pointed at (`point`: walk there, or aim there); a letter of the pack or a level-up choice
 * (`choose`, a = 0); or one of the run's orders: wait, pick up, open the pack to use or to drop,
 * the stairs, explore, travel to the stairs, rest, confirm, cancel.
 */
export type Command =
  | { kind: 'move'; direction: Direction }
  | { kind: 'run'; direction: Direction }
  | { kind: 'point'; to: Point }
  | { kind: 'choose'; index: number }
  | { kind: OrderName }

/** The orders a command names with nothing besides its kind. */
export type OrderName =
  | 'wait'
  | 'pickup'
  | 'inventory'
  | 'drop'
  | 'descend'
  | 'ascend'
  | 'explore'
  | 'travel'
  | 'rest'
  | 'confirm'
  | 'cancel'

/** Every kind of command. */
export const COMMAND_KINDS: readonly Command['kind'][] = [
  'move',
  'run',
  'point',
  'choose',
  'wait',
  'pickup',
  'inventory',
  'drop',
  'descend',
  'ascend',
  'explore',
  'travel',
  'rest',
  'confirm',
  'cancel',
]
