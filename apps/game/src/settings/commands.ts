import type { Direction } from '@delve/map'
import type { Action } from '../play/actions.js'
import type { ChordText } from './chords.js'

/** What the page itself does on a key, outside the run: the settings screen, the zoom. */
export type PageCommand = 'settings' | 'zoom-in' | 'zoom-out'

/** One command a key can be bound to: a run's action or the page's, with its default keys. */
export interface CommandRow {
  id: string
  /** What the settings screen calls it. */
  label: string
  /** The run's action it gives, or the page's command. */
  does: { action: Action } | { page: PageCommand }
  /** Its keys until the player changes them. */
  keys: readonly ChordText[]
  /** A short name for a pad button, for the commands a pad may offer. */
  pad?: string
}

const step = (direction: Direction, label: string, keys: ChordText[]): CommandRow => ({
  id: `step-${direction}`,
  label,
  does: { action: { kind: 'move', direction } },
  keys,
})

const run = (direction: Direction, label: string, keys: ChordText[]): CommandRow => ({
  id: `run-${direction}`,
  label,
  does: { action: { kind: 'run', direction } },
  keys,
})

/**
 * Every command of the dungeon's keyboard, in the order the settings screen lists them: the
 * eight steps (arrows, number pad, its NumLock-off keys, vi-keys), the eight runs (the same
 * with Shift), then the orders. Content as
 * data: a new command is a new row, and the remapping screen, the key lookup and the pad's
 * choices follow from it.
 */
export const COMMANDS: readonly CommandRow[] = [
  step('up', 'Step up', ['ArrowUp', 'Numpad8', 'KeyK']),
  step('down', 'Step down', ['ArrowDown', 'Numpad2', 'KeyJ']),
  step('left', 'Step left', ['ArrowLeft', 'Numpad4', 'KeyH']),
  step('right', 'Step right', ['ArrowRight', 'Numpad6', 'KeyL']),
  step('up-left', 'Step up and left', ['Numpad7', 'Home', 'KeyY']),
  step('up-right', 'Step up and right', ['Numpad9', 'PageUp', 'KeyU']),
  step('down-left', 'Step down and left', ['Numpad1', 'End', 'KeyB']),
  step('down-right', 'Step down and right', ['Numpad3', 'PageDown', 'KeyN']),
  run('up', 'Run up', ['Shift+ArrowUp', 'Shift+Numpad8', 'Shift+KeyK']),
  run('down', 'Run down', ['Shift+ArrowDown', 'Shift+Numpad2', 'Shift+KeyJ']),
  run('left', 'Run left', ['Shift+ArrowLeft', 'Shift+Numpad4', 'Shift+KeyH']),
  // ⇧L and ⇧N are the labels and a new game: those two runs keep the arrows and the pad.
  run('right', 'Run right', ['Shift+ArrowRight', 'Shift+Numpad6']),
  run('up-left', 'Run up and left', ['Shift+Numpad7', 'Shift+Home', 'Shift+KeyY']),
  run('up-right', 'Run up and right', ['Shift+Numpad9', 'Shift+PageUp', 'Shift+KeyU']),
  run('down-left', 'Run down and left', ['Shift+Numpad1', 'Shift+End', 'Shift+KeyB']),
  run('down-right', 'Run down and right', ['Shift+Numpad3', 'Shift+PageDown']),
  {
    id: 'explore',
    label: 'Explore (then to the stairs)',
    does: { action: { kind: 'explore' } },
    keys: ['KeyO'],
    pad: 'o explore',
  },
  {
    id: 'travel',
    label: 'Travel to the stairs (down; up with the amulet)',
    does: { action: { kind: 'travel' } },
    keys: ['Shift+KeyG'],
    pad: '⇧g travel',
  },
  {
    id: 'wait',
    label: 'Wait a turn',
    does: { action: { kind: 'wait' } },
    keys: ['Period', 'Space', 'Numpad5', 'NumpadDecimal'],
    pad: '· wait',
  },
  {
    id: 'rest',
    label: 'Rest until healed',
    does: { action: { kind: 'rest' } },
    keys: ['KeyZ'],
    pad: 'z rest',
  },
  {
    id: 'pickup',
    label: 'Pick up',
    does: { action: { kind: 'pickup' } },
    keys: ['KeyG'],
    pad: 'g pick up',
  },
  {
    id: 'inventory',
    label: 'Use an item (the pack)',
    does: { action: { kind: 'inventory' } },
    keys: ['KeyI'],
    pad: 'i use',
  },
  {
    id: 'drop',
    label: 'Drop an item',
    does: { action: { kind: 'drop-menu' } },
    keys: ['KeyD'],
    pad: 'd drop',
  },
  {
    id: 'look',
    label: 'Look about',
    does: { action: { kind: 'look' } },
    keys: ['KeyX'],
    pad: 'x look',
  },
  {
    id: 'history',
    label: 'Message history',
    does: { action: { kind: 'history' } },
    keys: ['KeyV'],
    pad: 'v log',
  },
  {
    id: 'character',
    label: 'Character',
    does: { action: { kind: 'character' } },
    keys: ['KeyC'],
    pad: 'c hero',
  },
  {
    id: 'descend',
    label: 'Go down the stairs',
    does: { action: { kind: 'descend' } },
    keys: ['Shift+Period'],
    pad: '> down',
  },
  {
    id: 'ascend',
    label: 'Go up the stairs (out, with the amulet)',
    does: { action: { kind: 'ascend' } },
    keys: ['Shift+Comma'],
    pad: '< up',
  },
  {
    id: 'regenerate',
    label: 'Rest (a run) · new level (the sandbox)',
    does: { action: { kind: 'regenerate' } },
    keys: ['KeyR'],
  },
  {
    id: 'labels',
    label: 'Room labels (the sandbox)',
    does: { action: { kind: 'labels' } },
    keys: ['Shift+KeyL'],
  },
  {
    id: 'panel',
    label: 'Generator panel (the sandbox)',
    does: { action: { kind: 'panel' } },
    keys: ['Tab'],
  },
  {
    id: 'new-game',
    label: 'New game',
    does: { action: { kind: 'new-game' } },
    keys: ['Shift+KeyN'],
  },
  {
    id: 'leave',
    label: 'Leave the dungeon',
    does: { action: { kind: 'leave' } },
    keys: ['Escape'],
  },
  {
    id: 'zoom-in',
    label: 'Zoom in',
    does: { page: 'zoom-in' },
    keys: ['Shift+Equal', 'Equal', 'NumpadAdd'],
  },
  {
    id: 'zoom-out',
    label: 'Zoom out',
    does: { page: 'zoom-out' },
    keys: ['Minus', 'NumpadSubtract'],
  },
  {
    id: 'settings',
    label: 'Settings (this screen)',
    does: { page: 'settings' },
    keys: ['Shift+Slash'],
    pad: '⚙ settings',
  },
]

const BY_ID: ReadonlyMap<string, CommandRow> = new Map(COMMANDS.map((row) => [row.id, row]))

/** The row of command `id`, or undefined for an id no command has. */
export function commandRow(id: string): CommandRow | undefined {
  return BY_ID.get(id)
}

/** The run's action command `id` gives, or null for a page command or an unknown id. */
export function commandAction(id: string): Action | null {
  const does = BY_ID.get(id)?.does
  return does && 'action' in does ? does.action : null
}

/** The page command `id` gives, or null for a run's action or an unknown id. */
export function pageCommand(id: string): PageCommand | null {
  const does = BY_ID.get(id)?.does
  return does && 'page' in does ? does.page : null
}

/** True for a command that steps: a shifted letter never falls back to one (⇧N is not a step). */
export function isStep(id: string): boolean {
  return commandAction(id)?.kind === 'move'
}

/** The direction of a command that steps or runs, or null. */
export function commandDirection(id: string): Direction | null {
  const action = commandAction(id)
  return action?.kind === 'move' || action?.kind === 'run' ? action.direction : null
}

/**
 * Characters that give a command by what is typed, on a key bound to nothing: `>` goes down, `<`
 * up and `.` waits on any layout (where `>` is Shift and another key, `<` that key unshifted);
 * Clear is the number pad's 5 with NumLock off; `+`, `-` zoom and `?` opens the settings
 * wherever those characters are.
 */
export const BY_CHARACTER: Readonly<Record<string, string>> = {
  '>': 'descend',
  '<': 'ascend',
  '.': 'wait',
  Clear: 'wait',
  '+': 'zoom-in',
  '-': 'zoom-out',
  '?': 'settings',
}
