import { recordMove, type StepLog } from '../events/step-events.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld, internals } from '../world/internals.js'

/**
 * Applies the moves `collisionSystem` approved this step, clears their intents, keeps the
 * occupancy grid true and records each move in `world.log`. It trusts collision's verdicts and
 * nothing else: run alone, or after entities changed since collision ran, it moves no one.
 */
export function movementSystem(world: GameWorld): void {
  checkWorld('movementSystem', world)
  applyMoves(world)
}

/** `movementSystem` of a world the caller vouches for: `step`'s own call. */
export function applyMoves(world: GameWorld): void {
  const { Position, MoveIntent } = world.components
  const { width } = world.dungeon
  const { occupancy, log } = world
  const { scratch } = internals(world)
  const { claim, target, state, candidates, passers } = scratch

  // Blockers. Approved targets are distinct and free once the step is over, so the order does
  // not matter, as long as a mover clears its old tile only if no one has entered it yet.
  const { x: px, y: py } = Position
  for (let i = 0; i < scratch.candidateCount; i++) {
    const eid = candidates[i] as number
    const to = target[eid] as number
    const from = (py[eid] as number) * width + (px[eid] as number)
    if (occupancy[from] === eid) occupancy[from] = 0
    occupancy[to] = eid
    claim[to] = 0
    state[eid] = 0
    moveTo(Position, MoveIntent, log, eid, to, width)
  }
  for (let i = 0; i < scratch.passerCount; i++) {
    const eid = passers[i] as number
    moveTo(Position, MoveIntent, log, eid, target[eid] as number, width)
  }
  scratch.candidateCount = 0
  scratch.passerCount = 0
}

function moveTo(
  Position: { x: Int32Array; y: Int32Array },
  MoveIntent: { dx: Int8Array; dy: Int8Array },
  log: StepLog,
  eid: number,
  to: number,
  width: number,
): void {
  const fromX = Position.x[eid] as number
  const fromY = Position.y[eid] as number
  let x = fromX + (MoveIntent.dx[eid] as number)
  let y = fromY + (MoveIntent.dy[eid] as number)
  if (y * width + x !== to) {
    // The intent changed since collision approved `to`; the approved tile is what counts.
    x = to % width
    y = (to - x) / width
  }
  Position.x[eid] = x
  Position.y[eid] = y
  MoveIntent.dx[eid] = 0
  MoveIntent.dy[eid] = 0
  recordMove(log, eid, fromX, fromY, x, y)
}
