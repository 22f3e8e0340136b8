/**
 * A replay refused: a malformed or hostile log, or a run that did not end where it was recorded.
 * `code` is `content` when the record was played with other content (kinds, tables, goal, perks,
 * vaults) than the replay was given.
 */
export class ReplayError extends Error {
  override name = 'ReplayError'

  constructor(
    message: string,
    /** The input (counted from 1) where the replay went elsewhere, when it did. */
    readonly input?: number,
    /** The turn it was refused on. */
    readonly turn?: number,
    /** Why, for code, where the message alone would have to be read: `content`. */
    readonly code?: 'content',
  ) {
    super(message)
  }
}
