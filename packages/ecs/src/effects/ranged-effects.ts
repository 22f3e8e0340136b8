// Effects of things thrown and zapped along a line (`targets: 'line'`): each a factory of a plain
// function over the world, like the tutorials' own.
import { isWalkable, type Point, Tile } from '@delve/map'
import { hasComponent } from 'bitecs'
import { NOISE_RADIUS } from '../creatures/minds.js'
import { hear } from '../creatures/sleep.js'
import { refusal } from '../events/messages.js'
import { placed } from '../events/turn-events.js'
import { slotIn, takeOff, totalDefence } from '../growth/equipment.js'
import { lineTiles } from '../items/line-path.js'
import { putOnFloor } from '../items/pack.js'
import { updateView } from '../systems/visibility.js'
import type { Effect, GameWorld, ItemUseContext } from '../world/game-world.js'
import { internals } from '../world/internals.js'
import { draw } from '../world/noise.js'
import { checkAmount, hurt } from './harm.js'

/**
 * Throws the item: it flies along the use's line and lands where the line stops (the tile of the
 * first creature in its way, else the aimed tile or the last floor before a wall), where it can be
 * picked up again. The first creature in its way is struck as the kind's `thrown` says (a miss
 * possible under the rolled rule), a `thrown` effect event (`amount` the damage) or a
 * `thrown-miss` one (`amount` 0); the blow is heard as a melee blow is. Refused for a kind with
 * no `thrown`.
 */
export function hurl(): Effect {
  return (world, use) => {
    const thrown = world.kinds.items[use.kind]?.thrown
    if (!thrown) return refusal(world.kinds.messages, 'not-thrown')
    const { Position, Health, Fighter } = world.components
    const { user } = use
    const from = { x: Position.x[user] as number, y: Position.y[user] as number }
    const lands = use.path?.at(-1) ?? from
    const target = use.affected[0]
    if (slotIn(world, user, use.item)) takeOff(world, user, use.item, use.events)
    putOnFloor(world, use.item, lands.x, lands.y)
    if (target === undefined) return undefined
    hear(world, lands.x, lands.y, NOISE_RADIUS, use.events)
    let hits = true
    let damage = thrown.damage
    if (world.combat === 'rolled') {
      hits = draw(world, 100) < (thrown.accuracy ?? 80)
      const spread = thrown.spread ?? 1
      damage = damage - spread + draw(world, 2 * spread + 1)
    }
    const bonus = hasComponent(world, user, Fighter) ? (Fighter.throwing[user] as number) : 0
    damage = Math.max(0, damage + bonus - totalDefence(world, target))
    if (!hits) {
      use.events.effects.push(
        placed(use.events, {
          effect: 'thrown-miss',
          source: user,
          target,
          kind: use.kind,
          amount: 0,
          hp: Health.hp[target] as number,
        }),
      )
      return undefined
    }
    hurt(world, use, target, damage, 'thrown')
    return undefined
  }
}

/**
 * Slows the first creature on the use's line for `turns` turns: it gains only half its speed in
 * energy (`Energy.slowed`), so acts half as often; a `slow` effect event, and `slow-over` when it
 * wears off. Refused with no creature on the line that acts by energy (a monster).
 */
export function slowing(turns: number): Effect {
  checkAmount('slowing turns', turns, 0xffff)
  return (world, use) => {
    const { Energy, Health } = world.components
    const target = use.affected.find((eid) => hasComponent(world, eid, Energy))
    if (target === undefined) {
      return refusal(world.kinds.messages, 'no-target', 'slow-no-target')
    }
    Energy.slowed[target] = turns
    use.events.effects.push(
      placed(use.events, {
        effect: 'slow',
        source: use.user,
        target,
        kind: use.kind,
        amount: turns,
        hp: Health.hp[target] as number,
      }),
    )
    return undefined
  }
}

/**
 * Digs along the use's line: from the user toward the aimed tile and on to the kind's range, up
 * to `most` wall tiles become floor, never the map's border (the line stops there). The player's
 * view is seen again at once, and the level's tiles differ from how they were made (a save keeps
 * them). A `dig` effect event on the user (`amount`: tiles dug). Refused when the line meets no
 * rock to dig.
 */
export function digging(most: number): Effect {
  checkAmount('digging most', most, 0xffff)
  return (world, use) => {
    const { Position } = world.components
    const from = { x: Position.x[use.user] as number, y: Position.y[use.user] as number }
    const dug = rockAlong(world, from, use, most)
    if (dug.length === 0) return refusal(world.kinds.messages, 'no-rock')
    const { tiles, width } = world.dungeon
    for (const p of dug) tiles[p.y * width + p.x] = Tile.Floor
    // Sight is computed again only when something it depends on changed: the tiles just did.
    internals(world).sight.level = null
    updateView(world)
    use.events.effects.push(
      placed(use.events, {
        effect: 'dig',
        source: use.user,
        target: use.user,
        kind: use.kind,
        amount: dug.length,
        hp: world.components.Health.hp[use.user] as number,
      }),
    )
    return undefined
  }
}

/** The wall tiles a digging bolt turns to floor: up to `most` on its line, before the border. */
function rockAlong(world: GameWorld, from: Point, use: ItemUseContext, most: number): Point[] {
  if (use.target === undefined) return []
  const range = world.kinds.items[use.kind]?.use?.range ?? 0
  const { tiles, width, height } = world.dungeon
  const dug: Point[] = []
  for (const p of lineTiles(world, from, use.target, range, true)) {
    if (p.x <= 0 || p.y <= 0 || p.x >= width - 1 || p.y >= height - 1) break
    if (!isWalkable(tiles[p.y * width + p.x] as number)) dug.push(p)
    if (dug.length === most) break
  }
  return dug
}
