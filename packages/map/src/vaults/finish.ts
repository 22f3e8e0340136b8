import { type Declared, FIXED_GLYPHS, type VaultDraft } from './header.js'
import { DEFAULT_VAULT_WEIGHT, type GlyphMeaning, MAX_VAULT_SIZE, type Vault } from './vault.js'

/** A vault's map as its source gives it, with the way to point at a tile of it. */
export interface DraftMap {
  rows: readonly string[]
  /** Throws the `VaultError` for the tile at `row`, `column` (0-based) of the map. */
  failAt: (row: number, column: number, found: string, expected: string) => never
  /** Throws the `VaultError` for the map as a whole (where it starts). */
  failMap: (found: string, expected: string) => never
}

/** Whether a glyph is floor a mover may stand on, when the vault is placed. */
const Ground = {
  Rock: 0,
  Open: 1,
  /** A substitution that may become either. */
  Either: 2,
} as const
type Ground = (typeof Ground)[keyof typeof Ground]

const MEANINGS =
  'a glyph with a meaning: # . + @ < > x, a space, or one declared by MONSTER, ITEM, ALTAR, SUBST or LOCK'

/**
 * Checks a vault's map against its header and makes the frozen `Vault`: every glyph has a
 * meaning, rows are even, what is declared is used, a lock has its key, a float or edge vault
 * has an `@` a corridor can reach, every floor tile can be reached from an `@` (from the
 * vault's edge, for a room vault), and what lies behind a lock is walled in.
 */
export function finishVault(draft: VaultDraft, map: DraftMap): Vault {
  const { rows, failAt } = map
  if (rows.length === 0) map.failMap('', 'at least one map row between MAP and ENDMAP')
  const width = (rows[0] as string).length
  if (width === 0) failAt(0, 0, '', 'a row of at least one glyph')
  if (width > MAX_VAULT_SIZE || rows.length > MAX_VAULT_SIZE) {
    map.failMap(`a map of ${width}×${rows.length}`, `at most ${MAX_VAULT_SIZE}×${MAX_VAULT_SIZE}`)
  }
  const place = draft.place ?? 'float'
  const used = new Set<string>()
  const stairs = new Set<string>()
  rows.forEach((row, r) => {
    if (row.length !== width) {
      failAt(
        r,
        Math.min(row.length, width),
        `a row of ${row.length}`,
        `${width} glyphs like the first row (pad it with spaces)`,
      )
    }
    for (let c = 0; c < width; c++) {
      const glyph = row[c] as string
      const declared = draft.glyphs.get(glyph)
      if (declared?.kind === 'key') {
        failAt(r, c, glyph, `no ${glyph} in the map: the key is placed outside its vault`)
      }
      if (declared === undefined && !FIXED_GLYPHS.includes(glyph)) failAt(r, c, glyph, MEANINGS)
      if (glyph === '<' || glyph === '>') {
        if (stairs.has(glyph)) failAt(r, c, glyph, `one ${glyph} at most in a vault`)
        stairs.add(glyph)
      }
      if (glyph === '@' && place === 'edge' && r === 0) {
        failAt(r, c, glyph, 'no @ on the top row of an edge vault: it lies against the border')
      }
      used.add(glyph)
    }
  })
  checkDeclarations(draft, used)
  if (place !== 'room' && !used.has('@')) {
    map.failMap('', `an @ in the map: a ${place} vault is joined to the level by its @ tiles`)
  }
  checkWays(draft, map, place === 'room')
  return freezeVault(draft, rows, place, width)
}

/** Every declared glyph is drawn (or is a substitution's choice); a lock and a key go together. */
function checkDeclarations(draft: VaultDraft, used: ReadonlySet<string>): void {
  const chosen = new Set<string>()
  for (const [glyph, d] of draft.glyphs) {
    if (d.kind !== 'subst') continue
    ;[...d.name].forEach((choice, i) => {
      const target = draft.glyphs.get(choice)
      const ok =
        '#.+x'.includes(choice) ||
        target?.kind === 'monster' ||
        target?.kind === 'item' ||
        target?.kind === 'altar'
      if (!ok) {
        d.fail(
          d.nameOffset + i,
          choice,
          `a glyph ${glyph} can become: # . + x or one declared by MONSTER, ITEM or ALTAR`,
        )
      }
      chosen.add(choice)
    })
  }
  for (const [glyph, d] of draft.glyphs) {
    if (d.kind === 'key' || used.has(glyph) || (d.kind !== 'lock' && chosen.has(glyph))) continue
    d.fail(d.glyphOffset, glyph, `${glyph} drawn in the map (it is declared, never used)`)
  }
  const key = [...draft.glyphs.values()].find((d) => d.kind === 'key')
  const lock = [...draft.glyphs.values()].find((d) => d.kind === 'lock')
  const glyphOf = (d: Declared) => [...draft.glyphs].find(([, e]) => e === d)?.[0] as string
  if (lock !== undefined && key === undefined) {
    lock.fail(
      lock.glyphOffset,
      glyphOf(lock),
      'a KEY line too: a lock is opened by its vault’s key',
    )
  }
  if (key !== undefined && lock === undefined) {
    key.fail(key.glyphOffset, glyphOf(key), 'a LOCK line too: a key opens its vault’s lock')
  }
}

/** What each glyph is underfoot: a space is the level's own tile, floor in a room, rock elsewhere. */
function groundOf(draft: VaultDraft, glyph: string, inRoom: boolean): Ground {
  if (glyph === ' ') return inRoom ? Ground.Open : Ground.Rock
  if (glyph === '#' || glyph === 'x') return Ground.Rock
  const declared = draft.glyphs.get(glyph)
  if (declared?.kind !== 'subst') return Ground.Open
  const grounds = new Set([...declared.name].map((choice) => groundOf(draft, choice, inRoom)))
  return grounds.size === 1 ? (grounds.values().next().value as Ground) : Ground.Either
}

/**
 * Every tile that may be floor is reachable from an `@` (a room vault: from its edge) over tiles
 * that are floor whatever the substitutions draw, locks counted open; an `@` of a float or edge
 * vault can be reached by a corridor (it is on the map's edge or beside a space); and the tiles
 * behind a lock (reachable only through one, however the substitutions fall) keep off the
 * vault's edge and its spaces, so no corridor or room floor leads into them.
 */
function checkWays(draft: VaultDraft, map: DraftMap, inRoom: boolean): void {
  const { rows, failAt } = map
  const height = rows.length
  const width = (rows[0] as string).length
  const lock = [...draft.glyphs].find(([, d]) => d.kind === 'lock')?.[0]
  const ground = new Uint8Array(width * height)
  const sources: number[] = []
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const glyph = (rows[r] as string)[c] as string
      const i = r * width + c
      ground[i] = groundOf(draft, glyph, inRoom)
      const onEdge = r === 0 || c === 0 || r === height - 1 || c === width - 1
      if (glyph === '@' && !inRoom) {
        sources.push(i)
        const besideSpace = neighbours(i, width, height).some(
          (n) => (rows[Math.floor(n / width)] as string)[n % width] === ' ',
        )
        if (!onEdge && !besideSpace) {
          failAt(r, c, glyph, 'an @ on the edge of the map or beside a space, for a corridor')
        }
      } else if (inRoom && onEdge && ground[i] === Ground.Open) {
        sources.push(i)
      }
    }
  }
  const isLock = (i: number) => lock !== undefined && glyphAt(rows, width, i) === lock
  // Worst case: only sure floor, locks open. Best case: any possible floor, locks shut.
  const reached = spread(sources, width, height, (i) => ground[i] === Ground.Open)
  const free = spread(sources, width, height, (i) => ground[i] !== Ground.Rock && !isLock(i))
  const from = inRoom ? 'the vault’s edge' : 'an @'
  for (let i = 0; i < ground.length; i++) {
    if (ground[i] === Ground.Rock) continue
    const r = Math.floor(i / width)
    const c = i % width
    const near =
      reached[i] === 1 ||
      (ground[i] === Ground.Either && neighbours(i, width, height).some((n) => reached[n] === 1))
    if (!near) failAt(r, c, glyphAt(rows, width, i), `a way to this tile from ${from}`)
    if (free[i] === 1 || isLock(i)) continue
    const onEdge = r === 0 || c === 0 || r === height - 1 || c === width - 1
    const besideSpace = neighbours(i, width, height).some((n) => glyphAt(rows, width, n) === ' ')
    if (onEdge || (besideSpace && !inRoom)) {
      failAt(
        r,
        c,
        glyphAt(rows, width, i),
        'a wall between this tile behind the lock and the outside',
      )
    }
  }
}

function glyphAt(rows: readonly string[], width: number, i: number): string {
  return (rows[Math.floor(i / width)] as string)[i % width] as string
}

/** The orthogonal neighbours of tile `i` inside a `width` × `height` grid. */
function neighbours(i: number, width: number, height: number): number[] {
  const c = i % width
  const out: number[] = []
  if (i >= width) out.push(i - width)
  if (c < width - 1) out.push(i + 1)
  if (i < width * (height - 1)) out.push(i + width)
  if (c > 0) out.push(i - 1)
  return out
}

/** 1 on every tile reached from `sources` by orthogonal steps onto tiles `open` accepts. */
function spread(
  sources: readonly number[],
  width: number,
  height: number,
  open: (i: number) => boolean,
): Uint8Array {
  const reached = new Uint8Array(width * height)
  const queue = sources.filter(open)
  for (const i of queue) reached[i] = 1
  for (let head = 0; head < queue.length; head++) {
    for (const n of neighbours(queue[head] as number, width, height)) {
      if (reached[n] === 0 && open(n)) {
        reached[n] = 1
        queue.push(n)
      }
    }
  }
  return reached
}

function freezeVault(
  draft: VaultDraft,
  rows: readonly string[],
  place: Vault['place'],
  width: number,
): Vault {
  const named = (kind: Declared['kind']) =>
    Object.freeze(
      Object.fromEntries(
        [...draft.glyphs].filter(([, d]) => d.kind === kind).map(([glyph, d]) => [glyph, d.name]),
      ),
    )
  const single = (kind: 'key' | 'lock'): GlyphMeaning | null => {
    const found = [...draft.glyphs].find(([, d]) => d.kind === kind)
    return found ? Object.freeze({ glyph: found[0], name: found[1].name }) : null
  }
  return Object.freeze({
    name: draft.name,
    tags: Object.freeze([...draft.tags]),
    depths: draft.depths === null ? null : Object.freeze(draft.depths.map((d) => Object.freeze(d))),
    weight: draft.weight ?? DEFAULT_VAULT_WEIGHT,
    place,
    rotate: draft.rotate ?? true,
    width,
    height: rows.length,
    rows: Object.freeze([...rows]),
    monsters: named('monster'),
    items: named('item'),
    altars: named('altar'),
    substitutions: named('subst'),
    key: single('key'),
    lock: single('lock'),
  })
}
