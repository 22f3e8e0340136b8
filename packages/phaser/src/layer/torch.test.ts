import { describe, expect, it } from 'vitest'
import { torchLight } from './torch.js'

const channels = (color: number) => [(color >> 16) & 0xff, (color >> 8) & 0xff, color & 0xff]

describe('torchLight', () => {
  it('is warm and brightest on the player’s tile, fading with distance to nothing past the sight', () => {
    const [r, g, b] = channels(torchLight(0, 8))
    expect(r).toBeGreaterThan(g as number)
    expect(g).toBeGreaterThan(b as number)
    let last = Number.POSITIVE_INFINITY
    for (let d = 0; d <= 8; d++) {
      const red = channels(torchLight(d * d, 8))[0] as number
      expect(red).toBeLessThanOrEqual(last)
      last = red
    }
    expect(channels(torchLight(0, 8))[0]).toBeGreaterThan(channels(torchLight(16, 8))[0] as number)
    expect(torchLight(81, 8)).toBe(0)
    expect(torchLight(200, 8)).toBe(0)
  })
})
