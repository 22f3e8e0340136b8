import type { Point } from '../grid/point.js'
import { Tile } from '../grid/tile.js'
import { drawInt } from '../random/draw.js'
import { kindOf, type OrientedVault, ROLE_TILES, Role, roleOf } from '../vaults/orient.js'
import type { VaultMark } from '../vaults/vault.js'
import type { Site } from './site.js'

/** A vault drawn onto the level, with what it needs to be joined, listed or taken back. */
export interface Stamped {
  readonly x: number
  readonly y: number
  /** Its glyphs as oriented (substitutions are not written back: none makes or takes a space). */
  readonly glyphs: string
  /** Each glyph's `Role`, as `glyphs` (a space is `Role.Space`). */
  readonly roles: Uint8Array
  entrances: Point[]
  monsters: VaultMark[]
  items: VaultMark[]
  altars: VaultMark[]
  locks: VaultMark[]
  /** Where its `<` and `>` are (drawn as floor: the level's stairs move there afterwards). */
  stairsUp: Point | undefined
  stairsDown: Point | undefined
  /** The tiles dug to join it, in digging order. */
  readonly dug: number[]
}

/**
 * Draws the vault with its top-left corner at (x, y): every glyph but a space sets its tile
 * (walls and `x` rock, `.` `@` `<` `>` and the marks floor, `+` a door, the lock glyph a locked
 * door), then, in reading order, each substitution glyph becomes one of its choices (one draw
 * from the level's generator when it has several) and the entrances, stairs and marks are
 * listed. The box is added to the site's boxes.
 */
export function stamp(site: Site, o: OrientedVault, x: number, y: number): Stamped {
  const { vault, width: w, height: h, roles, glyphs, draws, specials, kinds } = o
  const { tiles, width } = site.map
  const { owners } = site
  // The tiles under it, for `unstamp` (which only ever takes back the last vault drawn).
  const under = site.under(w * h)
  const placed: Stamped = {
    x,
    y,
    glyphs,
    roles,
    entrances: NONE,
    monsters: NONE,
    items: NONE,
    altars: NONE,
    locks: NONE,
    stairsUp: undefined,
    stairsDown: undefined,
    dug: [],
  }
  // First the tiles: what lies under, whose tile it is now, what it becomes.
  const mark = site.nextMark()
  // Indices kept to 32-bit integers (`| 0`): else the engine may count them in floats.
  for (let j = 0, k = 0; j < h; j++) {
    for (let t = ((y + j) * width + x) | 0, end = (t + w) | 0; t < end; k++, t++) {
      under[k] = tiles[t] as number
      owners[t] = mark
      const draw = draws[k] as number
      if (draw >= 0) tiles[t] = draw
    }
  }
  // Then what the glyphs that do more stand for, in reading order (the draws' order).
  for (let s = 0; s < specials.length; s++) {
    const k = specials[s] as number
    const i = k % w
    const j = (k - i) / w
    let role = roles[k] as number
    let glyph = glyphs[k] as string
    let kind = kinds[s] as string
    if (role === Role.Substitution) {
      const choices = vault.substitutions[glyph] as string
      glyph =
        choices.length === 1
          ? choices
          : (choices[drawInt(site.rng, 0, choices.length - 1)] as string)
      role = roleOf(vault, glyph)
      kind = kindOf(vault, role, glyph)
      tiles[(y + j) * width + x + i] = ROLE_TILES[role] as number
      if (role <= Role.Door) continue
    }
    if (role === Role.Entrance) placed.entrances = add(placed.entrances, { x: x + i, y: y + j })
    else if (role === Role.Up) placed.stairsUp = { x: x + i, y: y + j }
    else if (role === Role.Down) placed.stairsDown = { x: x + i, y: y + j }
    else {
      const found = { glyph, kind, x: x + i, y: y + j }
      if (role === Role.Lock) placed.locks = add(placed.locks, found)
      else if (role === Role.Monster) placed.monsters = add(placed.monsters, found)
      else if (role === Role.Item) placed.items = add(placed.items, found)
      else placed.altars = add(placed.altars, found)
    }
  }
  // Its tiles are marked already; a substitution never makes a space, so the glyphs still say
  // which tiles are the level's own.
  site.boxes.push({ x, y, width: w, height: h, glyphs })
  return placed
}

/** The empty list every vault without such marks shares: most vaults lack most kinds. */
const NONE: never[] = []

/** `list` with `item` added: a list of its own the first time. */
function add<T>(list: T[], item: T): T[] {
  if (list === NONE) return [item]
  list.push(item)
  return list
}

/** Takes the last stamped vault back: its tiles as they were, its corridors filled, its box gone. */
export function unstamp(site: Site, placed: Stamped): void {
  const { tiles, width } = site.map
  for (const index of placed.dug) tiles[index] = Tile.Wall
  const box = site.popBox()
  if (box === undefined) return
  const under = site.under(box.width * box.height)
  for (let j = 0, k = 0; j < box.height; j++) {
    for (let i = 0, t = (placed.y + j) * width + placed.x; i < box.width; i++, t++, k++) {
      tiles[t] = under[k] as number
    }
  }
}
