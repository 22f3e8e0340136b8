import type { GameObjects, Scene } from 'phaser'
import { addScreenText, linesHeight, type ScreenTextOptions } from './screen-text.js'

/** What the status line tells of a run: the numbers a player looks up at. */
export interface StatusFacts {
  hp: number
  maxHp: number
  depth: number
  /** The character's level. */
  level: number
  turn: number
}

/** The status line's text: "HP 27/30   Depth 2   Level 3   Turn 148". */
export function statusText({ hp, maxHp, depth, level, turn }: StatusFacts): string {
  return `HP ${hp}/${maxHp}   Depth ${depth}   Level ${level}   Turn ${turn}`
}

/**
 * A bar across the top of the canvas with one line of status, and under it a prompt of as many
 * lines as it needs (the pack's items, how to aim, the level-up choice), shown while there is
 * one. On the screen camera: readable at any zoom of the map. The bar's own height
 * (`height`) is what the map keeps clear of; the prompt lies over the map while it is asked.
 */
export class StatusLine {
  /** The bar's height in canvas pixels. */
  readonly height: number
  private readonly bar: GameObjects.Text
  private readonly asked: GameObjects.Text

  constructor(
    private readonly scene: Scene,
    options: ScreenTextOptions = {},
  ) {
    this.bar = addScreenText(scene, { background: 'rgba(11, 11, 15, 0.92)', ...options })
    this.asked = addScreenText(scene, {
      color: '#ffd75e',
      background: 'rgba(11, 11, 15, 0.88)',
      ...options,
    })
    this.height = linesHeight(this.bar, 1)
    this.update()
  }

  /** The text of the bar now. */
  get status(): string {
    return this.bar.text
  }

  /** The prompt's lines now, none when nothing is asked. */
  get prompt(): readonly string[] {
    return this.asked.visible ? this.asked.text.split('\n') : []
  }

  /** Shows `status` on the bar, and `prompt` under it (none hides it). */
  show(status: string, prompt: readonly string[] = []): void {
    this.bar.setText(status).setVisible(true)
    this.asked.setText(prompt.join('\n')).setVisible(prompt.length > 0)
  }

  /** Keeps the bar across the top of the canvas, as wide as it is. */
  update(): void {
    const { width } = this.scene.scale
    if (this.bar.width !== width) this.bar.setFixedSize(width, 0)
    this.bar.setPosition(0, 0)
    this.asked.setPosition(0, this.height)
  }

  destroy(): void {
    this.bar.destroy()
    this.asked.destroy()
  }
}
