import { DIRS_8, isWalkable, type Point, Tile } from '@delve/map'
import type { RunInput } from '../input/run-input.js'
import type { MonsterView } from '../run/run.js'
import {
  adjacent,
  amuletSeen,
  distance,
  drink,
  eat,
  frontier,
  gearUp,
  hpShare,
  levelUp,
  markTrail,
  newTrail,
  onTile,
  pathTo,
  stairsDown,
  stairsUp,
  stepsTo,
  stepTo,
  stepToward,
  type Trail,
  useKind,
} from './bot-moves.js'
import type { PlayerView } from './player-view.js'

/**
 * The careful player's choices for one turn, best first, from what the player sees alone: with
 * no monster in sight it eats when hungry, puts on its best gear, uses known boosts, rests to
 * full hit points, learns unknown scrolls (and potions it has two of) by using them, explores the whole level
 * (the game's auto-explore, which picks up what it finds), then takes the stairs; with the amulet
 * it climbs back out. In a fight it drinks a potion when low (an unknown one if it knows no
 * healing), reads its scrolls at the monsters (unknown ones by the aim the game shows),
 * zaps its wands at strong ones, throws javelins and darts at those not yet beside it (and picks
 * them up again after),
 * steps back into a corridor or doorway when more than one comes, flees to known stairs when
 * nearly dead with nothing to drink, and otherwise fights the weakest monster beside it or goes
 * for the nearest. The one who plays it tries each in turn until one is taken.
 */
export function* carefulChoices(view: PlayerView, memory: CarefulMemory): Iterable<RunInput> {
  // A new level, a new fight: what it fled stayed behind.
  if (view.depth !== memory.trail.depth) {
    memory.engaged = 0
    memory.arrived = view.turn
  }
  markTrail(view, memory.trail)
  const owed = levelUp(view)
  if (owed.length > 0) return yield* owed
  if (view.monsters.length > 0) {
    memory.calm = 0
    yield* fight(view, memory)
  } else {
    // Held back, then out of sight: the fight is over only after a while with none in sight.
    if (++memory.calm > CALM) {
      memory.held = 0
      memory.chased = 0
      memory.engaged = 0
    }
    yield* eat(view)
    yield* roomFor(view)
    yield* gearUp(view)
    yield* boosts(view)
    yield* chase(view, memory)
    yield* restUp(view, memory.restBelow)
    yield* tryUnknown(view)
  }
  yield* wayOn(view, memory.trail, memory.chased > MOST_CHASED)
}

/** What the careful bot remembers from turn to turn: how long it has held back in this fight. */
export interface CarefulMemory {
  /** Turns spent stepping back or waiting since monsters came into sight. */
  held: number
  /** Turns since a monster was last in sight. */
  calm: number
  /** Where the nearest monster was last seen. */
  lastFoe: Point | null
  /** Turns in sight of monsters since it last stood beside one: a chase that gets nowhere. */
  chased: number
  /** Turns in sight of monsters since the last calm: a fight that never ends (a summoner's). */
  engaged: number
  /** The turn it came to this level: stairs taken back at once would take no time at all. */
  arrived: number
  /** Where it has stood on this level. */
  trail: Trail
  /** Below this share of its hit points it rests, out of a fight (1: whenever hurt). */
  restBelow: number
}

export function carefulMemory(): CarefulMemory {
  return {
    held: 0,
    calm: 0,
    chased: 0,
    engaged: 0,
    arrived: 0,
    lastFoe: null,
    trail: newTrail(),
    restBelow: 1,
  }
}

/** Turns of one fight after which it makes for the stairs: the monsters keep coming. */
const LONGEST_FIGHT = 150

/**
 * After a monster slips out of sight (round a corner, in the dark beyond a door), a few steps
 * to where it was last seen, while well enough: else it goes back and forth at the edge.
 */
function* chase(view: PlayerView, memory: CarefulMemory): Iterable<RunInput> {
  const foe = memory.lastFoe
  if (!foe || memory.calm > 8 || memory.chased > MOST_CHASED || hpShare(view) < 0.5) return
  if (distance(foe, view.at) === 0) {
    memory.lastFoe = null
    return
  }
  yield* stepToward(view, foe)
}

/** Turns with no monster in sight after which a fight is over. */
const CALM = 20

/** The most turns it holds back in one fight before it goes for the monsters. */
const MOST_HELD = 6

/** The most turns it goes after monsters it never gets beside before it lets them be. */
const MOST_CHASED = 25

/** Something in the last lines shot at the player: waiting for it to come is no use. */
function shotAt(view: PlayerView): boolean {
  return view.messages.slice(-3).some((line) => line.includes('shoots you'))
}

/** Drops a piece of gear no better than what is worn in its slot, where nothing else lies. */
function roomFor(view: PlayerView): RunInput[] {
  if (view.items.some((i) => i.x === view.at.x && i.y === view.at.y)) return []
  const worse = view.pack.find((p) => {
    if (p.slot === null || p.worn) return false
    const worn = view.pack.find((q) => q.slot === p.slot && q.worn)
    return worn !== undefined && p.bonus <= worn.bonus
  })
  return worse ? [{ kind: 'drop', index: worse.index }] : []
}

/** Potions and scrolls known to do harm: not worth picking up. */
const HARMFUL = new Set([
  'poison potion',
  'weakness potion',
  'amnesia potion',
  'aggravation scroll',
  'summoning scroll',
])

/** Known potions and scrolls that do good at once, used as soon as the coast is clear. */
const BOOSTS = [
  'strength potion',
  'vigour potion',
  'experience potion',
  'enchant armour scroll',
  'magic mapping scroll',
]

/** Uses a known boost, or reads an identify scroll while something carried is unknown. */
function boosts(view: PlayerView): RunInput[] {
  for (const name of BOOSTS) {
    const use = useKind(view, name)
    if (use.length > 0) return use
  }
  return view.pack.some((p) => !p.known) ? useKind(view, 'identify scroll') : []
}

/**
 * Learns what an unknown potion or scroll does by using it, at full hit points with no monster
 * in sight: a scroll read on oneself, a potion of which it carries more than one (the last of a
 * kind is kept to drink when nearly dead). Scrolls that are aimed are read in a fight.
 */
function tryUnknown(view: PlayerView): RunInput[] {
  if (view.hp < view.maxHp || view.climbing) return []
  const unknown = view.pack.find(
    (p) =>
      !p.known &&
      p.aim === null &&
      (p.name.startsWith('scroll') || (p.name.endsWith('potion') && p.count > 1)),
  )
  return unknown ? [{ kind: 'use', index: unknown.index }] : []
}

/**
 * The pack's scroll known to be `name`, else an unknown one aimed as it is aimed (`targets`): the
 * aim the game shows when it is read tells what it may be.
 */
function scrollLike(view: PlayerView, name: string, targets: string) {
  return (
    view.pack.find((p) => p.name === name) ??
    view.pack.find((p) => !p.known && p.name.startsWith('scroll') && p.aim?.targets === targets)
  )
}

/** Worth carrying: the amulet, potions and scrolls, and gear better than any carried for its slot. */
function wanted(view: PlayerView, kind: string): boolean {
  if (view.pack.length >= 26 || HARMFUL.has(kind)) return false
  const gear = view.gear.get(kind)
  if (!gear) return true
  return view.pack.every((p) => p.slot !== gear.slot || p.bonus < gear.bonus)
}

/**
 * Picks up a wanted item underfoot, or steps toward the nearest wanted one it can reach (nearest
 * by the way there, so the next turn goes on toward the same one).
 */
function* fetch(view: PlayerView): Iterable<RunInput> {
  const items = view.items
    .filter((i) => wanted(view, i.name))
    .map((item) => ({ item, steps: stepsTo(view, item) }))
    .filter(({ steps }) => steps < Number.POSITIVE_INFINITY)
    .sort((a, b) => a.steps - b.steps || a.item.y - b.item.y || a.item.x - b.item.x)
    .map(({ item }) => item)
  if (items[0] && distance(items[0], view.at) === 0) yield { kind: 'pickup' }
  for (const item of items.slice(0, 3))
    if (distance(item, view.at) > 0) yield* stepToward(view, item)
}

/**
 * Rests while hurt below `below` of its hit points (1: at all), out of sight of monsters: the
 * rest goes on to full, or to half when hungry with nothing to eat (resting costs food; better
 * find some below).
 */
function restUp(view: PlayerView, below: number): RunInput[] {
  const enough = Math.min(below, starving(view) ? 0.5 : 1) * view.maxHp
  return view.hp < enough ? [{ kind: 'rest' }] : []
}

/**
 * The way on with no fight (or none worth having, `harried`): out with the amulet, explore (the
 * amulet on the way), then down.
 */
function* wayOn(view: PlayerView, trail: Trail, harried: boolean): Iterable<RunInput> {
  if (view.climbing) {
    if (onTile(view, Tile.StairsUp)) yield { kind: 'ascend' }
    yield { kind: 'travel', stairs: 'up' }
    const up = stairsUp(view)
    if (up) yield* stepToward(view, up)
    // The way up forgotten (an amnesia potion): explore until it is found again.
    const open = frontier(view, trail)
    if (open) yield* stepToward(view, open)
    return
  }
  yield* fetch(view)
  // Hungry with nothing to eat, or harried by a monster it cannot get at: down as soon as the
  // stairs are known (food may lie below; the monster stays above).
  const leave = starving(view) || harried
  if (!leave || !stairsDown(view)) {
    const open = frontier(view, trail)
    if (open) yield* stepToward(view, open)
  }
  const amulet = amuletSeen(view)
  if (amulet) yield* stepToward(view, amulet)
  if (onTile(view, Tile.StairsDown)) yield { kind: 'descend' }
  yield { kind: 'travel', stairs: 'down' }
  const down = stairsDown(view)
  if (down) yield* stepToward(view, down)
}

/** Hungry with no ration in the pack. */
function starving(view: PlayerView): boolean {
  return view.hunger !== 'fed' && !view.pack.some((p) => p.name === 'ration')
}

/** What to do with monsters in sight. */
function* fight(view: PlayerView, memory: CarefulMemory): Iterable<RunInput> {
  const hurt = hpShare(view)
  const near = view.monsters.filter((m) => distance(m, view.at) <= 7)
  const beside = adjacent(view)
  if (hurt < 0.4) yield* drink(view)
  if (hurt < 0.3) {
    yield* useKind(view, 'teleportation scroll')
    yield* flee(view, memory)
  }
  if (++memory.engaged > LONGEST_FIGHT) yield* flee(view, memory)
  yield* scrolls(view, near)
  yield* wands(view, near)
  yield* throws(view, beside.length > 0)
  // More than one coming: back into a narrow place and let them come one by one, for a few
  // turns at most (an archer shoots from afar, some monsters never come).
  const narrow = chokepoint(view, view.at)
  const patient = memory.held < MOST_HELD && !shotAt(view)
  if (near.length > 1 && beside.length === 0 && patient) {
    memory.held++
    if (!narrow) yield* stepBack(view, near)
    else yield { kind: 'wait' }
  }
  const weakest = beside[0]
  if (weakest) {
    memory.chased = 0
    yield* stepTo(view.at, weakest)
  }
  // One that keeps its distance (an archer backing off) is let be after a while: on with the
  // level, fighting what comes beside.
  if (++memory.chased > MOST_CHASED) {
    memory.lastFoe = null
    return
  }
  const nearest = [...view.monsters].sort(
    (a, b) => distance(a, view.at) - distance(b, view.at) || a.y - b.y || a.x - b.x,
  )[0]
  if (nearest) memory.lastFoe = { x: nearest.x, y: nearest.y }
  if (nearest) yield* stepToward(view, nearest)
}

/** Reads a scroll at the monsters if one is worth it: fireball at a group, lightning, confusion. */
function scrolls(view: PlayerView, near: readonly MonsterView[]): RunInput[] {
  const fire = scrollLike(view, 'fireball scroll', 'area')
  if (fire && near.length > 0) {
    for (const m of view.monsters) {
      if (distance(m, view.at) <= (fire.aim?.radius ?? 3) + 1) continue
      const hit = view.preview(fire.index, m)
      const mine = hit.some((p) => p.x === view.at.x && p.y === view.at.y)
      if (!mine && (hit.length >= 2 || m.hp >= 16))
        return [{ kind: 'use', index: fire.index, target: m }]
    }
  }
  const bolt = scrollLike(view, 'lightning scroll', 'nearest')
  if (bolt) {
    const [target] = view.preview(bolt.index)
    const foe = target && view.monsters.find((m) => m.x === target.x && m.y === target.y)
    if (foe && foe.maxHp > 6) return [{ kind: 'use', index: bolt.index }]
  }
  const daze = scrollLike(view, 'confusion scroll', 'creature')
  if (daze) {
    const foe = near.find((m) => !m.confused && distance(m, view.at) <= 3 && m.maxHp >= 16)
    if (foe) return [{ kind: 'use', index: daze.index, target: foe }]
  }
  return []
}

/** Whether using the pack's `index`-th item at `m` reaches `m` first (nothing in the way). */
function reachesFirst(view: PlayerView, index: number, m: Point): boolean {
  const [first] = view.preview(index, m)
  return first !== undefined && first.x === m.x && first.y === m.y
}

/** A monster worth a wand or a javelin: a strong one, or one that shoots from afar. */
function worthy(view: PlayerView, m: MonsterView): boolean {
  return m.maxHp >= 16 || (shotAt(view) && distance(m, view.at) > 1)
}

/**
 * Zaps a wand with charges left: lightning at two monsters on a line or a worthy one, slowing at
 * a strong one not yet slowed.
 */
function wands(view: PlayerView, near: readonly MonsterView[]): RunInput[] {
  const charged = (kind: string) => view.pack.find((p) => p.name === kind && (p.charges ?? 0) > 0)
  const zap = charged('wand of lightning')
  if (zap) {
    for (const m of near) {
      const hit = view.preview(zap.index, m)
      const struck = hit.some((p) => p.x === m.x && p.y === m.y)
      if (struck && (hit.length >= 2 || worthy(view, m)))
        return [{ kind: 'use', index: zap.index, target: m }]
    }
  }
  const slow = charged('wand of slowing')
  if (slow) {
    const foe = near.find((m) => !m.slowed && m.maxHp >= 20 && reachesFirst(view, slow.index, m))
    if (foe) return [{ kind: 'use', index: slow.index, target: foe }]
  }
  return []
}

/**
 * Throws a javelin at a worthy monster, else a dart at any, while none stands beside the player
 * (it picks them up again when the fight is over: they are wanted, lying about).
 */
function throws(view: PlayerView, pressed: boolean): RunInput[] {
  if (pressed) return []
  const targets = view.monsters
    .filter((m) => distance(m, view.at) > 1 && !m.asleep)
    .sort((a, b) => distance(a, view.at) - distance(b, view.at) || a.y - b.y || a.x - b.x)
  for (const kind of ['javelin', 'dart']) {
    const stack = view.pack.find((p) => p.name === kind)
    if (!stack) continue
    const range = stack.aim?.range ?? 0
    for (const m of targets) {
      if (kind === 'javelin' && !worthy(view, m)) continue
      const dx = m.x - view.at.x
      const dy = m.y - view.at.y
      if (dx * dx + dy * dy > range * range || !reachesFirst(view, stack.index, m)) continue
      return [{ kind: 'use', index: stack.index, target: { x: m.x, y: m.y } }]
    }
  }
  return []
}

/**
 * A narrow place, where only one or two monsters can reach the player: a doorway, or a tile
 * with at most two walkable neighbours (a corridor).
 */
function chokepoint(view: PlayerView, p: Point): boolean {
  const { width, height, tiles } = view.known
  if (tiles[p.y * width + p.x] === Tile.Door) return true
  let open = 0
  for (const [dx, dy] of DIRS_8) {
    const x = p.x + dx
    const y = p.y + dy
    if (x >= 0 && y >= 0 && x < width && y < height && isWalkable(tiles[y * width + x] ?? 0)) open++
  }
  return open <= 2
}

/** A step toward the nearest narrow place within 4 steps that is no nearer the monsters. */
function stepBack(view: PlayerView, near: readonly MonsterView[]): RunInput[] {
  const { width, height } = view.known
  const closest = (p: Point) => Math.min(...near.map((m) => distance(m, p)))
  const mine = closest(view.at)
  let best: Point[] | undefined
  for (let y = Math.max(0, view.at.y - 4); y <= Math.min(height - 1, view.at.y + 4); y++) {
    for (let x = Math.max(0, view.at.x - 4); x <= Math.min(width - 1, view.at.x + 4); x++) {
      const p = { x, y }
      if (!isWalkable(view.known.tiles[y * width + x] ?? 0) || !chokepoint(view, p)) continue
      if (near.some((m) => m.x === x && m.y === y) || closest(p) < mine) continue
      const path = pathTo(view, p)
      if (path && path.length > 1 && path.length <= 5 && (!best || path.length < best.length))
        best = path
    }
  }
  const next = best?.[1]
  if (!next || near.some((m) => m.x === next.x && m.y === next.y)) return []
  return stepTo(view.at, next)
}

/** Toward the nearest known stairs it can take, or down or up them when on them. */
function flee(view: PlayerView, memory: CarefulMemory): RunInput[] {
  // Not back the way it came this very turn: up and down again would never let time pass.
  const fresh = view.turn === memory.arrived
  if (fresh) return []
  if (onTile(view, Tile.StairsDown) && !view.climbing) return [{ kind: 'descend' }]
  if (onTile(view, Tile.StairsUp) && (view.depth > 1 || view.climbing)) return [{ kind: 'ascend' }]
  const ways = [
    view.climbing ? undefined : stairsDown(view),
    view.depth > 1 || view.climbing ? stairsUp(view) : undefined,
  ]
  const paths = ways
    .flatMap((p) => (p ? [pathTo(view, p)] : []))
    .filter((path): path is Point[] => path !== undefined && path.length > 1)
    .sort((a, b) => a.length - b.length)
  const next = paths[0]?.[1]
  if (!next || view.monsters.some((m) => m.x === next.x && m.y === next.y)) return []
  return stepTo(view.at, next)
}
