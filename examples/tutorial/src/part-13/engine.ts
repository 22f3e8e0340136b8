import {
  type GameWorld,
  getPosition,
  type ItemKindInfo,
  type PlayerAction,
  playTurn,
  setDungeon,
  turnMessages,
  visibilitySystem,
} from '@delve/ecs'
import { type Point, Tile, tileAt } from '@delve/map'
import { furnish, generateFloor } from './procgen.js'

/**
 * The game's state and its rules: the world of entities (`@delve/ecs`), which holds the map,
 * which entity is the player, every message the player has been told, and how deep the
 * player is in the dungeon of `seed`.
 */
export class Engine {
  /** The messages, oldest first: the log shows the last few, the history all of them. */
  readonly messages: string[] = []
  /** The floor the player is on: 1 at the top, one more for each flight of stairs down. */
  depth = 1

  constructor(
    readonly world: GameWorld,
    readonly player: number,
    readonly seed: string,
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
   * corpse. Picking up, dropping and using an item are turns too. An action the rules refuse
   * (a step into a wall, a pick-up with nothing underfoot) takes no time, and the monsters wait
   * for a real one. Answers whether the turn was played.
   */
  handle(action: PlayerAction): boolean {
    const events = playTurn(this.world, this.player, action)
    // The turn as the player reads it: each blow, each death, an action refused and why.
    this.addMessage(...turnMessages(this.world, events, this.player))
    // A kill gives the killer its kind's experience; enough of it, a level.
    for (const { eid, amount } of events.experience) {
      if (eid === this.player) this.addMessage(`You gain ${amount} experience points.`)
    }
    for (const { eid, level } of events.levels) {
      if (eid === this.player) this.addMessage(`You advance to level ${level}!`)
    }
    return events.taken
  }

  /**
   * Takes the stairs down, when the player stands on them: the next floor is made and the player
   * put on its entrance, with what it carries; the floor left behind is gone.
   */
  descend(): void {
    const { x, y } = this.playerAt()
    if (tileAt(this.world.dungeon, x, y) !== Tile.StairsDown) {
      this.addMessage('There are no stairs down here.')
      return
    }
    this.depth += 1
    const { map, rng } = generateFloor(this.seed, this.depth)
    setDungeon(this.world, map)
    furnish(this.world, map, rng, this.depth)
    visibilitySystem(this.world) // the player sees the new floor at once
    this.addMessage('You descend the staircase.')
  }

  /** What an item is: its kind. */
  itemKind(item: number): Readonly<ItemKindInfo> | undefined {
    return this.world.kinds.items[this.world.components.Item.kind[item] as number]
  }

  /** What an item is called: its kind's name. */
  itemName(item: number): string {
    return this.itemKind(item)?.name ?? ''
  }

  /** The player's tile. */
  playerAt(): Point {
    return getPosition(this.world, this.player)
  }
}
