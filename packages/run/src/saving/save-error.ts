/**
 * Why a save cannot be used, for code: `malformed` (not a save: not JSON, a field missing or of
 * the wrong type), `version` (a save of another version), `edited` (its world is not where its
 * seed chain and its own inputs lead: a figure changed by hand), `content` (played with other
 * kinds, tables, goal, perks or vaults than the ones it is loaded with).
 */
export type SaveErrorCode = 'malformed' | 'version' | 'edited' | 'content'

/**
 * A save that cannot be used: `code` says why, for code (a caller branches on it, never on the
 * text); the message says it in a sentence, for the console.
 */
export class SaveError extends Error {
  override name = 'SaveError'
  // Kept off the instance's own fields, so two errors of one message still compare equal.
  readonly #code: SaveErrorCode

  /** Any message; the code defaults to `malformed`, as every field reader throws. */
  constructor(message: string, code: SaveErrorCode = 'malformed') {
    super(message)
    this.#code = code
  }

  get code(): SaveErrorCode {
    return this.#code
  }
}
