// Apart from the links' reading and writing: the page asks this at start, and loads the rest of
// the replay viewer only when it is needed.

/** Whether a page's query string asks for a replay (a `replay` parameter, even empty). */
export function asksForReplay(search: string): boolean {
  return typeof search === 'string' && new URLSearchParams(search.slice(0, 100_000)).has('replay')
}
