import { encodeRun, loadRun, type Run, SaveError } from '@delve/run'

/** Where the run is kept in the browser's storage. The version is part of the key and the data. */
export const SAVE_KEY = 'delve.run.v1'

/** The sentence the player sees, once, when a save cannot be used. */
export const SAVE_REPLACED = 'Your saved run could not be read and was replaced.'

/**
 * What the player is told of a save that could not be used: `SAVE_REPLACED`, and for a save of
 * other rules (another version), which version it is and which this game reads.
 */
export function saveNotice(reason: string): string {
  return /^the save is of version /.test(reason)
    ? `${SAVE_REPLACED.slice(0, -1)}: ${reason}.`
    : SAVE_REPLACED
}

/** The browser storage a slot needs; `localStorage` is one. */
export type SaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type LoadResult =
  | { kind: 'none' }
  | { kind: 'run'; run: Run }
  | { kind: 'unreadable'; reason: string }

/**
 * The run's one save slot. Storage may be missing, full or refused by the browser's privacy
 * settings: the game then plays on without saving, and says so once.
 */
export class SaveSlot {
  private warned = false

  constructor(
    private readonly storage: SaveStorage | null,
    private readonly key: string = SAVE_KEY,
  ) {}

  load(): LoadResult {
    let text: string | null
    try {
      text = this.storage?.getItem(this.key) ?? null
    } catch (error) {
      return { kind: 'unreadable', reason: String(error) }
    }
    if (text === null) return { kind: 'none' }
    try {
      return { kind: 'run', run: loadRun(text) }
    } catch (error) {
      if (error instanceof SaveError || error instanceof RangeError || error instanceof TypeError) {
        return { kind: 'unreadable', reason: error.message }
      }
      throw error
    }
  }

  /** Writes the run; returns a sentence for the player the first time saving fails, else null. */
  save(run: Run): string | null {
    try {
      this.storage?.setItem(this.key, JSON.stringify(encodeRun(run)))
      this.warned = false
      return null
    } catch (error) {
      if (this.warned) return null
      this.warned = true
      return `Your run cannot be saved in this browser (${(error as Error).name}); it will be lost on reload.`
    }
  }

  clear(): void {
    try {
      this.storage?.removeItem(this.key)
    } catch {
      // Nothing to clear when storage is refused.
    }
  }
}
