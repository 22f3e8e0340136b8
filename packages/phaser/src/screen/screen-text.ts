import type { GameObjects, Scene } from 'phaser'
import {
  checkInteger,
  checkNumber,
  checkObject,
  checkOptions,
  checkScene,
  checkString,
} from '../checks/check.js'
import { Depth } from '../sprites/depth.js'
import { UiCamera } from './ui-camera.js'

/** How a text on the screen looks. */
export interface ScreenTextOptions {
  /** Its size in CSS pixels (default 14). */
  fontSize?: number
  /** Its colour (default a warm white) and the box behind it. */
  color?: string
  background?: string
}

/** Canvas pixels a CSS pixel: a canvas drawn at the screen's density is shown at 1 / that. */
export function canvasRatio(scene: Scene): number {
  checkScene('canvasRatio', scene, ['scale'])
  return scene.scale.zoom > 0 ? 1 / scene.scale.zoom : 1
}

/**
 * A monospace text on the scene's screen camera (`UiCamera`): the same size in CSS pixels at any
 * zoom of the map, on a dark box so it reads over any tile. Hidden until it has something to say.
 */
export function addScreenText(scene: Scene, options: ScreenTextOptions = {}): GameObjects.Text {
  checkScene('addScreenText', scene, ['add', 'scale', 'cameras', 'children', 'events'])
  checkTextOptions('addScreenText', options)
  const ratio = canvasRatio(scene)
  const text = scene.add
    .text(0, 0, '', {
      fontFamily: 'monospace',
      fontSize: `${Math.round((options.fontSize ?? 14) * ratio)}px`,
      color: options.color ?? '#e8e2d0',
      backgroundColor: options.background ?? 'rgba(11, 11, 15, 0.7)',
      padding: { x: 6 * ratio, y: 4 * ratio },
    })
    .setDepth(Depth.Log)
    .setVisible(false)
  return UiCamera.of(scene).add(text)
}

/** A text's options: nothing, or an object of a size above 0 and colours as strings. */
export function checkTextOptions(fn: string, given: unknown): void {
  const options = checkOptions(fn, given)
  if (options.fontSize !== undefined) {
    checkNumber(fn, 'options.fontSize', options.fontSize, 0, Number.POSITIVE_INFINITY, true)
  }
  for (const name of ['color', 'background']) {
    if (options[name] !== undefined) checkString(fn, `options.${name}`, options[name])
  }
}

/** How tall `text` is with `lines` lines, in canvas pixels, whatever it says now. */
export function linesHeight(text: GameObjects.Text, lines: number): number {
  checkObject('linesHeight', 'text', text, 'a Phaser Text (scene.add.text)')
  checkInteger('linesHeight', 'lines', lines, 0)
  const said = text.text
  text.setText(Array.from({ length: lines }, () => 'Mg'))
  const height = text.height
  text.setText(said)
  return height
}
