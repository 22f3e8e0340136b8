/**
 * Thrown for a call made before the call it needs: a layer updated before it has a level, sprites
 * made before their texture was added. The message names the call to make first; `needs` holds it.
 */
export class SetupError extends Error {
  /** The function or method called, as `DungeonLayer.update`. */
  readonly fn: string
  /** The call to make first, as `setLevel(level, sight, sightRadius)`. */
  readonly needs: string

  /** Any text: it only names the calls. */
  constructor(fn: string, missing: string, needs: string) {
    super(`${fn}: ${missing}; call ${needs} first.`)
    this.name = 'SetupError'
    this.fn = fn
    this.needs = needs
  }
}
