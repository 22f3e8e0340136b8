import { Frame, itemFrame, TILE_SIZE } from '@delve/art'
import type { Point, RoomLabel, Vision } from '@delve/map'
import { BlendModes, type GameObjects, Scale, type Scene } from 'phaser'
import type { MonsterView, PlayLevel } from '../run/dungeon-run.js'
import type { ItemView } from '../run/items.js'
import { type SightView, sightBox } from '../run/sight.js'
import { AimMarks, type MarksShown } from './aim-marks.js'
import { type Box, type CameraPlan, freeArea, planCamera } from './camera-fit.js'
import { Depth, monsterFrame, TileSprites, tileCentre } from './creatures.js'
import { DungeonLayer } from './dungeon-layer.js'
import { RoomLabels } from './room-labels.js'
import { TILESET_KEY } from './textures.js'
import type { TileBox, TileRect } from './tile-window.js'
import { TORCH_GLOW_KEY } from './torch-glow.js'

/** The part of the map the camera shows, in tiles, and at what zoom. */
export interface ViewReport {
  x: number
  y: number
  width: number
  height: number
  zoom: number
  /** True when the camera follows the player rather than showing the whole map. */
  follow: boolean
  /**
   * Where the camera's picture starts on the page, in CSS pixels (below the top bar); `zoom` is
   * in CSS pixels a map pixel too.
   */
  left: number
  top: number
  /** Canvas pixels to a CSS pixel: the screen's density (devicePixelRatio) the canvas is drawn at. */
  pixelRatio: number
}

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
 * Everything drawn of a dungeon: the level's tilemap layer, the monsters, the room labels, the
 * player with the torchlight around them, and the camera, fitted to the window between the page's
 * bars (the whole map, or the player's surroundings on a large one) and refitted on resize.
 */
export class DungeonView {
  private readonly layer: DungeonLayer
  private readonly monsters: TileSprites
  private readonly corpses: TileSprites
  private readonly items: TileSprites<ItemView>
  private readonly rememberedItems: TileSprites<ItemView>
  private readonly marks: AimMarks
  private readonly roomLabels: RoomLabels
  private readonly player: GameObjects.Image
  private readonly glow: GameObjects.Image
  private plan: CameraPlan = { zoom: 1, x: 0, y: 0, width: 1, height: 1, follow: false }
  private lastReport: ViewReport = {
    x: 0,
    y: 0,
    width: 0,
    height: 0,
    zoom: 1,
    follow: false,
    left: 0,
    top: 0,
    pixelRatio: 1,
  }
  /** The sight square drawn last: a move redraws it and the new one, nothing else. */
  private drawnBox: TileBox = { x1: 0, y1: 0, x2: -1, y2: -1 }

  constructor(
    private readonly scene: Scene,
    private readonly overlays: Overlays,
    /** The player's zoom, 1 to 4 times the readable tile size; asked on each fit. */
    private readonly zoomFactor: () => number = () => 1,
  ) {
    this.layer = new DungeonLayer(scene)
    this.monsters = new TileSprites(scene, monsterFrame)
    this.corpses = new TileSprites(scene, () => Frame.Corpse, Depth.Corpses)
    this.items = new TileSprites<ItemView>(scene, (item) => itemFrame(item.glyph), Depth.Items)
    this.rememberedItems = new TileSprites<ItemView>(
      scene,
      (item) => itemFrame(item.glyph, true),
      Depth.Items,
    )
    this.marks = new AimMarks(scene)
    this.roomLabels = new RoomLabels(scene)
    this.glow = scene.add.image(0, 0, TORCH_GLOW_KEY).setBlendMode(BlendModes.ADD)
    this.glow.setDepth(Depth.Glow)
    this.player = scene.add.image(0, 0, TILESET_KEY, Frame.Player).setDepth(Depth.Creatures)
    scene.scale.on(Scale.Events.RESIZE, this.fit, this)
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
    this.layer.setLevel(level, sight, sightRadius)
    this.drawnBox = sightBox(sight.vision)
    this.showCreatures(creatures)
    this.showLabels(labels, clear)
    this.placePlayer(player)
    this.fit()
  }

  /**
   * After a turn: redraws the tiles whose state may have changed, those of the union of the last
   * sight square and the new one, and shows the monsters and corpses now in sight.
   */
  showSight(sight: SightView, creatures: CreaturesShown): void {
    const now = sightBox(sight.vision)
    this.layer.redraw(sight, this.drawnBox, now)
    this.drawnBox = now
    this.showCreatures(creatures)
  }

  /** Fog of war turned on or off: the whole level is drawn again. */
  setSight(sight: SightView, creatures: CreaturesShown): void {
    this.layer.setSight(sight)
    this.drawnBox = sightBox(sight.vision)
    this.showCreatures(creatures)
  }

  private showCreatures({ monsters, corpses }: CreaturesShown): void {
    this.monsters.show(monsters)
    this.corpses.show(corpses)
  }

  /** Draws the items in sight, and those remembered (dim) where they were last seen. */
  showItems({ seen, remembered }: ItemsShown): void {
    this.items.show(seen)
    this.rememberedItems.show(remembered)
  }

  /** Draws the cursor and the aim over the map (none when neither is given). */
  showMarks(marks: MarksShown, vision: Readonly<Vision>): void {
    this.marks.show(marks, vision)
  }

  /** Fits the camera again: the page's bars or the sidebar changed size. */
  refit(): void {
    this.fit()
  }

  /** The map tile under a point of the canvas (in canvas pixels), as the camera shows it now. */
  tileAt(canvasX: number, canvasY: number): Point {
    const world = this.scene.cameras.main.getWorldPoint(canvasX, canvasY)
    return { x: Math.floor(world.x / TILE_SIZE), y: Math.floor(world.y / TILE_SIZE) }
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
  }

  /** Once a frame: draws the part of the level the camera now shows. */
  update(): void {
    this.layer.update(this.viewTiles())
  }

  /** Where the camera is; after the scene has shut down (a run's end), where it was last. */
  report(): ViewReport {
    if (!this.scene.sys.isActive()) return this.lastReport
    const { zoom, follow, x, y } = this.plan
    const ratio = this.pixelRatio()
    this.lastReport = {
      ...this.viewTiles(),
      zoom: zoom / ratio,
      follow,
      left: x / ratio,
      top: y / ratio,
      pixelRatio: ratio,
    }
    return this.lastReport
  }

  destroy(): void {
    this.scene.scale.off(Scale.Events.RESIZE, this.fit, this)
    this.layer.destroy()
  }

  /** Canvas pixels a CSS pixel: the canvas is drawn at the screen's density, shown at 1 / that. */
  private pixelRatio(): number {
    const zoom = this.scene.scale.zoom
    return zoom > 0 ? 1 / zoom : 1
  }

  /**
   * Fits the camera to the window, clear of the page's parts over it: the whole map when it can
   * be drawn readably, or the player's surroundings at a readable zoom. Every size is in canvas
   * pixels, so each map pixel takes a whole number of the screen's own pixels.
   */
  private fit(): void {
    const { pixelWidth, pixelHeight } = this.layer
    const { scale } = this.scene
    const ratio = this.pixelRatio()
    const boxes = this.overlays().map((box) => ({
      left: box.left * ratio,
      top: box.top * ratio,
      right: box.right * ratio,
      bottom: box.bottom * ratio,
    }))
    const area = freeArea(scale.width, scale.height, boxes)
    this.plan = planCamera(area, pixelWidth, pixelHeight, {
      leastZoom: Math.max(1, Math.round(READABLE_ZOOM * ratio)),
      wideTiles: WIDE_TILES,
      tallTiles: TALL_TILES,
      tile: TILE_SIZE,
      factor: this.zoomFactor(),
    })
    const camera = this.scene.cameras.main
    camera.setViewport(this.plan.x, this.plan.y, this.plan.width, this.plan.height)
    camera.setZoom(this.plan.zoom)
    if (this.plan.follow) {
      camera.setBounds(0, 0, pixelWidth, pixelHeight)
      camera.startFollow(this.player, true, FOLLOW_LERP, FOLLOW_LERP)
      // A new level or window: no slow pan across the map, start on the player.
      camera.centerOn(this.player.x, this.player.y)
    } else {
      camera.stopFollow()
      camera.removeBounds()
      camera.centerOn(pixelWidth / 2, pixelHeight / 2)
    }
    this.layer.update(this.viewTiles())
  }

  /** The tiles the camera shows, kept inside the map as the camera's bounds will keep it. */
  private viewTiles(): TileRect {
    const camera = this.scene.cameras.main
    const width = camera.width / camera.zoom
    const height = camera.height / camera.zoom
    let x = camera.scrollX + (camera.width - width) / 2
    let y = camera.scrollY + (camera.height - height) / 2
    if (this.plan.follow) {
      x = Math.min(Math.max(0, x), Math.max(0, this.layer.pixelWidth - width))
      y = Math.min(Math.max(0, y), Math.max(0, this.layer.pixelHeight - height))
    }
    return {
      x: x / TILE_SIZE,
      y: y / TILE_SIZE,
      width: width / TILE_SIZE,
      height: height / TILE_SIZE,
    }
  }
}
