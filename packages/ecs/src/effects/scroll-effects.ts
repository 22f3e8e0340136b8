// Effects of scrolls read on the reader's level: each a factory of a plain function over the world.
import { isWalkable } from '@delve/map'
import { checkInteger } from '../checks.js'
import { alertMonsters } from '../creatures/alert.js'
import { FREED, MindState } from '../creatures/minds.js'
import { spawnMonster } from '../creatures/spawn-monster.js'
import { ArgumentRangeError, ArgumentTypeError } from '../errors.js'
import { refusal } from '../events/messages.js'
import { placed } from '../events/turn-events.js'
import { teleport } from '../systems/relocate.js'
import type { Effect } from '../world/game-world.js'
import { draw } from '../world/noise.js'
import { tell } from './potion-effects.js'

/**
 * Identifies: says so as an `identify` effect event on the reader. What is known is the game's to
 * keep (a run knows which kinds its player has identified); the event is its cue.
 */
export function identify(): Effect {
  return (world, use) => {
    tell(world, use, 'identify', 1)
    return undefined
  }
}

/** Teleports the reader to a free walkable tile of the level, drawn by the world's chance. */
export function teleportation(): Effect {
  return (world, use) => {
    const refused = teleport(world, use.user, { events: use.events })
    if (refused) return refused
    tell(world, use, 'teleport', 1)
    return undefined
  }
}

/** Wakes every monster of the level: they all come searching for the reader where it stands. */
export function aggravation(): Effect {
  return (world, use) => {
    tell(world, use, 'aggravate', alertMonsters(world, use.user))
    return undefined
  }
}

/** Every tile of the level becomes explored: the reader knows its map (not what is on it). */
export function magicMapping(): Effect {
  return (world, use) => {
    const { explored } = world.vision
    const { tiles, width, height } = world.dungeon
    let mapped = 0
    for (let i = 0; i < explored.length; i++) {
      if (explored[i] === 1 || !nearWalkable(tiles, width, height, i)) continue
      explored[i] = 1
      mapped++
    }
    tell(world, use, 'mapping', mapped)
    return undefined
  }
}

/** A walkable tile, or a wall beside one: what a map of the level shows. */
function nearWalkable(tiles: Uint8Array, width: number, height: number, i: number): boolean {
  const x = i % width
  const y = (i - x) / width
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx
      const ny = y + dy
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
      if (isWalkable(tiles[ny * width + nx] as number)) return true
    }
  }
  return false
}

/** Most monsters one summoning brings. */
export const MAX_SUMMONED = 8

/**
 * Brings `count` monsters onto the free tiles beside the reader (fewer where fewer are free),
 * each of a kind drawn by the world's chance from `kinds` (monster kind names of the world),
 * awake and hunting. Each is a `summon` effect event whose target is the new monster. Refused
 * as `no-room` with no free tile beside the reader; a name the world does not know brings none.
 */
export function summoning(count: number, kinds: readonly string[]): Effect {
  const fn = 'summoning'
  checkInteger(fn, 'count', count, 1, MAX_SUMMONED)
  if (!Array.isArray(kinds) || kinds.length === 0 || kinds.length > 256) {
    const allowed = 'a list of 1 to 256 monster kind names'
    if (!Array.isArray(kinds)) throw new ArgumentTypeError(fn, 'kinds', kinds, allowed)
    throw new ArgumentRangeError(fn, 'kinds', kinds, allowed)
  }
  kinds.forEach((name, i) => {
    if (typeof name !== 'string' || name.length === 0) {
      throw new ArgumentTypeError(fn, `kinds[${i}]`, name, 'a monster kind name')
    }
  })
  const names = [...kinds]
  return (world, use) => {
    const { monsters } = world.kinds
    const codes = names
      .map((name) => monsters.findIndex((kind) => kind.name === name))
      .filter((c) => c >= 0)
    const { Position, Mind } = world.components
    const x = Position.x[use.user] as number
    const y = Position.y[use.user] as number
    const free = freeAround(world, x, y)
    if (free.length === 0 || codes.length === 0) {
      return refusal(world.kinds.messages, 'no-room', 'summon-no-room')
    }
    for (const at of free.slice(0, count)) {
      const kind = codes[draw(world, codes.length)] as number
      const monster = spawnMonster(world, at, kind)
      Mind.state[monster] = MindState.Hunting
      // Called, by no one to count: it gives no experience.
      Mind.leader[monster] = FREED
      Mind.targetX[monster] = x
      Mind.targetY[monster] = y
      use.events.effects.push(
        placed(use.events, {
          effect: 'summon',
          source: use.user,
          target: monster,
          kind: use.kind,
          amount: 1,
          hp: world.components.Health.hp[monster] as number,
        }),
      )
    }
    return undefined
  }
}

/** The walkable tiles beside (x, y) with no blocker, clockwise from the one above. */
function freeAround(world: Parameters<Effect>[0], x: number, y: number) {
  const { dungeon, occupancy } = world
  const found: { x: number; y: number }[] = []
  for (const [dx, dy] of AROUND) {
    const nx = x + dx
    const ny = y + dy
    if (nx < 0 || ny < 0 || nx >= dungeon.width || ny >= dungeon.height) continue
    const i = ny * dungeon.width + nx
    if (isWalkable(dungeon.tiles[i] as number) && occupancy[i] === 0) found.push({ x: nx, y: ny })
  }
  return found
}

const AROUND = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
] as const
