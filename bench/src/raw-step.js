// The reference for the step benchmark: the same rules as @delve/ecs's collisionSystem and
// movementSystem (terrain checks, lowest id wins a contested tile, queues move, rings do not,
// non-blockers avoid the blockers' final tiles, occupancy kept true, events logged in typed
// arrays), written as plain loops over typed arrays with no ECS at all. Plain JavaScript on
// purpose: nothing between the loop and the engine.

const BOUNDS = 0
const WALL = 1
const ENTITY = 2
const CLAIMING = 1
const VISITING = 2
const MOVES = 3
const REFUSED = 4

/** A raw world: entities 1 … count, positions and intents in typed arrays. */
export function createRawWorld(map, capacity) {
  return {
    width: map.width,
    height: map.height,
    tiles: map.tiles,
    x: new Int32Array(capacity),
    y: new Int32Array(capacity),
    dx: new Int8Array(capacity),
    dy: new Int8Array(capacity),
    occupancy: new Int32Array(map.width * map.height),
    claim: new Int32Array(map.width * map.height),
    target: new Int32Array(capacity),
    state: new Uint8Array(capacity),
    candidates: new Int32Array(capacity),
    stack: new Int32Array(capacity),
    passers: new Int32Array(capacity),
    blockers: new Int32Array(capacity),
    blockerCount: 0,
    others: new Int32Array(capacity),
    otherCount: 0,
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

/** Adds entity `eid` at (x, y); blockers are recorded in the occupancy grid. */
export function addRawEntity(w, eid, x, y, blocks) {
  w.x[eid] = x
  w.y[eid] = y
  if (blocks) {
    w.blockers[w.blockerCount++] = eid
    w.occupancy[y * w.width + x] = eid
  } else {
    w.others[w.otherCount++] = eid
  }
}

function bump(w, eid, x, y, reason, other) {
  const i = w.bumpCount++
  w.bumpEid[i] = eid
  w.bumpX[i] = x
  w.bumpY[i] = y
  w.bumpReason[i] = reason
  w.bumpOther[i] = other
}

function terrain(tiles, width, height, fx, fy, x, y) {
  if (x < 0 || y < 0 || x >= width || y >= height) return BOUNDS
  const t = tiles[y * width + x]
  if (t === 0 || t > 4) return WALL
  if (x !== fx && y !== fy) {
    const a = tiles[fy * width + x]
    const b = tiles[y * width + fx]
    if ((a === 0 || a > 4) && (b === 0 || b > 4)) return WALL
  }
  return -1
}

function move(w, eid) {
  const fx = w.x[eid]
  const fy = w.y[eid]
  const x = fx + w.dx[eid]
  const y = fy + w.dy[eid]
  w.x[eid] = x
  w.y[eid] = y
  w.dx[eid] = 0
  w.dy[eid] = 0
  const n = w.moveCount++
  w.moveEid[n] = eid
  w.moveFromX[n] = fx
  w.moveFromY[n] = fy
  w.moveX[n] = x
  w.moveY[n] = y
}

/** One step over the raw world. */
export function rawStep(w) {
  const { width, height, tiles, x: px, y: py, dx: ix, dy: iy, occupancy } = w
  const { claim, target, state, candidates, stack, passers, blockers, others } = w
  w.bumpCount = 0
  w.moveCount = 0
  let count = 0
  for (let i = 0; i < w.blockerCount; i++) {
    const eid = blockers[i]
    const dx = ix[eid]
    const dy = iy[eid]
    if (dx === 0 && dy === 0) continue
    const fx = px[eid]
    const fy = py[eid]
    const x = fx + dx
    const y = fy + dy
    const reason = terrain(tiles, width, height, fx, fy, x, y)
    if (reason >= 0) {
      bump(w, eid, x, y, reason, 0)
      ix[eid] = 0
      iy[eid] = 0
      continue
    }
    const to = y * width + x
    target[eid] = to
    state[eid] = CLAIMING
    candidates[count++] = eid
    const holder = claim[to]
    if (holder === 0 || eid < holder) claim[to] = eid
  }
  for (let i = 0; i < count; i++) {
    let eid = candidates[i]
    if (state[eid] !== CLAIMING) continue
    let depth = 0
    let result = REFUSED
    for (;;) {
      const to = target[eid]
      if (claim[to] !== eid) break
      const occupant = occupancy[to]
      if (occupant === 0) {
        result = MOVES
        break
      }
      const next = state[occupant]
      if (next !== CLAIMING) {
        if (next === MOVES) result = MOVES
        break
      }
      state[eid] = VISITING
      stack[depth++] = eid
      eid = occupant
    }
    state[eid] = result
    while (depth > 0) state[stack[--depth]] = result
  }
  let moving = 0
  for (let i = 0; i < count; i++) {
    const eid = candidates[i]
    if (state[eid] === MOVES) {
      candidates[moving++] = eid
      continue
    }
    const to = target[eid]
    const occupant = occupancy[to]
    const other = occupant !== 0 && state[occupant] !== MOVES ? occupant : claim[to]
    bump(w, eid, px[eid] + ix[eid], py[eid] + iy[eid], ENTITY, other)
    ix[eid] = 0
    iy[eid] = 0
    if (claim[to] === eid) claim[to] = 0
    state[eid] = 0
  }
  let passing = 0
  for (let i = 0; i < w.otherCount; i++) {
    const eid = others[i]
    const dx = ix[eid]
    const dy = iy[eid]
    if (dx === 0 && dy === 0) continue
    const fx = px[eid]
    const fy = py[eid]
    const x = fx + dx
    const y = fy + dy
    let reason = terrain(tiles, width, height, fx, fy, x, y)
    let other = 0
    const to = y * width + x
    if (reason < 0) {
      const arriving = claim[to]
      const occupant = occupancy[to]
      if (arriving !== 0 && state[arriving] === MOVES) other = arriving
      else if (occupant !== 0 && state[occupant] !== MOVES) other = occupant
      if (other !== 0) reason = ENTITY
    }
    if (reason >= 0) {
      bump(w, eid, x, y, reason, other)
      ix[eid] = 0
      iy[eid] = 0
      continue
    }
    target[eid] = to
    passers[passing++] = eid
  }
  for (let i = 0; i < moving; i++) {
    const eid = candidates[i]
    const to = target[eid]
    const from = py[eid] * width + px[eid]
    if (occupancy[from] === eid) occupancy[from] = 0
    occupancy[to] = eid
    claim[to] = 0
    state[eid] = 0
    move(w, eid)
  }
  for (let i = 0; i < passing; i++) {
    const eid = passers[i]
    move(w, eid)
  }
}

/**
 * For context only, not the same work: the simplest raw loop, entities in list order, each
 * moving at once if its tile is free at that moment (no chains, order-dependent contention).
 */
export function rawSequentialStep(w) {
  const { width, height, tiles, x: px, y: py, dx: ix, dy: iy, occupancy, blockers } = w
  w.bumpCount = 0
  w.moveCount = 0
  for (let i = 0; i < w.blockerCount; i++) {
    const eid = blockers[i]
    const dx = ix[eid]
    const dy = iy[eid]
    if (dx === 0 && dy === 0) continue
    const fx = px[eid]
    const fy = py[eid]
    const x = fx + dx
    const y = fy + dy
    let reason = terrain(tiles, width, height, fx, fy, x, y)
    const to = y * width + x
    const other = reason < 0 ? occupancy[to] : 0
    if (other !== 0) reason = ENTITY
    if (reason >= 0) {
      bump(w, eid, x, y, reason, other)
      ix[eid] = 0
      iy[eid] = 0
      continue
    }
    occupancy[fy * width + fx] = 0
    occupancy[to] = eid
    move(w, eid)
  }
}
