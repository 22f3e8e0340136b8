import {
  createGameWorld,
  createTurnEvents,
  type GameWorld,
  MonsterKind,
  makeFighter,
  monstersAct,
  playTurn,
  spawnItem,
  spawnMonster,
  spawnPlayer,
  visibilitySystem,
} from '@delve/ecs'
import { createRng, dijkstraMap, type Point, type TileMap } from '@delve/map'
import { openMap } from './ecs-bench.js'
import type { Group } from './harness.js'

export interface HuntSize {
  /** The map is this many tiles a side. */
  size: number
  monsters: number
}

export const FULL_HUNT: HuntSize = { size: 200, monsters: 1000 }
export const SMOKE_HUNT: HuntSize = { size: 40, monsters: 60 }

export const MONSTER_TURN = 'Delve monstersAct, every monster hunting'
export const ONE_DIJKSTRA = 'one dijkstraMap over the map (reference)'

/**
 * A hunt: an open map with 5 % pillars, the player in the middle seeing without limit, and
 * `monsters` goblins (and `room` more entity ids to spare), each seeing without limit too, so every one that the pillars leave in view
 * hunts (the others rest or search). The player cannot die: the bench is about the monsters.
 */
export function huntScene(
  { size, monsters }: HuntSize,
  room = 0,
): {
  world: GameWorld
  player: number
  map: TileMap
  centre: Point
} {
  const rng = createRng('hunt')
  const map = openMap(size, rng)
  const centre = { x: size >> 1, y: size >> 1 }
  map.tiles[centre.y * size + centre.x] = 1
  const world = createGameWorld(
    { ...map, start: centre },
    { capacity: monsters + 2 + room, seed: 'hunt' },
  )
  const player = spawnPlayer(world, centre, { sight: 0 })
  makeFighter(world, player, { hp: 30_000, power: 5, defence: 30_000 })
  for (let placed = 0; placed < monsters; ) {
    const x = rng.int(1, size - 2)
    const y = rng.int(1, size - 2)
    const i = y * size + x
    if (map.tiles[i] !== 1 || world.occupancy[i] !== 0) continue
    const eid = spawnMonster(world, { x, y }, MonsterKind.Goblin)
    world.components.Viewshed.radius[eid] = 0
    placed++
  }
  visibilitySystem(world)
  return { world, player, map, centre }
}

/**
 * One monster turn (every monster acting once: goblins have speed 100) against the one Dijkstra
 * map toward the player it is built on. The turn makes that map once and gives each monster a
 * constant amount of work, so the target is a small multiple of the map alone.
 */
export function huntGroup(size: HuntSize): Group {
  const { world, player, map, centre } = huntScene(size)
  const out = new Float64Array(map.width * map.height)
  return {
    title: `One monster turn, ${size.monsters.toLocaleString('en-US')} goblins hunting on ${size.size}×${size.size}`,
    reference: ONE_DIJKSTRA,
    cases: [
      {
        name: MONSTER_TURN,
        run: () => monstersAct(world, player, createTurnEvents()),
      },
      { name: ONE_DIJKSTRA, run: () => void dijkstraMap(map, [centre], { out }) },
    ],
  }
}

export const TURN_WITHOUT_ITEMS = 'Delve playTurn (wait), no items (reference)'
export const TURN_WITH_ITEMS = 'Delve playTurn (wait), with items on the floor'

/**
 * A whole turn (the player waits, every monster acts) on the hunt's map, once as it is and once
 * with `items` items lying about (twice the monsters in the full run): items block nothing and
 * no monster looks at them, so they should cost the turn next to nothing. Both worlds are made
 * from the same seed and play the same turns.
 */
export function itemsTurnGroup(size: HuntSize): Group {
  const items = size.monsters * 2
  // The same capacity for both, so their arrays are the same size.
  const plain = huntScene(size, items)
  const stocked = huntScene(size, items)
  const rng = createRng('items')
  for (let placed = 0; placed < items; ) {
    const x = rng.int(1, size.size - 2)
    const y = rng.int(1, size.size - 2)
    if (stocked.map.tiles[y * size.size + x] !== 1) continue
    spawnItem(stocked.world, { x, y }, placed % stocked.world.kinds.items.length)
    placed++
  }
  const wait = { kind: 'wait' } as const
  return {
    title: `One full turn, ${size.monsters.toLocaleString('en-US')} monsters and ${items.toLocaleString('en-US')} items on ${size.size}×${size.size}`,
    reference: TURN_WITHOUT_ITEMS,
    cases: [
      { name: TURN_WITHOUT_ITEMS, run: () => void playTurn(plain.world, plain.player, wait) },
      { name: TURN_WITH_ITEMS, run: () => void playTurn(stocked.world, stocked.player, wait) },
    ],
  }
}
