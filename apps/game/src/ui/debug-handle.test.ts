import { createVision, generateDungeon, toAscii, updateVision } from '@delve/map'
import { choiceOf } from '@delve/run'
import { describe, expect, it } from 'vitest'
import { installDebugHandle } from './debug-handle.js'

function fakeWindow(): Window {
  return {} as Window
}

describe('installDebugHandle', () => {
  it('reports the watched level, player and run, with the map as ASCII', () => {
    const target = fakeWindow()
    const reporter = installDebugHandle(target, () => 'WebGL')
    const dungeon = generateDungeon({ seed: 'debug/2', preset: 'mcrogueface' })
    const view = {
      x: 0,
      y: 0,
      width: 50,
      height: 35,
      zoom: 2,
      follow: false,
      left: 0,
      top: 48,
      pixelRatio: 1,
      factor: 1,
    }
    const vision = createVision(dungeon)
    updateVision(vision, dungeon, dungeon.start, 8)
    reporter.watch(() => ({
      level: dungeon,
      seed: 'debug/2',
      runSeed: 'debug',
      depth: 2,
      choice: choiceOf(dungeon.options),
      player: { x: 3, y: 4 },
      monsters: [
        {
          x: 5,
          y: 6,
          kind: 1,
          name: 'orc',
          glyph: 'o',
          hp: 10,
          maxHp: 10,
          confused: false,
          asleep: false,
          slowed: false,
        },
      ],
      hp: 27,
      maxHp: 30,
      turn: 12,
      dead: false,
      messages: ['You hit the orc for 5.'],
      labels: ['A', 'B'],
      labelTags: ['START', ''],
      view,
      lastRegenerateMs: 4.5,
      layerBuilds: 1,
      lastMoveMs: 2.5,
      tilesWritten: 1750,
      drawnMonsters: [{ x: 5, y: 6 }],
      fov: true,
      sightRadius: 8,
      vision,
      visionVersion: 1,
      items: [{ x: 7, y: 8, kind: 'healing potion', glyph: '!', name: 'murky potion' }],
      inventory: ['fireball scroll'],
      pack: [
        {
          letter: 'a',
          kind: 'fireball scroll',
          name: 'scroll labelled XOTH',
          count: 2,
          label: '2 scrolls labelled XOTH',
          known: false,
          charges: null,
        },
      ],
      known: ['healing potion'],
      vaults: [
        {
          name: 'guard_post',
          title: 'an old guard post',
          x: 9,
          y: 4,
          width: 7,
          height: 5,
          caged: true,
        },
      ],
      targeting: { kind: 'fireball scroll', x: 5, y: 6 },
      aimRange: 8,
      cursor: { x: 5, y: 6 },
      mode: 'targeting',
      lookLine: 'An orc (10/10 hp) on the floor.',
      growth: startingGrowth(),
      drawnItems: { seen: [{ x: 7, y: 8 }], remembered: [] },
      zoom: 2.5,
      exploring: true,
      kills: 3,
      climb: {
        carryingGoal: true,
        stairs: { up: { x: 2, y: 3 }, down: null },
        onStairs: 'up',
        levelsKept: [1, 3],
        deepest: 3,
      },
      time: { food: 250, hunger: 'hungry' },
    }))
    expect(target.delve.state()).toEqual({
      seed: 'debug/2',
      preset: 'mcrogueface',
      algorithm: 'rooms-and-corridors',
      width: 50,
      height: 35,
      maxRooms: 8,
      roomMinSize: 6,
      roomMaxSize: 12,
      margin: 1,
      iterations: 4,
      bspMinLeafSize: 7,
      caveFill: 45,
      caveRounds: 4,
      caveBirth: 5,
      caveSurvival: 4,
      caveConnect: 'tunnels',
      mazeWinding: 30,
      mazeExtraConnectors: 5,
      drunkardFloor: 40,
      doors: false,
      player: { x: 3, y: 4 },
      rooms: dungeon.rooms.length,
      ascii: toAscii(dungeon),
      renderer: 'WebGL',
      runSeed: 'debug',
      depth: 2,
      roomShape: 'rect',
      tunnel: 'l',
      padding: 0,
      map: null,
      monsters: [
        {
          x: 5,
          y: 6,
          kind: 1,
          name: 'orc',
          glyph: 'o',
          hp: 10,
          maxHp: 10,
          confused: false,
          asleep: false,
          slowed: false,
        },
      ],
      hp: 27,
      maxHp: 30,
      turn: 12,
      dead: false,
      messages: ['You hit the orc for 5.'],
      labels: ['A', 'B'],
      labelTags: ['START', ''],
      view,
      lastRegenerateMs: 4.5,
      layerBuilds: 1,
      lastMoveMs: 2.5,
      tilesWritten: 1750,
      drawnMonsters: [{ x: 5, y: 6 }],
      fov: true,
      sightRadius: 8,
      visible: rowsOf(vision.visible, dungeon.width),
      explored: rowsOf(vision.explored, dungeon.width),
      items: [{ x: 7, y: 8, kind: 'healing potion', name: 'murky potion' }],
      inventory: ['fireball scroll'],
      pack: [
        {
          letter: 'a',
          kind: 'fireball scroll',
          name: 'scroll labelled XOTH',
          count: 2,
          label: '2 scrolls labelled XOTH',
          known: false,
          charges: null,
        },
      ],
      known: ['healing potion'],
      // The run's VaultView, its width and height as the page has always named them.
      vaults: [
        { name: 'guard_post', title: 'an old guard post', x: 9, y: 4, w: 7, h: 5, caged: true },
      ],
      targeting: { kind: 'fireball scroll', x: 5, y: 6 },
      aimRange: 8,
      cursor: { x: 5, y: 6 },
      mode: 'targeting',
      lookLine: 'An orc (10/10 hp) on the floor.',
      xp: 0,
      level: 1,
      power: 5,
      defence: 2,
      equipment: { weapon: null, armour: null },
      levelUp: false,
      levelUpOffer: [],
      perks: [],
      won: false,
      drawnItems: { seen: [{ x: 7, y: 8 }], remembered: [] },
      zoom: 2.5,
      exploring: true,
      kills: 3,
      replay: null,
      carryingGoal: true,
      stairs: { up: { x: 2, y: 3 }, down: null },
      onStairs: 'up',
      levelsKept: [1, 3],
      deepest: 3,
      food: 250,
      hunger: 'hungry',
    })
  })

  it('draws the sight rows again only when the vision version changes', () => {
    const target = fakeWindow()
    const reporter = installDebugHandle(target, () => 'WebGL')
    const dungeon = generateDungeon({ seed: 'debug/3' })
    const vision = createVision(dungeon)
    updateVision(vision, dungeon, dungeon.start, 8)
    let version = 1
    const base = {
      level: dungeon,
      seed: 'debug/3',
      runSeed: 'debug',
      depth: 1,
      choice: choiceOf(dungeon.options),
      player: dungeon.start,
      monsters: [],
      hp: 30,
      maxHp: 30,
      turn: 0,
      dead: false,
      messages: [],
      labels: [],
      labelTags: [],
      view: {
        x: 0,
        y: 0,
        width: 80,
        height: 45,
        zoom: 1,
        follow: false,
        left: 0,
        top: 48,
        pixelRatio: 1,
        factor: 1,
      },
      lastRegenerateMs: null,
      layerBuilds: 1,
      lastMoveMs: null,
      tilesWritten: 0,
      drawnMonsters: [],
      fov: true,
      sightRadius: 8,
      items: [],
      inventory: [],
      pack: [],
      known: [],
      targeting: null,
      mode: 'play' as const,
      lookLine: '',
      growth: startingGrowth(),
      drawnItems: { seen: [], remembered: [] },
      zoom: 1,
    }
    reporter.watch(() => ({ ...base, vision, visionVersion: version }))
    const before = target.delve.state().visible
    expect(before.split('\n')).toHaveLength(dungeon.height)
    expect(before).toContain('1')
    vision.visible.fill(0)
    // Same version: the cached rows stand, as they would between two frames of one turn.
    expect(target.delve.state().visible).toBe(before)
    version++
    expect(target.delve.state().visible).not.toContain('1')
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

  it('is idle only when ready and the gate says so, never before the first level', () => {
    const target = fakeWindow()
    const reporter = installDebugHandle(target, () => 'Canvas')
    expect(target.delve.idle).toBe(false)
    let gate = true
    reporter.watchIdle(() => gate)
    expect(target.delve.idle).toBe(false)
    reporter.markReady()
    expect(target.delve.idle).toBe(true)
    gate = false
    expect(target.delve.idle).toBe(false)
  })

  it('offers the test hooks only to a page that asked for them', () => {
    const hooks = {
      placeItem: () => '',
      placeMonster: () => '',
      gainExperience: () => '',
      identify: () => '',
    }
    const plain = fakeWindow()
    installDebugHandle(plain, () => 'WebGL').provideCheats(hooks)
    expect(plain.delve.cheats).toBeUndefined()
    const testing = fakeWindow()
    installDebugHandle(testing, () => 'WebGL', { cheats: true }).provideCheats(hooks)
    expect(testing.delve.cheats).toBe(hooks)
  })

  it('explains itself when asked for state before the first dungeon', () => {
    const target = fakeWindow()
    installDebugHandle(target, () => 'WebGL')
    expect(() => target.delve.state()).toThrow(/wait for window.delve.ready/)
  })
})

/** A first-level hero's growth, as both watched runs report it. */
function startingGrowth() {
  return {
    xp: 0,
    level: 1,
    power: 5,
    defence: 2,
    equipment: { weapon: null, armour: null },
    levelUp: false,
    levelUpOffer: [],
    perks: [],
    won: false,
  }
}

function rowsOf(mask: Uint8Array, width: number): string {
  const rows: string[] = []
  for (let i = 0; i < mask.length; i += width) {
    rows.push(Array.from(mask.subarray(i, i + width), (bit) => (bit ? '1' : '0')).join(''))
  }
  return rows.join('\n')
}
