import {
  type FrameIndex,
  frameForTile,
  rememberedFrame,
  TILE_SIZE,
  TILE_VARIANTS,
} from '@delve/art'
import { MAX_MAP_SIZE, MAX_TILE_VARIANTS, type TileMap, tileVariants } from '@delve/map'
import type { Scene, Tilemaps } from 'phaser'
import {
  checkFunction,
  checkInteger,
  checkNumber,
  checkOptions,
  checkScene,
  checkString,
  checkTileMap,
} from '../checks/check.js'
import { SetupError } from '../checks/setup-error.js'
import { TINT_ADD } from '../phaser-values/phaser-values.js'
import { Depth } from '../sprites/depth.js'
import { addLookTiles, checkLook, type Look, lookTexture } from '../textures/looks.js'
import { DELVE_TILES } from '../textures/pixel-textures.js'
import { checkFogView, type FogView, sightBox, TileSight, tileSight } from './fog.js'
import {
  checkTileRect,
  placeWindow,
  type TileBox,
  type TileRect,
  unionRowSpans,
  windowSize,
} from './tile-window.js'
import { torchLight } from './torch.js'

const NOWHERE: TileRect = { x: 0, y: 0, width: 0, height: 0 }

/** A tile that is not drawn: never seen, it stays the dark of the background. */
const UNSEEN = -1

/**
 * Cold light added to a remembered tile (`@delve/art` paints its frame dim), so remembered walls,
 * floor, doors and stairs stay legible on any screen while plainly out of sight.
 */
export const REMEMBERED_LIFT = 0x1c2434

/**
 * Neutral light added to every tile in sight wherever remembered tiles are lifted (the torch's
 * warmth comes on top), a shade brighter than `REMEMBERED_LIFT`: a tile in sight is its lit frame
 * plus this, a remembered one its dimmer frame plus the lift, so what is in sight always reads
 * brighter than what is remembered, to the edge of sight where the torch gives out.
 */
export const SIGHT_LIGHT = 0x242424

/** The frame that draws tile (x, y) in sight; `look` is its variant (`tileVariants`). */
export type TileFrame = (level: TileMap, x: number, y: number, look: number) => number

/** What `DungeonLayer` takes besides the scene: the look, the tileset and its frames, the light. */
export interface DungeonLayerOptions {
  /**
   * `'tiles'` (default) draws `@delve/art`'s pixel tiles under a torch's light; `'ascii'` its
   * CP437 glyphs (`ASCII_TILES`), the same frames, unlit, remembered tiles dimmed by the tileset
   * alone. Either tileset is added to the scene's textures if it is not there.
   */
  look?: Look
  /** The tileset's texture key (default: the look's, `DELVE_TILES` or `ASCII_TILES`). */
  tileset?: string
  /** Its tiles' size in pixels (default `TILE_SIZE` of `@delve/art`). */
  tileSize?: number
  /** The frame of a tile in sight (default `frameForTile` of `@delve/art`). */
  frame?: TileFrame
  /**
   * The frame of a tile remembered out of sight, from its frame in sight (default: `@delve/art`'s
   * dim frame with the default `frame`; the same frame, half transparent, with one of yours).
   */
  remembered?: (lit: number) => number
  /** How many looks a tile has for `frame` (default `TILE_VARIANTS`). */
  variants?: number
  /**
   * Colour added to a tile in sight by its squared distance from the viewer, and the sight
   * radius (default `torchLight`, a warm torch; none with the `'ascii'` look); null adds none.
   * It comes on top of `SIGHT_LIGHT`, which every tile in sight has in a look that lifts its
   * remembered tiles.
   */
  light?: ((distanceSquared: number, radius: number) => number) | null
  /** Its depth in the scene (default 0: under everything). */
  depth?: number
}

/**
 * A level as one Phaser tilemap layer, under fog of war: tiles in sight in their lit frames,
 * tiles seen before in their remembered frames, the others left empty (Phaser skips empty tiles,
 * so the background shows). The layer is a window onto the level, as large as the view plus a
 * margin (the whole level when it fits): a new level, or a camera that has moved on, is drawn by
 * rewriting the tiles of the same layer in place, and a turn rewrites only the tiles whose sight
 * may have changed (`redraw`). Only a change in the window's size (a new map size, a resized
 * window) builds a new layer.
 */
export class DungeonLayer {
  private map: Tilemaps.Tilemap | null = null
  private layer: Tilemaps.TilemapLayer | null = null
  private level: TileMap | null = null
  /** Each tile's look (floor and dressed stone have several), from the level's seed. */
  private looks: Uint8Array = new Uint8Array(0)
  private sight: FogView | null = null
  /** The sight square drawn last: a turn redraws it and the new one, nothing else. */
  private drawnBox: TileBox = { x1: 0, y1: 0, x2: -1, y2: -1 }
  private window: TileRect = NOWHERE
  private stale = true
  /** How many layers have been built: a new level of the same size must not add one. */
  builds = 0
  /** Tiles written into the layer so far: a turn writes only a few. */
  tilesWritten = 0
  /** The light by squared distance from the viewer, up to the sight radius. */
  private lights: readonly number[] = []
  private sightRadius = 0
  private look: Look = 'tiles'
  private tileset = ''
  private light: ((distanceSquared: number, radius: number) => number) | null = null
  /** Colour added to a remembered tile: `REMEMBERED_LIFT`, or none for the ASCII look. */
  private lift = REMEMBERED_LIFT
  /** Colour added to every tile in sight, under the torch: `SIGHT_LIGHT` where tiles are lifted. */
  private sightLight = SIGHT_LIGHT
  private readonly tileSize: number
  private readonly frame: TileFrame
  private readonly remembered: (lit: number) => number
  private readonly rememberedAlpha: number
  private readonly variants: number
  private readonly depth: number

  /**
   * Throws an `ArgumentTypeError` or `ArgumentRangeError` for a scene that has not started or an
   * option out of its range. The tileset's texture must be in the scene by the first `update`.
   */
  constructor(
    private readonly scene: Scene,
    private readonly options: DungeonLayerOptions = {},
  ) {
    checkLayerOptions(scene, options)
    this.useLook(checkLook(options.look, 'new DungeonLayer', 'options.look'))
    this.tileSize = options.tileSize ?? TILE_SIZE
    this.frame = options.frame ?? frameForTile
    const ownFrames = options.frame !== undefined
    this.remembered =
      options.remembered ?? (ownFrames ? (lit) => lit : (lit) => rememberedFrame(lit as FrameIndex))
    // A tileset of one's own has no dim frames unless it says so: remembered tiles fade instead.
    this.rememberedAlpha = ownFrames && options.remembered === undefined ? 0.5 : 1
    this.variants = options.variants ?? TILE_VARIANTS
    this.depth = options.depth ?? Depth.Map
  }

  /** The look drawn: `'tiles'` or `'ascii'`. */
  get currentLook(): Look {
    return this.look
  }

  /**
   * Draws the level in another look from the next `update`: the layer is built again with the
   * look's tileset (options given to the constructor still stand), the tiles in sight lit as
   * that look lights them.
   */
  setLook(look: Look): void {
    const next = checkLook(look, 'DungeonLayer.setLook')
    if (next === this.look) return
    this.useLook(next)
    this.lights = this.lightsFor(this.sightRadius)
    this.destroy()
    this.stale = true
  }

  private useLook(look: Look): void {
    const { tileset, light } = this.options
    this.look = look
    this.tileset = tileset ?? lookTexture(look)
    if (tileset === undefined) addLookTiles(this.scene.textures, look)
    this.light = light !== undefined ? light : look === 'ascii' ? null : torchLight
    this.lift = look === 'ascii' ? 0 : REMEMBERED_LIFT
    this.sightLight = look === 'ascii' ? 0 : SIGHT_LIGHT
  }

  /** The light on a tile in sight by its squared distance: the sight's own, and the torch's. */
  private lightsFor(radius: number): readonly number[] {
    const light = this.light
    const base = this.sightLight
    return Array.from({ length: radius * radius + 1 }, (_, d2) =>
      addColours(base, light ? light(d2, radius) : 0),
    )
  }

  get pixelWidth(): number {
    return (this.level?.width ?? 0) * this.tileSize
  }

  get pixelHeight(): number {
    return (this.level?.height ?? 0) * this.tileSize
  }

  /**
   * Shows `level`, as `sight` says the player knows it, from the next `update` on. Its tiles'
   * looks follow its `seed` (a map without one gets the looks of the empty seed), so a level
   * always looks the same, reloaded or made again. `sightRadius` bounds the light.
   */
  setLevel(level: TileMap & { seed?: string }, sight: FogView, sightRadius: number): void {
    const fn = 'DungeonLayer.setLevel'
    checkTileMap(fn, 'level', level)
    if (level.seed !== undefined) checkString(fn, 'level.seed', level.seed)
    checkFogView(fn, sight, level)
    checkInteger(fn, 'sightRadius', sightRadius, 0, MAX_SIGHT)
    this.sightRadius = sightRadius
    this.lights = this.lightsFor(sightRadius)
    const { width, height, seed = '' } = level
    this.looks = tileVariants({ width, height, seed }, this.variants)
    this.level = level
    this.setSight(sight)
  }

  /** The same level seen another way (fog of war on or off): all of it is drawn again. */
  setSight(sight: FogView): void {
    checkFogView('DungeonLayer.setSight', sight, this.levelFor('DungeonLayer.setSight'))
    this.sight = sight
    this.drawnBox = sightBox(sight.vision)
    this.stale = true
  }

  /**
   * After a turn, seen as `sight` says: redraws only the tiles of the union of the sight square
   * drawn last and the one now (as `sightBox` gives them, clipped to the window), each once. What
   * the player sees, and the light, change only within the two, whatever the map's size.
   */
  redraw(sight: FogView): void {
    checkFogView('DungeonLayer.redraw', sight, this.levelFor('DungeonLayer.redraw'))
    const before = this.drawnBox
    const after = sightBox(sight.vision)
    this.sight = sight
    this.drawnBox = after
    const level = this.level
    if (!level || !this.layer || this.stale) return
    const { x: left, y: top, width, height } = this.window
    const right = left + width - 1
    const rows = this.layer.layer.data
    const y1 = Math.max(Math.min(before.y1, after.y1), top)
    const y2 = Math.min(Math.max(before.y2, after.y2), top + height - 1)
    for (let y = y1; y <= y2; y++) {
      const row = rows[y - top] as Tilemaps.Tile[]
      for (const [from, to] of unionRowSpans(before, after, y)) {
        for (let x = Math.max(from, left), end = Math.min(to, right); x <= end; x++) {
          this.paint(row[x - left] as Tilemaps.Tile, level, x, y)
          this.tilesWritten++
        }
      }
    }
  }

  /**
   * Draws the part of the level around `view` (in tiles, as `MapCamera.viewTiles` gives it). The
   * view's size sizes the window; the layer is rebuilt only when that size changes. Call it once
   * a frame: it does nothing while the window still covers the view.
   */
  update(view: TileRect): void {
    const level = this.levelFor('DungeonLayer.update')
    checkTileRect('DungeonLayer.update', 'view', view)
    const size = windowSize(level, view.width, view.height)
    if (!this.layer || size.width !== this.window.width || size.height !== this.window.height) {
      this.build(size.width, size.height)
      // A new layer shows nothing yet: placed nowhere, so it is placed and drawn whole below.
      this.window = { x: Number.NEGATIVE_INFINITY, y: Number.NEGATIVE_INFINITY, ...size }
    }
    const placed = placeWindow(this.window, view, level)
    if (placed === this.window && !this.stale) return
    this.window = placed
    this.stale = false
    this.draw(level)
  }

  /** The level, which `setLevel` must have given before `fn`. */
  private levelFor(fn: string): TileMap {
    if (!this.level) throw new SetupError(fn, 'no level yet', 'setLevel(level, sight, sightRadius)')
    return this.level
  }

  /** Destroys the tilemap and its layer; `setLevel` makes them again. */
  destroy(): void {
    this.map?.destroy()
    this.map = null
    this.layer = null
    this.window = NOWHERE
  }

  /** Writes each tile's frame straight into the layer's data: no tile objects are made. */
  private draw(level: TileMap): void {
    const layer = this.layer as Tilemaps.TilemapLayer
    const { x: left, y: top, width, height } = this.window
    const rows = layer.layer.data
    for (let y = 0; y < height; y++) {
      const row = rows[y] as Tilemaps.Tile[]
      for (let x = 0; x < width; x++) this.paint(row[x] as Tilemaps.Tile, level, left + x, top + y)
    }
    this.tilesWritten += width * height
    layer.setPosition(left * this.tileSize, top * this.tileSize)
  }

  /**
   * Draws (x, y) as the player knows it: unknown tiles empty, remembered ones in their remembered
   * frames, those in sight lit, with the light added by their distance from the viewer.
   */
  private paint(tile: Tilemaps.Tile, level: TileMap, x: number, y: number): void {
    // Set with the level: a level is only painted once set.
    const sight = this.sight as FogView
    const index = y * level.width + x
    const known = tileSight(sight, index)
    if (known === TileSight.Unknown) {
      tile.index = UNSEEN
      return
    }
    const lit = this.frame(level, x, y, this.looks[index] as number)
    if (known !== TileSight.Visible) {
      tile.index = this.remembered(lit)
      tile.tint = this.lift
      // Alpha is a setter: with dim frames of its own a tileset never pays for it.
      if (this.rememberedAlpha !== 1) tile.alpha = this.rememberedAlpha
      return
    }
    tile.index = lit
    if (this.rememberedAlpha !== 1) tile.alpha = 1
    tile.tint = sight.vision.visible[index] === 1 ? this.lightAt(sight, x, y) : 0
  }

  /** The light on (x, y), a tile in the player's sight. */
  private lightAt(sight: FogView, x: number, y: number): number {
    const dx = x - sight.from.x
    const dy = y - sight.from.y
    return this.lights[dx * dx + dy * dy] ?? this.sightLight
  }

  private build(width: number, height: number): void {
    if (!this.scene.textures.exists(this.tileset)) {
      const add =
        this.tileset === DELVE_TILES
          ? 'addDelveTiles(scene.textures)'
          : `addPixelTexture(scene.textures, ${JSON.stringify(this.tileset)}, image, tileSize)`
      throw new SetupError(
        'DungeonLayer.update',
        `the scene has no texture ${JSON.stringify(this.tileset)}`,
        add,
      )
    }
    this.destroy()
    const size = this.tileSize
    const map = this.scene.make.tilemap({ width, height, tileWidth: size, tileHeight: size })
    const tileset = map.addTilesetImage(this.tileset, this.tileset, size, size, 0, 0)
    const layer = tileset && map.createBlankLayer('dungeon', tileset, 0, 0)
    if (!layer) throw new Error(`Could not create a tilemap layer with the ${this.tileset} tileset`)
    layer.setDepth(this.depth)
    // The light is added to a tile's colours: a tint of 0 leaves the tile as painted.
    for (const row of layer.layer.data) {
      for (const tile of row) {
        tile.tintMode = TINT_ADD
        tile.tint = 0
      }
    }
    this.map = map
    this.layer = layer
    this.builds++
  }
}

/** Two colours (0xRRGGBB) added channel by channel, each channel kept to 255. */
function addColours(a: number, b: number): number {
  let sum = 0
  for (const shift of [16, 8, 0]) {
    sum |= Math.min(255, ((a >> shift) & 0xff) + ((b >> shift) & 0xff)) << shift
  }
  return sum
}

/** The largest sight radius a layer lights: across the largest map. */
const MAX_SIGHT = MAX_MAP_SIZE

function checkLayerOptions(scene: unknown, given: unknown): void {
  const fn = 'new DungeonLayer'
  checkScene(fn, scene, ['make', 'textures'])
  const options = checkOptions(fn, given)
  if (options.tileset !== undefined) checkString(fn, 'options.tileset', options.tileset)
  if (options.tileSize !== undefined) checkInteger(fn, 'options.tileSize', options.tileSize, 1)
  for (const name of ['frame', 'remembered']) {
    if (options[name] !== undefined) checkFunction(fn, `options.${name}`, options[name])
  }
  if (options.variants !== undefined) {
    checkInteger(fn, 'options.variants', options.variants, 1, MAX_TILE_VARIANTS)
  }
  if (options.light !== undefined && options.light !== null) {
    checkFunction(fn, 'options.light', options.light)
  }
  if (options.depth !== undefined) checkNumber(fn, 'options.depth', options.depth)
}
