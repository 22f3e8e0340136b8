import { type GameWorld, MindState, noise, seedNumber, spawnMonster } from '@delve/ecs'
import { checkInteger, checkString, isWalkable } from '@delve/map'
import { checkDepth, checkEntityId, checkWorld } from '../content/checks.js'
import { ARRIVAL_CLEARANCE, rowFor } from '../content/default-tables.js'
import type { RunRules } from '../content/run-rules.js'
import { checkRules } from '../content/run-rules.js'
import { harden } from '../level/placement.js'

/** Salts of the wanderers' three draws a turn: whether one comes, where, and what. */
const WHETHER = 1
const WHERE = 2
const WHAT = 3

/**
 * The seed of a level's wanderers: a stream of its own, apart from the level's (its map, monsters
 * and items are drawn as they were before wanderers came) and from the monsters' rolls.
 */
export function wandererSeed(levelSeed: string): number {
  checkString('wandererSeed', 'levelSeed', levelSeed)
  return seedNumber(`${levelSeed}/wanderers`)
}

/**
 * A wandering monster's arrival on the turn just played (`world.turn`), as the rules' wanderer
 * table says for `depth`: on one turn in `every` (drawn from the level's wanderer seed and the
 * turn, so a replay sees the same), while fewer than `most` wanderers are alive on the level
 * (`alive`), a monster of the depth's monster row appears, hardened as the row says, on a free
 * walkable tile out of the hero's sight and more than `ARRIVAL_CLEARANCE` steps away, searching
 * for the hero where it stands. Returns its id, or 0 when none came (no arrival drawn, enough
 * alive, or no tile fits).
 */
export function wanderIn(
  world: GameWorld,
  rules: RunRules,
  levelSeed: string,
  depth: number,
  alive: number,
  player: number,
): number {
  checkWorld('wanderIn', world)
  checkRules('wanderIn', rules)
  checkString('wanderIn', 'levelSeed', levelSeed)
  checkDepth('wanderIn', 'depth', depth)
  checkInteger('wanderIn', 'alive', alive, 0)
  checkEntityId('wanderIn', 'player', world, player)
  if (rules.wanderers === null) return 0
  const row = rowFor(rules.wanderers, depth)
  if (alive >= row.most) return 0
  const seed = wandererSeed(levelSeed)
  const turn = world.turn >>> 0
  if (noise(seed, turn, 0, WHETHER) % row.every !== 0) return 0
  const tile = arrivalTile(world, player, noise(seed, turn, 0, WHERE))
  if (tile < 0) return 0
  const monsters = rowFor(rules.monsters, depth)
  const kind = monsters.kinds[noise(seed, turn, 0, WHAT) % monsters.kinds.length] as number
  const { width } = world.dungeon
  // spawnMonster gives the lowest free id, so a restored world numbers it the same.
  const eid = spawnMonster(world, { x: tile % width, y: Math.floor(tile / width) }, kind)
  if (monsters.hp > 0 || monsters.power > 0) harden(world, eid, monsters.hp, monsters.power)
  const { Mind, Position } = world.components
  Mind.state[eid] = MindState.Searching
  Mind.targetX[eid] = Position.x[player] as number
  Mind.targetY[eid] = Position.y[player] as number
  return eid
}

/**
 * Whether a wanderer may arrive on tile `i`: walkable, with no creature on it, out of the hero's
 * sight and more than `ARRIVAL_CLEARANCE` steps (king's moves) from the hero at (`px`, `py`).
 */
export function arrivalFits(world: GameWorld, i: number, px: number, py: number): boolean {
  const { width, height } = checkWorld('arrivalFits', world).dungeon
  checkInteger('arrivalFits', 'i', i, 0, width * height - 1)
  checkInteger('arrivalFits', 'px', px, 0, width - 1)
  checkInteger('arrivalFits', 'py', py, 0, height - 1)
  return fitsAt(world, i, px, py)
}

/** `arrivalFits`, unchecked: asked of every tile of the level in turn. */
function fitsAt(world: GameWorld, i: number, px: number, py: number): boolean {
  const { dungeon, occupancy, vision } = world
  const { width } = dungeon
  return (
    isWalkable(dungeon.tiles[i] as number) &&
    occupancy[i] === 0 &&
    vision.visible[i] === 0 &&
    Math.max(Math.abs((i % width) - px), Math.abs(Math.floor(i / width) - py)) > ARRIVAL_CLEARANCE
  )
}

/** The `pick`-th (wrapping) tile a wanderer may arrive on, in reading order; -1 for none. */
function arrivalTile(world: GameWorld, player: number, pick: number): number {
  const { tiles } = world.dungeon
  const px = world.components.Position.x[player] as number
  const py = world.components.Position.y[player] as number
  const fits: number[] = []
  for (let i = 0; i < tiles.length; i++) if (fitsAt(world, i, px, py)) fits.push(i)
  return fits.length === 0 ? -1 : (fits[pick % fits.length] as number)
}
