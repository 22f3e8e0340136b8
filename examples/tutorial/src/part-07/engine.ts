import { type GameWorld, getPosition, type PlayerAction, playTurn, turnMessages } from '@delve/ecs'
import type { Point } from '@delve/map'

/**
 * The game's state and its rules: the world of entities (`@delve/ecs`), which holds the map,
 * which entity is the player, and every message the player has been told.
 */
export class Engine {
  /** The messages, oldest first: the log shows the last few, the history all of them. */
  readonly messages: string[] = []

  constructor(
    readonly world: GameWorld,
    readonly player: number,
  ) {}

  /** Tells the player something. */
  addMessage(...lines: string[]): void {
    this.messages.push(...lines)
  }

  /**
   * Plays one turn: the player's action (a step into a monster is a blow at it), then every
   * monster's. A monster that sees the player hunts it along the shortest way and strikes when
   * beside it; one that lost sight of the player goes to where it saw it last. A blow does its
   * striker's power less its target's defence; at 0 hit points a creature dies and leaves a
   * corpse. A step into a wall takes no time, and the monsters wait for a real one.
   */
  handle(action: PlayerAction): void {
    const events = playTurn(this.world, this.player, action)
    // The turn as the player reads it: each blow, each death, a step refused.
    this.addMessage(...turnMessages(this.world, events, this.player))
  }

  /** The player's tile. */
  playerAt(): Point {
    return getPosition(this.world, this.player)
  }
}
