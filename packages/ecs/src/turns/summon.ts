import { canStep, DIRS_8, type Point } from '@delve/map'
import { FREED, MindState } from '../creatures/minds.js'
import { spawnMonster } from '../creatures/spawn-monster.js'
import { message } from '../events/messages.js'
import { type SayEvent, say, type TurnEvents } from '../events/turn-events.js'
import type { GameWorld, MonsterKindInfo } from '../world/game-world.js'
import { standing } from '../world/internals.js'
import { draw } from '../world/noise.js'
import { entityCount, occupantAt } from '../world/queries.js'

/** A summoner's turns between calls, and most of its called alive, when its kind does not say. */
export const SUMMON_EVERY = 5
export const SUMMON_MOST = 3

/** How many monsters `leader` called that are still alive. */
export function calledAlive(world: GameWorld, leader: number): number {
  const { Mind } = world.components
  let alive = 0
  for (const eid of standing(world, 'called')) if (Mind.leader[eid] === leader) alive++
  return alive
}

/**
 * A summoner that sees the player: with its cooldown run out and room under its cap, it calls
 * one or two (a roll) of its `summons` kind onto free floor beside it, each hunting the player
 * at once; then it waits `summonEvery` turns. Returns the ids called (none on other turns).
 */
export function summon(
  world: GameWorld,
  eid: number,
  kind: Readonly<MonsterKindInfo>,
  target: Point,
  events: TurnEvents,
): number[] {
  const { Mind, Position } = world.components
  const left = Mind.cooldown[eid] as number
  if (left > 0) {
    Mind.cooldown[eid] = left - 1
    return []
  }
  const room = (kind.summonMost ?? SUMMON_MOST) - calledAlive(world, eid)
  const code = world.kinds.monsters.findIndex((other) => other.name === kind.summons)
  if (room <= 0 || code < 0) return []
  const at = { x: Position.x[eid] as number, y: Position.y[eid] as number }
  const wanted = Math.min(room, 1 + draw(world, 2))
  const called: number[] = []
  for (const [dx, dy] of DIRS_8) {
    if (called.length === wanted) break
    const x = at.x + dx
    const y = at.y + dy
    if (!canStep(world.dungeon, at.x, at.y, dx, dy) || occupantAt(world, x, y) !== 0) continue
    if (world.capacity - 1 <= entityCount(world)) break
    const one = spawnMonster(world, { x, y }, code)
    Mind.leader[one] = eid
    Mind.state[one] = MindState.Hunting
    Mind.targetX[one] = target.x
    Mind.targetY[one] = target.y
    called.push(one)
    events.summons.push({ eid: one, by: eid, kind: code, x, y })
  }
  if (called.length === 0) return called
  Mind.cooldown[eid] = Math.max(0, (kind.summonEvery ?? SUMMON_EVERY) - 1)
  const key = called.length === 1 ? 'summon.call' : 'summon.call.many'
  const line = message(world.kinds.messages, key, {
    name: kind.name,
    summons: kind.summons as string,
    count: called.length,
  })
  say(events, line, eid)
  // Told by its key too, as the engine's other lines are.
  ;(events.says.at(-1) as SayEvent).key = key
  return called
}

/**
 * A summoner's death frees its called: they fight on, no longer counted as anyone's, still
 * called (`FREED`: killing them gives no experience).
 */
export function releaseCalled(world: GameWorld, leader: number): void {
  const { Mind } = world.components
  for (const eid of standing(world, 'allMinds'))
    if (Mind.leader[eid] === leader) Mind.leader[eid] = FREED
}
