// The step benchmark's third contender: the same rules as the raw loop (raw-step.js), written
// the way much game code is: an array of entity objects, grids of object references, events as
// objects. It shows what the typed-array layout buys.

interface Mob {
  eid: number
  x: number
  y: number
  dx: number
  dy: number
  blocks: boolean
  target: number
  state: number
}

const CLAIMING = 1
const VISITING = 2
const MOVES = 3
const REFUSED = 4

export interface ObjectWorld {
  width: number
  height: number
  tiles: Uint8Array
  mobs: Mob[]
  occupancy: (Mob | null)[]
  claim: (Mob | null)[]
  moves: { eid: number; fromX: number; fromY: number; x: number; y: number }[]
  bumps: { eid: number; x: number; y: number; reason: string; other: number }[]
}

export function createObjectWorld(map: {
  width: number
  height: number
  tiles: Uint8Array
}): ObjectWorld {
  const cells = map.width * map.height
  return {
    ...map,
    mobs: [],
    occupancy: new Array(cells).fill(null),
    claim: new Array(cells).fill(null),
    moves: [],
    bumps: [],
  }
}

export function addObject(w: ObjectWorld, eid: number, x: number, y: number, blocks: boolean) {
  const mob: Mob = { eid, x, y, dx: 0, dy: 0, blocks, target: 0, state: 0 }
  w.mobs.push(mob)
  if (blocks) w.occupancy[y * w.width + x] = mob
}

function blocked(w: ObjectWorld, x: number, y: number): boolean {
  const t = w.tiles[y * w.width + x] as number
  return t === 0 || t > 4
}

function terrain(w: ObjectWorld, m: Mob, x: number, y: number): string | null {
  if (x < 0 || y < 0 || x >= w.width || y >= w.height) return 'bounds'
  if (blocked(w, x, y)) return 'wall'
  if (x !== m.x && y !== m.y && blocked(w, x, m.y) && blocked(w, m.x, y)) return 'wall'
  return null
}

function refuse(w: ObjectWorld, m: Mob, reason: string, other: Mob | null) {
  w.bumps.push({ eid: m.eid, x: m.x + m.dx, y: m.y + m.dy, reason, other: other?.eid ?? 0 })
  m.dx = 0
  m.dy = 0
}

function move(w: ObjectWorld, m: Mob) {
  const fromX = m.x
  const fromY = m.y
  m.x += m.dx
  m.y += m.dy
  m.dx = 0
  m.dy = 0
  w.moves.push({ eid: m.eid, fromX, fromY, x: m.x, y: m.y })
}

/** One step: every rule of the raw loop, over objects. */
export function objectStep(w: ObjectWorld): void {
  w.moves = []
  w.bumps = []
  const candidates: Mob[] = []
  const passers: Mob[] = []
  for (const m of w.mobs) {
    if (!m.blocks || (m.dx === 0 && m.dy === 0)) continue
    const x = m.x + m.dx
    const y = m.y + m.dy
    const reason = terrain(w, m, x, y)
    if (reason) {
      refuse(w, m, reason, null)
      continue
    }
    m.target = y * w.width + x
    m.state = CLAIMING
    candidates.push(m)
    const holder = w.claim[m.target]
    if (!holder || m.eid < holder.eid) w.claim[m.target] = m
  }
  for (const first of candidates) {
    if (first.state !== CLAIMING) continue
    const chain: Mob[] = []
    let m = first
    let result = REFUSED
    for (;;) {
      if (w.claim[m.target] !== m) break
      const occupant = w.occupancy[m.target]
      if (!occupant) {
        result = MOVES
        break
      }
      if (occupant.state !== CLAIMING) {
        if (occupant.state === MOVES) result = MOVES
        break
      }
      m.state = VISITING
      chain.push(m)
      m = occupant
    }
    m.state = result
    for (const c of chain) c.state = result
  }
  const moving: Mob[] = []
  for (const m of candidates) {
    if (m.state === MOVES) {
      moving.push(m)
      continue
    }
    const occupant = w.occupancy[m.target]
    const other = occupant && occupant.state !== MOVES ? occupant : (w.claim[m.target] ?? null)
    if (w.claim[m.target] === m) w.claim[m.target] = null
    refuse(w, m, 'entity', other)
    m.state = 0
  }
  for (const m of w.mobs) {
    if (m.blocks || (m.dx === 0 && m.dy === 0)) continue
    const x = m.x + m.dx
    const y = m.y + m.dy
    let reason = terrain(w, m, x, y)
    let other: Mob | null = null
    const to = y * w.width + x
    if (!reason) {
      const arriving = w.claim[to]
      const occupant = w.occupancy[to]
      if (arriving && arriving.state === MOVES) other = arriving
      else if (occupant && occupant.state !== MOVES) other = occupant
      if (other) reason = 'entity'
    }
    if (reason) {
      refuse(w, m, reason, other)
      continue
    }
    passers.push(m)
  }
  for (const m of moving) {
    const from = m.y * w.width + m.x
    if (w.occupancy[from] === m) w.occupancy[from] = null
    w.occupancy[m.target] = m
    w.claim[m.target] = null
    m.state = 0
    move(w, m)
  }
  for (const m of passers) move(w, m)
}
