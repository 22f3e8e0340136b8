import * as ecs from '@delve/ecs'
import { createRng, type Dungeon, generateDungeon } from '@delve/map'

export const WIDTH = 60
export const HEIGHT = 24

/** One game: the dungeon, the world playing on it, and the player's entity. */
export interface Game {
  dungeon: Dungeon
  world: ecs.GameWorld<Dungeon>
  player: number
  monsters: number[]
}

/** A new game from `seed`: the player with the tutorials' fighter and torch, 10 monsters away from the start. */
export function newGame(seed: string): Game {
  const dungeon = generateDungeon({ seed, width: WIDTH, height: HEIGHT })
  const world = ecs.createGameWorld(dungeon, { generated: true })
  const player = ecs.spawnPlayer(world, dungeon.start, { sight: 8 })
  ecs.makeFighter(world, player, ecs.PLAYER_STATS, { regen: 10 })
  const monsters = ecs.populate(world, dungeon, createRng(seed), 10, { minDistance: 10 })
  return { dungeon, world, player, monsters }
}

/** Plays `action` (ignored once the player is dead) and says what happened, one line. */
export function act({ world, player }: Game, action: ecs.PlayerAction): string {
  if (!ecs.isAlive(world, player)) return 'You are dead. Reload for a new game.'
  // The package's own words for the turn: blows, misses, deaths, a bump or a refusal.
  return ecs.turnMessages(world, ecs.playTurn(world, player, action), player).join(' ')
}

/** What the page shows, as data: what its test reads through `window.example.state()`. */
export function stateOf({ world, player }: Game) {
  const { x, y } = ecs.getPosition(world, player)
  const count = (mask: Uint8Array) => mask.reduce((sum, bit) => sum + bit, 0)
  return {
    turn: world.turn,
    player: { x, y },
    hp: world.components.Health.hp[player] as number,
    alive: ecs.isAlive(world, player),
    visible: count(world.vision.visible),
    explored: count(world.vision.explored),
  }
}
