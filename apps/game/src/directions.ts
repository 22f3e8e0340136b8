export type Direction = 'up' | 'down' | 'left' | 'right'

export interface Step {
  dx: -1 | 0 | 1
  dy: -1 | 0 | 1
}

export const STEP: Readonly<Record<Direction, Step>> = {
  up: { dx: 0, dy: -1 },
  down: { dx: 0, dy: 1 },
  left: { dx: -1, dy: 0 },
  right: { dx: 1, dy: 0 },
}

/**
 * Movement keys by `KeyboardEvent.code`, the key's place on the keyboard rather than its letter,
 * so WASD sits under the same fingers on AZERTY and other layouts.
 */
const DIRECTION_BY_CODE: Readonly<Record<string, Direction>> = {
  KeyW: 'up',
  KeyA: 'left',
  KeyS: 'down',
  KeyD: 'right',
  ArrowUp: 'up',
  ArrowLeft: 'left',
  ArrowDown: 'down',
  ArrowRight: 'right',
}

/** The direction a key moves the player, or null for any other key. */
export function directionForKey(code: string): Direction | null {
  return DIRECTION_BY_CODE[code] ?? null
}
