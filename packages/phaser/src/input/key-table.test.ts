import { DIRS_8 } from '@delve/map'
import { describe, expect, it } from 'vitest'
import {
  ARROW_KEYS,
  commandForKey,
  DEFAULT_KEYS,
  DIRECTIONS,
  directionForKey,
  directionOf,
  KeyTableError,
  keyMap,
  NUMPAD_KEYS,
  STEPS,
  VI_KEYS,
  WASD_KEYS,
} from './key-table.js'

const press = (code: string, more: { shiftKey?: boolean; ctrlKey?: boolean } = {}) => ({
  key: code,
  code,
  ...more,
})

describe('key tables', () => {
  it('name the eight steps as DIRS_8 does, and read a step back', () => {
    expect(DIRECTIONS.map((d) => [STEPS[d].dx, STEPS[d].dy])).toEqual(
      DIRS_8.map(([x, y]) => [x, y]),
    )
    for (const d of DIRECTIONS) expect(directionOf(STEPS[d].dx, STEPS[d].dy)).toBe(d)
    expect(directionOf(0, 0)).toBeUndefined()
    expect(directionOf(2, 0)).toBeUndefined()
  })

  it('move the same way by arrows, number pad, vi-keys and WASD', () => {
    const map = keyMap()
    const left = { kind: 'move', dx: -1, dy: 0 }
    for (const code of ['ArrowLeft', 'Numpad4', 'KeyH', 'KeyA'])
      expect(map(press(code))).toEqual(left)
    expect(map(press('Numpad9'))).toEqual({ kind: 'move', dx: 1, dy: -1 })
    expect(map(press('KeyB'))).toEqual({ kind: 'move', dx: -1, dy: 1 })
    for (const code of ['Space', 'Numpad5', 'Period'])
      expect(map(press(code))).toEqual({ kind: 'wait' })
  })

  it('take letters only unshifted, navigation keys with Shift too, and leave shortcuts alone', () => {
    const map = keyMap()
    expect(map(press('KeyL', { shiftKey: true }))).toBeNull()
    expect(map(press('ArrowUp', { shiftKey: true }))).toEqual({ kind: 'move', dx: 0, dy: -1 })
    expect(map(press('KeyW', { ctrlKey: true }))).toBeNull()
    expect(map(press('KeyQ'))).toBeNull()
    expect(map(press('constructor'))).toBeNull()
  })

  it('give every code of the default table its own table’s command, none lost in the merge', () => {
    const parts = [ARROW_KEYS, NUMPAD_KEYS, VI_KEYS, WASD_KEYS]
    const codes = parts.flatMap((t) => Object.keys(t))
    expect(new Set(codes).size).toBe(codes.length)
    for (const table of parts)
      for (const [code, command] of Object.entries(table))
        expect(commandForKey(code, false, DEFAULT_KEYS)).toBe(command)
  })

  it('are data: a table without WASD leaves D free for something else', () => {
    const { KeyD: _, ...noD } = DEFAULT_KEYS
    expect(directionForKey('KeyD', false, noD)).toBeNull()
    expect(directionForKey('KeyL', false, noD)).toBe('right')
    expect(directionForKey('Space', false, noD)).toBeNull()
    expect(keyMap(noD)(press('KeyD'))).toBeNull()
  })

  it('refuse a table whose command is not a step or a wait, naming the key and the choices', () => {
    const bad = { KeyQ: 'north' } as unknown as Record<string, 'wait'>
    expect(() => keyMap(bad)).toThrow(KeyTableError)
    expect(() => keyMap(bad)).toThrow(
      /keyMap: table\.KeyQ is "north"; allowed: 'wait' or one of up, up-right/,
    )
    expect(() => keyMap(bad)).toThrow(TypeError)
  })
})
