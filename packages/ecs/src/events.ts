/** Why a move was refused. */
export type BumpReason = 'bounds' | 'wall' | 'entity'

/** A refused move: `(x, y)` is the tile the entity tried to enter; `other` the blocker there. */
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

/** What one step did. */
export interface StepEvents {
  bumps: BumpEvent[]
  moves: MoveEvent[]
}

export function createStepEvents(): StepEvents {
  return { bumps: [], moves: [] }
}
