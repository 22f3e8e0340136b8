import { describe, expect, it } from 'vitest'
import { Frame } from './frames.js'
import { Palette } from './palette.js'
import { luminance, type Rgba } from './pixel-image.js'
import type { ArtEntry } from './table/art-entry.js'
import { ART_TABLE } from './table/art-table.js'

const channels = (c: Rgba) => [c >>> 24, (c >>> 16) & 0xff, (c >>> 8) & 0xff] as const
const apart = (a: Rgba, b: Rgba) => {
  const [p, q] = [channels(a), channels(b)]
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2])
}
/** How far a colour is from grey: its strongest channel less its weakest. */
const chroma = (c: Rgba) => Math.max(...channels(c)) - Math.min(...channels(c))

/** The player and every monster of the table, by name: each one's ink. */
const CREATURES = Object.fromEntries(
  (ART_TABLE as readonly ArtEntry[]).flatMap((entry) =>
    (entry.role === 'figure' && entry.name === 'Player') || entry.role === 'monster'
      ? [[entry.name, entry.ink] as const]
      : [],
  ),
)

describe('the creatures’ inks', () => {
  it('are the table’s, by each entry’s name', () => {
    expect(Palette.goblin).toBe(CREATURES.Goblin)
    expect(Palette.acidJelly).toBe(CREATURES.AcidJelly)
    expect(Palette.wardenOutline).toBe(ART_TABLE[Frame.Warden].outline)
    for (const [name, ink] of Object.entries(CREATURES)) {
      expect(Palette[(name.charAt(0).toLowerCase() + name.slice(1)) as 'goblin'], name).toBe(ink)
    }
  })

  it('stand far apart, each pair at least 40 apart in RGB, and bright on the dark floor', () => {
    const entries = Object.entries(CREATURES)
    expect(entries.length).toBeGreaterThanOrEqual(20)
    for (const [i, [name, ink]] of entries.entries()) {
      expect(luminance(ink), name).toBeGreaterThan(100)
      expect(luminance(ink) - luminance(Palette.floor), name).toBeGreaterThan(80)
      for (const [other, its] of entries.slice(i + 1)) {
        expect(apart(ink, its), `${name} and ${other}`).toBeGreaterThanOrEqual(40)
      }
    }
  })

  it('make the dire wolf the wolf’s kin: a darker, redder grey', () => {
    const [r, g] = channels(Palette.wolf)
    expect(chroma(Palette.wolf)).toBeLessThan(20)
    expect(chroma(Palette.direWolf)).toBeLessThan(80)
    const [dr, dg] = channels(Palette.direWolf)
    expect(dr - dg).toBeGreaterThan(r - g + 30)
    expect(luminance(Palette.direWolf)).toBeLessThan(luminance(Palette.wolf))
  })

  it('draw the wraith and the skeleton pale, the skeleton whiter than the rat', () => {
    expect(luminance(Palette.wraith)).toBeGreaterThan(200)
    expect(luminance(Palette.skeleton)).toBeGreaterThan(200)
    expect(luminance(Palette.skeleton)).toBeGreaterThan(luminance(Palette.rat) + 40)
    expect(chroma(Palette.skeleton)).toBeLessThan(chroma(Palette.rat) + 10)
  })

  it('draw the acid jelly a sharper, yellower green than the goblin', () => {
    const [jr, jg, jb] = channels(Palette.acidJelly)
    const [gr, gg] = channels(Palette.goblin)
    expect(jg).toBeGreaterThan(Math.max(jr, jb))
    expect(jr / jg).toBeGreaterThan(gr / gg + 0.2)
    expect(chroma(Palette.acidJelly)).toBeGreaterThan(chroma(Palette.goblin))
  })
})
