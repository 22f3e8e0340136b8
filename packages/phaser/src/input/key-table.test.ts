import { DIRS_8 } from '@delve/map'
import { describe, expect, it } from 'vitest'
import {
  ARROW_KEYS,
  checkKeyTable,
  commandForKey,
  commandForPress,
  DEFAULT_KEYS,
  DEFAULT_RUN_KEYS,
  DIRECTIONS,
  directionForKey,
  directionOf,
  KeyTableError,
  keyMap,
  NUMPAD_KEYS,
  RUN_COMMANDS,
  RUN_ORDER_KEYS,
  STEPS,
  VI_KEYS,
  WAIT_KEYS,
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

  it('refuse the run’s orders in a table of turns, saying where they belong', () => {
    expect(() => keyMap(DEFAULT_RUN_KEYS)).toThrow(KeyTableError)
    expect(() => keyMap({ KeyG: 'pickup' })).toThrow(
      /keyMap: table\.KeyG is "pickup"; allowed: .*the run’s orders are for a Roguelike playing a Run/,
    )
  })
})

describe('the run’s key table', () => {
  it('is the steps, the waits and the run’s orders, without WASD: D drops', () => {
    for (const table of [ARROW_KEYS, NUMPAD_KEYS, VI_KEYS, WAIT_KEYS, RUN_ORDER_KEYS])
      for (const [code, command] of Object.entries(table))
        expect(DEFAULT_RUN_KEYS[code]).toBe(command)
    expect(commandForKey('KeyD', false, DEFAULT_RUN_KEYS)).toBe('drop')
    expect(commandForKey('KeyW', false, DEFAULT_RUN_KEYS)).toBeNull()
    expect(new Set(Object.values(RUN_ORDER_KEYS))).toEqual(new Set(RUN_COMMANDS))
    expect(checkKeyTable(DEFAULT_RUN_KEYS)).toBe(DEFAULT_RUN_KEYS)
  })

  it('reads Shift+CODE before the bare key, and a character where no code says', () => {
    const table = DEFAULT_RUN_KEYS
    expect(commandForKey('KeyG', false, table)).toBe('pickup')
    expect(commandForKey('KeyG', true, table)).toBe('travel')
    expect(commandForKey('Period', false, table)).toBe('wait')
    expect(commandForKey('Period', true, table)).toBe('descend')
    expect(commandForKey('KeyI', true, table)).toBeNull()
    expect(commandForKey('ArrowUp', true, table)).toBe('up')
    // German: > is Shift and the key beside the left Shift.
    expect(commandForPress({ code: 'IntlBackslash', key: '>', shiftKey: true }, table)).toBe(
      'descend',
    )
    // …and < is that key unshifted: up the stairs, by the character typed.
    expect(commandForPress({ code: 'IntlBackslash', key: '<' }, table)).toBe('ascend')
    expect(commandForKey('Comma', true, table)).toBe('ascend')
    expect(commandForKey('Comma', false, table)).toBeNull()
    expect(
      commandForPress({ code: 'Period', key: '>', shiftKey: true, ctrlKey: true }, table),
    ).toBeNull()
  })

  it('is checked: any command but a step, a wait or a run’s order is refused, naming the key', () => {
    expect(() => checkKeyTable({ KeyJ: 'jump' } as never)).toThrow(KeyTableError)
    expect(() => checkKeyTable({ KeyJ: 'jump' } as never)).toThrow(
      /checkKeyTable: table\.KeyJ is "jump"; allowed: 'wait', one of up, .* or one of pickup, inventory/,
    )
    expect(() => checkKeyTable(null as never)).toThrow(
      /checkKeyTable: table is null; allowed: a key table/,
    )
  })
})
