import type { RunStats } from '../dungeon-run.js'
import type { DungeonRequest } from '../url-params.js'

export const SceneKey = {
  Boot: 'boot',
  Dungeon: 'dungeon',
  Quit: 'quit',
} as const

/** What the dungeon scene needs to start a run. */
export interface DungeonSceneData {
  request: DungeonRequest
  /** Sentences about refused URL parameters, shown in the status line. */
  notices: string[]
}

/** What the quit scene needs: how the run went, and the kind of dungeon to return to. */
export interface QuitSceneData {
  stats: RunStats
  /** Preset, algorithm and size of the dungeon just left; no seed, so the next run is new. */
  request: DungeonRequest
}
