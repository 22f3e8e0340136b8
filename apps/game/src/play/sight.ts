import { type Point, pointToIndex, type Vision } from '@delve/map'
import type { MonsterView } from '@delve/run'

/**
 * How the screen shows the level: with fog of war (`fov`), from what the player sees and has
 * explored; or, for the generator showcase (`fov=off`), every tile and monster as if in sight.
 * The same shape as `FogView` of `@delve/phaser`, which draws it.
 */
export interface SightView {
  fov: boolean
  vision: Readonly<Vision>
  /** The tile the player sees from, where the torch is. */
  from: Point
}

/** The monsters to draw: only those in sight, as the remembered map shows none. */
export function monstersInSight(view: SightView, monsters: readonly MonsterView[]): MonsterView[] {
  if (!view.fov) return [...monsters]
  const { vision } = view
  return monsters.filter((m) => vision.visible[pointToIndex(vision, m)] === 1)
}
