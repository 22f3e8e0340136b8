import type { GameObjects, Scene } from 'phaser'
import {
  checkInteger,
  checkLines,
  checkNumber,
  checkOptions,
  checkScene,
  checkString,
} from '../checks/check.js'
import { Depth } from '../sprites/depth.js'
import { appendLines } from './message-lines.js'

export interface MessageLogOptions {
  /** How many lines it shows (default 5). */
  lines?: number
  /** Its text's size in CSS pixels (default 14) and colour (default a warm white). */
  fontSize?: number
  color?: string
}

/**
 * A small on-screen log of the turns' lines (`turnMessages` of `@delve/ecs`), newest last, in the
 * bottom-left corner of the camera's view whatever it shows, at the same size at any zoom. Call
 * `update` once a frame, after the camera has moved.
 */
export class MessageLog {
  private lines: string[] = []
  private readonly text: GameObjects.Text
  private readonly keep: number

  /** Throws an `ArgumentTypeError` or `ArgumentRangeError` for a scene not started or a bad option. */
  constructor(
    private readonly scene: Scene,
    options: MessageLogOptions = {},
  ) {
    const fn = 'new MessageLog'
    checkScene(fn, scene, ['add', 'scale', 'cameras'])
    const given = checkOptions(fn, options)
    if (given.lines !== undefined) checkInteger(fn, 'options.lines', given.lines, 1)
    if (given.fontSize !== undefined) {
      checkNumber(fn, 'options.fontSize', given.fontSize, 0, Number.POSITIVE_INFINITY, true)
    }
    if (given.color !== undefined) checkString(fn, 'options.color', given.color)
    this.keep = options.lines ?? 5
    const ratio = scene.scale.zoom > 0 ? 1 / scene.scale.zoom : 1
    this.text = scene.add
      .text(0, 0, '', {
        fontFamily: 'monospace',
        fontSize: `${Math.round((options.fontSize ?? 14) * ratio)}px`,
        color: options.color ?? '#e8e2d0',
        backgroundColor: 'rgba(11, 11, 15, 0.7)',
        padding: { x: 6 * ratio, y: 4 * ratio },
      })
      .setOrigin(0, 1)
      .setDepth(Depth.Log)
      .setVisible(false)
  }

  /** The lines shown now, oldest first. */
  get shown(): readonly string[] {
    return this.lines
  }

  /** Adds a turn's lines (none leaves the log as it is). */
  add(lines: readonly string[]): void {
    checkLines('MessageLog.add', 'lines', lines)
    if (lines.length === 0) return
    this.lines = appendLines(this.lines, lines, this.keep)
    this.text.setText(this.lines).setVisible(true)
  }

  /** Keeps the log in the view's bottom-left corner, unscaled by the camera's zoom. */
  update(): void {
    const camera = this.scene.cameras.main
    const view = camera.worldView
    this.text.setScale(1 / camera.zoom).setPosition(view.x, view.y + view.height)
  }

  destroy(): void {
    this.text.destroy()
  }
}
