import { inventoryOf, isAlive } from '@delve/ecs'
import {
  ARROW_KEYS,
  type KeyAction,
  keyMap,
  letterIndex,
  NUMPAD_KEYS,
  VI_KEYS,
  WAIT_KEYS,
} from '@delve/phaser'
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
  /** The lines it shows in a box over the map, if any. */
  box?(): readonly string[]
}

/**
 * Playing: each step (into a monster: a blow) or wait is a turn, and so is G (pick up what lies
 * underfoot). I opens the pack to use an item, D to drop one, V the history of messages.
 */
export class MainGameHandler implements EventHandler {
  readonly mode = 'main'

  constructor(private readonly engine: Engine) {}

  handleKey(event: KeyboardEvent): EventHandler {
    const { engine } = this
    if (event.code === 'KeyV') return new HistoryViewer(engine, this)
    if (event.code === 'KeyI') return new InventoryHandler(engine, 'use')
    if (event.code === 'KeyD') return new InventoryHandler(engine, 'drop')
    const action = event.code === 'KeyG' ? ({ kind: 'pickup' } as const) : actionFor(event)
    if (!action) return this
    engine.handle(action)
    return afterTurn(engine)
  }
}

/** The handler once a turn is played: playing on, or the game over. */
function afterTurn(engine: Engine): EventHandler {
  const alive = isAlive(engine.world, engine.player)
  return alive ? new MainGameHandler(engine) : new GameOverHandler(engine)
}

/** The pack, open to use or to drop an item: a letter chooses it, Escape closes the pack. */
export class InventoryHandler implements EventHandler {
  readonly mode: string

  constructor(
    private readonly engine: Engine,
    private readonly purpose: 'use' | 'drop',
  ) {
    this.mode = `inventory-${purpose}`
  }

  handleKey(event: KeyboardEvent): EventHandler {
    const { engine } = this
    if (event.code === 'Escape') return new MainGameHandler(engine)
    const index = letterIndex(event)
    if (index === null) return this
    const item = inventoryOf(engine.world, engine.player)[index]
    if (item === undefined) {
      engine.addMessage('Invalid entry.')
      return new MainGameHandler(engine)
    }
    engine.handle({ kind: this.purpose, item })
    return afterTurn(engine)
  }

  box(): readonly string[] {
    const { engine } = this
    const lines = inventoryOf(engine.world, engine.player).map(
      (item, i) => `(${String.fromCharCode(97 + i)}) ${engine.itemName(item)}`,
    )
    return [
      `Select an item to ${this.purpose}`,
      '',
      ...(lines.length > 0 ? lines : ['(Empty)']),
      '',
      'Escape: close',
    ]
  }
}

/** The player is dead: the history can still be read, and nothing else done. */
export class GameOverHandler implements EventHandler {
  readonly mode = 'game-over'

  constructor(private readonly engine: Engine) {}

  handleKey(event: KeyboardEvent): EventHandler {
    return event.code === 'KeyV' ? new HistoryViewer(this.engine, this) : this
  }
}

/** How many messages the history shows at once. */
const HISTORY_LINES = 20

/** Every message told so far, newest last: up and down scroll it, any other key closes it. */
export class HistoryViewer implements EventHandler {
  readonly mode = 'history'
  /** One past the last message shown. */
  private end: number

  constructor(
    private readonly engine: Engine,
    private readonly back: EventHandler,
  ) {
    this.end = engine.messages.length
  }

  handleKey(event: KeyboardEvent): EventHandler {
    const total = this.engine.messages.length
    if (event.code === 'ArrowUp') this.end = Math.max(Math.min(HISTORY_LINES, total), this.end - 1)
    else if (event.code === 'ArrowDown') this.end = Math.min(total, this.end + 1)
    else return this.back
    return this
  }

  box(): readonly string[] {
    const shown = this.engine.messages.slice(Math.max(0, this.end - HISTORY_LINES), this.end)
    return ['Messages (up and down scroll, any other key closes)', '', ...shown]
  }
}
