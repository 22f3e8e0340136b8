/** The board a run is on: a day's, or a seed's with a generator choice. */
export function placeOf(run: { daily: string | null; seed: string; choiceKey: string }) {
  return {
    board:
      run.daily !== null
        ? { kind: 'daily', date: run.daily }
        : { kind: 'seed', seed: run.seed, choice: run.choiceKey },
  }
}
