import { STEPS } from '@delve/map'
import type { Run } from '@delve/run'
import type { Action } from './actions.js'
import { type GameMode, lastPage, moveCursor } from './modes.js'
import { NOTHING, type Outcome } from './outcome.js'

/** What the game's screens ask of the session that shows them. */
export interface ScreenHost {
  readonly run: Run
  historyLines(): readonly string[]
  answer(order: 'new-game' | 'leave', action: Action): Outcome
  enter(mode: GameMode): Outcome
  close(text: string): Outcome
  lookAt(cursor: { x: number; y: number }): Outcome
}

/**
 * An action on one of the game's own screens, in the manner of the controller's mode handlers:
 * the question that gives up a run answered; the history scrolled; the look's cursor moved or
 * pointed; each closed at no cost by Escape, Enter or its own key (the hero's screen by any).
 */
export function gameModeAction(session: ScreenHost, mode: GameMode, action: Action): Outcome {
  if (mode.name === 'confirm') return session.answer(mode.order, action)
  if (action.kind === 'cancel' || action.kind === 'leave') return session.close('')
  switch (mode.name) {
    case 'history': {
      if (action.kind === 'move') {
        const dy = STEPS[action.direction].dy
        const last = lastPage(session.historyLines().length)
        return session.enter({ name: 'history', top: Math.min(last, Math.max(0, mode.top + dy)) })
      }
      if (action.kind === 'history' || action.kind === 'confirm') return session.close('')
      return NOTHING
    }
    case 'character':
      return session.close('')
    case 'look': {
      if (action.kind === 'move') {
        const { dx, dy } = STEPS[action.direction]
        const { width, height } = session.run.level
        return session.lookAt(moveCursor(mode.cursor, dx, dy, width, height))
      }
      if (action.kind === 'point') return session.lookAt(action.to)
      if (action.kind === 'look' || action.kind === 'confirm') return session.close('')
      return NOTHING
    }
  }
}
