import { moveEntity } from '@delve/ecs'
import { createRng, generateDungeon, type Point } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { act } from '../act/act.js'
import { createRun } from '../run/create-run.js'
import {
  itemSeed,
  layoutSeed,
  levelSeed,
  MAX_DEPTH,
  MAX_RUN_SEED_LENGTH,
  monsterSeed,
  seedError,
  sleepSeed,
  vaultSeed,
} from './seed-chain.js'

describe('the seed chain', () => {
  it('plays the run seed itself on level 1 and appends the depth below', () => {
    expect(levelSeed('abc', 1)).toBe('abc')
    expect(levelSeed('abc', 2)).toBe('abc/2')
    expect(levelSeed('abc', 17)).toBe('abc/17')
  })

  it('gives different levels at every depth, the same every time', () => {
    const tiles = (depth: number) => generateDungeon({ seed: levelSeed('chain', depth) }).tiles
    expect(tiles(2)).toEqual(tiles(2))
    expect(tiles(2)).not.toEqual(tiles(1))
    expect(tiles(3)).not.toEqual(tiles(2))
  })

  it('refuses a seed too long with its first 20 characters, however long it was', () => {
    for (const length of [MAX_RUN_SEED_LENGTH + 1, 256, 257, 5000]) {
      const error = seedError('x'.repeat(length))
      expect(error?.message).toBe(
        `Invalid seed: "${'x'.repeat(20)}…". Allowed: a string of 1 to ${MAX_RUN_SEED_LENGTH} characters.`,
      )
    }
    expect(seedError('x'.repeat(MAX_RUN_SEED_LENGTH))).toBeNull()
    expect(seedError('')?.option).toBe('seed')
  })

  it('leaves the longest run seed room for every derived seed, and no more', () => {
    const seed = 'x'.repeat(MAX_RUN_SEED_LENGTH)
    const deepest = levelSeed(seed, MAX_DEPTH)
    for (const derived of [itemSeed, layoutSeed, vaultSeed, monsterSeed, sleepSeed]) {
      expect(() => createRng(derived(deepest))).not.toThrow()
    }
    // One more character and the deepest level's sleepers cannot be drawn.
    expect(() => createRng(sleepSeed(levelSeed(`${seed}x`, MAX_DEPTH)))).toThrow()
  })

  it('plays a run of the longest seed down the stairs, and deep', () => {
    const seed = 'x'.repeat(MAX_RUN_SEED_LENGTH)
    const run = createRun({ seed })
    const stairs = run.level.stairsDown as Point
    expect(moveEntity(run.world, run.player, stairs)).toBeUndefined()
    expect(act(run, { kind: 'descend' })).toMatchObject({ taken: true, level: true })
    expect(run.depth).toBe(2)
    expect(createRun({ seed, depth: MAX_DEPTH, sandbox: true }).depth).toBe(MAX_DEPTH)
  })
})
