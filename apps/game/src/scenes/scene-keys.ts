import type { Run, RunRecord } from '@delve/run'
import type { VaultSetting } from '../params/sandbox-vaults.js'
import type { RunEnd } from '../play/session.js'
import type { Watching } from '../watch/replay-viewer.js'

export const SceneKey = {
  Boot: 'boot',
  Dungeon: 'dungeon',
  Quit: 'quit',
} as const

/** What the dungeon scene needs to play: the run, and what to tell the player first. */
export interface DungeonSceneData {
  run: Run
  /** Sentences about refused parameters or an unreadable save, shown in the status line. */
  notices: string[]
  /** The greeting when there is nothing to warn about. */
  welcome: string
  /** Fog of war (default on); off shows the whole map (`fov=off`). */
  fov?: boolean
  /** A recording played back on `run` (its playback's run): watched, never played or saved. */
  replay?: Watching
}

/** The dungeon scene's data for watching a recording: its run, never played or saved. */
export function replaySceneData(watching: Watching): DungeonSceneData {
  const { playback } = watching
  const welcome = `A replay of a run of seed ${playback.recording.seed}.`
  return { run: playback.run, replay: watching, notices: [], welcome }
}

/**
 * What the quit scene needs: how the run went, and the kind of dungeon to return to, shown as
 * it was (with fog of war or without).
 */
export interface QuitSceneData extends RunEnd {
  fov: boolean
  /** The sandbox's vault setting, kept for its next dungeon. */
  vaults: VaultSetting
  /** The run's story as text, for the screen and the downloadable file. */
  story: string
  /** The seed, for the file's name and the link to play it again. */
  runSeed: string
  /** The hero's level at the end. */
  level: number
  /** The run's recording, for its replay; null for a run that cannot be replayed (the sandbox). */
  recording: RunRecord | null
}
