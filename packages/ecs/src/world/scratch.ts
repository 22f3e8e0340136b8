/**
 * Reusable working memory for one step, sized once by capacity (and the claim grid by the map),
 * so that a step allocates nothing however many entities move.
 */
export interface StepScratch {
  /** Per tile: the lowest id among the blockers that want to enter it this step; 0 for none. */
  claim: Int32Array
  /** Per entity: the tile index it is about to enter. */
  target: Int32Array
  /** Per entity: where it is in move resolution (`CLAIMING` … `REFUSED`); 0 when not moving. */
  state: Uint8Array
  /** Blockers with a move that passed the terrain checks; after resolution, those that move. */
  candidates: Int32Array
  candidateCount: number
  /** The chain being resolved. */
  stack: Int32Array
  /** Non-blocking entities whose move was approved. */
  passers: Int32Array
  passerCount: number
}

/** A blocker that wants a tile, not resolved yet. */
export const CLAIMING = 1
/** On the chain being resolved (seeing it again means a cycle). */
export const VISITING = 2
export const MOVES = 3
export const REFUSED = 4

export function createStepScratch(capacity: number, tileCount: number): StepScratch {
  return {
    claim: new Int32Array(tileCount),
    target: new Int32Array(capacity),
    state: new Uint8Array(capacity),
    candidates: new Int32Array(capacity),
    candidateCount: 0,
    stack: new Int32Array(capacity),
    passers: new Int32Array(capacity),
    passerCount: 0,
  }
}

/**
 * Forgets moves `collisionSystem` approved but `movementSystem` has not applied. Called whenever
 * entities or the level change in between, so that a stale approval can never be applied.
 */
export function cancelPendingMoves(scratch: StepScratch): void {
  const { claim, target, state, candidates } = scratch
  for (let i = 0; i < scratch.candidateCount; i++) {
    const eid = candidates[i] as number
    const to = target[eid] as number
    if (to < claim.length) claim[to] = 0
    state[eid] = 0
  }
  scratch.candidateCount = 0
  scratch.passerCount = 0
}
