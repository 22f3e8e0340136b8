import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BLEND_ADD,
  POINTER_DOWN,
  SCALE_RESIZE,
  SCENE_ADDED,
  SCENE_SHUTDOWN,
  SCENE_UPDATE,
  TINT_ADD,
} from './phaser-values.js'

const phaserSource = join(
  dirname(createRequire(import.meta.url).resolve('phaser/package.json')),
  'src',
)
const read = (path: string) => readFileSync(join(phaserSource, path), 'utf8')

/** `NAME: value` in one of Phaser's constant tables. */
const constant = (path: string, name: string) =>
  Number(new RegExp(`\\b${name}:\\s*(\\d+)`).exec(read(path))?.[1])

/** The string an event file of Phaser's exports. */
const event = (path: string) => /module\.exports = '([^']+)'/.exec(read(path))?.[1]

describe('the values of Phaser’s used without importing Phaser', () => {
  it('are the installed Phaser’s own', () => {
    expect(TINT_ADD).toBe(constant('renderer/TintModes.js', 'ADD'))
    expect(BLEND_ADD).toBe(constant('renderer/BlendModes.js', 'ADD'))
    expect(SCENE_UPDATE).toBe(event('scene/events/UPDATE_EVENT.js'))
    expect(SCENE_SHUTDOWN).toBe(event('scene/events/SHUTDOWN_EVENT.js'))
    expect(SCENE_ADDED).toBe(event('scene/events/ADDED_TO_SCENE_EVENT.js'))
    expect(POINTER_DOWN).toBe(event('input/events/POINTER_DOWN_EVENT.js'))
    expect(SCALE_RESIZE).toBe(event('scale/events/RESIZE_EVENT.js'))
  })
})
