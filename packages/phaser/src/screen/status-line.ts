import type { GameObjects, Scene } from 'phaser'
import { checkInteger, checkLines, checkObject, checkScene, checkString } from '../checks/check.js'
import {
  addScreenText,
  checkTextOptions,
  linesHeight,
  type ScreenTextOptions,
} from './screen-text.js'

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
export function statusText(facts: StatusFacts): string {
  const given = checkObject(
    'statusText',
    'facts',
    facts,
    'an object { hp, maxHp, depth, level, turn }',
  )
  for (const name of ['hp', 'maxHp', 'depth', 'level', 'turn']) {
    checkInteger('statusText', `facts.${name}`, given[name])
  }
  const { hp, maxHp, depth, level, turn } = facts
  return `HP ${hp}/${maxHp}   Depth ${depth}   Level ${level}   Turn ${turn}`
}

/**
 * A bar across the top of the canvas, two lines tall: the status, and under it the prompt's
 * first line (how to aim, the level-up choice, the end) in gold; more lines of a prompt (the
 * pack's items) hang below the bar, over the map, while they are asked. On the screen camera:
 * readable at any zoom of the map. The bar's height (`height`) is what the map keeps clear of.
 */
export class StatusLine {
  /** The bar's height in canvas pixels. */
  readonly height: number
  private readonly bar: GameObjects.Text
  private readonly asked: GameObjects.Text
  /** From the top of one line of text to the top of the next, in canvas pixels. */
  private readonly advance: number
  private said: readonly string[] = []

  constructor(
    private readonly scene: Scene,
    options: ScreenTextOptions = {},
  ) {
    checkScene('new StatusLine', scene, ['add', 'scale', 'cameras', 'children', 'events'])
    checkTextOptions('new StatusLine', options)
    this.bar = addScreenText(scene, { background: 'rgba(11, 11, 15, 0.92)', ...options })
    this.asked = addScreenText(scene, {
      color: '#ffd75e',
      background: 'rgba(11, 11, 15, 0.88)',
      ...options,
    })
    this.height = linesHeight(this.bar, 2)
    this.advance = this.height - linesHeight(this.bar, 1)
    this.update()
  }

  /** The text of the bar now. */
  get status(): string {
    return this.bar.text
  }

  /** The prompt's lines now, none when nothing is asked. */
  get prompt(): readonly string[] {
    return this.said
  }

  /** Shows `status` on the bar, and `prompt` under it (none hides it). */
  show(status: string, prompt: readonly string[] = []): void {
    checkString('StatusLine.show', 'status', status)
    checkLines('StatusLine.show', 'prompt', prompt)
    this.bar.setText(status).setVisible(true)
    if (prompt.join('\n') !== this.said.join('\n')) this.said = [...prompt]
    this.asked.setText(this.said.join('\n')).setVisible(prompt.length > 0)
  }

  /** Keeps the bar across the top of the canvas, as wide as it is. */
  update(): void {
    const { width } = this.scene.scale
    if (this.bar.width !== width) this.bar.setFixedSize(width, this.height)
    this.bar.setPosition(0, 0)
    this.asked.setPosition(0, this.advance)
  }

  /** Destroys the bar and the prompt's text. */
  destroy(): void {
    this.bar.destroy()
    this.asked.destroy()
  }
}
