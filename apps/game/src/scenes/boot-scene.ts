import { randomSeed } from '@delve/map'
import { createRun, dailyDay, utcDay } from '@delve/run'
import { Scene } from 'phaser'
import { type CheckedParams, checkParams } from '../params/check-params.js'
import type { LoadedMap } from '../params/map-file.js'
import { runVaultsFor } from '../params/sandbox-vaults.js'
import type { SaveSlot } from '../saving/run-save.js'
import { planStartup } from '../saving/startup.js'
import { setTilesetLook } from '../view/high-contrast.js'
import { addTextures } from '../view/textures.js'
import type { Watching } from '../watch/replay-viewer.js'
import { type DungeonSceneData, replaySceneData, SceneKey } from './scene-keys.js'

export interface BootData {
  /** The page's parameters, checked. */
  params: CheckedParams
  saves: SaveSlot
  /** The page's own address, against which map addresses are read. */
  page: string
  loadMap: (address: string) => Promise<LoadedMap>
  /** The player's palette: the tiles are painted in high contrast from the start. */
  highContrast?: boolean
  /**
   * The address asked for a replay: its playback, or why it was refused (then no dungeon is
   * started, and `refuse` shows the reason), once the replay viewer is loaded.
   */
  replay?: Promise<{ watching: Watching } | { refused: string }>
  refuse?: (reason: string) => void
}

/** Paints the textures (nothing is downloaded), then resumes the saved run or starts the asked one. */
export class BootScene extends Scene {
  /** The replay asked for was refused: nothing more is coming, the page only shows why. */
  refused = false

  constructor(private readonly boot: BootData) {
    super(SceneKey.Boot)
  }

  create(): void {
    addTextures(this.textures)
    if (this.boot.highContrast) setTilesetLook(this.textures, true)
    const { replay } = this.boot
    if (replay) {
      void replay.then((asked) => {
        if ('refused' in asked) {
          this.refused = true
          this.boot.refuse?.(asked.refused)
        } else this.scene.start(SceneKey.Dungeon, replaySceneData(asked.watching))
      })
      return
    }
    void this.firstRun()
      .catch((error: unknown): DungeonSceneData => {
        // Never a blank screen: whatever went wrong, a default dungeon and the reason.
        console.warn(error)
        const notice = `The dungeon asked for could not be made (${(error as Error).message}).`
        return { run: createRun(), notices: [notice], welcome: '' }
      })
      .then((data) =>
        this.scene.start(SceneKey.Dungeon, { ...data, fov: this.boot.params.fov ?? true }),
      )
  }

  private async firstRun(): Promise<DungeonSceneData> {
    // The day's run follows the UTC date: the page's clock is read here, and nowhere below.
    const today = utcDay(Date.now())
    const { plan, notices } = planStartup(this.boot.params, this.boot.saves.load(), today)
    if (plan.kind === 'resume') {
      const { run } = plan
      return { run, notices, welcome: `Welcome back: your run goes on at depth ${run.depth}.` }
    }
    const welcome = 'You descend into the dungeon.'
    // The sandbox's vaults as the address set them (a run's are the game's).
    const runVaults = plan.sandbox && plan.vaults ? runVaultsFor(plan.vaults) : undefined
    const vaults = runVaults === undefined ? {} : { vaults: runVaults }
    if (plan.kind === 'map') {
      try {
        const loaded = await this.boot.loadMap(plan.address)
        const runSeed = plan.runSeed ?? usableSeed(loaded.seed) ?? randomSeed()
        const run = createRun({
          map: plan.address,
          level: loaded.level,
          generator: plan.choice,
          seed: runSeed,
          sandbox: plan.sandbox,
          ...vaults,
        })
        return { run, notices, welcome: `You enter the map ${plan.address}.` }
      } catch (error) {
        notices.push(`${(error as Error).message} Playing a generated dungeon instead.`)
      }
    }
    const depth = plan.kind === 'generate' ? plan.depth : 1
    const run = createRun({
      generator: plan.choice,
      seed: plan.runSeed,
      depth,
      sandbox: plan.sandbox,
      ...vaults,
    })
    const day = dailyDay(run.runSeed)
    const where = plan.sandbox
      ? 'The sandbox: the generator is yours.'
      : day
        ? `The day's run, ${day}: the same dungeon for everyone today.`
        : welcome
    return { run, notices, welcome: where }
  }
}

/** A map's own seed, if it is one the address bar would accept. */
function usableSeed(seed: string | undefined): string | undefined {
  if (seed === undefined) return undefined
  const checked = checkParams({ seed })
  return checked.notices.length === 0 ? checked.seed : undefined
}
