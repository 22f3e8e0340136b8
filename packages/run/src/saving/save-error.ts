/** A save that cannot be used, with the reason (for the console; the player gets one sentence). */
export class SaveError extends Error {
  override name = 'SaveError'
}
