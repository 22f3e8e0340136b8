import { kindInfo, kindName } from '@delve/ecs'
import { type Point, type RoomLabel, randomSeed, roomLabels } from '@delve/map'
import { type GeneratorChoice, sameChoice } from '../params/generator-choice.js'
import { checkPanelChange } from '../params/panel-change.js'
import type { ParamName, RawParams } from '../params/param-names.js'
import type { Action } from './actions.js'
import type { Direction } from './directions.js'
import { DungeonRun, type MonsterView, type RunStats, type TurnReport } from './dungeon-run.js'
import { monstersInSight, type SightView } from './sight.js'
import { planWalk } from './walk-plan.js'

/** How a sentence is shown: plain news, a problem with what was asked, or a bump. */
export type Tone = 'info' | 'warning' | 'bump'

/** A sentence for the player. */
export interface Say {
  text: string
  tone: Tone
}

/** How a run ended, for the farewell screen and the next run. */
export interface RunEnd {
  stats: RunStats
  /** The depth the run ended on. */
  depth: number
  /** Killed (true), or left by the player (false). */
  died: boolean
  /** The choice of the dungeon just left; the next run gets a new seed. */
  choice: GeneratorChoice
}

/** What an action did, for the screen to show. */
export interface Outcome {
  /**
   * What changed: `level` a new level or run (draw it all again, re-aim the camera, write the
   * address, save), `player` a turn passed (the player moved, attacked or waited: redraw the
   * sight and the monsters, save), `labels` the labels were shown or hidden, `sight` fog of war
   * was turned on or off (draw it all again, write the address).
   */
  change: 'none' | 'player' | 'labels' | 'level' | 'sight'
  /** The status line's new sentence; absent leaves it as it is. */
  status?: Say
  /** For a change made in the panel: the panel's own message line, its fields shown afresh. */
  panel?: Say
  /** Open or close the generator panel. */
  togglePanel?: true
  /** The run is over: the player left the dungeon, or died. */
  left?: RunEnd
}

const NOTHING: Outcome = { change: 'none' }

const info = (text: string): Say => ({ text, tone: 'info' })

/**
 * One player's session with the dungeon, with no rendering or input: it holds the run, performs
 * each action on it and says what happened and what to tell the player. The scene feeds it
 * actions and shows its outcomes; tests drive it directly.
 */
export class Session {
  private current: DungeonRun
  private labelsShown = false
  private fogOfWar: boolean
  /** The steps left of a walk to a tapped tile. */
  private walking: Direction[] = []

  /** `fov` false shows the whole map, every monster in it (the generator showcase). */
  constructor(run: DungeonRun, fov = true) {
    this.current = run
    this.fogOfWar = fov
  }

  /** Whether fog of war is on. */
  get fov(): boolean {
    return this.fogOfWar
  }

  /** How the screen shows the level now: with fog of war or without, from the player's vision. */
  sight(): SightView {
    const run = this.current
    return { fov: this.fogOfWar, vision: run.vision, from: run.playerPosition() }
  }

  /** The monsters the screen shows: those in sight (all of them without fog of war). */
  monstersShown(): MonsterView[] {
    return monstersInSight(this.sight(), this.current.monsters())
  }

  /** The living and the dead the screen shows: each only in sight, as the remembered map has none. */
  creaturesShown(): { monsters: MonsterView[]; corpses: MonsterView[] } {
    const sight = this.sight()
    return {
      monsters: monstersInSight(sight, this.current.monsters()),
      corpses: monstersInSight(sight, this.current.corpses()),
    }
  }

  /** Turns fog of war on or off. */
  setFov(on: boolean): Outcome {
    if (on === this.fogOfWar) return NOTHING
    this.fogOfWar = on
    const text = on
      ? 'Fog of war: you see only what your torch reaches.'
      : 'Fog of war off: the whole level is shown.'
    return { change: 'sight', status: info(text), panel: info('') }
  }

  get run(): DungeonRun {
    return this.current
  }

  /** The room labels to draw now: none while they are hidden. */
  labels(): RoomLabel[] {
    return this.labelsShown ? roomLabels(this.current.level) : []
  }

  /** True while a walk to a tapped tile has steps left: the screen calls `walkOn` to go on. */
  get isWalking(): boolean {
    return this.walking.length > 0
  }

  perform(action: Action): Outcome {
    // Any other order stops a walk in progress.
    if (action.kind !== 'walk-to') this.walking = []
    switch (action.kind) {
      case 'move':
        return this.turn(this.current.move(action.direction))
      case 'wait':
        return this.turn(this.current.wait())
      case 'walk-to':
        return this.walkTo(action.to)
      case 'regenerate':
        this.current.regenerate()
        return { change: 'level', status: info('The walls shift around you: a new dungeon.') }
      case 'descend':
        if (!this.current.descend()) {
          return {
            change: 'none',
            status: { text: 'There are no stairs down here.', tone: 'bump' },
          }
        }
        return {
          change: 'level',
          status: info(`You descend the stairs to depth ${this.current.depth}.`),
        }
      case 'labels':
        return this.toggleLabels()
      case 'panel':
        return { ...NOTHING, togglePanel: true }
      case 'new-game':
        this.current = DungeonRun.start(this.current.choice)
        return { change: 'level', status: info('A new game begins.') }
      case 'leave':
        return { ...NOTHING, left: this.end(false) }
    }
  }

  /**
   * A field of the generator panel changed (`fields` holds every field's text): the same seed
   * and depth made with the new choice, or a new seed; refused values are explained and replaced.
   */
  applyPanel(fields: RawParams, changed: ParamName): Outcome {
    const run = this.current
    const checked = checkPanelChange(run.choice, fields, changed)
    const seed = checked.seed ?? randomSeed()
    const same = sameChoice(checked.choice, run.choice) && seed === run.runSeed
    const change = !same || run.map !== undefined ? 'level' : 'none'
    if (change === 'level') run.reconfigure(checked.choice, seed)
    if (checked.notices.length > 0) {
      const warning: Say = { text: checked.notices.join('\n'), tone: 'warning' }
      return { change, status: warning, panel: warning }
    }
    const status = info(same ? 'Nothing changed.' : 'The dungeon takes a new shape.')
    return { change, status, panel: info('') }
  }

  /**
   * The next step of a walk to a tapped tile. The walk stops at the tile, when a step is refused
   * or leads somewhere else (a monster stood in the way: it is attacked, once), and when a
   * monster the player did not see before the step comes into sight.
   */
  walkOn(): Outcome {
    const direction = this.walking.shift()
    if (direction === undefined) return NOTHING
    // Monsters in view move about: one more of a kind in view is one that came into view.
    const before = countKinds(this.monstersShown())
    const report = this.current.move(direction)
    const outcome = this.turn(report)
    if (!report.moved || outcome.left) this.walking = []
    const after = countKinds(this.monstersShown())
    const spotted = [...after].find(([kind, n]) => n > (before.get(kind) ?? 0))
    if (spotted && this.walking.length > 0) {
      this.walking = []
      const [kind] = spotted
      const name = `${kindInfo(kind).article} ${kindName(kind)}`
      return { ...outcome, status: info(`You stop: ${name} comes into view.`) }
    }
    return outcome
  }

  private walkTo(to: Point): Outcome {
    const run = this.current
    if (run.dead) return NOTHING
    const from = run.playerPosition()
    const known = this.fogOfWar ? run.vision.explored : null
    const inside = to.x >= 0 && to.y >= 0 && to.x < run.level.width && to.y < run.level.height
    const steps = inside ? planWalk(run.level, known, from, to) : undefined
    if (!steps) {
      this.walking = []
      return { change: 'none', status: { text: 'You know no way there.', tone: 'bump' } }
    }
    // A tap beside the player is one step, or a blow at the monster there.
    // (Only a monster the player sees: an unseen one gives nothing away.)
    const monsterThere = this.monstersShown().some((m) => m.x === to.x && m.y === to.y)
    if (monsterThere && steps.length > 1) {
      steps.pop()
    }
    this.walking = steps
    return this.walkOn()
  }

  /** Shows one of the player's turns: a refused step is a bump; a death ends the run. */
  private turn(report: TurnReport): Outcome {
    if (!report.taken) {
      return { change: 'none', status: { text: report.messages[0] ?? '', tone: 'bump' } }
    }
    const outcome: Outcome = { change: 'player', status: info('') }
    if (report.died) outcome.left = this.end(true)
    return outcome
  }

  private end(died: boolean): RunEnd {
    const run = this.current
    return { stats: { ...run.stats }, depth: run.depth, died, choice: run.choice }
  }

  private toggleLabels(): Outcome {
    this.labelsShown = !this.labelsShown
    const labels = this.labels()
    let text: string
    if (!this.labelsShown) text = 'Room labels hidden.'
    else if (labels.length === 0) text = 'This level has no rooms to label.'
    else text = `Rooms labelled in the order they were made: ${labels[0]?.label} first.`
    return { change: 'labels', status: info(text) }
  }
}

/** How many monsters of each kind there are in `monsters`, kinds in ascending order. */
function countKinds(monsters: readonly MonsterView[]): Map<number, number> {
  const counts = new Map<number, number>()
  for (const kind of monsters.map((m) => m.kind).sort((a, b) => a - b)) {
    counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  return counts
}
