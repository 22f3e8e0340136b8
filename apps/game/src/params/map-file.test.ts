import { generateDungeon, toAscii, toTiledMap } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { loadTiledMap, MapFileError, readTiledMap, sameSiteUrl } from './map-file.js'

const PAGE = 'http://127.0.0.1:4173/?map=/m.tmj'

describe('sameSiteUrl', () => {
  it('reads addresses against the page and refuses other sites', () => {
    expect(sameSiteUrl('/maps/m.tmj', PAGE)).toBe('http://127.0.0.1:4173/maps/m.tmj')
    expect(sameSiteUrl('m.tmj', PAGE)).toBe('http://127.0.0.1:4173/m.tmj')
    expect(() => sameSiteUrl('http://example.com/m.tmj', PAGE)).toThrow(
      /only loaded from this site/,
    )
    expect(() => sameSiteUrl('//example.com/m.tmj', PAGE)).toThrow(MapFileError)
  })
})

describe('readTiledMap', () => {
  const dungeon = generateDungeon({ seed: 'tmj' })
  const json = JSON.parse(JSON.stringify(toTiledMap(dungeon)))

  it('gives the exported tiles, rooms, start and seed back', () => {
    const { level, seed } = readTiledMap(json, '/m.tmj')
    expect(toAscii(level)).toBe(toAscii(dungeon))
    expect(level.start).toEqual(dungeon.start)
    expect(level.rooms).toHaveLength(dungeon.rooms.length)
    expect(seed).toBe('tmj')
  })

  it('starts on the first walkable tile of a map without a start', () => {
    const bare = { ...json, layers: [json.layers[0]], properties: [] }
    const { level, seed } = readTiledMap(bare, '/m.tmj')
    const first = dungeon.tiles.findIndex((t) => t !== 0)
    expect(level.start).toEqual({ x: first % dungeon.width, y: Math.floor(first / dungeon.width) })
    expect(seed).toBeUndefined()
  })

  it('explains a file it cannot read', () => {
    expect(() => readTiledMap({ orientation: 'isometric' }, '/m.tmj')).toThrow(
      /cannot be read.*orientation/,
    )
  })
})

describe('loadTiledMap', () => {
  it('fetches from the page’s site and reports a failed fetch in words', async () => {
    const json = toTiledMap(generateDungeon({ seed: 'f' }))
    const ok = await loadTiledMap('/m.tmj', PAGE, async () => ({
      ok: true,
      status: 200,
      json: async () => json,
    }))
    expect(ok.seed).toBe('f')
    await expect(
      loadTiledMap('/gone.tmj', PAGE, async () => ({
        ok: false,
        status: 404,
        json: async () => null,
      })),
    ).rejects.toThrow('Could not load the map /gone.tmj: the server answered 404.')
  })

  it('says in words when the site sends its page instead of a map', async () => {
    // What a site with a page fallback answers for a file it does not have: its own page.
    const page = '<!doctype html><html></html>'
    const error = await loadTiledMap('/nope.tmj', PAGE, async () => ({
      ok: true,
      status: 200,
      json: async () => JSON.parse(page),
    })).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MapFileError)
    expect((error as Error).message).toBe(
      'Could not load the map /nope.tmj: what the site sent is not a Tiled JSON map (is the address right?).',
    )
  })
})
