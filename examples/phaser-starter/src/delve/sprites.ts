import { Frame, MONSTER_FRAMES, TILE_SIZE } from '@delve/art'
import { type GameWorld, getPosition, isAlive } from '@delve/ecs'
import type { GameObjects, Scene } from 'phaser'
import { DELVE_TILES } from './textures.js'

/** Sprites that follow a world's creatures: the player, and each monster while in sight. */
export interface CreatureSprites {
  /** Moves each sprite to its creature's tile; hides monsters out of sight and the dead. */
  update(): void
  /** How many monster sprites are shown. */
  shown(): number
}

export function createCreatureSprites(
  scene: Scene,
  world: GameWorld,
  player: number,
  monsters: readonly number[],
): CreatureSprites {
  const { Monster } = world.components
  const sprite = (frame: number) => scene.add.image(0, 0, DELVE_TILES, frame).setOrigin(0)
  const sprites = new Map<number, GameObjects.Image>([[player, sprite(Frame.Player)]])
  for (const eid of monsters) {
    sprites.set(eid, sprite(MONSTER_FRAMES[Monster.kind[eid] as number] ?? Frame.Goblin))
  }
  return {
    update() {
      for (const [eid, image] of sprites) {
        const { x, y } = getPosition(world, eid)
        const seen = world.vision.visible[y * world.dungeon.width + x] === 1
        image.setPosition(x * TILE_SIZE, y * TILE_SIZE)
        image.setVisible(eid === player || (seen && isAlive(world, eid)))
      }
    },
    shown: () => [...sprites].filter(([eid, image]) => eid !== player && image.visible).length,
  }
}
