import { type Point, type TileMap, toAscii, type Vision } from '@delve/map'
import { choiceOf } from '@delve/run'
import type {
  ClimbReport,
  DelveCheats,
  DelveHandle,
  DelveState,
  GameReport,
} from './handle-types.js'

/** What the game tells the handle. Only the game holds this; the page sees the read-only side. */
export interface DebugReporter {
  /** Where the current state comes from. */
  watch(source: () => GameReport): void
  markReady(): void
  countFrame(): void
  /** Where `idle` comes from (the frame gate); until told, the game is never idle. */
  watchIdle(source: () => boolean): void
  /** Hands the test hooks to the handle; ignored unless the page enabled them. */
  provideCheats(cheats: DelveCheats): void
}

/**
 * Defines `window.delve` (read-only) and returns the reporter that feeds it. With `cheats`, the
 * handle also offers the test hooks the game provides.
 */
export function installDebugHandle(
  target: Window,
  rendererName: () => string,
  options: { cheats?: boolean } = {},
): DebugReporter {
  let cheats: DelveCheats | undefined
  let ready = false
  let frames = 0
  let idle: () => boolean = () => false
  let source: (() => GameReport) | null = null
  // A large map's text is megabytes: drawn once per level, however often a test asks, and again
  // only when a turn changed its tiles (rock dug): they are compared once a turn.
  const asciiOf = new WeakMap<object, { turn: number; tiles: Uint8Array; ascii: string }>()
  const asciiNow = (level: TileMap, turn: number): string => {
    let drawn = asciiOf.get(level)
    if (drawn && drawn.turn !== turn) {
      drawn.turn = turn
      if (!sameTiles(drawn.tiles, level.tiles)) drawn = undefined
    }
    if (!drawn) {
      drawn = { turn, tiles: level.tiles.slice(), ascii: toAscii(level) }
      asciiOf.set(level, drawn)
    }
    return drawn.ascii
  }
  const rowsOf = new WeakMap<object, { version: number; visible: string; explored: string }>()
  const sightRows = (vision: Readonly<Vision>, version: number) => {
    let rows = rowsOf.get(vision)
    if (rows?.version !== version) {
      rows = {
        version,
        visible: bitRows(vision, vision.visible),
        explored: bitRows(vision, vision.explored),
      }
      rowsOf.set(vision, rows)
    }
    return rows
  }

  const handle: DelveHandle = Object.freeze({
    get ready() {
      return ready
    },
    get frames() {
      return frames
    },
    get idle() {
      return ready && idle()
    },
    get cheats() {
      return cheats
    },
    state(): DelveState {
      if (!source) {
        throw new Error('window.delve.state(): no dungeon yet; wait for window.delve.ready')
      }
      const report = source()
      const { level, choice } = report
      const rows = sightRows(report.vision, report.visionVersion)
      const ascii = asciiNow(level, report.turn)
      return {
        seed: report.seed,
        ...choiceOf(choice),
        width: level.width,
        height: level.height,
        player: { x: report.player.x, y: report.player.y },
        rooms: level.rooms.length,
        ascii,
        renderer: rendererName(),
        runSeed: report.runSeed,
        depth: report.depth,
        map: report.map ?? null,
        monsters: report.monsters,
        hp: report.hp,
        maxHp: report.maxHp,
        turn: report.turn,
        dead: report.dead,
        messages: [...report.messages],
        labels: report.labels,
        labelTags: report.labelTags,
        view: report.view,
        lastRegenerateMs: report.lastRegenerateMs,
        layerBuilds: report.layerBuilds,
        lastMoveMs: report.lastMoveMs,
        tilesWritten: report.tilesWritten,
        drawnMonsters: report.drawnMonsters,
        fov: report.fov,
        sightRadius: report.sightRadius,
        visible: rows.visible,
        explored: rows.explored,
        items: report.items.map(({ x, y, kind, name, caged }) => ({
          x,
          y,
          kind,
          name,
          ...(caged ? { caged } : {}),
        })),
        vaults: (report.vaults ?? []).map(({ name, title, x, y, width, height, caged }) => ({
          name,
          title,
          x,
          y,
          w: width,
          h: height,
          caged,
        })),
        inventory: [...report.inventory],
        pack: report.pack.map((item) => ({ ...item })),
        known: [...report.known],
        targeting: report.targeting && { ...report.targeting },
        aimRange: report.aimRange ?? null,
        cursor: report.cursor ? { x: report.cursor.x, y: report.cursor.y } : null,
        ...report.growth,
        equipment: { ...report.growth.equipment },
        mode: report.mode,
        lookLine: report.lookLine,
        drawnItems: report.drawnItems,
        zoom: report.zoom,
        exploring: report.exploring ?? false,
        kills: report.kills ?? 0,
        replay: report.replay ? { ...report.replay } : null,
        ...climbOf(report),
        food: report.time?.food ?? 0,
        hunger: report.time?.hunger ?? 'fed',
      }
    },
  })
  Object.defineProperty(target, 'delve', { value: handle, enumerable: true })

  return {
    watch(next) {
      source = next
    },
    markReady() {
      ready = true
    },
    countFrame() {
      frames++
    },
    watchIdle(next) {
      idle = next
    },
    provideCheats(given) {
      if (options.cheats) cheats = given
    },
  }
}

/** The way-out fields of the state, copied (or their defaults for a report without them). */
function climbOf(report: GameReport): ClimbReport {
  const climb = report.climb
  const at = (p: Point | null | undefined) => (p ? { x: p.x, y: p.y } : null)
  return {
    carryingGoal: climb?.carryingGoal ?? false,
    stairs: { up: at(climb?.stairs.up), down: at(climb?.stairs.down) },
    onStairs: climb?.onStairs ?? null,
    levelsKept: [...(climb?.levelsKept ?? [])],
    deepest: climb?.deepest ?? report.depth,
  }
}

/** A mask as text: one line per row of `0` and `1`, like the map's ASCII. */
function bitRows(size: { width: number; height: number }, mask: Uint8Array): string {
  const lines = new Array<string>(size.height)
  for (let y = 0; y < size.height; y++) {
    lines[y] = mask.subarray(y * size.width, (y + 1) * size.width).join('')
  }
  return lines.join('\n')
}

function sameTiles(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
