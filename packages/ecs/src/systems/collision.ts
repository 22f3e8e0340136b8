import { isWalkable } from '@delve/map'
import { BOUNDS, ENTITY, recordBump, type StepLog, WALL } from '../events/step-events.js'
import type { GameWorld } from '../world/game-world.js'
import { checkWorld, internals, standing } from '../world/internals.js'
import { CLAIMING, cancelPendingMoves, MOVES, REFUSED, VISITING } from '../world/scratch.js'

/**
 * Decides every move of the step at once and cancels (with a bump event in `world.log`) each one
 * that may not happen; `movementSystem` then applies the rest. The rule, the same whatever order
 * bitecs lists the entities in:
 *
 * 1. A move leaving the map is a `bounds` bump; into a non-walkable tile, or diagonally between
 *    two non-walkable tiles that touch at a corner, a `wall` bump.
 * 2. Of the blockers that want one tile, the lowest entity id gets it; the others bump.
 * 3. A blocker may enter a tile held by a blocker that leaves in the same step, so a queue
 *    walking in line all moves. A ring of blockers each entering the next one's tile (two
 *    swapping places included) never moves: all of them bump.
 * 4. A non-blocking entity may enter any tile that no blocker holds once the step is over.
 *
 * An `entity` bump names as `other` the blocker holding the tile once the step is over.
 * Runs in time linear in the number of movers, with no allocation (see `StepScratch`).
 */
export function collisionSystem(world: GameWorld): void {
  checkWorld('collisionSystem', world)
  collide(world)
}

/** `collisionSystem` of a world the caller vouches for: `step`'s own call. */
export function collide(world: GameWorld): void {
  const { Position, MoveIntent } = world.components
  const { width, height, tiles } = world.dungeon
  const { occupancy, log } = world
  const { scratch } = internals(world)
  const { x: px, y: py } = Position
  const { dx: intentX, dy: intentY } = MoveIntent
  cancelPendingMoves(scratch)
  const { claim, target, state, candidates, stack, passers } = scratch
  log.bumpCount = 0
  log.moveCount = 0

  // 1 and 2: terrain checks, then each blocker claims its tile; the lowest id keeps the claim.
  const blockers = standing(world, 'movingBlockers')
  let candidateCount = 0
  for (let i = 0; i < blockers.length; i++) {
    const eid = blockers[i] as number
    const dx = intentX[eid] as number
    const dy = intentY[eid] as number
    if (dx === 0 && dy === 0) continue
    const fromX = px[eid] as number
    const fromY = py[eid] as number
    const x = fromX + dx
    const y = fromY + dy
    const reason = terrainBump(tiles, width, height, fromX, fromY, x, y)
    if (reason >= 0) {
      refuse(log, MoveIntent, eid, x, y, reason, 0)
      continue
    }
    const to = y * width + x
    target[eid] = to
    state[eid] = CLAIMING
    candidates[candidateCount++] = eid
    const holder = claim[to] as number
    if (holder === 0 || eid < holder) claim[to] = eid
  }
  scratch.candidateCount = candidateCount

  // 3: a claim winner moves iff its tile is free or its occupant moves. Winners form chains
  // (each tile has one winner), so walking each chain once resolves everyone in linear time.
  for (let i = 0; i < candidateCount; i++) {
    let eid = candidates[i] as number
    if (state[eid] !== CLAIMING) continue
    let depth = 0
    let result = REFUSED
    for (;;) {
      const to = target[eid] as number
      if (claim[to] !== eid) break // lost the tile to a lower id
      const occupant = occupancy[to] as number
      if (occupant === 0) {
        result = MOVES
        break
      }
      const next = state[occupant] as number
      if (next !== CLAIMING) {
        // Resolved already, not moving, or VISITING: a ring, which never moves.
        if (next === MOVES) result = MOVES
        break
      }
      state[eid] = VISITING
      stack[depth++] = eid
      eid = occupant
    }
    state[eid] = result
    while (depth > 0) state[stack[--depth] as number] = result
  }

  // Refused blockers bump; the ones that move are packed to the front of `candidates`.
  let moving = 0
  for (let i = 0; i < candidateCount; i++) {
    const eid = candidates[i] as number
    if (state[eid] === MOVES) {
      candidates[moving++] = eid
      continue
    }
    const to = target[eid] as number
    const occupant = occupancy[to] as number
    // The tile ends with its occupant if that one stays, else with the claim winner, who moved.
    const other = occupant !== 0 && state[occupant] !== MOVES ? occupant : (claim[to] as number)
    const x = (px[eid] as number) + (intentX[eid] as number)
    const y = (py[eid] as number) + (intentY[eid] as number)
    refuse(log, MoveIntent, eid, x, y, ENTITY, other)
    // A winner that stays releases its claim now; winners that move release theirs in movement.
    if (claim[to] === eid) claim[to] = 0
    state[eid] = 0
  }
  scratch.candidateCount = moving

  // 4: non-blocking movers, against the blockers' final places.
  const others = standing(world, 'movingPassers')
  let passerCount = 0
  for (let i = 0; i < others.length; i++) {
    const eid = others[i] as number
    const dx = intentX[eid] as number
    const dy = intentY[eid] as number
    if (dx === 0 && dy === 0) continue
    const fromX = px[eid] as number
    const fromY = py[eid] as number
    const x = fromX + dx
    const y = fromY + dy
    let reason = terrainBump(tiles, width, height, fromX, fromY, x, y)
    let other = 0
    const to = y * width + x
    if (reason < 0) {
      const arriving = claim[to] as number
      const occupant = occupancy[to] as number
      if (arriving !== 0 && state[arriving] === MOVES) other = arriving
      else if (occupant !== 0 && state[occupant] !== MOVES) other = occupant
      if (other !== 0) reason = ENTITY
    }
    if (reason >= 0) {
      refuse(log, MoveIntent, eid, x, y, reason, other)
      continue
    }
    target[eid] = to
    passers[passerCount++] = eid
  }
  scratch.passerCount = passerCount
}

/** The bump code for stepping from (fromX, fromY) to (x, y) over terrain alone; −1 if allowed. */
function terrainBump(
  tiles: Uint8Array,
  width: number,
  height: number,
  fromX: number,
  fromY: number,
  x: number,
  y: number,
): number {
  if (x < 0 || y < 0 || x >= width || y >= height) return BOUNDS
  if (!isWalkable(tiles[y * width + x] as number)) return WALL
  // A diagonal step may not slip between two walls that touch at a corner.
  if (
    x !== fromX &&
    y !== fromY &&
    !isWalkable(tiles[fromY * width + x] as number) &&
    !isWalkable(tiles[y * width + fromX] as number)
  ) {
    return WALL
  }
  return -1
}

/** Cancels `eid`'s intent and records why, as a bump into (x, y). */
function refuse(
  log: StepLog,
  intent: GameWorld['components']['MoveIntent'],
  eid: number,
  x: number,
  y: number,
  reason: number,
  other: number,
): void {
  recordBump(log, eid, x, y, reason, other)
  intent.dx[eid] = 0
  intent.dy[eid] = 0
}
