import { Scene } from 'phaser'
import { addTilesetTexture } from '../tileset.js'
import { addTorchGlowTexture } from '../torch-glow.js'
import { type DungeonSceneData, SceneKey } from './scene-keys.js'

/** Paints the textures (nothing is downloaded), then starts the first run. */
export class BootScene extends Scene {
  constructor(private readonly firstRun: DungeonSceneData) {
    super(SceneKey.Boot)
  }

  create(): void {
    addTilesetTexture(this.textures)
    addTorchGlowTexture(this.textures)
    this.scene.start(SceneKey.Dungeon, this.firstRun)
  }
}
