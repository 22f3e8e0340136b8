import { isIntegerIn, isRecord, describeValue as show } from '../check.js'
import { DungeonOptionsError } from '../errors.js'
import { roomLabel } from '../generate/labels.js'
import type { Point } from '../grid/point.js'
import { LOCKED_DOOR, Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'
import { MAX_MAP_SIZE } from '../options/limits.js'
import type { ResolvedDungeonOptions } from '../options/option-table.js'
import { CircularRoom, RectangularRoom, ROOM_TAGS, type RoomTag } from '../rooms/room.js'

/** Tiled's JSON map format, as far as this package writes it (Tiled 1.10). */
export interface TiledMap {
  type: 'map'
  version: string
  tiledversion: string
  orientation: 'orthogonal'
  renderorder: 'right-down'
  infinite: false
  compressionlevel: number
  width: number
  height: number
  tilewidth: number
  tileheight: number
  nextlayerid: number
  nextobjectid: number
  properties: TiledProperty[]
  layers: [TiledTileLayer, TiledObjectLayer]
  tilesets: [TiledTileset]
}

/** A custom property of a Tiled map or object, as Tiled writes it: name, type and value. */
export interface TiledProperty {
  name: string
  type: 'string' | 'int' | 'bool'
  value: string | number | boolean
}

/** The tile layer of a Tiled export: the level's tiles as global tile ids, row by row. */
export interface TiledTileLayer {
  id: number
  name: string
  type: 'tilelayer'
  x: 0
  y: 0
  width: number
  height: number
  opacity: number
  visible: boolean
  /** Row-major global tile ids: tile code + `firstgid`. */
  data: number[]
}

/** The object layer of a Tiled export: the rooms, the start and the stairs as objects. */
export interface TiledObjectLayer {
  id: number
  name: string
  type: 'objectgroup'
  draworder: 'topdown'
  x: 0
  y: 0
  opacity: number
  visible: boolean
  objects: TiledObject[]
}

/** One object of a Tiled object layer: a room's rectangle, or a point (the start, the stairs). */
export interface TiledObject {
  id: number
  name: string
  type: string
  x: number
  y: number
  width: number
  height: number
  rotation: number
  visible: boolean
  point?: boolean
  properties?: TiledProperty[]
}

/** The tileset a Tiled export embeds: one strip image, a frame per tile code. */
export interface TiledTileset {
  firstgid: number
  name: string
  /**
   * A file name only: the strip in tile-code order (frame n draws code n), which `@delve/art`'s
   * `paintTileCodeTileset` paints and the CLI writes beside the map.
   */
  image: string
  imagewidth: number
  imageheight: number
  tilewidth: number
  tileheight: number
  tilecount: number
  columns: number
  margin: number
  spacing: number
}

/** What `toTiledMap` takes besides the map. */
export interface TiledExportOptions {
  /** Pixels per tile, both ways (default 16). */
  tileSize?: number
}

/** What `toTiledMap` reads from a dungeon; a bare `TileMap` (say from `fromAscii`) works too. */
export type TiledSource = TileMap & {
  rooms?: readonly RectangularRoom[]
  start?: Point
  stairsUp?: Point
  stairsDown?: Point
  seed?: string
  options?: Readonly<Partial<ResolvedDungeonOptions>>
}

/** What `fromTiledMap` gives back. */
export interface TiledImport extends TileMap {
  rooms: RectangularRoom[]
  start?: Point
  stairsUp?: Point
  stairsDown?: Point
}

/** The global id of the tileset's first tile in a Tiled export: a tile code plus this is its id. */
export const TILED_FIRST_GID = 1
/** The tileset image a Tiled export names: `@delve/art`'s `paintTileCodeTileset`, code order. */
export const TILED_TILESET_IMAGE = 'delve-tiles.png'
const TILE_COUNT = 5
/** The tile size `toTiledMap` writes when none is given, in pixels. */
export const TILED_DEFAULT_TILE_SIZE = 16
/** The largest tile `toTiledMap` writes, in pixels. */
export const TILED_MAX_TILE_SIZE = 1024
const POINT_NAMES = ['start', 'stairsUp', 'stairsDown'] as const

/**
 * The dungeon as a Tiled 1.10 JSON map (`.tmj`): orthogonal, one tile layer `tiles` whose gids
 * are the tile codes + 1 (wall 1, floor 2, door 3, up 4, down 5), one object layer `objects` with
 * each room as a rectangle around its walls (named by `roomLabel`, type `room`, string
 * properties `shape`, `tag` and `doors`, the doors' tiles as `x,y` pairs separated by spaces)
 * and `start`, `stairsUp`, `stairsDown` as points at their tiles' centres, and the five-tile
 * tileset embedded. Opens in Tiled and loads with Phaser's `tilemapTiledJSON`.
 */
export function toTiledMap(dungeon: TiledSource, options: TiledExportOptions = {}): TiledMap {
  const tileSize = options.tileSize ?? TILED_DEFAULT_TILE_SIZE
  if (!isIntegerIn(tileSize, 1, TILED_MAX_TILE_SIZE)) {
    throw new DungeonOptionsError(
      'tileSize',
      tileSize,
      `an integer from 1 to ${TILED_MAX_TILE_SIZE}`,
      { min: 1, max: TILED_MAX_TILE_SIZE },
    )
  }
  const { width, height, tiles } = dungeon
  const data = new Array<number>(tiles.length)
  const locks: number[] = []
  for (let i = 0; i < tiles.length; i++) {
    const code = tiles[i] as number
    if (code === LOCKED_DOOR) locks.push(i)
    data[i] = (code === LOCKED_DOOR ? Tile.Door : code) + TILED_FIRST_GID
  }

  const objects: TiledObject[] = []
  const object = (fields: Omit<TiledObject, 'id' | 'rotation' | 'visible'>) =>
    objects.push({ id: objects.length + 1, rotation: 0, visible: true, ...fields })
  for (const [i, room] of (dungeon.rooms ?? []).entries()) {
    object({
      name: roomLabel(i),
      type: 'room',
      x: room.x1 * tileSize,
      y: room.y1 * tileSize,
      width: (room.x2 - room.x1 + 1) * tileSize,
      height: (room.y2 - room.y1 + 1) * tileSize,
      properties: [
        { name: 'shape', type: 'string', value: room instanceof CircularRoom ? 'circle' : 'rect' },
        { name: 'tag', type: 'string', value: room.tag },
        {
          name: 'doors',
          type: 'string',
          value: room.doors.map(({ x, y }) => `${x},${y}`).join(' '),
        },
      ],
    })
  }
  for (const name of POINT_NAMES) {
    const p = dungeon[name]
    if (!p) continue
    const centre = { x: (p.x + 0.5) * tileSize, y: (p.y + 0.5) * tileSize }
    object({ name, type: name, ...centre, width: 0, height: 0, point: true })
  }
  for (const i of locks) {
    const centre = {
      x: ((i % width) + 0.5) * tileSize,
      y: (Math.floor(i / width) + 0.5) * tileSize,
    }
    object({ name: 'lock', type: 'lock', ...centre, width: 0, height: 0, point: true })
  }

  const properties: TiledProperty[] = []
  if (dungeon.seed !== undefined)
    properties.push({ name: 'seed', type: 'string', value: dungeon.seed })
  for (const key of ['preset', 'algorithm'] as const) {
    const value = dungeon.options?.[key]
    if (value !== undefined) properties.push({ name: key, type: 'string', value })
  }

  return {
    type: 'map',
    version: '1.10',
    tiledversion: '1.10.2',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    infinite: false,
    compressionlevel: -1,
    width,
    height,
    tilewidth: tileSize,
    tileheight: tileSize,
    nextlayerid: 3,
    nextobjectid: objects.length + 1,
    properties,
    layers: [
      {
        id: 1,
        name: 'tiles',
        type: 'tilelayer',
        x: 0,
        y: 0,
        width,
        height,
        opacity: 1,
        visible: true,
        data,
      },
      {
        id: 2,
        name: 'objects',
        type: 'objectgroup',
        draworder: 'topdown',
        x: 0,
        y: 0,
        opacity: 1,
        visible: true,
        objects,
      },
    ],
    tilesets: [
      {
        firstgid: TILED_FIRST_GID,
        name: 'delve',
        image: TILED_TILESET_IMAGE,
        imagewidth: TILE_COUNT * tileSize,
        imageheight: tileSize,
        tilewidth: tileSize,
        tileheight: tileSize,
        tilecount: TILE_COUNT,
        columns: TILE_COUNT,
        margin: 0,
        spacing: 0,
      },
    ],
  }
}

/**
 * Reads a Tiled JSON map (parsed, e.g. a `.tmj` through `JSON.parse`) back into tiles: the first
 * tile layer, each gid turned back into a tile code through the tileset it belongs to (an empty
 * cell is rock; flip flags are ignored). Points named `start`, `stairsUp` and `stairsDown` and
 * rectangles of type `room` come back too, with their `tag` and `doors` properties when they
 * have them (`plain` and none otherwise), and each object of type `lock` makes its tile a locked
 * door. Anything it cannot read throws a `RangeError` that says what and where.
 */
export function fromTiledMap(json: unknown): TiledImport {
  const map = record(json, 'the map')
  if (map.orientation !== 'orthogonal')
    fail(`orientation is ${show(map.orientation)}, not "orthogonal"`)
  if (map.infinite === true) fail('infinite maps are not supported')
  const width = size(map.width, 'width', MAX_MAP_SIZE)
  const height = size(map.height, 'height', MAX_MAP_SIZE)
  const tileWidth = size(map.tilewidth, 'tilewidth', Number.MAX_SAFE_INTEGER)
  const tileHeight = size(map.tileheight, 'tileheight', Number.MAX_SAFE_INTEGER)
  if (!Array.isArray(map.layers)) fail('layers is not an array')
  const layers = (map.layers as unknown[]).map((l, i) => record(l, `layers[${i}]`))

  const layer = layers.find((l) => l.type === 'tilelayer')
  if (!layer) fail('there is no tile layer')
  if (layer.width !== width || layer.height !== height) {
    fail(`the tile layer is ${show(layer.width)}×${show(layer.height)}, the map ${width}×${height}`)
  }
  if (!Array.isArray(layer.data)) {
    fail('the tile layer data is not an array of gids (save it with the CSV layer format)')
  }
  const data = layer.data as unknown[]
  if (data.length !== width * height) {
    fail(`the tile layer has ${data.length} gids, the map needs ${width * height}`)
  }
  const firstGids = tilesetFirstGids(map.tilesets)
  const tiles = new Uint8Array(width * height)
  for (let i = 0; i < data.length; i++) tiles[i] = tileCode(data[i], firstGids, i, width)

  const result: TiledImport = { width, height, tiles, rooms: [] }
  for (const objectLayer of layers.filter((l) => l.type === 'objectgroup')) {
    if (!Array.isArray(objectLayer.objects))
      fail(`the object layer ${show(objectLayer.name)} has no objects array`)
    for (const o of objectLayer.objects as unknown[]) {
      const object = record(o, 'an object')
      const kind = object.type ?? object.class
      if (POINT_NAMES.includes(object.name as (typeof POINT_NAMES)[number])) {
        const name = object.name as (typeof POINT_NAMES)[number]
        const x = Math.floor(coordinate(object.x, name) / tileWidth)
        const y = Math.floor(coordinate(object.y, name) / tileHeight)
        if (x < 0 || y < 0 || x >= width || y >= height) fail(`${name} (${x}, ${y}) is off the map`)
        result[name] = { x, y }
      } else if (kind === 'room') {
        result.rooms.push(readRoom(object, tileWidth, tileHeight, width, height))
      } else if (kind === 'lock') {
        const x = Math.floor(coordinate(object.x, 'a lock') / tileWidth)
        const y = Math.floor(coordinate(object.y, 'a lock') / tileHeight)
        if (x < 0 || y < 0 || x >= width || y >= height) fail(`a lock (${x}, ${y}) is off the map`)
        tiles[y * width + x] = LOCKED_DOOR
      }
    }
  }
  return result
}

function readRoom(
  object: Record<string, unknown>,
  tileWidth: number,
  tileHeight: number,
  width: number,
  height: number,
) {
  const label = show(object.name)
  const x = Math.round(coordinate(object.x, `room ${label}`) / tileWidth)
  const y = Math.round(coordinate(object.y, `room ${label}`) / tileHeight)
  const w = Math.round(coordinate(object.width, `room ${label}`) / tileWidth) - 1
  const h = Math.round(coordinate(object.height, `room ${label}`) / tileHeight) - 1
  if (w < 1 || h < 1) fail(`room ${label} is smaller than two tiles across`)
  const properties = Array.isArray(object.properties) ? (object.properties as unknown[]) : []
  const property = (name: string) =>
    properties.find((p) => (p as Record<string, unknown> | null)?.name === name) as
      | Record<string, unknown>
      | undefined
  const room =
    property('shape')?.value === 'circle'
      ? new CircularRoom(x, y, w, h)
      : new RectangularRoom(x, y, w, h)
  const tag = property('tag')?.value
  if (tag !== undefined) {
    if (!ROOM_TAGS.includes(tag as RoomTag)) {
      fail(`room ${label} has the tag ${show(tag)}, not one of ${ROOM_TAGS.join(', ')}`)
    }
    room.tag = tag as RoomTag
  }
  const doors = property('doors')?.value
  if (doors !== undefined && doors !== '') {
    if (typeof doors !== 'string') fail(`room ${label} has doors ${show(doors)}, not a string`)
    room.doors = doors.split(' ').map((pair) => {
      const match = /^(\d+),(\d+)$/.exec(pair)
      const dx = Number(match?.[1])
      const dy = Number(match?.[2])
      if (!match || dx >= width || dy >= height) {
        fail(`room ${label} has a door ${show(pair)}, not "x,y" on the ${width}×${height} map`)
      }
      return { x: dx, y: dy }
    })
  }
  return room
}

/** Every tileset's `firstgid`, highest first, so a gid belongs to the first one not above it. */
function tilesetFirstGids(tilesets: unknown): number[] {
  if (!Array.isArray(tilesets) || tilesets.length === 0) fail('there is no tileset')
  return (tilesets as unknown[])
    .map((t, i) => {
      const firstgid = record(t, `tilesets[${i}]`).firstgid
      if (!isIntegerIn(firstgid, 1, Number.MAX_SAFE_INTEGER)) {
        fail(`tilesets[${i}].firstgid is ${show(firstgid)}, not an integer of 1 or more`)
      }
      return firstgid
    })
    .sort((a, b) => b - a)
}

/** Tiled keeps flip and rotation flags in a gid's top four bits. */
const GID_MASK = 0x0fff_ffff

function tileCode(gid: unknown, firstGids: number[], index: number, width: number): number {
  if (!isIntegerIn(gid, 0, 0xffff_ffff)) {
    fail(`the gid at (${index % width}, ${Math.floor(index / width)}) is ${show(gid)}`)
  }
  const id = gid & GID_MASK
  if (id === 0) return 0 // an empty cell: rock
  const firstgid = firstGids.find((f) => f <= id)
  const code = firstgid === undefined ? -1 : id - firstgid
  if (code < 0 || code >= TILE_COUNT) {
    fail(
      `the gid ${id} at (${index % width}, ${Math.floor(index / width)}) is not one of the ${TILE_COUNT} Delve tiles`,
    )
  }
  return code
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) fail(`${what} is ${show(value)}, not an object`)
  return value
}

function size(value: unknown, what: string, max: number): number {
  if (!isIntegerIn(value, 1, max))
    fail(`${what} is ${show(value)}, not an integer from 1 to ${max}`)
  return value
}

function coordinate(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    fail(`${what} has a position of ${show(value)}`)
  return value
}

function fail(message: string): never {
  throw new RangeError(`fromTiledMap: ${message}`)
}
