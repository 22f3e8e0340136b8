import { fromAscii } from '@delve/map'
import {
  createGameWorld,
  giveInventory,
  type Kinds,
  makeFighter,
  PLAYER_STATS,
  spawnItem,
  spawnMonster,
  spawnPlayer,
  visibilitySystem,
} from '../src/index.js'

/**
 * A world from a drawing: `@` the player (the tutorial's fighter, sight 8, a pack of 26), the
 * letters of `monsters` monsters of those kinds, the characters of `items` items of those kinds
 * (lying on floor). The player's view is computed.
 */
export function arena(
  drawing: string,
  monsters: Record<string, number> = {},
  items: Record<string, number> = {},
  kinds?: Kinds,
) {
  const map = fromAscii(drawing, `@${Object.keys(monsters).join('')}${Object.keys(items).join('')}`)
  const world = createGameWorld(map, { capacity: 256, seed: 'arena', ...(kinds ? { kinds } : {}) })
  const player = spawnPlayer(world, map.marks['@']?.[0], { sight: 8 })
  makeFighter(world, player, PLAYER_STATS)
  giveInventory(world, player)
  const foes: Record<string, number[]> = {}
  for (const [letter, kind] of Object.entries(monsters)) {
    foes[letter] = (map.marks[letter] ?? []).map((p) => spawnMonster(world, p, kind))
  }
  const things: Record<string, number[]> = {}
  for (const [letter, kind] of Object.entries(items)) {
    things[letter] = (map.marks[letter] ?? []).map((p) => spawnItem(world, p, kind))
  }
  visibilitySystem(world)
  return { world, player, monsters: foes, items: things }
}
