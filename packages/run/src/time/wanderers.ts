import { type GameWorld, MindState, noise, seedNumber, spawnMonster } from '@delve/ecs'
import { isWalkable } from '@delve/map'
import { ARRIVAL_CLEARANCE, rowFor } from '../content/default-tables.js'
import type { RunRules } from '../content/run-rules.js'
import { harden } from '../level/placement.js'

/** Salts of the wanderers' draws, apart from the monsters' own rolls. */
const WHETHER = 0x77a1
const WHERE = 0x77a2
const WHAT = 0x77a3

/**
 * A wandering monster's arrival on the turn just played, as the rules' wanderer table says for
 * `depth`: on one turn in `every` (drawn from the level's seed and the turn, so a replay sees the
 * same), while fewer than `most` came to this level, a monster of the depth's kinds appears on a
 * free tile out of the hero's sight and more than `ARRIVAL_CLEARANCE` steps away, searching for the
 * hero. Returns its id, or 0 when none came (no arrival drawn, or no tile fits).
 */
export function wanderIn(
  world: GameWorld,
  rules: RunRules,
  levelSeed: string,
  depth: number,
  arrived: number,
  player: number,
): number {
  if (rules.wanderers === null) return 0
  const row = rowFor(rules.wanderers, depth)
  if (arrived >= row.most) return 0
  const seed = seedNumber(levelSeed)
  const { turn } = world
  if (noise(seed, turn, 0, WHETHER) % row.every !== 0) return 0
  const tile = arrivalTile(world, player, noise(seed, turn, 0, WHERE))
  if (tile < 0) return 0
  const monsters = rowFor(rules.monsters, depth)
  const kind = monsters.kinds[noise(seed, turn, 0, WHAT) % monsters.kinds.length] as number
  const { width } = world.dungeon
  const eid = spawnMonster(world, { x: tile % width, y: Math.floor(tile / width) }, kind)
  if (monsters.hp > 0 || monsters.power > 0) harden(world, eid, monsters.hp, monsters.power)
  const { Mind, Position } = world.components
  Mind.state[eid] = MindState.Searching
  Mind.targetX[eid] = Position.x[player] as number
  Mind.targetY[eid] = Position.y[player] as number
  return eid
}

/** The `pick`-th (wrapping) walkable free tile out of sight and far enough away; -1 for none. */
function arrivalTile(world: GameWorld, player: number, pick: number): number {
  const { dungeon, occupancy, vision, components } = world
  const { width, tiles } = dungeon
  const px = components.Position.x[player] as number
  const py = components.Position.y[player] as number
  const fits = (i: number) =>
    isWalkable(tiles[i] as number) &&
    occupancy[i] === 0 &&
    vision.visible[i] === 0 &&
    Math.max(Math.abs((i % width) - px), Math.abs(Math.floor(i / width) - py)) > ARRIVAL_CLEARANCE
  let count = 0
  for (let i = 0; i < tiles.length; i++) if (fits(i)) count++
  if (count === 0) return -1
  let left = pick % count
  for (let i = 0; i < tiles.length; i++) {
    if (!fits(i)) continue
    if (left === 0) return i
    left--
  }
  return -1
}
