import type { Cameras, GameObjects, Scene } from 'phaser'
import { checkObject, checkScene } from '../checks/check.js'
import { SCALE_RESIZE, SCENE_ADDED, SCENE_SHUTDOWN } from '../phaser-values/phaser-values.js'

/** Each scene's screen camera, made the first time one is asked for. */
const cameras = new WeakMap<Scene, UiCamera>()

/**
 * A second camera over the whole canvas for what stays on the screen (the status line, the
 * message log, prompts), drawn at zoom 1 however `MapCamera` zooms and scrolls the main camera:
 * an object pinned to the main camera would be zoomed and moved with the map. It shows only the
 * objects given to `add`, which the scene's other cameras ignore; it ignores everything else in
 * the scene, objects made later included. One per scene (`UiCamera.of`), gone with the scene.
 */
export class UiCamera {
  readonly camera: Cameras.Scene2D.Camera
  private readonly shown = new WeakSet<GameObjects.GameObject>()

  /** The scene's screen camera, made now if it has none yet. */
  static of(scene: Scene): UiCamera {
    checkScene('UiCamera.of', scene, ['cameras', 'children', 'events', 'scale'])
    let ui = cameras.get(scene)
    if (!ui) {
      ui = new UiCamera(scene)
      cameras.set(scene, ui)
    }
    return ui
  }

  private constructor(private readonly scene: Scene) {
    const { width, height } = scene.scale
    this.camera = scene.cameras.add(0, 0, width, height, false, 'delve-screen')
    for (const object of scene.children.list) this.hide(object)
    scene.events.on(SCENE_ADDED, this.hide, this)
    scene.scale.on(SCALE_RESIZE, this.resize, this)
    scene.events.once(SCENE_SHUTDOWN, this.destroy, this)
  }

  /** Puts `object` on the screen: this camera draws it, the others (the map's) do not. */
  add<T extends GameObjects.GameObject>(object: T): T {
    checkObject('UiCamera.add', 'object', object, 'a Phaser game object of the scene')
    this.shown.add(object)
    object.cameraFilter &= ~this.camera.id
    for (const camera of this.scene.cameras.cameras) {
      if (camera !== this.camera) camera.ignore(object)
    }
    return object
  }

  /** Every object but the screen's is the map's: this camera leaves it out. */
  private hide(object: GameObjects.GameObject): void {
    if (!this.shown.has(object)) this.camera.ignore(object)
  }

  private resize(): void {
    this.camera.setSize(this.scene.scale.width, this.scene.scale.height)
  }

  private destroy(): void {
    this.scene.events.off(SCENE_ADDED, this.hide, this)
    this.scene.scale.off(SCALE_RESIZE, this.resize, this)
    cameras.delete(this.scene)
  }
}
