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

/**
 * The same for the generators and doors added after the tutorials' (caves, rooms and mazes, the
 * drunkard's walk, doors on every algorithm with rooms). They have no tutorial listing to check
 * against, so only their hashes are kept: a change to any means a seed no longer makes the same map.
 */
export const GOLDEN_MORE: readonly (DungeonOptions & { seed: string; hash: string })[] = [
  { seed: 'golden-14', preset: 'tcod', algorithm: 'caves', hash: 'e5371094' },
  {
    seed: 'golden-15',
    preset: 'mcrogueface',
    algorithm: 'caves',
    caveConnect: 'largest',
    hash: '484e06c3',
  },
  {
    seed: 'golden-16',
    preset: 'tcod',
    algorithm: 'caves',
    width: 120,
    height: 60,
    caveFill: 50,
    caveRounds: 6,
    caveBirth: 6,
    caveSurvival: 3,
    hash: 'ffad8cea',
  },
  { seed: 'golden-17', preset: 'tcod', algorithm: 'rooms-and-mazes', hash: '5d81e5ee' },
  {
    seed: 'golden-18',
    preset: 'mcrogueface',
    algorithm: 'rooms-and-mazes',
    doors: true,
    mazeWinding: 70,
    mazeExtraConnectors: 20,
    hash: 'b278da70',
  },
  { seed: 'golden-19', preset: 'tcod', algorithm: 'drunkard', hash: '60753b6a' },
  {
    seed: 'golden-20',
    preset: 'mcrogueface',
    algorithm: 'drunkard',
    drunkardFloor: 60,
    hash: 'e627e548',
  },
  { seed: 'golden-21', preset: 'tcod', doors: true, hash: '0516b45d' },
  { seed: 'golden-22', preset: 'mcrogueface', algorithm: 'bsp', doors: true, hash: '65fde62a' },
]
