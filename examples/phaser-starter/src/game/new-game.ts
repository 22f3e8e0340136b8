import * as ecs from '@delve/ecs'
import { createRng, type Dungeon, generateDungeon } from '@delve/map'

/** Your game's kinds: Delve's own monsters and items, and one of yours (drawn as a goblin). */
export const KINDS = ecs.defineKinds({
  monsters: [
    ...ecs.MONSTER_KINDS,
    { name: 'kobold', article: 'a', glyph: 'k', hp: 8, power: 2, defence: 0, speed: 100, sight: 8 },
  ],
  items: ecs.ITEM_KINDS,
})

/** One game: the dungeon, the world playing on it, the player and the monsters. */
export interface Game {
  dungeon: Dungeon
  world: ecs.GameWorld<Dungeon>
  player: number
  monsters: number[]
}

/** The rules of your game start here: the dungeon, the player, the monsters. */
export function newGame(seed: string): Game {
  const dungeon = generateDungeon({ seed, width: 40, height: 24 })
  const world = ecs.createGameWorld(dungeon, { generated: true, kinds: KINDS })
  const player = ecs.spawnPlayer(world, dungeon.start, { sight: 8 })
  ecs.makeFighter(world, player, ecs.PLAYER_STATS, { regen: 10 })
  const monsters = ecs.populate(world, dungeon, createRng(seed), 8, { minDistance: 10 })
  return { dungeon, world, player, monsters }
}
