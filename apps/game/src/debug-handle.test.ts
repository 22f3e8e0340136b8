import { generateDungeon, toAscii } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { installDebugHandle } from './debug-handle.js'

function fakeWindow(): Window {
  return {} as Window
}

describe('installDebugHandle', () => {
  it('reports the watched dungeon and player, with the map as ASCII', () => {
    const target = fakeWindow()
    const reporter = installDebugHandle(target, () => 'WebGL')
    const dungeon = generateDungeon({ seed: 'debug', preset: 'mcrogueface' })
    reporter.watch(() => ({ dungeon, player: { x: 3, y: 4 } }))
    expect(target.delve.state()).toEqual({
      seed: 'debug',
      preset: 'mcrogueface',
      algorithm: 'rooms-and-corridors',
      width: 50,
      height: 35,
      player: { x: 3, y: 4 },
      rooms: dungeon.rooms.length,
      ascii: toAscii(dungeon),
      renderer: 'WebGL',
    })
  })

  it('counts frames and turns ready on, and nothing else can change them', () => {
    const target = fakeWindow()
    const reporter = installDebugHandle(target, () => 'Canvas')
    expect(target.delve.ready).toBe(false)
    reporter.countFrame()
    reporter.countFrame()
    reporter.markReady()
    expect(target.delve.frames).toBe(2)
    expect(target.delve.ready).toBe(true)
    expect(() => {
      ;(target.delve as { frames: number }).frames = 99
    }).toThrow(TypeError)
    expect(() => {
      ;(target as { delve: unknown }).delve = null
    }).toThrow(TypeError)
    expect(target.delve.frames).toBe(2)
  })

  it('explains itself when asked for state before the first dungeon', () => {
    const target = fakeWindow()
    installDebugHandle(target, () => 'WebGL')
    expect(() => target.delve.state()).toThrow(/wait for window.delve.ready/)
  })
})
