import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { referenceOrientation, sample } from '../../test/vault-checks.js'
import { DungeonOptionsError } from '../errors.js'
import { orientVault, VAULT_ORIENTATIONS } from './orient.js'
import { parseVaults } from './parse.js'
import type { VaultRotation } from './vault.js'

/** A vault with no symmetry at all: every orientation draws it differently. */
const [LOPSIDED] = parseVaults('NAME: l\nMAP\n@..#\n#.##\nENDMAP')

describe('orientVault', () => {
  it('turns clockwise: the top row becomes the right column', () => {
    expect(orientVault(LOPSIDED as never, 90)).toEqual(['#@', '..', '#.', '##'])
    expect(orientVault(LOPSIDED as never, 0)).toEqual(['@..#', '#.##'])
    expect(orientVault(LOPSIDED as never, 180)).toEqual(['##.#', '#..@'])
    expect(orientVault(LOPSIDED as never, 270)).toEqual(['##', '.#', '..', '@#'])
  })

  it('mirrors left to right before turning', () => {
    expect(orientVault(LOPSIDED as never, 0, true)).toEqual(['#..@', '##.#'])
    expect(orientVault(LOPSIDED as never, 90, true)).toEqual(['##', '#.', '..', '#@'])
  })

  it('gives eight different maps of a lopsided vault, each as the reference turns it', () => {
    const all = VAULT_ORIENTATIONS.map(({ rotation, mirrored }) =>
      orientVault(LOPSIDED as never, rotation, mirrored).join('\n'),
    )
    expect(new Set(all).size).toBe(8)
    expect(VAULT_ORIENTATIONS).toHaveLength(8)
  })

  it('matches the reference for every sample vault and orientation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('guard_post', 'wardens_lair', 'treasury', 'armory', 'shrine', 'lookout'),
        fc.constantFrom<VaultRotation>(0, 90, 180, 270),
        fc.boolean(),
        (name, rotation, mirrored) => {
          const vault = sample(name)
          expect(orientVault(vault, rotation, mirrored)).toEqual(
            referenceOrientation(vault.rows, rotation, mirrored),
          )
        },
      ),
    )
  })

  it('takes plain vault data too (a vault through JSON)', () => {
    const data = JSON.parse(JSON.stringify(sample('guard_post')))
    expect(orientVault(data, 90)).toEqual(orientVault(sample('guard_post'), 90))
  })

  it.each([
    [
      'a rotation of 45',
      () => orientVault(LOPSIDED as never, 45 as never),
      'orientVault(rotation)',
    ],
    [
      'a rotation as text',
      () => orientVault(LOPSIDED as never, '90' as never),
      'orientVault(rotation)',
    ],
    [
      'mirrored as text',
      () => orientVault(LOPSIDED as never, 0, 'yes' as never),
      'orientVault(mirrored)',
    ],
    ['no vault', () => orientVault({} as never, 0), 'orientVault(vault)'],
    [
      'a vault with a ragged map',
      () => orientVault({ ...sample('shrine'), rows: ['#', '##'] }, 0),
      'orientVault(vault)',
    ],
  ])('refuses %s with a DungeonOptionsError naming the argument', (_, call, option) => {
    expect(call).toThrow(DungeonOptionsError)
    expect(call).toThrow(`Invalid ${option}`)
  })
})
