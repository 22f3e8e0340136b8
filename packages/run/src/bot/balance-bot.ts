import { equipOf } from '@delve/ecs'
import {
  canStep,
  checkBoolean,
  checkInteger,
  checkOptions,
  checkString,
  directionOf,
  findPath,
  type Point,
} from '@delve/map'
import { act } from '../act/act.js'
import type { RunTables } from '../content/default-tables.js'
import { createRun } from '../run/create-run.js'
import type { PackItem } from '../run/items.js'
import type { MonsterView, Run } from '../run/run.js'
import { favouritePerk } from './bot-moves.js'

/** How one bot run ended. */
export interface BotRun {
  seed: string
  /** The deepest level reached. */
  depth: number
  turns: number
  kills: number
  /** Turns spent picking up, drinking and reading. */
  itemTurns: number
  /** Turns spent resting (waiting while hurt with no monster in sight). */
  restTurns: number
  /** The lowest the hit points fell, as a share of the most (0 for a run that died). */
  lowestHp: number
  /** The hero's level at the end. */
  level: number
  /** What ended it, as the run summary says ("killed by a troll on depth 7"). */
  cause: string
  end: 'won' | 'died' | 'out of turns'
}

/** How the balance bot plays: how long, and with what. */
export interface BotOptions {
  /** Give up after this many turns (default 6000): a careful bot rests a lot. */
  maxTurns?: number
  /** Pick up and use items (default true); false plays as before items existed. */
  items?: boolean
  /** The run's tables (default `DEFAULT_TABLES`): a bench plays without the clocks, say. */
  tables?: RunTables
}

/**
 * A simple, careful player, for measuring the game's balance without a screen: it walks toward
 * the down stairs along `findPath`, attacks whatever stands beside it or in its way, rests while
 * it is hurt and sees no monster, and goes down the stairs once it is well again; with the
 * amulet, it climbs back out the same way, up the stairs it came down. With items, it
 * also picks up what it sees nearby, drinks a potion when low in a fight, and reads its scrolls
 * at monsters (`useItems`). The run is the game's own (`Run`, the default generator), so a
 * seed always plays out the same way.
 */
export function playBot(seed: string, options: BotOptions = {}): BotRun {
  checkString('playBot', 'seed', seed)
  checkOptions('playBot', options, ['maxTurns', 'items', 'tables'])
  return botRun(seed, options).summary
}

/** The same, giving back the run itself too (its input log, its world), for replays. */
export function botRun(seed: string, options: BotOptions = {}): { summary: BotRun; run: Run } {
  checkString('botRun', 'seed', seed)
  const given = checkOptions('botRun', options, ['maxTurns', 'items', 'tables'])
  if (given.maxTurns !== undefined) checkInteger('botRun', 'options.maxTurns', given.maxTurns, 0)
  if (given.items !== undefined) checkBoolean('botRun', 'options.items', given.items)
  const maxTurns = options.maxTurns ?? 6000
  const items = options.items ?? true
  const run = createRun(options.tables ? { seed, tables: options.tables } : { seed })
  let path: Point[] = []
  let itemTurns = 0
  let restTurns = 0
  let lowest = 1
  while (!run.dead && !run.won && run.turn < maxTurns) {
    while (run.levelUps > 0)
      act(run, {
        kind: 'level-up',
        choice: favouritePerk(
          run.levelUpOffer().map((p) => p.name),
          GROWTH,
        ),
      })
    const at = run.playerPosition()
    const seen = run.monsters().filter((m) => run.vision.visible[m.y * run.level.width + m.x] === 1)
    if (items && (useItems(run, seen) || (seen.length === 0 && gearUp(run)))) {
      itemTurns++
      continue
    }
    const foe = seen.find(
      (m) =>
        Math.max(Math.abs(m.x - at.x), Math.abs(m.y - at.y)) === 1 &&
        canStep(run.level, at.x, at.y, m.x - at.x, m.y - at.y),
    )
    const hurt = run.hp / run.maxHp
    const onWay = run.climbing ? run.onStairsUp() : run.onStairsDown()
    if (foe) {
      act(run, { kind: 'move', direction: directionOf(foe.x - at.x, foe.y - at.y) ?? 'up' })
    } else if (seen.length === 0 && hurt < (onWay ? 0.8 : 0.5)) {
      act(run, { kind: 'wait' })
      restTurns++
    } else if (onWay && !amuletHere(run)) {
      act(run, { kind: run.climbing ? 'ascend' : 'descend' })
      path = []
    } else {
      // Keep to the path taken (to an item or the stairs) until its end, so a monster coming and
      // going from view never turns the bot back and forth; then the nearest item, or the stairs.
      path = stillOn(path, at)
      if (path.length < 2 && items && seen.length === 0) path = itemPath(run, at)
      if (path.length < 2) path = pathOn(run, path, at)
      const next = path[1]
      if (!next) break
      act(run, { kind: 'move', direction: directionOf(next.x - at.x, next.y - at.y) ?? 'up' })
    }
    if (run.maxHp > 0) lowest = Math.min(lowest, run.hp / run.maxHp)
  }
  if (run.maxHp > 0) lowest = Math.min(lowest, run.hp / run.maxHp)
  const { turns, kills } = run.stats
  const end = run.won ? 'won' : run.dead ? 'died' : 'out of turns'
  const cause = run.won ? 'won' : (run.stats.cause ?? end)
  const summary: BotRun = {
    seed,
    depth: run.deepest,
    turns,
    kills,
    itemTurns,
    restTurns,
    lowestHp: lowest,
    level: run.character().level,
    cause,
    end,
  }
  return { summary, run }
}

/**
 * One turn spent on items, if any is worth it: pick up what lies underfoot; drink a potion when
 * below 40 % in a fight (or 25 % at all); eat a ration when hungry and no monster is in view; read fireball at two or more monsters close together
 * and away from the reader; lightning at a monster in reach while hurt or when it would kill;
 * confusion at a troll or a monster that would otherwise win the fight. True if a turn passed.
 */
function useItems(run: Run, seen: readonly MonsterView[]): boolean {
  const at = run.playerPosition()
  const here = run.items().some((i) => i.x === at.x && i.y === at.y)
  if (here && run.inventory().length < 26 && act(run, { kind: 'pickup' }).taken) return true
  const pack = run.inventory()
  // Only what it knows: a potion or scroll is known once used or identified.
  const slot = (kind: string) => pack.findIndex((p) => p.known && p.kind === kind)
  const hurt = run.hp / run.maxHp
  const healing = slot('healing potion')
  const potion = healing >= 0 ? healing : slot('extra healing potion')
  if (potion >= 0 && (hurt < 0.25 || (hurt < 0.4 && seen.length > 0))) {
    if (act(run, { kind: 'use', index: potion }).taken) return true
  }
  // Eat once hungry, out of a fight (a starving hero stops healing, then wastes away).
  const ration = slot('ration')
  if (ration >= 0 && run.hunger !== 'fed' && seen.length === 0) {
    if (act(run, { kind: 'use', index: ration }).taken) return true
  }
  if (seen.length === 0) return tryOut(run, pack, hurt)
  const fire = slot('fireball scroll')
  if (fire >= 0) {
    for (const m of seen) {
      if (distance(m, at) <= 3) continue
      const hit = run.preview(fire, m).affected
      const mine = hit.some((p) => p.x === at.x && p.y === at.y)
      if (!mine && hit.length >= 2 && act(run, { kind: 'use', index: fire, target: m }).taken)
        return true
    }
  }
  const bolt = slot('lightning scroll')
  if (bolt >= 0) {
    const [target] = run.preview(bolt).affected
    const foe = target && seen.find((m) => m.x === target.x && m.y === target.y)
    if (
      foe &&
      (hurt < 0.6 || foe.hp <= 20) &&
      foe.maxHp > 6 &&
      act(run, { kind: 'use', index: bolt }).taken
    )
      return true
  }
  const daze = slot('confusion scroll')
  if (daze >= 0) {
    const foe = seen.find((m) => !m.confused && m.name === 'troll' && distance(m, at) <= 3)
    if (foe && act(run, { kind: 'use', index: daze, target: foe }).taken) return true
  }
  return false
}

/** What is good to use as soon as it is known, with no monster in view. */
const BOONS = new Set([
  'vigour potion',
  'strength potion',
  'experience potion',
  'enchant armour scroll',
])

/**
 * With no monster in view: uses what is known to be good, and, while well (over half its hit
 * points), tries an unknown potion or scroll used on oneself, to learn what it is (a healing
 * potion tried at full health is drunk: one more hit point at most). True if a turn passed.
 */
function tryOut(run: Run, pack: readonly PackItem[], hurt: number): boolean {
  for (const [index, item] of pack.entries()) {
    const boon = item.known && BOONS.has(item.kind)
    const unknown = !item.known && item.aim === null && hurt > 0.5
    if ((boon || unknown) && act(run, { kind: 'use', index }).taken) return true
  }
  return false
}

/**
 * The path to the nearest item the player has seen (on an explored tile) within 10 steps, or
 * none. Explored, not in sight: a goal that stays put as the view changes, or the bot would
 * turn back and forth where an item drops in and out of view.
 */
function itemPath(run: Run, at: Point): Point[] {
  const { explored } = run.vision
  const near = run
    .items()
    .filter((i) => !i.caged && explored[i.y * run.level.width + i.x] === 1 && distance(i, at) <= 10)
    .sort((a, b) => distance(a, at) - distance(b, at))[0]
  if (!near || run.inventory().length >= 26) return []
  return findPath(run.level, at, near) ?? []
}

function distance(a: Point, b: Point): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y))
}

/** The rest of `path` from `at`, while the bot is still on it and it goes on; else none. */
function stillOn(path: Point[], at: Point): Point[] {
  const i = path.findIndex((p) => p.x === at.x && p.y === at.y)
  return i >= 0 && i < path.length - 1 ? path.slice(i) : []
}

/** True on the goal's level while the amulet lies there: the bot does not go past it. */
function amuletHere(run: Run): boolean {
  return run.items().some((i) => i.kind === 'amulet of the deep')
}

/** The level-up choices, in turn: hit points twice as often as power or defence. */

/** Puts on the best weapon and armour in the pack, one turn a piece. True if a turn passed. */
function gearUp(run: Run): boolean {
  const pack = run.inventory()
  for (const slot of ['weapon', 'armour'] as const) {
    const pieces = pack
      .map((p, index) => ({ p, index, bonus: gearBonus(run, p.item) }))
      .filter(({ p }) => p.slot === slot)
      .sort((a, b) => b.bonus - a.bonus)
    const best = pieces[0]
    if (best && !best.p.worn && act(run, { kind: 'wear', index: best.index }).taken) return true
  }
  return false
}

/** What a piece adds to power and defence, as its kind says: for choosing the better one. */
function gearBonus(run: Run, item: number): number {
  const equip = equipOf(run.world, item)
  return (equip?.power ?? 0) + (equip?.defence ?? 0)
}

/**
 * The path to the down stairs from `at` — on the goal's level, to the amulet (a player would
 * search for it; the bot is told); with the amulet, to the up stairs (it came down them) — the
 * last one, while the bot is still on it.
 */
function pathOn(run: Run, path: Point[], at: Point): Point[] {
  const rest = stillOn(path, at)
  if (rest.length > 0) return rest
  const amulet = run.items().find((i) => i.kind === 'amulet of the deep')
  if (amulet) return findPath(run.level, at, amulet) ?? []
  const stairs = run.climbing ? run.level.stairsUp : run.level.stairsDown
  return (stairs && findPath(run.level, at, stairs)) ?? []
}

/** The perks the balance bot takes first, best first: hit points, then blows, then the rest. */
const GROWTH = [
  'vitality',
  'second wind',
  'stoutness',
  'might',
  'regeneration',
  'guard',
  'bloodlust',
  'fury',
  'accuracy',
  'keen sight',
]
