import type { GameObjects, Scene } from 'phaser'
import { checkInteger, checkLines, checkOptions, checkScene } from '../checks/check.js'
import { addScreenText, checkTextOptions, linesHeight } from '../screen/screen-text.js'
import { appendLines } from './message-lines.js'

/** What `MessageLog` takes besides the scene: how many lines, and how they are drawn. */
export interface MessageLogOptions {
  /** How many lines it shows (default 5). */
  lines?: number
  /** Its text's size in CSS pixels (default 14) and colour (default a warm white). */
  fontSize?: number
  color?: string
}

/**
 * A small on-screen log of the turns' lines (`turnMessages` of `@delve/ecs`), newest last, in a
 * bottom-left corner (the canvas's, or one given to `update`), on the scene's screen camera
 * (`UiCamera`): the same size at any zoom of the map, never moved by it. `height` is the room
 * its lines take at most, for the map to keep clear of (`Roguelike` playing a run does). Call
 * `update` once a frame.
 */
export class MessageLog {
  /** The height of its lines, all shown, in canvas pixels. */
  readonly height: number
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
    checkTextOptions(fn, given)
    this.keep = options.lines ?? 5
    const style = {
      ...(options.fontSize === undefined ? {} : { fontSize: options.fontSize }),
      ...(options.color === undefined ? {} : { color: options.color }),
    }
    this.text = addScreenText(scene, style).setOrigin(0, 1)
    this.height = linesHeight(this.text, this.keep)
    this.update()
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

  /** Empties the log (a new run). */
  clear(): void {
    this.lines = []
    this.text.setText('').setVisible(false)
  }

  /**
   * Keeps the log's bottom-left corner at `corner` (canvas pixels; default the canvas's own
   * bottom-left corner, whatever its size now).
   */
  update(corner: { x: number; y: number } = { x: 0, y: this.scene.scale.height }): void {
    this.text.setPosition(corner.x, corner.y)
  }

  /** Destroys the log's text. */
  destroy(): void {
    this.text.destroy()
  }
}
