import { createVision, generateDungeon, updateVision } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { sightBox, TileSight, tileSight } from './fog.js'

describe('what the player knows of a tile', () => {
  const vision = createVision({ width: 3, height: 1 })
  vision.explored.set([1, 1, 0])
  vision.visible.set([1, 0, 0])

  it('is visible, remembered or unknown under fog of war', () => {
    const view = { fov: true, vision, from: { x: 0, y: 0 } }
    expect([0, 1, 2].map((i) => tileSight(view, i))).toEqual([
      TileSight.Visible,
      TileSight.Remembered,
      TileSight.Unknown,
    ])
  })

  it('is all visible without fog of war', () => {
    const view = { fov: false, vision, from: { x: 0, y: 0 } }
    expect([0, 1, 2].map((i) => tileSight(view, i))).toEqual([
      TileSight.Visible,
      TileSight.Visible,
      TileSight.Visible,
    ])
  })

  it('changes in a turn only within the sight square, copied out of the vision', () => {
    const level = generateDungeon({ seed: 'fog', width: 40, height: 24 })
    const vision = createVision(level)
    updateVision(vision, level, level.start, 8)
    const box = sightBox(vision)
    expect(box).toEqual({
      x1: Math.max(0, level.start.x - 8),
      y1: Math.max(0, level.start.y - 8),
      x2: Math.min(level.width - 1, level.start.x + 8),
      y2: Math.min(level.height - 1, level.start.y + 8),
    })
    for (let i = 0; i < vision.visible.length; i++) {
      const x = i % level.width
      const y = Math.floor(i / level.width)
      const inside = x >= box.x1 && x <= box.x2 && y >= box.y1 && y <= box.y2
      if (!inside) expect(vision.visible[i]).toBe(0)
    }
    vision.x1 = -5
    expect(box.x1).not.toBe(-5)
  })
})
