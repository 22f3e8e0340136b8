import { readdirSync, readFileSync } from 'node:fs'
import type { Dungeon } from '../src/generate/dungeon.js'
import { LOCKED_DOOR, Tile } from '../src/grid/tile.js'
import { parseVaults } from '../src/vaults/parse.js'
import type { PlacedVault, Vault } from '../src/vaults/vault.js'

// The tests' own reading of a level with vaults: written apart from the package's code (its own
// searches, its own rotation), so that a mistake there is not repeated here.

const DIR = new URL('./vaults/', import.meta.url)

/** The sample vault files, by name, in name order. */
export const SAMPLE_FILES: readonly string[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.vault'))
  .sort()

export function sampleText(file: string): string {
  return readFileSync(new URL(file, DIR), 'utf8')
}

/** Every sample vault, file by file in name order. */
export const SAMPLES: readonly Vault[] = SAMPLE_FILES.flatMap((file) =>
  parseVaults(sampleText(file), { file }),
)

export function sample(name: string): Vault {
  const found = SAMPLES.find((v) => v.name === name)
  if (!found) throw new Error(`no sample vault ${name}`)
  return found
}

/**
 * The vault's rows turned as placed: mirrored (each row reversed) first, then turned a quarter
 * clockwise `rotation / 90` times, a quarter turn being "the columns, bottom up, as rows".
 */
export function referenceOrientation(rows: readonly string[], rotation: number, mirrored: boolean) {
  let grid = rows.map((row) => [...row])
  if (mirrored) grid = grid.map((row) => row.reverse())
  for (let turn = 0; turn < rotation / 90; turn++) {
    const height = grid.length
    const width = grid[0]?.length ?? 0
    grid = Array.from({ length: width }, (_, c) =>
      Array.from({ length: height }, (_, r) => grid[height - 1 - r]?.[c] as string),
    )
  }
  return grid.map((row) => row.join(''))
}

/** Tiles reached from `from` by orthogonal steps onto tiles `open` accepts. */
function reach(d: Dungeon, from: number, open: (code: number) => boolean): Uint8Array {
  const { width, height, tiles } = d
  const seen = new Uint8Array(tiles.length)
  const stack = [from]
  seen[from] = 1
  while (stack.length > 0) {
    const i = stack.pop() as number
    const x = i % width
    const y = (i - x) / width
    const next = [
      y > 0 ? i - width : -1,
      x < width - 1 ? i + 1 : -1,
      y < height - 1 ? i + width : -1,
      x > 0 ? i - 1 : -1,
    ]
    for (const n of next) {
      if (n >= 0 && seen[n] === 0 && open(tiles[n] as number)) {
        seen[n] = 1
        stack.push(n)
      }
    }
  }
  return seen
}

const WALKABLE = new Set<number>([Tile.Floor, Tile.Door, Tile.StairsUp, Tile.StairsDown])
const walkable = (code: number) => WALKABLE.has(code)
const passable = (code: number) => WALKABLE.has(code) || code === LOCKED_DOOR

const inBox = (v: PlacedVault, x: number, y: number) =>
  x >= v.x && y >= v.y && x < v.x + v.width && y < v.y + v.height

/**
 * Every rule a level with vaults keeps, as a list of what is wrong (empty when nothing is):
 * the border rock; every passable tile reachable from the start (locks counted open); every
 * walkable tile outside the vaults, each key and the stairs reachable with every lock shut;
 * boxes inside the border, apart from each other, keys outside them all; each vault drawn as
 * its glyphs say (walls and `x` rock, locks locked, substitutions one of their choices), its
 * marks and entrances where its glyphs are; the stairs where the level or a vault put them.
 */
export function vaultProblems(d: Dungeon, list: readonly Vault[]): string[] {
  const problems: string[] = []
  const { width: W, height: H, tiles } = d
  const at = (x: number, y: number) => tiles[y * W + x] as number
  for (let x = 0; x < W; x++) {
    if (at(x, 0) !== Tile.Wall || at(x, H - 1) !== Tile.Wall) problems.push(`border at x ${x}`)
  }
  for (let y = 0; y < H; y++) {
    if (at(0, y) !== Tile.Wall || at(W - 1, y) !== Tile.Wall) problems.push(`border at y ${y}`)
  }
  const start = d.start.y * W + d.start.x
  const all = reach(d, start, passable)
  const free = reach(d, start, walkable)
  const placed = d.vaults ?? []
  const owner = (x: number, y: number) => placed.findIndex((v) => inBox(v, x, y))
  for (let i = 0; i < tiles.length; i++) {
    const code = tiles[i] as number
    const x = i % W
    const y = (i - x) / W
    if (passable(code) && all[i] === 0) problems.push(`(${x}, ${y}) cut off`)
    if (walkable(code) && free[i] === 0 && owner(x, y) < 0) {
      problems.push(`(${x}, ${y}) outside the vaults behind a lock`)
    }
  }
  placed.forEach((v, k) => {
    const vault = list.find((l) => l.name === v.name)
    if (!vault) {
      problems.push(`${v.name} is not in the list`)
      return
    }
    problems.push(...drawnProblems(d, v, vault))
    if (v.x < 1 || v.y < 1 || v.x + v.width > W - 1 || v.y + v.height > H - 1) {
      problems.push(`${v.name} over the border`)
    }
    for (const other of placed.slice(k + 1)) {
      const apart =
        v.x + v.width <= other.x ||
        other.x + other.width <= v.x ||
        v.y + v.height <= other.y ||
        other.y + other.height <= v.y
      if (!apart) problems.push(`${v.name} overlaps ${other.name}`)
    }
    if ((vault.key === null) !== (v.key === null)) problems.push(`${v.name}: key ${v.key}`)
    if (v.key) {
      const { x, y } = v.key
      if (owner(x, y) >= 0) problems.push(`${v.name}'s key inside ${placed[owner(x, y)]?.name}`)
      if (at(x, y) !== Tile.Floor) problems.push(`${v.name}'s key on tile ${at(x, y)}`)
      if (free[y * W + x] === 0) problems.push(`${v.name}'s key behind a lock`)
      if (x === d.start.x && y === d.start.y) problems.push(`${v.name}'s key on the start`)
    }
  })
  const keys = placed.flatMap((v) => (v.key ? [`${v.key.x},${v.key.y}`] : []))
  if (new Set(keys).size !== keys.length) problems.push('two keys on one tile')
  for (const [name, p, code] of [
    ['up', d.stairsUp, Tile.StairsUp],
    ['down', d.stairsDown, Tile.StairsDown],
  ] as const) {
    const count = tiles.filter((t) => t === code).length
    if (count !== (p ? 1 : 0)) problems.push(`${count} ${name} stairs tiles`)
    if (!p) continue
    if (at(p.x, p.y) !== code) problems.push(`${name} stairs not on their tile`)
    if (all[p.y * W + p.x] === 0) problems.push(`${name} stairs cut off`)
    const k = owner(p.x, p.y)
    const glyph = k < 0 ? '' : templateGlyph(placed[k] as PlacedVault, list, p.x, p.y)
    if (k >= 0 && glyph !== (name === 'up' ? '<' : '>')) {
      problems.push(`${name} stairs inside ${placed[k]?.name} on ${glyph}`)
    }
  }
  return problems
}

function templateGlyph(v: PlacedVault, list: readonly Vault[], x: number, y: number): string {
  const vault = list.find((l) => l.name === v.name) as Vault
  const rows = referenceOrientation(vault.rows, v.rotation, v.mirrored)
  return rows[y - v.y]?.[x - v.x] ?? ''
}

/** What is wrong with one placed vault's tiles, marks and entrances. */
function drawnProblems(d: Dungeon, v: PlacedVault, vault: Vault): string[] {
  const problems: string[] = []
  const rows = referenceOrientation(vault.rows, v.rotation, v.mirrored)
  if (rows.length !== v.height || rows[0]?.length !== v.width) problems.push(`${v.name} size`)
  const tile = (x: number, y: number) => d.tiles[y * d.width + x] as number
  const lock = vault.lock?.glyph
  const marked = new Set<string>()
  const expectMark = (kind: string, x: number, y: number, glyph: string) =>
    marked.add(`${kind} ${glyph} ${x},${y}`)
  const canBe = (glyph: string, code: number): boolean => {
    const choices = vault.substitutions[glyph]
    if (choices !== undefined) return [...choices].some((c) => canBe(c, code))
    if (glyph === '#' || glyph === 'x') return code === Tile.Wall
    if (glyph === '+') return code === Tile.Door
    if (glyph === lock) return code === LOCKED_DOOR
    if (glyph === '<') return code === Tile.Floor || code === Tile.StairsUp
    if (glyph === '>') return code === Tile.Floor || code === Tile.StairsDown
    return code === Tile.Floor
  }
  rows.forEach((row, j) => {
    ;[...row].forEach((glyph, i) => {
      const x = v.x + i
      const y = v.y + j
      if (glyph === ' ') return
      if (!canBe(glyph, tile(x, y)))
        problems.push(`${v.name} ${glyph} at (${x}, ${y}) is ${tile(x, y)}`)
      if (glyph in vault.monsters) expectMark('monster', x, y, glyph)
      if (glyph in vault.items) expectMark('item', x, y, glyph)
      if (glyph in vault.altars) expectMark('altar', x, y, glyph)
      if (glyph === lock) expectMark('lock', x, y, glyph)
      if (glyph === '@') expectMark('entrance', x, y, '@')
    })
  })
  const given = new Set<string>()
  const lists = [
    ['monster', v.monsters, vault.monsters],
    ['item', v.items, vault.items],
    ['altar', v.altars, vault.altars],
  ] as const
  for (const [kind, marks, names] of lists) {
    for (const m of marks) {
      given.add(`${kind} ${m.glyph} ${m.x},${m.y}`)
      if (names[m.glyph] !== m.kind) problems.push(`${v.name} ${kind} ${m.glyph} named ${m.kind}`)
      if (tile(m.x, m.y) !== Tile.Floor)
        problems.push(`${v.name} ${kind} on tile ${tile(m.x, m.y)}`)
      const under = rows[m.y - v.y]?.[m.x - v.x] ?? ''
      const substituted = vault.substitutions[under]?.includes(m.glyph) === true
      if (under !== m.glyph && !substituted)
        problems.push(`${v.name} ${kind} ${m.glyph} on ${under}`)
      if (substituted) marked.add(`${kind} ${m.glyph} ${m.x},${m.y}`)
    }
  }
  for (const m of v.locks) given.add(`lock ${m.glyph} ${m.x},${m.y}`)
  for (const e of v.entrances) given.add(`entrance @ ${e.x},${e.y}`)
  const missing = [...marked].filter((m) => !given.has(m))
  const extra = [...given].filter((m) => !marked.has(m))
  if (missing.length > 0) problems.push(`${v.name} lacks ${missing.join('; ')}`)
  if (extra.length > 0) problems.push(`${v.name} has extra ${extra.join('; ')}`)
  return problems
}

/**
 * FNV-1a 32 over a level's tiles, then the JSON of its placed vaults: two levels with the same
 * hash have the same tiles and the same vaults, marks and keys.
 */
export function vaultLevelHash(d: Dungeon): string {
  let h = 0x811c9dc5
  const byte = (b: number) => {
    h = Math.imul(h ^ (b & 0xff), 0x01000193) >>> 0
  }
  for (const t of d.tiles) byte(t)
  const text = JSON.stringify(d.vaults ?? null)
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    byte(c)
    byte(c >> 8)
  }
  return h.toString(16).padStart(8, '0')
}
