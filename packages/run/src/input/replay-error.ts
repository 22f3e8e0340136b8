/** A replay refused: a malformed or hostile log, or a run that did not end where it was recorded. */
export class ReplayError extends Error {
  override name = 'ReplayError'
}
