import type { DungeonOptions } from '../src/options/option-table.js'

/**
 * Committed hashes of whole dungeons (tiles with the stairs, then room corners: see
 * golden.test.ts). A change to any of them means a seed no longer makes the same map: bump the
 * table only on purpose, and say so in the changelog.
 */
export const GOLDEN: readonly (DungeonOptions & { seed: string; hash: string })[] = [
  { seed: 'golden-1', preset: 'tcod', hash: '4bf0b2a2' },
  { seed: 'golden-2', preset: 'mcrogueface', hash: '9fec05e2' },
  { seed: 'golden-3', preset: 'tcod', roomShape: 'circle', tunnel: 'bresenham', hash: '6119d6ee' },
  {
    seed: 'golden-4',
    preset: 'mcrogueface',
    roomShape: 'mixed',
    tunnel: 'mixed',
    hash: '02120789',
  },
  {
    seed: 'golden-5',
    preset: 'tcod',
    roomShape: 'mixed',
    tunnel: 'l',
    padding: 2,
    hash: '6159cab1',
  },
  {
    seed: 'golden-6',
    preset: 'tcod',
    roomShape: 'rect',
    tunnel: 'mixed',
    maxRooms: 200,
    hash: 'e268d3bd',
  },
  { seed: 'golden-7', preset: 'tcod', algorithm: 'bsp', hash: 'b86238da' },
  { seed: 'golden-8', preset: 'mcrogueface', algorithm: 'bsp', hash: '13fbe3c0' },
  {
    seed: 'golden-9',
    preset: 'tcod',
    algorithm: 'bsp',
    roomShape: 'circle',
    tunnel: 'bresenham',
    hash: 'fa483483',
  },
  {
    seed: 'golden-10',
    preset: 'mcrogueface',
    algorithm: 'bsp',
    roomShape: 'mixed',
    tunnel: 'mixed',
    padding: 1,
    hash: 'd3b84a57',
  },
  {
    seed: 'golden-11',
    preset: 'tcod',
    algorithm: 'bsp',
    width: 120,
    height: 60,
    iterations: 7,
    roomMinSize: 4,
    hash: 'b79570d0',
  },
  { seed: 'golden-12', preset: 'tcod', width: 24, height: 14, roomMaxSize: 12, hash: 'cf6a04ad' },
  { seed: 'golden-13', preset: 'mcrogueface', algorithm: 'bsp', iterations: 0, hash: '5327945f' },
]
