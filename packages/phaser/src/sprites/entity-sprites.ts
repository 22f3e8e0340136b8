import {
  ArgumentRangeError,
  ArgumentTypeError,
  asciiItemKindFrame,
  asciiMonsterFrame,
  Frame,
  itemKindFrame,
  monsterFrame,
} from '@delve/art'
import type { DrawEntry } from '@delve/ecs'
import type { GameObjects, Scene } from 'phaser'
import { checkBoolean, checkObject, checkString } from '../checks/check.js'
import { addLookTiles, checkLook, type Look, lookTexture } from '../textures/looks.js'
import { Depth } from './depth.js'
import { checkSpriteOptions, requireTexture, TileSprites, tileCentre } from './tile-sprites.js'

/** What `drawList` draws an entry as. */
const DRAWN_AS: readonly string[] = ['player', 'monster', 'corpse', 'item']

/** What `EntitySprites` takes besides the scene: the look, or a texture and frames of your own. */
export interface EntitySpritesOptions {
  /**
   * `'tiles'` (default): `@delve/art`'s pixel creatures and items; `'ascii'`: coloured glyphs,
   * each monster and item its kind's own glyph (`asciiFrame`). Its tileset is added if missing.
   */
  look?: Look
  /** The texture (default: the look's, `DELVE_TILES` or `ASCII_TILES`) and its tile size (default `TILE_SIZE`). */
  texture?: string
  tileSize?: number
  /** The frame that draws an entry (default: the look's frame for its glyph). */
  frameOf?: (entry: DrawEntry) => number
}

/** A `drawList` entry: drawn as one of `DRAWN_AS`, with a glyph unless the player or a corpse, an item with its kind's name. */
function checkEntry(fn: string, entry: unknown): void {
  const e = checkObject(fn, 'entry', entry, 'a DrawEntry of drawList (@delve/ecs)')
  if (!DRAWN_AS.includes(e.as as string)) {
    throw new ArgumentRangeError(fn, 'entry.as', e.as, `one of ${DRAWN_AS.join(', ')}`)
  }
  if (e.as !== 'player' && e.as !== 'corpse') checkString(fn, 'entry.glyph', e.glyph)
  if (e.as === 'item') checkString(fn, 'entry.name', e.name)
}

/**
 * `@delve/art`'s frame for a `drawList` entry: by what it is; an item by its kind's own picture
 * (`itemKindFrame`: a dart, a wand of digging), else its glyph's.
 */
export function artFrame(entry: DrawEntry): number {
  checkEntry('artFrame', entry)
  switch (entry.as) {
    case 'player':
      return Frame.Player
    case 'corpse':
      return Frame.Corpse
    case 'item':
      return itemKindFrame(entry.name, entry.glyph)
    default:
      return monsterFrame(entry.glyph)
  }
}

/**
 * `@delve/art`'s ASCII tileset frame for a `drawList` entry: `@`, `%`, and each monster and item
 * by its kind's glyph — the glyph itself even for a kind the art has no picture of.
 */
export function asciiFrame(entry: DrawEntry): number {
  checkEntry('asciiFrame', entry)
  switch (entry.as) {
    case 'player':
      return Frame.Player
    case 'corpse':
      return Frame.Corpse
    case 'item':
      return asciiItemKindFrame(entry.name, entry.glyph)
    default:
      return asciiMonsterFrame(entry.glyph)
  }
}

/** The frame function of a look. */
const lookFrame = (look: Look) => (look === 'ascii' ? asciiFrame : artFrame)

/**
 * The world's entities as sprites: `show(drawList(world))` after each turn draws the player,
 * and the monsters, corpses and items the player sees (all of them with `fov` false), each in its
 * layer — corpses under items under the living. What `drawList` no longer lists is hidden: a
 * monster out of sight, an item picked up, anything despawned; a monster spawned later appears.
 * The player's image is `player`, for a camera to follow.
 */
export class EntitySprites {
  readonly player: GameObjects.Image
  private readonly corpses: TileSprites<DrawEntry>
  private readonly items: TileSprites<DrawEntry>
  private readonly creatures: TileSprites<DrawEntry>
  private readonly tileSize: number | undefined
  private frameOfPlayer: (entry: DrawEntry) => number
  private look: Look
  // Sorted into the three layers each turn, in arrays kept from turn to turn.
  private readonly lists = {
    corpses: [] as DrawEntry[],
    items: [] as DrawEntry[],
    creatures: [] as DrawEntry[],
  }

  /**
   * Throws an `ArgumentTypeError` or `ArgumentRangeError` for a scene not started or a bad option,
   * a `SetupError` when a texture of one's own is not in the scene yet (a look's is added).
   */
  constructor(
    private readonly scene: Scene,
    private readonly options: EntitySpritesOptions = {},
  ) {
    checkSpriteOptions('new EntitySprites', scene, options)
    this.look = checkLook(options.look, 'new EntitySprites', 'options.look')
    const frameOf = options.frameOf ?? lookFrame(this.look)
    const texture = this.textureOf(this.look)
    requireTexture('new EntitySprites', scene, texture)
    this.tileSize = options.tileSize
    const base = {
      texture,
      ...(options.tileSize === undefined ? {} : { tileSize: options.tileSize }),
    }
    this.corpses = new TileSprites(scene, frameOf, { ...base, depth: Depth.Corpses })
    this.items = new TileSprites(scene, frameOf, { ...base, depth: Depth.Items })
    this.creatures = new TileSprites(scene, frameOf, { ...base, depth: Depth.Creatures })
    this.player = scene.add.image(0, 0, texture, Frame.Player).setDepth(Depth.Creatures)
    this.frameOfPlayer = frameOf
  }

  /**
   * Draws in another look from now on, what is shown included; a texture or frames given to the
   * constructor still stand.
   */
  setLook(look: Look): void {
    const next = checkLook(look, 'EntitySprites.setLook')
    if (next === this.look) return
    this.look = next
    const texture = this.textureOf(next)
    const frameOf = this.options.frameOf ?? lookFrame(next)
    for (const sprites of [this.corpses, this.items, this.creatures]) {
      sprites.setTexture(texture, frameOf)
    }
    this.frameOfPlayer = frameOf
    const frame = this.player.frame.name
    this.player.setTexture(texture, frame)
  }

  /** The texture of `look` (added to the scene if missing), or the one given. */
  private textureOf(look: Look): string {
    if (this.options.texture !== undefined) return this.options.texture
    addLookTiles(this.scene.textures, look)
    return lookTexture(look)
  }

  /** Draws the entries the player sees (every one, with `fov` false); the player always. */
  show(entries: readonly DrawEntry[], fov = true): void {
    if (!Array.isArray(entries)) {
      throw new ArgumentTypeError(
        'EntitySprites.show',
        'entries',
        entries,
        'an array of DrawEntry (drawList)',
      )
    }
    checkBoolean('EntitySprites.show', 'fov', fov)
    const { corpses, items, creatures } = this.lists
    corpses.length = 0
    items.length = 0
    creatures.length = 0
    for (const entry of entries) {
      if (entry.as === 'player') {
        const { x, y } = tileCentre(entry.x, entry.y, this.tileSize)
        this.player.setPosition(x, y).setFrame(this.frameOfPlayer(entry))
        continue
      }
      if (fov && !entry.visible) continue
      if (entry.as === 'corpse') corpses.push(entry)
      else if (entry.as === 'item') items.push(entry)
      else creatures.push(entry)
    }
    this.corpses.show(corpses)
    this.items.show(items)
    this.creatures.show(creatures)
  }

  /** The tiles of the monsters (and other creatures) drawn now. */
  drawnCreatures(): { x: number; y: number }[] {
    return this.creatures.drawn()
  }

  /** Destroys every sprite it shows, and their layers. */
  destroy(): void {
    this.corpses.destroy()
    this.items.destroy()
    this.creatures.destroy()
    this.player.destroy()
  }
}
