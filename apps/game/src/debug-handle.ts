import { type Dungeon, type Point, toAscii } from '@delve/map'

/** What `window.delve.state()` reports: the dungeon on screen and where the player stands. */
export interface DelveState {
  seed: string
  preset: string
  algorithm: string
  width: number
  height: number
  player: Point
  rooms: number
  /** The map as the map package renders it; the player is not drawn. */
  ascii: string
  /** 'WebGL' or 'Canvas'. */
  renderer: string
}

/** The read-only handle the page exposes for tests and the curious. */
export interface DelveHandle {
  /** True once the first dungeon has been drawn. */
  readonly ready: boolean
  /** Frames rendered so far. */
  readonly frames: number
  state(): DelveState
}

declare global {
  interface Window {
    readonly delve: DelveHandle
  }
}

/** What the game tells the handle. Only the game holds this; the page sees the read-only side. */
export interface DebugReporter {
  /** Where the current dungeon and player come from. */
  watch(source: () => { dungeon: Dungeon; player: Point }): void
  markReady(): void
  countFrame(): void
}

/** Defines `window.delve` (read-only) and returns the reporter that feeds it. */
export function installDebugHandle(target: Window, rendererName: () => string): DebugReporter {
  let ready = false
  let frames = 0
  let source: (() => { dungeon: Dungeon; player: Point }) | null = null

  const handle: DelveHandle = Object.freeze({
    get ready() {
      return ready
    },
    get frames() {
      return frames
    },
    state(): DelveState {
      if (!source)
        throw new Error('window.delve.state(): no dungeon yet; wait for window.delve.ready')
      const { dungeon, player } = source()
      return {
        seed: dungeon.seed,
        preset: dungeon.options.preset,
        algorithm: dungeon.options.algorithm,
        width: dungeon.width,
        height: dungeon.height,
        player: { x: player.x, y: player.y },
        rooms: dungeon.rooms.length,
        ascii: toAscii(dungeon),
        renderer: rendererName(),
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
  }
}
