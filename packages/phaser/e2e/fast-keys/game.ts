import { createGameWorld, makeFighter, PLAYER_STATS, spawnPlayer } from '@delve/ecs'
import { generateDungeon } from '@delve/map'

/** The page's game, and the test's headless copy of it: a dungeon, a player, no monsters. */
export function newGame() {
  const dungeon = generateDungeon({ seed: 'fast keys', width: 40, height: 24 })
  const world = createGameWorld(dungeon, { generated: true })
  const player = spawnPlayer(world, dungeon.start, { sight: 8 })
  makeFighter(world, player, PLAYER_STATS)
  return { world, player }
}
