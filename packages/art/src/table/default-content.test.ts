// The default content's kinds, and those waiting for the next rules version, read from
// @delve/run (a development dependency only: the art knows kinds by name and glyph, never by
// import), each drawn by a picture of its own.
import { hiddenFamily, NEXT_CONTENT, RUN_KINDS } from '@delve/run'
import { describe, expect, it } from 'vitest'
import { asciiItemKindFrame, asciiTileCell } from '../ascii/ascii-tileset.js'
import {
  type FrameIndex,
  ITEM_FRAMES,
  ITEM_KIND_FRAMES,
  itemKindFrame,
  MONSTER_FRAMES_BY_GLYPH,
  TILE_SIZE,
} from '../frames.js'
import { paintTileset } from '../tileset.js'

interface Kind {
  name: string
  glyph: string
}

/**
 * The item kinds of `kinds` the art does not draw apart: a kind known on sight with no picture
 * of its own, or two such kinds sharing one; a hidden kind (a potion, a scroll) whose frame is
 * not its glyph's, the same for all of its family, so the art would tell one from another.
 */
function undrawnItems(kinds: readonly Kind[]): string[] {
  const taken = new Map<FrameIndex, string>()
  const wrong: string[] = []
  for (const kind of kinds) {
    const frame = itemKindFrame(kind.name, kind.glyph)
    if (hiddenFamily(kind) !== null) {
      if (frame !== ITEM_FRAMES[kind.glyph]?.lit) wrong.push(kind.name)
      continue
    }
    if (!Object.hasOwn(ITEM_KIND_FRAMES, kind.name) || taken.has(frame)) wrong.push(kind.name)
    taken.set(frame, kind.name)
  }
  return wrong
}

/** The monster kinds of `kinds` with no frame of their own (by glyph, unshared). */
function undrawnMonsters(kinds: readonly Kind[]): string[] {
  const seen = new Set<string>()
  const wrong: string[] = []
  for (const kind of kinds) {
    if (!Object.hasOwn(MONSTER_FRAMES_BY_GLYPH, kind.glyph) || seen.has(kind.glyph)) {
      wrong.push(kind.name)
    }
    seen.add(kind.glyph)
  }
  return wrong
}

const framePixels = (image: ReturnType<typeof paintTileset>, frame: number) =>
  Array.from({ length: TILE_SIZE * TILE_SIZE }, (_, i) =>
    image.get(frame * TILE_SIZE + (i % TILE_SIZE), Math.floor(i / TILE_SIZE)),
  )

describe('the default content, drawn', () => {
  const items: readonly Kind[] = RUN_KINDS.items
  const monsters: readonly Kind[] = RUN_KINDS.monsters

  it('and the kinds waiting for the next rules version: each with a frame of its own', () => {
    expect(undrawnItems(NEXT_CONTENT.kinds.items)).toEqual([])
    expect(undrawnMonsters(NEXT_CONTENT.kinds.monsters)).toEqual([])
  })

  it('gives every item kind known on sight a frame of its own, and every hidden kind its glyph’s', () => {
    expect(items.length).toBeGreaterThan(20)
    expect(undrawnItems(items)).toEqual([])
    // The check can fail: a kind the art has never heard of is reported.
    expect(undrawnItems([...items, { name: 'boomerang', glyph: ')' }])).toEqual(['boomerang'])
    expect(undrawnItems([...items, { name: 'ration', glyph: '%' }])).toEqual(['ration'])
  })

  it('gives every monster kind a frame of its own', () => {
    expect(monsters.length).toBeGreaterThan(15)
    expect(undrawnMonsters(monsters)).toEqual([])
    expect(undrawnMonsters([...monsters, { name: 'mimic', glyph: 'm' }])).toEqual(['mimic'])
    expect(undrawnMonsters([...monsters, { name: 'hobgoblin', glyph: 'g' }])).toEqual(['hobgoblin'])
  })

  it('draws every potion alike and every scroll alike, in the tiles and in ASCII', () => {
    for (const family of ['!', '?']) {
      const kinds = items.filter((kind) => kind.glyph === family)
      expect(kinds.length).toBeGreaterThan(3)
      expect(new Set(kinds.map((k) => itemKindFrame(k.name, k.glyph))).size).toBe(1)
      expect(new Set(kinds.map((k) => asciiItemKindFrame(k.name, k.glyph, true))).size).toBe(1)
    }
  })

  it('draws a ration unlike a scroll: other pixels, another ASCII glyph', () => {
    const ration = items.find((kind) => kind.name === 'ration') as Kind
    const scroll = items.find((kind) => kind.glyph === '?') as Kind
    const strip = paintTileset()
    const [r, s] = [ration, scroll].map((k) => itemKindFrame(k.name, k.glyph))
    expect(framePixels(strip, r as number)).not.toEqual(framePixels(strip, s as number))
    const cell = (k: Kind) => asciiTileCell(asciiItemKindFrame(k.name, k.glyph))
    expect(cell(ration).glyph).toBe('%')
    expect(cell(ration).glyph).not.toBe(cell(scroll).glyph)
  })

  it('shows each kind in ASCII by its own glyph, kinds sharing one in inks of their own', () => {
    const inks = new Map<string, Set<number>>()
    for (const kind of items) {
      const cell = asciiTileCell(asciiItemKindFrame(kind.name, kind.glyph))
      expect(cell.glyph, kind.name).toBe(kind.glyph)
      if (hiddenFamily(kind) !== null) continue
      const seen = inks.get(kind.glyph) ?? new Set()
      expect(seen.has(cell.ink), kind.name).toBe(false)
      inks.set(kind.glyph, seen.add(cell.ink))
    }
  })
})
