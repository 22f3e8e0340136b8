import type { Point } from '../grid/point.js'
import { LOCKED_DOOR, Tile } from '../grid/tile.js'
import { type OrientedVault, Role, roleOf } from './orient.js'
import type { Site } from './site.js'
import type { VaultMark } from './vault.js'

/** A vault drawn onto the level, with what it needs to be joined, listed or taken back. */
export interface Stamped {
  readonly x: number
  readonly y: number
  /** The glyphs as drawn: substitutions made. */
  glyphs: string
  readonly entrances: Point[]
  readonly monsters: VaultMark[]
  readonly items: VaultMark[]
  readonly altars: VaultMark[]
  readonly locks: VaultMark[]
  /** Where its `<` and `>` are (drawn as floor: the level's stairs move there afterwards). */
  stairsUp: Point | undefined
  stairsDown: Point | undefined
  /** The tiles of its box before it was drawn, row by row. */
  readonly under: number[]
  /** The tiles dug to join it, in digging order. */
  readonly dug: number[]
}

/** The tile each role draws (a space draws nothing, a substitution what it becomes). */
const DRAWS = [
  -1,
  Tile.Wall,
  Tile.Floor,
  Tile.Door,
  Tile.Floor,
  Tile.Floor,
  Tile.Floor,
  LOCKED_DOOR,
  Tile.Floor,
  Tile.Floor,
  Tile.Floor,
]

/**
 * Draws the vault with its top-left corner at (x, y), in reading order: each substitution
 * glyph becomes one of its choices (one draw from the level's generator when it has several),
 * then every glyph but a space sets its tile: walls and `x` rock, `.` `@` `<` `>` and the marks
 * floor, `+` a door, the lock glyph a locked door. The box is added to the site's boxes.
 */
export function stamp(site: Site, o: OrientedVault, x: number, y: number): Stamped {
  const { vault, width: w, height: h, roles } = o
  const { tiles, width } = site.map
  const under: number[] = []
  for (let j = 0; j < h; j++) {
    for (let i = 0, t = (y + j) * width + x; i < w; i++, t++) under.push(tiles[t] as number)
  }
  const placed: Stamped = {
    x,
    y,
    glyphs: o.glyphs,
    entrances: [],
    monsters: [],
    items: [],
    altars: [],
    locks: [],
    stairsUp: undefined,
    stairsDown: undefined,
    under,
    dug: [],
  }
  let substituted: string[] | undefined
  for (let j = 0, k = 0; j < h; j++) {
    for (let i = 0; i < w; i++, k++) {
      let role = roles[k] as number
      if (role === Role.Space) continue
      let glyph = ''
      if (role === Role.Substitution) {
        const choices = vault.substitutions[o.glyphs[k] as string] as string
        glyph =
          choices.length === 1 ? choices : (choices[site.rng.int(0, choices.length - 1)] as string)
        role = roleOf(vault, glyph)
        substituted ??= [...o.glyphs]
        substituted[k] = glyph
      }
      const index = (y + j) * width + x + i
      tiles[index] = DRAWS[role] as number
      if (role <= Role.Door) continue
      if (role === Role.Entrance) placed.entrances.push({ x: x + i, y: y + j })
      else if (role === Role.Up) placed.stairsUp = { x: x + i, y: y + j }
      else if (role === Role.Down) placed.stairsDown = { x: x + i, y: y + j }
      else {
        if (glyph === '') glyph = o.glyphs[k] as string
        const mark = { glyph, kind: '', x: x + i, y: y + j }
        if (role === Role.Lock) {
          mark.kind = vault.lock?.name as string
          placed.locks.push(mark)
        } else if (role === Role.Monster) {
          mark.kind = vault.monsters[glyph] as string
          placed.monsters.push(mark)
        } else if (role === Role.Item) {
          mark.kind = vault.items[glyph] as string
          placed.items.push(mark)
        } else {
          mark.kind = vault.altars[glyph] as string
          placed.altars.push(mark)
        }
      }
    }
  }
  if (substituted !== undefined) placed.glyphs = substituted.join('')
  site.addBox({ x, y, width: w, height: h, glyphs: placed.glyphs })
  return placed
}

/** Takes the last stamped vault back: its tiles as they were, its corridors filled, its box gone. */
export function unstamp(site: Site, placed: Stamped): void {
  const { tiles, width } = site.map
  for (const index of placed.dug) tiles[index] = Tile.Wall
  const box = site.popBox()
  if (box === undefined) return
  for (let j = 0, k = 0; j < box.height; j++) {
    for (let i = 0, t = (placed.y + j) * width + placed.x; i < box.width; i++, t++, k++) {
      tiles[t] = placed.under[k] as number
    }
  }
}
