import { isAlive } from '@delve/ecs'
import { ARROW_KEYS, type KeyAction, keyMap, NUMPAD_KEYS, VI_KEYS, WAIT_KEYS } from '@delve/phaser'
import type { Engine } from './engine.js'

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

/**
 * What the keys do now. A handler reads a key, carries out what it asks for, and answers the
 * handler of the next key: itself, or another when the game changes mode (the player dies).
 */
export interface EventHandler {
  /** Its name, for tests and the console. */
  readonly mode: string
  handleKey(event: KeyboardEvent): EventHandler
}

/** Playing: each step (into a monster: a blow) or wait is a turn. */
export class MainGameHandler implements EventHandler {
  readonly mode = 'main'

  constructor(private readonly engine: Engine) {}

  handleKey(event: KeyboardEvent): EventHandler {
    const action = actionFor(event)
    if (!action) return this
    this.engine.handle(action)
    return isAlive(this.engine.world, this.engine.player) ? this : new GameOverHandler()
  }
}

/** The player is dead: no key does anything any more. */
export class GameOverHandler implements EventHandler {
  readonly mode = 'game-over'

  handleKey(): EventHandler {
    return this
  }
}
