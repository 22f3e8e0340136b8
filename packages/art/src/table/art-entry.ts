import type { Glyph } from '../paint-glyph.js'
import type { PixelImage, Rgba } from '../pixel-image.js'

/** One cell of the ASCII look: a character of the font, its ink and the ground behind it. */
export interface AsciiCell {
  glyph: string
  ink: Rgba
  ground: Rgba
}

/** The dark the cells stand on: the game's own background, so an unknown tile looks the same. */
export const ASCII_DARK: Rgba = 0x0b0b0fff

/** A frozen ASCII cell: `glyph` in `ink` on `ground` (the dark unless told). */
export const asciiOn = (glyph: string, ink: Rgba, ground: Rgba = ASCII_DARK): AsciiCell =>
  Object.freeze({ glyph, ink, ground })

/** Paints a terrain tile into the tile whose left edge is at x = `left`. */
export type TerrainPainter = (image: PixelImage, left: number) => void

/** Ground painted by code (opaque, seamless), and its cell in the ASCII look. */
export interface TerrainArt<N extends string = string> {
  readonly role: 'terrain'
  readonly name: N
  readonly paint: TerrainPainter
  readonly ascii: AsciiCell
}

/** What every glyph-drawn frame has: its pattern, inked and outlined on a see-through tile. */
interface GlyphArt<N extends string> {
  readonly name: N
  readonly pattern: Glyph
  readonly ink: Rgba
  /** The outline round the ink: `Palette.outline` (see-through black) unless its own. */
  readonly outline?: Rgba
  readonly ascii: AsciiCell
}

/** The player or a corpse: drawn by what it is, not by a kind's glyph. */
export interface FigureArt<N extends string = string> extends GlyphArt<N> {
  readonly role: 'figure'
}

/** A monster, found by its kind's glyph (`monsterFrame`). */
export interface MonsterArt<N extends string = string> extends GlyphArt<N> {
  readonly role: 'monster'
  readonly glyph: string
}

/**
 * An item. `kinds` names the item kinds it is the picture of (`itemKindFrame`); `standsIn` says
 * it also draws any kind of its glyph with no picture of its own (`itemFrame(glyph)`). A kind
 * whose nature is hidden until known (a potion, a scroll) is never named in `kinds`: every kind
 * of its glyph is drawn alike, so the art tells nothing the player does not know.
 */
export interface ItemArt<N extends string = string> extends GlyphArt<N> {
  readonly role: 'item'
  readonly glyph: string
  readonly kinds: readonly string[]
  readonly standsIn: boolean
}

/** An earlier frame as remembered out of sight: painted again, dim and cold. */
export interface RememberedArt<N extends string = string> {
  readonly role: 'remembered'
  readonly name: N
  /** The name of the frame it remembers: a terrain or an item entry before it. */
  readonly of: string
}

/** One frame of the tileset strip. */
export type ArtEntry = TerrainArt | FigureArt | MonsterArt | ItemArt | RememberedArt

/** Frame names to their numbers: entry n of the table `T` is frame n. */
export type FramesOf<T extends readonly { readonly name: string }[]> = {
  readonly [I in keyof T as I extends `${number}`
    ? T[I] extends { readonly name: infer S extends string }
      ? S
      : never
    : never]: I extends `${infer N extends number}` ? N : never
}

/** A terrain entry. */
export function terrain<const N extends string>(
  name: N,
  paint: TerrainPainter,
  ascii: AsciiCell,
): TerrainArt<N> {
  return Object.freeze({ role: 'terrain', name, paint, ascii })
}

/** The player or the corpse: its pattern in `ink`, and its ASCII cell. */
export function figure<const N extends string>(
  name: N,
  ink: Rgba,
  pattern: Glyph,
  ascii: AsciiCell,
): FigureArt<N> {
  return Object.freeze({ role: 'figure', name, pattern, ink, ascii })
}

/** How a monster or an item differs from the plain look: its own outline, its ASCII ground. */
interface Extras {
  outline?: Rgba
  ground?: Rgba
}

/** What an entry given an outline of its own is besides: its `outline` is sure to be there. */
type OwnOutline<X extends Extras> = X extends { outline: Rgba }
  ? { readonly outline: Rgba }
  : unknown

/**
 * A monster of `glyph`: its pattern in `ink`, and in the ASCII look its glyph in the same ink
 * (on `extras.ground` if given); outlined in `extras.outline` if given.
 */
export function monster<const N extends string, const X extends Extras = Record<never, never>>(
  name: N,
  glyph: string,
  ink: Rgba,
  pattern: Glyph,
  extras: X = {} as X,
): MonsterArt<N> & OwnOutline<X> {
  const ascii = asciiOn(glyph, ink, extras.ground)
  const outline = extras.outline === undefined ? {} : { outline: extras.outline }
  const entry = Object.freeze({ role: 'monster', name, glyph, pattern, ink, ...outline, ascii })
  return entry as MonsterArt<N> & OwnOutline<X>
}

/** Which kinds an item entry draws: by name, and (`standsIn`) any other of its glyph. */
interface Draws extends Extras {
  kinds?: readonly string[]
  standsIn?: boolean
}

/**
 * An item of `glyph`: its pattern in `ink`, and in the ASCII look its glyph in the same ink. It
 * stands in for its glyph unless told, and is the picture of no kind by name unless told.
 */
export function item<const N extends string>(
  name: N,
  glyph: string,
  ink: Rgba,
  pattern: Glyph,
  draws: Draws = {},
): ItemArt<N> {
  const kinds = Object.freeze([...(draws.kinds ?? [])])
  const ascii = asciiOn(glyph, ink, draws.ground)
  const outline = draws.outline === undefined ? {} : { outline: draws.outline }
  const standsIn = draws.standsIn ?? true
  return Object.freeze({
    role: 'item',
    name,
    glyph,
    pattern,
    ink,
    ...outline,
    ascii,
    kinds,
    standsIn,
  })
}

/** The frame `of` as remembered out of sight. */
export function remembered<const N extends string>(name: N, of: string): RememberedArt<N> {
  return Object.freeze({ role: 'remembered', name, of })
}
