import type { ControlMode, Handling } from '@delve/phaser'
import type { ActResult, GeneratorChoice, RunStats } from '@delve/run'

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
  /** The deepest level the run reached. */
  depth: number
  /** Killed (true), or left by the player (false). */
  died: boolean
  /** The choice of the dungeon just left; the next run gets a new seed. */
  choice: GeneratorChoice
  /** It was the sandbox, not a run: nothing to count. */
  sandbox: boolean
  /** Out of the dungeon with the amulet: the run is won. */
  won: boolean
  /** What ended it: "killed by a troll on depth 7", "escaped with the amulet of the deep", "left on depth 3". */
  cause: string
}

/** What an action did, for the screen to show. */
export interface Outcome {
  /**
   * What changed: `level` a new level or run (draw it all again, re-aim the camera, write the
   * address, save), `player` a turn passed (the player moved, attacked or waited: redraw the
   * sight and the monsters, save), `labels` the labels were shown or hidden, `sight` fog of war
   * was turned on or off (draw it all again, write the address), `mode` the mode, its cursor
   * or its menu changed (redraw what the mode shows; no turn passed).
   */
  change: 'none' | 'player' | 'labels' | 'level' | 'sight' | 'mode'
  /** The status line's new sentence; absent leaves it as it is. */
  status?: Say
  /** For a change made in the panel: the panel's own message line, its fields shown afresh. */
  panel?: Say
  /** Open or close the generator panel. */
  togglePanel?: true
  /** The run is over: the player left the dungeon, or died. */
  left?: RunEnd
  /**
   * A run given up for a new one (asked first), with its seed and hero's level: it goes into the
   * history of runs.
   */
  abandoned?: RunEnd & { runSeed: string; level: number }
}

export const NOTHING: Outcome = Object.freeze({ change: 'none' })

export const info = (text: string): Say => ({ text, tone: 'info' })
export const bump = (text: string): Say => ({ text, tone: 'bump' })

/** Nothing done, and why: a bump on the status line. */
export function refused(text: string): Outcome {
  return { change: 'none', status: bump(text) }
}

/** How the run ended (`died`: by death, else left), for the outcome that ends it. */
type Ender = (died: boolean) => RunEnd

/** A mode entered or left: its prompt on the status line. */
export function modeShown(mode: ControlMode): Outcome {
  switch (mode.name) {
    case 'inventory': {
      const what = mode.purpose === 'use' ? 'use' : 'drop'
      return {
        change: 'mode',
        status: info(`Which item will you ${what}? (a letter; Escape: none)`),
      }
    }
    case 'targeting': {
      const { refused } = mode.preview
      const text =
        refused ?? `Aiming the ${mode.label}: Enter or a second tap to use it, Escape to stop.`
      return { change: 'mode', status: { text, tone: refused ? 'warning' : 'info' } }
    }
    default:
      return { change: 'mode', status: info('') }
  }
}

/** An input the run played: a turn, a walk's step or stop, the stairs, an item, a level-up. */
/** `end` says how the run ended, when it did. */
export function actShown(handling: Handling & { kind: 'acted' }, end: Ender): Outcome {
  const { input, result, from } = handling
  if (input.kind === 'level-up') {
    return { change: 'player', status: info(result.lines[0] ?? result.refused ?? '') }
  }
  if (from === 'targeting' && !result.taken) {
    return { change: 'mode', status: bump(result.refused ?? '') }
  }
  if (from === 'inventory' || from === 'targeting') {
    // A turn taken from a mode: shown as any turn, with its lines on the status line.
    const outcome = turn(result, end)
    if (result.taken && result.lines.length > 0) outcome.status = info(result.lines.join(' '))
    return outcome
  }
  if (input.kind === 'descend' || input.kind === 'ascend') return stairs(result, end)
  if (!result.taken && result.stopped !== undefined) {
    return result.stopped === '' ? NOTHING : { change: 'none', status: info(result.stopped) }
  }
  const outcome = turn(result, end)
  return result.stopped && !outcome.left ? { ...outcome, status: info(result.stopped) } : outcome
}

/**
 * A flight of stairs taken (a new level, or one left before, to draw again), refused (a bump),
 * or out of the dungeon with the amulet: the run is won.
 */
function stairs(result: ActResult, end: Ender): Outcome {
  if (!result.taken) return { change: 'none', status: bump(result.refused ?? '') }
  const status = info(result.lines.join(' '))
  if (result.end) return { change: 'player', status, left: end(result.end.died) }
  return { change: 'level', status }
}

/**
 * Shows one of the player's turns: a refused step is a bump; a death or the amulet taken ends
 * the run; a level reached asks its choice before anything else.
 */
function turn(result: ActResult, end: Ender): Outcome {
  if (!result.taken) return { change: 'none', status: bump(result.refused ?? '') }
  const outcome: Outcome = { change: 'player', status: info('') }
  if (result.end) outcome.left = end(result.end.died)
  else if (result.levelUp) {
    outcome.status = info('You reach a new level: choose a perk (a, b or c).')
  }
  return outcome
}
