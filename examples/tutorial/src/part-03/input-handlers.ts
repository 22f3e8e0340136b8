import { ARROW_KEYS, type KeyAction, keyMap, NUMPAD_KEYS, VI_KEYS, WAIT_KEYS } from '@delve/phaser'

/** What the player asks for: a step (`dx`, `dy` each −1, 0 or 1) or a wait. */
export type Action = KeyAction

/**
 * The keys, by `KeyboardEvent.code` (a key's place, the same on any layout): the arrows, the
 * number pad and the vi-keys (H J K L, and Y U B N for the diagonals) step; Space or `.` waits.
 */
export const KEYS = { ...ARROW_KEYS, ...NUMPAD_KEYS, ...VI_KEYS, ...WAIT_KEYS }

const actionOfKey = keyMap(KEYS)

/** The action a key press asks for, or null for a key the game leaves alone. */
export function actionFor(event: KeyboardEvent): Action | null {
  return actionOfKey(event)
}
