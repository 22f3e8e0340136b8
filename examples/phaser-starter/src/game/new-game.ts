import * as ecs from '@delve/ecs'
import { createRng, type Dungeon, generateDungeon } from '@delve/map'

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
  const world = ecs.createGameWorld(dungeon, { generated: true })
  const player = ecs.spawnPlayer(world, dungeon.start, { sight: 8 })
  ecs.makeFighter(world, player, ecs.PLAYER_STATS, { regen: 10 })
  const monsters = ecs.populate(world, dungeon, createRng(seed), 8, { minDistance: 10 })
  return { dungeon, world, player, monsters }
}

/** Plays the player's action and says what happened, as one line (empty when nothing did). */
export function playTurn({ world, player }: Game, action: ecs.PlayerAction): string {
  if (!ecs.isAlive(world, player)) return 'You are dead. Reload for a new game.'
  const events = ecs.playTurn(world, player, action)
  if (events.refused) return events.refused.message
  const { Monster } = world.components
  const name = (eid: number) =>
    eid === player ? 'you' : `the ${ecs.kindName(Monster.kind[eid] as number)}`
  const said = [
    ...events.attacks.map((a) => {
      const verb =
        (a.missed ? 'miss' : 'hit') + (a.attacker === player ? '' : a.missed ? 'es' : 's')
      return `${name(a.attacker)} ${verb} ${name(a.target)}${a.missed ? '' : ` for ${a.damage}`}.`
    }),
    ...events.deaths.map((d) => (d.player ? 'you die.' : `${name(d.eid)} dies.`)),
  ]
  return said.map((line) => line[0]?.toUpperCase() + line.slice(1)).join(' ')
}
