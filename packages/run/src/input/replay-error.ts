/** A replay refused: a malformed or hostile log, or a run that did not end where it was recorded. */
export class ReplayError extends Error {
  override name = 'ReplayError'

  constructor(
    message: string,
    /** The input (counted from 1) where the replay went elsewhere, when it did. */
    readonly input?: number,
    /** The turn it was refused on. */
    readonly turn?: number,
  ) {
    super(message)
  }
}
