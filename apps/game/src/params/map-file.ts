import { fromTiledMap, indexToPoint, isWalkable, type Point } from '@delve/map'
import type { PlayLevel } from '@delve/run'
import { isRecord } from './validate.js'

/** A Tiled map ready to play, with the seed it was generated from if it says so. */
export interface LoadedMap {
  level: PlayLevel
  seed?: string
}

/** A map that cannot be played; the message is for the player. */
export class MapFileError extends Error {
  override name = 'MapFileError'
}

type Fetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>

/**
 * Fetches and reads a Tiled JSON map (`.tmj`). Only maps from the page's own site are fetched: a
 * link must not make the game reach out to anywhere else.
 */
export async function loadTiledMap(
  address: string,
  page: string,
  fetcher: Fetch,
): Promise<LoadedMap> {
  const url = sameSiteUrl(address, page)
  let json: unknown
  try {
    const response = await fetcher(url)
    if (!response.ok) throw new MapFileError(`the server answered ${response.status}`)
    json = await response.json()
  } catch (error) {
    // A site answers an address it has no file for with its own page, not an error: say so in
    // words, not as the parser's complaint about the page's first character.
    const why =
      error instanceof SyntaxError
        ? 'what the site sent is not a Tiled JSON map (is the address right?)'
        : (error as Error).message
    throw new MapFileError(`Could not load the map ${address}: ${why}.`)
  }
  return readTiledMap(json, address)
}

/** The absolute address of `address` read against `page`, if both are on the same site. */
export function sameSiteUrl(address: string, page: string): string {
  let url: URL
  try {
    url = new URL(address, page)
  } catch {
    throw new MapFileError(`The map address ${JSON.stringify(address)} is not an address.`)
  }
  const origin = new URL(page).origin
  if (url.origin !== origin) {
    throw new MapFileError(
      `Maps are only loaded from this site (${origin}), not from ${url.origin}.`,
    )
  }
  return url.href
}

/** A parsed `.tmj` as a level: the player starts on its start point, up stairs, or first floor. */
export function readTiledMap(json: unknown, address: string): LoadedMap {
  let imported: ReturnType<typeof fromTiledMap>
  try {
    imported = fromTiledMap(json)
  } catch (error) {
    throw new MapFileError(`The map ${address} cannot be read: ${(error as Error).message}.`)
  }
  const start = imported.start ?? imported.stairsUp ?? firstWalkable(imported)
  if (!start) throw new MapFileError(`The map ${address} has no floor to stand on.`)
  const level: PlayLevel = { ...imported, start }
  const seed = seedProperty(json)
  return seed === undefined ? { level } : { level, seed }
}

function firstWalkable(map: PlayLevel | Omit<PlayLevel, 'start'>): Point | undefined {
  const i = map.tiles.findIndex((code) => isWalkable(code))
  return i < 0 ? undefined : indexToPoint(map, i)
}

function seedProperty(json: unknown): string | undefined {
  const properties = isRecord(json) ? json.properties : undefined
  if (!Array.isArray(properties)) return undefined
  const seed = properties.find((p) => isRecord(p) && p.name === 'seed')
  return isRecord(seed) && typeof seed.value === 'string' ? seed.value : undefined
}
