/** Why a move was refused. */
export type BumpReason = 'bounds' | 'wall' | 'entity'

/** The reasons by code, as stored in `StepLog.bumpReason`. */
export const BUMP_REASONS: readonly BumpReason[] = Object.freeze(['bounds', 'wall', 'entity'])
export const BOUNDS = 0
export const WALL = 1
export const ENTITY = 2

/**
 * A refused move: `(x, y)` is the tile the entity tried to enter. For `entity`, `other` is the
 * blocker holding that tile once the step is over (the winner of a contested tile, or the
 * occupant that did not leave).
 */
export interface BumpEvent {
  eid: number
  x: number
  y: number
  reason: BumpReason
  other?: number
}

/** A move that happened. */
export interface MoveEvent {
  eid: number
  fromX: number
  fromY: number
  x: number
  y: number
}

/** What one step did, as objects, each list in ascending entity id. */
export interface StepEvents {
  bumps: BumpEvent[]
  moves: MoveEvent[]
}

/**
 * The same events in reusable typed arrays, sized by capacity (an entity has at most one event
 * per step), so a step allocates nothing. Entries 0 … count−1 are this step's, in no set order.
 */
export interface StepLog {
  bumpCount: number
  bumpEid: Int32Array
  bumpX: Int32Array
  bumpY: Int32Array
  /** Index into `BUMP_REASONS`. */
  bumpReason: Uint8Array
  /** The blocker, for `entity` bumps; 0 otherwise. */
  bumpOther: Int32Array
  moveCount: number
  moveEid: Int32Array
  moveFromX: Int32Array
  moveFromY: Int32Array
  moveX: Int32Array
  moveY: Int32Array
}

export function createStepEvents(): StepEvents {
  return { bumps: [], moves: [] }
}

export function createStepLog(capacity: number): StepLog {
  return {
    bumpCount: 0,
    bumpEid: new Int32Array(capacity),
    bumpX: new Int32Array(capacity),
    bumpY: new Int32Array(capacity),
    bumpReason: new Uint8Array(capacity),
    bumpOther: new Int32Array(capacity),
    moveCount: 0,
    moveEid: new Int32Array(capacity),
    moveFromX: new Int32Array(capacity),
    moveFromY: new Int32Array(capacity),
    moveX: new Int32Array(capacity),
    moveY: new Int32Array(capacity),
  }
}

export function recordBump(
  log: StepLog,
  eid: number,
  x: number,
  y: number,
  reason: number,
  other: number,
): void {
  const i = log.bumpCount++
  log.bumpEid[i] = eid
  log.bumpX[i] = x
  log.bumpY[i] = y
  log.bumpReason[i] = reason
  log.bumpOther[i] = other
}

export function recordMove(
  log: StepLog,
  eid: number,
  fromX: number,
  fromY: number,
  x: number,
  y: number,
): void {
  const i = log.moveCount++
  log.moveEid[i] = eid
  log.moveFromX[i] = fromX
  log.moveFromY[i] = fromY
  log.moveX[i] = x
  log.moveY[i] = y
}

/** The log as event objects, sorted by entity id so the list does not depend on query order. */
export function logToEvents(log: StepLog): StepEvents {
  const bumps: BumpEvent[] = new Array(log.bumpCount)
  for (let i = 0; i < log.bumpCount; i++) {
    const reason = BUMP_REASONS[log.bumpReason[i] as number] as BumpReason
    const eid = log.bumpEid[i] as number
    const x = log.bumpX[i] as number
    const y = log.bumpY[i] as number
    bumps[i] =
      reason === 'entity'
        ? { eid, x, y, reason, other: log.bumpOther[i] as number }
        : { eid, x, y, reason }
  }
  const moves: MoveEvent[] = new Array(log.moveCount)
  for (let i = 0; i < log.moveCount; i++) {
    moves[i] = {
      eid: log.moveEid[i] as number,
      fromX: log.moveFromX[i] as number,
      fromY: log.moveFromY[i] as number,
      x: log.moveX[i] as number,
      y: log.moveY[i] as number,
    }
  }
  bumps.sort(byEid)
  moves.sort(byEid)
  return { bumps, moves }
}

function byEid(a: { eid: number }, b: { eid: number }): number {
  return a.eid - b.eid
}
