import { alertMonsters, getPosition, moveEntity, setDungeon, visibilitySystem } from '@delve/ecs'
import { type Point, Tile, tileAt, toAscii } from '@delve/map'
import { DESCENT_HEAL } from '../content/default-tables.js'
import { goalName, isClimbing, noWayOut } from '../goal/goal.js'
import type { LoggedInput } from '../input/run-input.js'
import { isBottom, levelChoice, makeLevel } from '../level/make-level.js'
import { placeGoal, placeItems, populateLevel } from '../level/placement.js'
import { markTiles, placeVaultMarks } from '../level/vault-marks.js'
import { bringBack, type KeptLevel, type KeptMap, keepLevel } from '../state/kept-level.js'
import { mapLevel, savedRoom } from '../state/map-level.js'
import { hpOf, isDead, levelSeedOf, type RunState, took } from '../state/run-state.js'
import { type PlayLevel, type RunPlace, SIGHT_RADIUS, type TurnReport } from '../state/run-types.js'
import { refusedReport } from '../state/turn-lines.js'
import { vaultsOf } from '../state/vault-doors.js'
import { play } from '../turn/turn.js'
import { runLine } from '../words/run-messages.js'

/** True when the player stands on a tile of the kind `tile`. */
export function standsOn(s: RunState, tile: number): boolean {
  const { x, y } = getPosition(s.world, s.player)
  return tileAt(s.world.dungeon, x, y) === tile
}

/**
 * Down the stairs to the next level of the chain, onto its up stairs: the level as it was left,
 * if the player was there before, else a new one. A turn, spent on the level being left (see
 * `onTheStairs`). Refused, changing nothing, off the stairs.
 */
export function goDown(s: RunState): TurnReport {
  if (!standsOn(s, Tile.StairsDown) || isDead(s)) {
    return refusedReport(runLine(s.world.kinds, 'refuse.no-stairs-down'))
  }
  const input = { kind: 'descend' } as const
  const turn = onTheStairs(s)
  if (turn.died) return fellOnTheStairs(s, input, turn)
  enter(s, { ...s.place, depth: s.place.depth + 1 }, 'down')
  // A breath on the stairs: part of what was lost comes back.
  const { Health } = s.world.components
  const hp = hpOf(s)
  const missing = (Health.max[s.player] as number) - hp
  Health.hp[s.player] = hp + Math.ceil(missing * DESCENT_HEAL)
  const lines = [runLine(s.world.kinds, 'descend', { depth: s.place.depth })]
  if (isBottom(s.place, s.rules)) {
    lines.push(runLine(s.world.kinds, 'bottom-of-dungeon', { goal: goalName(s) }))
  }
  return tookAfter(s, input, turn, lines)
}

/**
 * Up the stairs the player stands on: to the level above, as it was left, onto its down
 * stairs; on depth 1, out of the dungeon, which wins the run when carrying the goal out (and
 * is refused otherwise). A turn, spent on the level being left (see `onTheStairs`). Refused,
 * changing nothing, off the up stairs.
 */
export function goUp(s: RunState): TurnReport {
  if (isDead(s)) return refusedReport(runLine(s.world.kinds, 'refuse.dead-climb'))
  if (!standsOn(s, Tile.StairsUp))
    return refusedReport(runLine(s.world.kinds, 'refuse.no-stairs-up'))
  if (s.place.depth === 1 && !isClimbing(s)) return refusedReport(noWayOut(s))
  const input = { kind: 'ascend' } as const
  const turn = onTheStairs(s)
  if (turn.died) return fellOnTheStairs(s, input, turn)
  if (s.place.depth === 1) {
    s.out = true
    const line = runLine(s.world.kinds, 'climb-out-won', { goal: goalName(s) })
    return tookAfter(s, input, turn, [line])
  }
  enter(s, { ...s.place, depth: s.place.depth - 1 }, 'up')
  return tookAfter(s, input, turn, [runLine(s.world.kinds, 'climb', { depth: s.place.depth })])
}

/**
 * The turn taking the stairs costs, played on the level being left as a wait: its monsters
 * act (one beside the stairs gets its blow in), hunger and wanderers go on. The stairs are no
 * free escape, and a log costs as many turns as it holds inputs (but its level-ups).
 */
function onTheStairs(s: RunState): TurnReport {
  return play(s, { kind: 'wait' })
}

/** The stairs' turn was the player's last: the input is kept, the level is not left. */
function fellOnTheStairs(s: RunState, input: LoggedInput, turn: TurnReport): TurnReport {
  if (s.recording) s.inputs.push(input)
  return turn
}

/** `took` for the stairs, after their turn: its lines (told already) come first. */
function tookAfter(s: RunState, input: LoggedInput, turn: TurnReport, lines: string[]): TurnReport {
  const report = took(s, input, lines)
  return { ...report, messages: [...turn.messages, ...lines] }
}

/** A new chain or another choice at the same depth: the record and the levels kept are dropped. */
export function remake(s: RunState, next: RunPlace): void {
  s.recording = false
  s.kept.clear()
  enter(s, next, 'new')
}

/**
 * Swaps in the level of `next`, the one being left kept as it is (but for a new chain: `new`).
 * Going down the player arrives on the up stairs (the level's start), going up on the down
 * stairs. A level left before comes back as it was left; a new one is populated by the tables,
 * and, while the goal is carried out, wakes at once.
 */
function enter(s: RunState, next: RunPlace, by: 'down' | 'up' | 'new'): void {
  const { world, player } = s
  if (by !== 'new') {
    s.kept.set(s.place.depth, keepHere(s))
  }
  const kept = s.kept.get(next.depth)
  s.kept.delete(next.depth)
  const { map: _, ...place } = next
  let level: PlayLevel
  if (kept?.map) {
    level = mapLevel(kept.map)
    setDungeon(world, level)
    s.place = { ...place, map: kept.map.address }
    s.choiceHere = place.choice
  } else {
    level = makeLevel(place, s.rules)
    setDungeon(world, level, { generated: true })
    s.place = place
    s.choiceHere = levelChoice(place, s.rules)
  }
  s.madeTiles = level.tiles.slice()
  // Rock dug and doors unlocked on a level left behind are so again (after setDungeon, which
  // took it as made).
  for (const tile of kept?.dug ?? []) level.tiles[tile] = Tile.Floor
  s.caged = [...(kept?.caged ?? [])]
  // A level left before is entered where it was left: the stairs between it and this one.
  const arrival = kept?.left ?? (by === 'up' ? (level.stairsDown ?? level.start) : level.start)
  moveEntity(world, player, arrival)
  if (kept) {
    const back = bringBack(world, kept)
    s.monsterIds = back.monsters
    s.clocks.wanderers = back.wanderers
    s.memory.replace(kept.seen)
  } else {
    populate(s, arrival)
    s.clocks.wanderers = []
    s.memory.clear()
    if (isClimbing(s)) alertMonsters(world, player)
    s.stats.dungeons++
  }
  // The player sees from where they arrive.
  visibilitySystem(world)
  s.memory.update(world)
}

/** A new level's monsters, items and goal, kept clear of where the player arrives. */
function populate(s: RunState, arrival: Point): void {
  const { world, rules } = s
  const { depth } = s.place
  const seed = levelSeedOf(s)
  const vaults = vaultsOf(world.dungeon)
  s.monsterIds = placeVaultMarks(world, rules, seed, depth, vaults, arrival, SIGHT_RADIUS)
  s.monsterIds.push(
    ...populateLevel(world, rules, seed, world.dungeon.rooms.length, depth, arrival, SIGHT_RADIUS),
  )
  placeItems(world, rules, seed, depth, markTiles(vaults))
  const warden = placeGoal(world, rules, depth, arrival, markTiles(vaults))
  if (warden !== 0) s.monsterIds.push(warden)
}

/** The current level as the player leaves it. */
function keepHere(s: RunState): KeptLevel {
  const { map } = s.place
  const level = s.world.dungeon
  const kept: KeptMap | undefined =
    map === undefined
      ? undefined
      : {
          address: map,
          tiles: toAscii(level).split('\n'),
          rooms: level.rooms.map((r) => savedRoom(r)),
          start: { ...level.start },
        }
  return keepLevel(s.world, {
    depth: s.place.depth,
    made: kept ? null : s.madeTiles,
    monsterIds: s.monsterIds,
    wanderers: s.clocks.wanderers,
    seen: s.memory.entries(),
    left: getPosition(s.world, s.player),
    caged: s.caged,
    ...(kept ? { map: kept } : {}),
  })
}
