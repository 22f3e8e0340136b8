import { sized } from '@delve/testing'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SAMPLES, vaultProblems } from '../../test/vault-checks.js'
import { generateDungeon } from '../generate/generate.js'
import { ALGORITHM_NAMES, type AlgorithmName } from '../options/choices.js'
import type { Vault } from './vault.js'

/**
 * Levels per algorithm: 5 000 each at the deep size (DELVE_TEST_SIZE=deep), 300 at the quick one.
 * Quick still finds what this suite is for: a vault laid over a room's wall or a tunnel, a door
 * or key cut off, a float vault's corridor missing — each a rule broken on most levels with
 * vaults, so on hundreds of the 300 (a vault is placed on nearly every level: checked below).
 */
const SEEDS = sized(300, 5000)

/** The run's settings for one level: a seed, a size, how many vaults, a depth, forced ones. */
const levelFor = (algorithm: AlgorithmName) =>
  fc.record({
    seed: fc.string({ minLength: 1, maxLength: 10 }),
    algorithm: fc.constant(algorithm),
    // Mostly the default 80×45, sometimes smaller or larger maps.
    size: fc.oneof(
      { weight: 3, arbitrary: fc.constant([80, 45] as const) },
      {
        weight: 1,
        arbitrary: fc.tuple(fc.integer({ min: 12, max: 100 }), fc.integer({ min: 10, max: 60 })),
      },
    ),
    count: fc.integer({ min: 0, max: 12 }),
    depth: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
    force: fc.subarray(
      SAMPLES.map((v) => v.name),
      { maxLength: 3 },
    ),
    stairs: fc.boolean(),
    doors: fc.boolean(),
  })

type Level = ReturnType<typeof levelFor> extends fc.Arbitrary<infer T> ? T : never

function generate(level: Level) {
  const { seed, algorithm, size, count, depth, force, stairs, doors } = level
  const [width, height] = size
  return generateDungeon({
    seed,
    algorithm,
    width,
    height,
    stairs,
    doors,
    vaults: { list: SAMPLES, count, force, ...(depth === undefined ? {} : { depth }) },
  })
}

describe.each(ALGORITHM_NAMES)(`vaults in %s, over ${SEEDS} levels`, (algorithm) => {
  it('keep every rule: connected, entrances joined, keys outside their locks, apart, x rock', () => {
    let placed = 0
    const places = new Set<string>()
    fc.assert(
      fc.property(levelFor(algorithm), (level) => {
        const d = generate(level)
        const problems = vaultProblems(d, SAMPLES)
        for (const v of d.vaults ?? []) {
          const vault = SAMPLES.find((s) => s.name === v.name) as Vault
          places.add(vault.place)
          problems.push(...placeProblems(d, v, vault))
        }
        placed += d.vaults?.length ?? 0
        expect(problems).toEqual([])
      }),
      { numRuns: SEEDS, seed: 28 },
    )
    // The rules were tried on vaults, and of every kind of place.
    expect(placed).toBeGreaterThan(SEEDS)
    expect([...places].sort()).toEqual(['edge', 'float', 'room'])
  })
})

/** Where each kind of vault must lie: in a room, against the border on its drawn top side. */
function placeProblems(
  d: ReturnType<typeof generateDungeon>,
  v: NonNullable<ReturnType<typeof generateDungeon>['vaults']>[number],
  vault: Vault,
): string[] {
  const right = v.x + v.width - 1
  const bottom = v.y + v.height - 1
  if (vault.place === 'room' && d.rooms.length > 0) {
    const inside = d.rooms.some((r) => v.x > r.x1 && v.y > r.y1 && right < r.x2 && bottom < r.y2)
    return inside ? [] : [`${v.name} outside every room`]
  }
  if (vault.place === 'edge') {
    const against = {
      0: v.y === 1,
      90: right === d.width - 2,
      180: bottom === d.height - 2,
      270: v.x === 1,
    }[v.rotation]
    return against ? [] : [`${v.name} turned ${v.rotation} is not against its border`]
  }
  return []
}
