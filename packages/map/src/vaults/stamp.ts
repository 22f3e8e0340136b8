import type { Point } from '../grid/point.js'
import { Tile } from '../grid/tile.js'
import type { OrientedVault } from './orient.js'
import type { Site } from './site.js'
import type { VaultMark } from './vault.js'

/** A vault drawn onto the level, with what it needs to be joined, listed or taken back. */
export interface Stamped {
  readonly x: number
  readonly y: number
  /** The glyphs as drawn: substitutions made. */
  readonly glyphs: string
  readonly entrances: Point[]
  readonly monsters: VaultMark[]
  readonly items: VaultMark[]
  readonly altars: VaultMark[]
  readonly locks: VaultMark[]
  /** Where its `<` and `>` are (drawn as floor: the level's stairs move there afterwards). */
  readonly stairsUp: Point | undefined
  readonly stairsDown: Point | undefined
  /** The tiles of its box before it was drawn. */
  readonly under: Uint8Array
  /** The tiles dug to join it, in digging order. */
  readonly dug: number[]
}

/** The tile each fixed glyph draws; a space draws nothing. */
const DRAWS: Readonly<Record<string, number>> = {
  '#': Tile.Wall,
  x: Tile.Wall,
  '.': Tile.Floor,
  '@': Tile.Floor,
  '<': Tile.Floor,
  '>': Tile.Floor,
  '+': Tile.Door,
}

/**
 * Draws the vault with its top-left corner at (x, y), in reading order: each substitution
 * glyph becomes one of its choices (one draw from the level's generator when it has several),
 * then every glyph but a space sets its tile: walls and `x` rock, `.` `@` `<` `>` and the marks
 * floor, `+` a door, the lock glyph a locked door. The box is added to the site's boxes.
 */
export function stamp(site: Site, o: OrientedVault, x: number, y: number): Stamped {
  const { vault, width: w, height: h } = o
  const { tiles, width } = site.map
  const under = new Uint8Array(w * h)
  for (let j = 0; j < h; j++) {
    const row = (y + j) * width + x
    under.set(tiles.subarray(row, row + w), j * w)
  }
  const glyphs = substitute(o, site)
  const placed: Stamped = {
    x,
    y,
    glyphs,
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
  const stairs: { stairsUp?: Point; stairsDown?: Point } = {}
  const lock = vault.lock?.glyph
  for (let j = 0; j < h; j++) {
    for (let i = 0; i < w; i++) {
      const glyph = glyphs[j * w + i] as string
      if (glyph === ' ') continue
      const at = { x: x + i, y: y + j }
      const index = at.y * width + at.x
      const fixed = DRAWS[glyph]
      if (fixed !== undefined) {
        tiles[index] = fixed
        if (glyph === '@') placed.entrances.push(at)
        else if (glyph === '<') stairs.stairsUp = at
        else if (glyph === '>') stairs.stairsDown = at
        continue
      }
      if (glyph === lock) {
        tiles[index] = Tile.LockedDoor
        placed.locks.push({ glyph, kind: vault.lock?.name as string, ...at })
        continue
      }
      tiles[index] = Tile.Floor
      const list =
        glyph in vault.monsters
          ? placed.monsters
          : glyph in vault.items
            ? placed.items
            : placed.altars
      const kind = vault.monsters[glyph] ?? vault.items[glyph] ?? (vault.altars[glyph] as string)
      list.push({ glyph, kind, ...at })
    }
  }
  site.boxes.push({ x, y, width: w, height: h, glyphs })
  return { ...placed, ...stairs }
}

/** The oriented glyphs with every substitution made, in reading order. */
function substitute(o: OrientedVault, site: Site): string {
  const { substitutions } = o.vault
  let any = false
  for (const glyph in substitutions) {
    if (o.glyphs.includes(glyph)) any = true
  }
  if (!any) return o.glyphs
  let out = ''
  for (const glyph of o.glyphs) {
    const choices = substitutions[glyph]
    if (choices === undefined) out += glyph
    else out += choices.length === 1 ? choices : choices[site.rng.int(0, choices.length - 1)]
  }
  return out
}

/** Takes the last stamped vault back: its tiles as they were, its corridors filled, its box gone. */
export function unstamp(site: Site, placed: Stamped): void {
  const { tiles, width } = site.map
  for (const index of placed.dug) tiles[index] = Tile.Wall
  const box = site.boxes.pop()
  if (box === undefined) return
  for (let j = 0; j < box.height; j++) {
    tiles.set(
      placed.under.subarray(j * box.width, (j + 1) * box.width),
      (placed.y + j) * width + placed.x,
    )
  }
}
