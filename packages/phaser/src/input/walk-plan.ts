import { directionsTo, type Point, STEPS, type Step, type TileMap } from '@delve/map'

/**
 * The steps from `from` to `to` for a tap or a click on `to`: `@delve/map`'s `directionsTo` (a
 * shortest way through the tiles the player knows, by a player's own moves), as `{ dx, dy }`.
 * Undefined when there is no such way (or `to` is unknown or off the map); empty when `to` is
 * where the player stands.
 */
export function planWalk(
  level: TileMap,
  known: Uint8Array | null,
  from: Point,
  to: Point,
): Step[] | undefined {
  return directionsTo(level, known, from, to)?.map((direction) => STEPS[direction])
}
