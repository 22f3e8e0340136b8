import type { Direction, Point } from '@delve/map'
import type { Command } from '@delve/phaser'

/** Everything the player can ask of the game, from whatever input. */
export type Action =
  | { kind: 'move'; direction: Direction }
  /** Stand still for a turn. */
  | { kind: 'wait' }
  /** Walk to a tile, a step a turn (a tap or a click on it). */
  | { kind: 'walk-to'; to: Point }
  | { kind: 'regenerate' }
  | { kind: 'descend' }
  /** Up the stairs underfoot (off them: walk to the known up stairs). */
  | { kind: 'ascend' }
  | { kind: 'labels' }
  | { kind: 'panel' }
  | { kind: 'new-game' }
  | { kind: 'leave' }
  /** Auto-explore: a step a turn toward what is not yet explored, then to the stairs down. */
  | { kind: 'explore' }
  /** Walk to the known stairs down, a step a turn. */
  | { kind: 'travel' }
  /** Step in a direction until something interesting: a monster, a junction, a door, an item. */
  | { kind: 'run'; direction: Direction }
  /** Wait until healed, or until something comes into view. */
  | { kind: 'rest' }
  /** Pick up what lies underfoot. */
  | { kind: 'pickup' }
  /** Open the pack to use an item (again: close it). */
  | { kind: 'inventory' }
  /** Open the pack to drop an item. */
  | { kind: 'drop-menu' }
  /** Read the whole message log. */
  | { kind: 'history' }
  /** Look about with a cursor. */
  | { kind: 'look' }
  /** The character screen: level, experience, power and defence, what is worn. */
  | { kind: 'character' }
  /** A letter of the pack (a = 0), while it is open. */
  | { kind: 'choose'; index: number }
  /** A tile pointed at (a click or a tap) while looking or aiming: the cursor goes there. */
  | { kind: 'point'; to: Point }
  /** Enter: use the item aimed, or close what is open. */
  | { kind: 'confirm' }
  /** Escape in a mode: close it at no cost. */
  | { kind: 'cancel' }

/** The controller's command for an action, or null for one of the game's own. */
export function commandOf(action: Action): Command | null {
  switch (action.kind) {
    case 'walk-to':
      return { kind: 'point', to: action.to }
    case 'drop-menu':
      return { kind: 'drop' }
    case 'move':
    case 'run':
    case 'point':
    case 'choose':
    case 'wait':
    case 'pickup':
    case 'inventory':
    case 'descend':
    case 'ascend':
    case 'explore':
    case 'travel':
    case 'rest':
    case 'confirm':
    case 'cancel':
      return action
    default:
      return null
  }
}
