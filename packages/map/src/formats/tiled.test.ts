import { describe, expect, it } from 'vitest'
import { DungeonOptionsError } from '../errors.js'
import { generateDungeon } from '../generate/generate.js'
import { roomLabel } from '../generate/labels.js'
import { Tile } from '../grid/tile.js'
import { ALGORITHM_NAMES } from '../options/choices.js'
import { CircularRoom } from '../rooms/room.js'
import { fromAscii } from './ascii.js'
import { fromTiledMap, type TiledMap, toTiledMap } from './tiled.js'

describe('toTiledMap', () => {
  const d = generateDungeon({ seed: 'tiled', roomShape: 'mixed' })
  const map = toTiledMap(d)
  const [tiles, objects] = map.layers

  it('is an orthogonal Tiled 1.10 map of the dungeon’s size in tiles of 16 px', () => {
    expect(map).toMatchObject({
      type: 'map',
      version: '1.10',
      orientation: 'orthogonal',
      renderorder: 'right-down',
      infinite: false,
      width: 80,
      height: 45,
      tilewidth: 16,
      tileheight: 16,
      nextlayerid: 3,
    })
    expect(map.layers.map((l) => [l.id, l.type, l.name])).toEqual([
      [1, 'tilelayer', 'tiles'],
      [2, 'objectgroup', 'objects'],
    ])
  })

  it('has one gid per tile, row-major: the tile code + 1', () => {
    expect([tiles.width, tiles.height, tiles.data.length]).toEqual([80, 45, 80 * 45])
    for (let i = 0; i < d.tiles.length; i++) expect(tiles.data[i]).toBe((d.tiles[i] as number) + 1)
    const up = d.stairsUp as { x: number; y: number }
    expect(tiles.data[up.y * 80 + up.x]).toBe(4)
    expect(tiles.data[0]).toBe(1) // a wall
    expect(new Set(tiles.data)).toEqual(new Set([1, 2, 4, 5]))
  })

  it('embeds the five-tile tileset with the tile size and a named image', () => {
    expect(map.tilesets).toEqual([
      {
        firstgid: 1,
        name: 'delve',
        image: 'delve-tiles.png',
        imagewidth: 80,
        imageheight: 16,
        tilewidth: 16,
        tileheight: 16,
        tilecount: 5,
        columns: 5,
        margin: 0,
        spacing: 0,
      },
    ])
  })

  it('lists each room as a rectangle in pixels around its walls, named by its label', () => {
    const rooms = objects.objects.filter((o) => o.type === 'room')
    expect(rooms).toHaveLength(d.rooms.length)
    for (const [i, room] of d.rooms.entries()) {
      expect(rooms[i]).toMatchObject({
        name: roomLabel(i),
        x: room.x1 * 16,
        y: room.y1 * 16,
        width: (room.x2 - room.x1 + 1) * 16,
        height: (room.y2 - room.y1 + 1) * 16,
      })
      expect(rooms[i]?.point).toBeUndefined()
      expect(rooms[i]?.properties).toEqual([
        { name: 'shape', type: 'string', value: room instanceof CircularRoom ? 'circle' : 'rect' },
        { name: 'tag', type: 'string', value: room.tag },
        { name: 'doors', type: 'string', value: '' },
      ])
    }
  })

  it('marks start and both stairs as points at their tiles’ centres; ids run 1 … n', () => {
    const points = objects.objects.filter((o) => o.point)
    const at = (p: { x: number; y: number } | undefined) => ({
      x: (p?.x ?? 0) * 16 + 8,
      y: (p?.y ?? 0) * 16 + 8,
    })
    expect(points.map(({ name, x, y, width, height }) => ({ name, x, y, width, height }))).toEqual([
      { name: 'start', ...at(d.start), width: 0, height: 0 },
      { name: 'stairsUp', ...at(d.stairsUp), width: 0, height: 0 },
      { name: 'stairsDown', ...at(d.stairsDown), width: 0, height: 0 },
    ])
    expect(objects.objects.map((o) => o.id)).toEqual(
      Array.from({ length: objects.objects.length }, (_, i) => i + 1),
    )
    expect(map.nextobjectid).toBe(objects.objects.length + 1)
  })

  it('records the seed, preset and algorithm as map properties', () => {
    expect(map.properties).toEqual([
      { name: 'seed', type: 'string', value: 'tiled' },
      { name: 'preset', type: 'string', value: 'tcod' },
      { name: 'algorithm', type: 'string', value: 'rooms-and-corridors' },
    ])
  })

  it('scales everything with tileSize and survives JSON', () => {
    const big = JSON.parse(JSON.stringify(toTiledMap(d, { tileSize: 32 }))) as TiledMap
    expect([big.tilewidth, big.tilesets[0].tilewidth, big.tilesets[0].imagewidth]).toEqual([
      32, 32, 160,
    ])
    const first = big.layers[1].objects[0]
    expect([first?.x, first?.width]).toEqual([
      (d.rooms[0]?.x1 ?? 0) * 32,
      ((d.rooms[0]?.width ?? 0) + 1) * 32,
    ])
  })

  it('exports a bare tile map (no rooms, no points)', () => {
    const bare = toTiledMap(fromAscii('#.\n<>'))
    expect(bare.layers[0].data).toEqual([1, 2, 4, 5])
    expect(bare.layers[1].objects).toEqual([])
    expect(bare.properties).toEqual([])
  })

  it('draws a locked door as a door with a lock point on it: the tileset keeps five tiles', () => {
    const locked = toTiledMap(fromAscii('#=.\n.+#'), { tileSize: 10 })
    expect(locked.layers[0].data).toEqual([1, 3, 2, 2, 3, 1])
    expect(locked.layers[1].objects).toEqual([
      {
        id: 1,
        name: 'lock',
        type: 'lock',
        x: 15,
        y: 5,
        width: 0,
        height: 0,
        rotation: 0,
        visible: true,
        point: true,
      },
    ])
    expect(locked.tilesets[0].tilecount).toBe(5)
  })

  it.each([0, -16, 1.5, Number.NaN, 2048, '16'])('refuses tileSize %s', (tileSize) => {
    expect(() => toTiledMap(d, { tileSize: tileSize as number })).toThrow(DungeonOptionsError)
    expect(() => toTiledMap(d, { tileSize: tileSize as number })).toThrow('Invalid tileSize')
  })
})

describe('fromTiledMap', () => {
  it('reads back tiles, rooms, start and stairs', () => {
    for (const algorithm of ['rooms-and-corridors', 'bsp'] as const) {
      const d = generateDungeon({ seed: 'round trip', algorithm, roomShape: 'mixed' })
      for (const tileSize of [16, 7]) {
        const back = fromTiledMap(JSON.parse(JSON.stringify(toTiledMap(d, { tileSize }))))
        expect(back.tiles).toEqual(d.tiles)
        expect([back.width, back.height]).toEqual([d.width, d.height])
        expect([back.start, back.stairsUp, back.stairsDown]).toEqual([
          d.start,
          d.stairsUp,
          d.stairsDown,
        ])
        expect(back.rooms).toEqual(d.rooms)
        expect(back.rooms.map((r) => r instanceof CircularRoom)).toEqual(
          d.rooms.map((r) => r instanceof CircularRoom),
        )
      }
    }
  })

  it('reads back every algorithm’s rooms with their tags and doors', () => {
    for (const algorithm of ALGORITHM_NAMES) {
      const d = generateDungeon({ seed: 'tagged', algorithm, doors: true, width: 60, height: 36 })
      const map = toTiledMap(d)
      const rooms = map.layers[1].objects.filter((o) => o.type === 'room')
      for (const [i, room] of d.rooms.entries()) {
        expect(rooms[i]?.properties?.find((p) => p.name === 'tag')?.value).toBe(room.tag)
        expect(rooms[i]?.properties?.find((p) => p.name === 'doors')?.value).toBe(
          room.doors.map(({ x, y }) => `${x},${y}`).join(' '),
        )
      }
      const back = fromTiledMap(JSON.parse(JSON.stringify(map)))
      expect(back.tiles).toEqual(d.tiles)
      expect(back.rooms).toEqual(d.rooms)
      expect(back.rooms.map((r) => [r.tag, r.doors])).toEqual(d.rooms.map((r) => [r.tag, r.doors]))
      if (algorithm === 'rooms-and-mazes')
        expect(back.rooms.some((r) => r.doors.length > 0)).toBe(true)
    }
  })

  it('reads a lock point back as a locked door', () => {
    const map = fromAscii('#=.#\n.+#=')
    const back = fromTiledMap(JSON.parse(JSON.stringify(toTiledMap(map, { tileSize: 7 }))))
    expect(back.tiles).toEqual(map.tiles)
  })

  it('reads a map edited in Tiled: empty cells are rock, flip flags are ignored, other firstgids work', () => {
    const map = toTiledMap(fromAscii('#..\n.<>')) as unknown as Record<string, unknown>
    const json = JSON.parse(JSON.stringify(map))
    json.tilesets = [
      { firstgid: 1, name: 'other', tilecount: 10 },
      { ...json.tilesets[0], firstgid: 11 },
    ]
    json.layers[0].data = [0, 12, 12 + 0x8000_0000, 12, 14, 15]
    const back = fromTiledMap(json)
    expect([...back.tiles]).toEqual([Tile.Wall, Tile.Floor, Tile.Floor, Tile.Floor, 3, 4])
  })

  const valid = (): TiledMap => JSON.parse(JSON.stringify(toTiledMap(generateDungeon({ seed: 1 }))))
  /** The valid map with its tile layer's fields replaced. */
  const withTiles = (m: TiledMap, fields: Record<string, unknown>) => ({
    ...m,
    layers: [{ ...m.layers[0], ...fields }, m.layers[1]],
  })
  /** The valid map with one more property on its first room, placed first so it is the one read. */
  const withRoomProperty = (m: TiledMap, property: Record<string, unknown>) => {
    const [first, ...others] = m.layers[1].objects
    const properties = [property, ...(first?.properties ?? [])]
    return {
      ...m,
      layers: [m.layers[0], { ...m.layers[1], objects: [{ ...first, properties }, ...others] }],
    }
  }
  const gidsWith = (m: TiledMap, index: number, gid: unknown) => {
    const data: unknown[] = [...m.layers[0].data]
    data[index] = gid
    return withTiles(m, { data })
  }
  it.each([
    ['not an object', () => 'map', 'the map is "map", not an object'],
    ['isometric', (m) => ({ ...m, orientation: 'isometric' }), 'orientation is "isometric"'],
    ['infinite', (m) => ({ ...m, infinite: true }), 'infinite maps'],
    ['a zero width', (m) => ({ ...m, width: 0 }), 'width is 0'],
    ['a huge height', (m) => ({ ...m, height: 5000 }), 'height is 5000'],
    ['no layers', (m) => ({ ...m, layers: {} }), 'layers is not an array'],
    ['no tile layer', (m) => ({ ...m, layers: [m.layers[1]] }), 'no tile layer'],
    ['base64 data', (m) => withTiles(m, { data: 'AAAA', encoding: 'base64' }), 'CSV layer format'],
    ['short data', (m) => withTiles(m, { data: [1, 2] }), 'has 2 gids, the map needs 3600'],
    ['a layer of another size', (m) => withTiles(m, { width: 10 }), 'the tile layer is 10×45'],
    ['no tileset', (m) => ({ ...m, tilesets: [] }), 'no tileset'],
    [
      'a gid beyond the tileset',
      (m) => gidsWith(m, 5, 9),
      'the gid 9 at (5, 0) is not one of the 5 Delve tiles',
    ],
    ['a string gid', (m) => gidsWith(m, 81, '1'), 'the gid at (1, 1) is "1"'],
    [
      'a start off the map',
      (m) => ({
        ...m,
        layers: [
          m.layers[0],
          { ...m.layers[1], objects: [{ name: 'start', point: true, x: -5, y: 8 }] },
        ],
      }),
      'start (-1, 0) is off the map',
    ],
    [
      'a lock off the map',
      (m) => ({
        ...m,
        layers: [
          m.layers[0],
          { ...m.layers[1], objects: [{ name: 'lock', type: 'lock', point: true, x: 8, y: 9000 }] },
        ],
      }),
      'a lock (0, 562) is off the map',
    ],
    [
      'a room with an unknown tag',
      (m) => withRoomProperty(m, { name: 'tag', type: 'string', value: 'shop' }),
      'has the tag "shop", not one of start, stairs, boss, treasure, plain',
    ],
    [
      'a room with a door off the map',
      (m) => withRoomProperty(m, { name: 'doors', type: 'string', value: '3,4 80,2' }),
      'has a door "80,2", not "x,y" on the 80×45 map',
    ],
    [
      'a room with doors that are not a string',
      (m) => withRoomProperty(m, { name: 'doors', type: 'int', value: 3 }),
      'has doors 3, not a string',
    ],
  ] as [string, (m: TiledMap) => unknown, string][])('refuses %s', (_, edit, message) => {
    expect(() => fromTiledMap(edit(valid()))).toThrow(RangeError)
    expect(() => fromTiledMap(edit(valid()))).toThrow(/^fromTiledMap: /)
    expect(() => fromTiledMap(edit(valid()))).toThrow(message)
  })
})
