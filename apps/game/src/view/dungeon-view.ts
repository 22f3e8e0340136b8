import {
  asciiItemKindFrame,
  asciiMonsterFrame,
  Frame,
  type FrameIndex,
  frameForTile,
  itemKindFrame,
  monsterFrame,
  rememberedFrame,
  TILE_SIZE,
} from '@delve/art'
import type { Point, RoomLabel, Vision } from '@delve/map'
import {
  type Box,
  type CameraReport,
  Depth,
  DungeonLayer,
  type Look,
  lookTexture,
  MapCamera,
  TileSprites,
  TORCH_GLOW_KEY,
  tileCentre,
  type ZoomFactor,
} from '@delve/phaser'
import type { ItemView, MonsterView, PlayLevel } from '@delve/run'
import { BlendModes, type GameObjects, type Scene } from 'phaser'
import type { SightView } from '../play/sight.js'
import { AimMarks, type MarksShown } from './aim-marks.js'
import { RoomLabels } from './room-labels.js'
import { SleepMarks } from './sleep-marks.js'

export type { Box }

/**
 * The part of the map the camera shows, in tiles, and at what zoom; where its picture starts on
 * the page (below the top bar), in CSS pixels, and the screen's density the canvas is drawn at.
 */
export type ViewReport = CameraReport

/** The creatures to draw: the living and the dead, each only where the player sees them. */
export interface CreaturesShown {
  monsters: readonly MonsterView[]
  corpses: readonly MonsterView[]
}

/** The items to draw: those in sight, and those remembered out of sight as last seen. */
export interface ItemsShown {
  seen: readonly ItemView[]
  remembered: readonly ItemView[]
}

/**
 * The boxes of the page's parts over the canvas (bars, sidebar, pad, panel, menu), in CSS
 * pixels, asked on each fit: the map is fitted clear of every one.
 */
export type Overlays = () => readonly Box[]

/** Tiles are drawn this many CSS pixels a map pixel at least: 24-pixel tiles, big enough to read. */
const READABLE_ZOOM = 2

/** A larger zoom is taken while the view still shows this much of an ordinary 80 × 45 level. */
const WIDE_TILES = 60
const TALL_TILES = 34

/** How quickly the camera catches up with the player on a large map (1 would snap). */
const FOLLOW_LERP = 0.25

/**
 * Which frames draw the monsters and the items in each look: a monster by its kind's glyph (the
 * tiles draw a glyph with no art of its own as a goblin; the glyphs draw it as itself), an item by
 * its kind's own picture where it has one (a dart, a wand of digging, a ration), else its glyph's.
 * A potion's or a scroll's kind has no picture of its own: every one draws alike, telling nothing.
 */
const FRAMES = {
  tiles: {
    monster: (monster: MonsterView) => monsterFrame(monster.glyph),
    item: (item: ItemView) => itemKindFrame(item.kind, item.glyph),
    remembered: (item: ItemView) => itemKindFrame(item.kind, item.glyph, true),
  },
  ascii: {
    monster: (monster: MonsterView) => asciiMonsterFrame(monster.glyph),
    item: (item: ItemView) => asciiItemKindFrame(item.kind, item.glyph),
    remembered: (item: ItemView) => asciiItemKindFrame(item.kind, item.glyph, true),
  },
} as const satisfies Record<Look, unknown>

/**
 * Everything drawn of a dungeon: the level's tilemap layer, the monsters, the room labels, the
 * player with the torchlight around them, and the camera, fitted to the window between the page's
 * bars (the whole map, or the player's surroundings on a large one) and refitted on resize. In
 * the pixel tiles or, the `'ascii'` look, in coloured glyphs with no torch (`setLook`).
 */
export class DungeonView {
  private readonly layer: DungeonLayer
  /** The tiles (by index) of the level's vault altars, drawn as altars. */
  private altars = new Set<number>()
  private readonly camera: MapCamera
  private readonly monsters: TileSprites<MonsterView>
  private readonly sleepMarks: SleepMarks
  private readonly corpses: TileSprites<MonsterView>
  private readonly items: TileSprites<ItemView>
  private readonly rememberedItems: TileSprites<ItemView>
  private readonly marks: AimMarks
  private readonly roomLabels: RoomLabels
  private readonly player: GameObjects.Image
  private readonly glow: GameObjects.Image
  private look: Look
  /** Where the camera looks: the player, moved as little as it takes to show `focusTile`. */
  private readonly aim = { x: 0, y: 0 }
  /** A tile the view must show besides the player: the cursor looking or aiming; null for none. */
  private focusTile: Point | null = null
  /** How far the player sees on this level (0: no limit). */
  private sightRadius = 0
  /** The camera at the last `moving` call: scroll, zoom and viewport. */
  private lastCamera: number[] = []
  private readonly scene: Scene

  /**
   * `zoom`: the player's zoom, 1 to 4 times the readable tile size, or `'fill'` (as large as the
   * screen allows with the whole sight in view); asked on each fit. `look`: the pixel tiles or
   * the glyphs.
   */
  constructor(
    scene: Scene,
    overlays: Overlays,
    zoom: () => ZoomFactor = () => 1,
    look: Look = 'tiles',
  ) {
    this.look = look
    this.scene = scene
    // A vault's altars are floor to the map: drawn as altars, in sight and remembered.
    this.layer = new DungeonLayer(scene, {
      look,
      frame: (map, x, y, variant) =>
        this.altars.has(y * map.width + x) ? Frame.Altar : frameForTile(map, x, y, variant),
      remembered: (lit) => rememberedFrame(lit as FrameIndex),
    })
    const texture = lookTexture(look)
    const frames = FRAMES[look]
    this.camera = new MapCamera(scene, {
      overlays,
      zoom,
      readableZoom: READABLE_ZOOM,
      wideTiles: WIDE_TILES,
      tallTiles: TALL_TILES,
      lerp: FOLLOW_LERP,
      onFit: () => this.update(),
      // Filling the screen, the view still holds every tile the player can see.
      keepTiles: () => (this.sightRadius > 0 ? 2 * this.sightRadius + 1 : 0),
    })
    this.monsters = new TileSprites(scene, frames.monster, { texture })
    this.corpses = new TileSprites<MonsterView>(scene, () => Frame.Corpse, {
      texture,
      depth: Depth.Corpses,
    })
    this.items = new TileSprites(scene, frames.item, { texture, depth: Depth.Items })
    this.rememberedItems = new TileSprites(scene, frames.remembered, {
      texture,
      depth: Depth.Items,
    })
    this.marks = new AimMarks(scene)
    this.sleepMarks = new SleepMarks(scene)
    this.roomLabels = new RoomLabels(scene)
    this.glow = scene.add.image(0, 0, TORCH_GLOW_KEY).setBlendMode(BlendModes.ADD)
    this.glow.setDepth(Depth.Glow).setVisible(look !== 'ascii')
    this.player = scene.add.image(0, 0, texture, Frame.Player).setDepth(Depth.Creatures)
  }

  /**
   * Draws everything in `look` from now on, at once: the layer is built again from the other
   * tileset at the next frame, the sprites shown take their frames from it now; the glyphs have
   * no torch.
   */
  setLook(look: Look): void {
    if (look === this.look) return
    this.look = look
    this.layer.setLook(look)
    const texture = lookTexture(look)
    const frames = FRAMES[look]
    this.monsters.setTexture(texture, frames.monster)
    this.corpses.setTexture(texture)
    this.items.setTexture(texture, frames.item)
    this.rememberedItems.setTexture(texture, frames.remembered)
    this.player.setTexture(texture, Frame.Player)
    this.glow.setVisible(look !== 'ascii')
  }

  /** Tilemap layers built so far: a new level of the same size is drawn into the same layer. */
  get layerBuilds(): number {
    return this.layer.builds
  }

  /** Tiles written into the tilemap layer so far: a move writes only those it may change. */
  get tilesWritten(): number {
    return this.layer.tilesWritten
  }

  /** The tiles of the monsters drawn: those in sight (all of them without fog of war). */
  get drawnMonsters(): Point[] {
    return this.monsters.drawn()
  }

  /** The tiles of the items drawn in sight, and of those drawn as remembered. */
  get drawnItems(): { seen: Point[]; remembered: Point[] } {
    return { seen: this.items.drawn(), remembered: this.rememberedItems.drawn() }
  }

  /** The room labels drawn, in creation order. */
  get labels(): string[] {
    return [...this.roomLabels.labels]
  }

  /** The tag word under each room label, in the same order ('' for a plain room). */
  get labelTags(): string[] {
    return [...this.roomLabels.tags]
  }

  /**
   * Draws a new level as `sight` says the player knows it, with the monsters in sight, the labels
   * and the player, and fits the camera to it.
   */
  showLevel(
    level: PlayLevel,
    sight: SightView,
    sightRadius: number,
    creatures: CreaturesShown,
    player: Point,
    labels: readonly RoomLabel[],
    clear: readonly Point[] = [],
  ): void {
    this.altars = new Set(
      (level.vaults ?? []).flatMap((v) => v.altars.map((a) => a.y * level.width + a.x)),
    )
    this.layer.setLevel(level, sight, sightRadius)
    this.sightRadius = sightRadius
    this.showCreatures(creatures)
    this.showLabels(labels, clear)
    this.placePlayer(player)
    this.camera.fit(level.width, level.height, this.aim)
  }

  /**
   * After a turn: redraws the tiles whose state may have changed, those of the union of the last
   * sight square and the new one, and shows the monsters and corpses now in sight.
   */
  showSight(sight: SightView, creatures: CreaturesShown): void {
    this.layer.redraw(sight)
    this.showCreatures(creatures)
  }

  /** Fog of war turned on or off: the whole level is drawn again. */
  setSight(sight: SightView, creatures: CreaturesShown): void {
    this.layer.setSight(sight)
    this.showCreatures(creatures)
  }

  private showCreatures({ monsters, corpses }: CreaturesShown): void {
    this.monsters.show(monsters)
    this.sleepMarks.show(monsters)
    this.corpses.show(corpses)
  }

  /** Draws the items in sight, and those remembered (dim) where they were last seen. */
  showItems({ seen, remembered }: ItemsShown): void {
    this.items.show(seen)
    this.rememberedItems.show(remembered)
  }

  /**
   * Draws the cursor and the aim over the map (none when neither is given); the camera keeps the
   * cursor in view.
   */
  showMarks(marks: MarksShown, vision: Readonly<Vision>): void {
    this.marks.show(marks, vision)
    this.focusTile = marks.cursor
    this.aimCamera()
  }

  /** Fits the camera again: the page's bars or the sidebar changed size. */
  refit(): void {
    this.camera.refit()
  }

  /** The map tile under a point of the canvas (in canvas pixels), as the camera shows it now. */
  tileAt(canvasX: number, canvasY: number): Point {
    return this.camera.tileAt(canvasX, canvasY)
  }

  /** Shows these room labels (none hides them), none of them over the tiles of `clear`. */
  showLabels(labels: readonly RoomLabel[], clear: readonly Point[] = []): void {
    this.roomLabels.show(labels, clear)
  }

  /** Puts the player, and the torchlight, on tile `p`. */
  placePlayer({ x, y }: Point): void {
    const centre = tileCentre(x, y)
    this.player.setPosition(centre.x, centre.y)
    this.glow.setPosition(centre.x, centre.y)
    this.sleepMarks.avoid({ x, y })
    this.aimCamera()
  }

  /** Once a frame: draws the part of the level the camera now shows. */
  update(): void {
    this.aimCamera()
    this.layer.update(this.camera.viewTiles())
  }

  /**
   * Points the camera at the player, moved as little as it takes to keep the focus tile (the
   * cursor) a tile inside the view: what is looked at or aimed at is never off the screen.
   */
  private aimCamera(): void {
    let { x, y } = this.player
    const focus = this.focusTile
    if (focus) {
      const view = this.camera.viewTiles()
      const reachX = Math.max(0, view.width / 2 - 1) * TILE_SIZE
      const reachY = Math.max(0, view.height / 2 - 1) * TILE_SIZE
      const centre = tileCentre(focus.x, focus.y)
      x = Math.min(Math.max(x, centre.x - reachX), centre.x + reachX)
      y = Math.min(Math.max(y, centre.y - reachY), centre.y + reachY)
    }
    this.aim.x = x
    this.aim.y = y
  }

  /**
   * Whether the camera moved since the last call (once a frame): its viewport or zoom changed, or
   * it scrolled more than a sixteenth of a canvas pixel. It eases after the player by a quarter of
   * the way a frame, so it is then within a quarter of a pixel of where it is going: at rest.
   */
  moving(): boolean {
    const camera = this.scene.cameras.main
    const now = [
      camera.scrollX * camera.zoom,
      camera.scrollY * camera.zoom,
      camera.zoom,
      camera.x,
      camera.y,
      camera.width,
      camera.height,
    ]
    const last = this.lastCamera
    this.lastCamera = now
    return now.some((value, i) => {
      const before = last[i]
      return before === undefined || Math.abs(value - before) > (i < 2 ? 1 / 16 : 0)
    })
  }

  /** Where the camera is; after the scene has shut down (a run's end), where it was last. */
  report(): ViewReport {
    return this.camera.report()
  }

  destroy(): void {
    this.camera.destroy()
    this.layer.destroy()
  }
}
