import { type GameWorld, restore, SnapshotError, snapshot, type WorldSnapshot } from '@delve/ecs'
import { CircularRoom, type Dungeon, type Point, RectangularRoom, Tile } from '@delve/map'
import { checkParams, choiceOf, type GeneratorChoice, sameChoice } from './dungeon-params.js'
import { DungeonRun, type PlayLevel, type RunPlace, type RunStats } from './dungeon-run.js'
import { levelSeed } from './seed-chain.js'

/** Where the run is kept in the browser's storage. The version is part of the key and the data. */
export const SAVE_KEY = 'delve.run.v1'
export const SAVE_VERSION = 1

/** A room of a loaded map: corners, and whether it is round. */
type SavedRoom = [x1: number, y1: number, x2: number, y2: number, round: 0 | 1]

/** What is stored: where the run is in its seed chain, and its world as `@delve/ecs` saves it. */
export interface SavedRun {
  version: typeof SAVE_VERSION
  runSeed: string
  depth: number
  choice: GeneratorChoice
  map?: string
  /** A loaded map's rooms (a generated level's come back with its seed). */
  rooms?: SavedRoom[]
  stats: RunStats
  snapshot: WorldSnapshot
}

/** A save that cannot be used, with the reason (for the console; the player gets one sentence). */
export class SaveError extends Error {
  override name = 'SaveError'
}

export function encodeRun(run: DungeonRun): SavedRun {
  const place = run.where()
  const saved: SavedRun = {
    version: SAVE_VERSION,
    runSeed: place.runSeed,
    depth: place.depth,
    choice: { ...place.choice },
    stats: { ...run.stats },
    snapshot: snapshot(run.world),
  }
  if (place.map !== undefined) {
    saved.map = place.map
    saved.rooms = run.level.rooms.map((r) => [
      r.x1,
      r.y1,
      r.x2,
      r.y2,
      r instanceof CircularRoom ? 1 : 0,
    ])
  }
  return saved
}

/**
 * The run a save holds, checked through and through: its fields, the world (by `restore`, which
 * refuses corrupt or outdated snapshots), and that the world's level is the one the run's seed
 * chain makes. Anything wrong is a `SaveError`; nothing half-read ever comes back.
 */
export function decodeRun(text: string): DungeonRun {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new SaveError('the save is not JSON')
  }
  const saved = record(data, 'the save')
  if (saved.version !== SAVE_VERSION) {
    throw new SaveError(`the save is version ${JSON.stringify(saved.version)}, not ${SAVE_VERSION}`)
  }
  const place = readPlace(saved)
  const stats = record(saved.stats, 'stats')
  const runStats: RunStats = {
    steps: count(stats.steps, 'stats.steps'),
    dungeons: count(stats.dungeons, 'stats.dungeons'),
  }

  let world: GameWorld
  try {
    world = restore(saved.snapshot)
  } catch (error) {
    if (error instanceof SnapshotError) throw new SaveError(error.message)
    throw error
  }
  const level = place.map === undefined ? generatedLevel(world, place) : loadedLevel(world, saved)
  const entities = (saved.snapshot as WorldSnapshot).entities
  const players = entities.filter((e) => e.player)
  if (players.length !== 1) throw new SaveError(`the save has ${players.length} players, not 1`)
  const monsters = entities.filter((e) => e.monster !== undefined).map((e) => e.id)
  Object.assign(world.dungeon, level)
  return new DungeonRun({
    place,
    world: world as GameWorld<PlayLevel>,
    player: (players[0] as { id: number }).id,
    monsters,
    stats: runStats,
  })
}

function readPlace(saved: Record<string, unknown>): RunPlace {
  const raw = record(saved.choice, 'choice')
  // The same checks as the address bar's, which must accept every value unchanged.
  const checked = checkParams({
    seed: text(saved.runSeed, 'runSeed'),
    depth: numeral(saved.depth, 'depth'),
    preset: text(raw.preset, 'choice.preset'),
    algo: text(raw.algorithm, 'choice.algorithm'),
    w: numeral(raw.width, 'choice.width'),
    h: numeral(raw.height, 'choice.height'),
    shape: text(raw.roomShape, 'choice.roomShape'),
    tunnel: text(raw.tunnel, 'choice.tunnel'),
    padding: numeral(raw.padding, 'choice.padding'),
  })
  if (checked.notices.length > 0) throw new SaveError(checked.notices.join(' '))
  const place: RunPlace = {
    runSeed: checked.seed as string,
    depth: checked.depth as number,
    choice: checked.choice,
  }
  if (saved.map !== undefined) place.map = text(saved.map, 'map')
  return place
}

/** A generated level must be exactly the one the seed chain gives for this place. */
function generatedLevel(world: GameWorld, place: RunPlace): Partial<PlayLevel> {
  const dungeon = world.dungeon as Partial<Dungeon>
  const expected = levelSeed(place.runSeed, place.depth)
  if (dungeon.seed !== expected || !dungeon.options) {
    throw new SaveError(`the saved level is not level ${place.depth} of seed ${place.runSeed}`)
  }
  if (!sameChoice(choiceOf(dungeon.options), place.choice)) {
    throw new SaveError('the saved level was made with other options than the run')
  }
  return {}
}

/** A loaded map comes back as tiles; its rooms and stairs are put back beside them. */
function loadedLevel(world: GameWorld, saved: Record<string, unknown>): Partial<PlayLevel> {
  if (!Array.isArray(saved.rooms)) throw new SaveError('rooms must be an array')
  const { width, height } = world.dungeon
  const rooms = (saved.rooms as unknown[]).map((item, i) => {
    const [x1, y1, x2, y2, round] = Array.isArray(item) ? item : []
    const corners = [x1, y1, x2, y2]
    const inside = corners.every((n) => Number.isInteger(n) && (n as number) >= 0)
    if (
      !inside ||
      (x2 as number) >= width ||
      (y2 as number) >= height ||
      (round !== 0 && round !== 1)
    ) {
      throw new SaveError(`rooms[${i}] is not a room of the map`)
    }
    const [left, top, right, bottom] = corners as number[]
    const Room = round === 1 ? CircularRoom : RectangularRoom
    return new Room(
      left as number,
      top as number,
      (right as number) - (left as number),
      (bottom as number) - (top as number),
    )
  })
  const level: Partial<PlayLevel> = { rooms }
  const up = findTile(world.dungeon, Tile.StairsUp)
  const down = findTile(world.dungeon, Tile.StairsDown)
  if (up) level.stairsUp = up
  if (down) level.stairsDown = down
  if (!world.dungeon.start) level.start = up ?? { x: width >> 1, y: height >> 1 }
  return level
}

function findTile(map: { width: number; tiles: Uint8Array }, code: number): Point | undefined {
  const i = map.tiles.indexOf(code)
  return i < 0 ? undefined : { x: i % map.width, y: Math.floor(i / map.width) }
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new SaveError(`${what} is not an object`)
  }
  return value as Record<string, unknown>
}

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new SaveError(`${what} is not text`)
  return value
}

function numeral(value: unknown, what: string): string {
  if (typeof value !== 'number') throw new SaveError(`${what} is not a number`)
  return String(value)
}

function count(value: unknown, what: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0) {
    throw new SaveError(`${what} is not a count`)
  }
  return value as number
}

/** The sentence the player sees, once, when a save cannot be used. */
export const SAVE_REPLACED = 'Your saved run could not be read and was replaced.'

/** The browser storage a slot needs; `localStorage` is one. */
export type SaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type LoadResult =
  | { kind: 'none' }
  | { kind: 'run'; run: DungeonRun }
  | { kind: 'unreadable'; reason: string }

/**
 * The run's one save slot. Storage may be missing, full or refused by the browser's privacy
 * settings: the game then plays on without saving, and says so once.
 */
export class SaveSlot {
  private warned = false

  constructor(
    private readonly storage: SaveStorage | null,
    private readonly key: string = SAVE_KEY,
  ) {}

  load(): LoadResult {
    let text: string | null
    try {
      text = this.storage?.getItem(this.key) ?? null
    } catch (error) {
      return { kind: 'unreadable', reason: String(error) }
    }
    if (text === null) return { kind: 'none' }
    try {
      return { kind: 'run', run: decodeRun(text) }
    } catch (error) {
      if (error instanceof SaveError || error instanceof RangeError || error instanceof TypeError) {
        return { kind: 'unreadable', reason: error.message }
      }
      throw error
    }
  }

  /** Writes the run; returns a sentence for the player the first time saving fails, else null. */
  save(run: DungeonRun): string | null {
    try {
      this.storage?.setItem(this.key, JSON.stringify(encodeRun(run)))
      this.warned = false
      return null
    } catch (error) {
      if (this.warned) return null
      this.warned = true
      return `Your run cannot be saved in this browser (${(error as Error).name}); it will be lost on reload.`
    }
  }

  clear(): void {
    try {
      this.storage?.removeItem(this.key)
    } catch {
      // Nothing to clear when storage is refused.
    }
  }
}
