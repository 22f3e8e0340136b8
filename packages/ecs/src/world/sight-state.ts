import type { Level } from './level.js'

/** What the player's vision was last computed from, so an unchanged view is not redone. */
export interface SightState {
  viewer: number
  x: number
  y: number
  radius: number
  level: Level | null
}

export function createSightState(): SightState {
  return { viewer: 0, x: -1, y: -1, radius: -1, level: null }
}
