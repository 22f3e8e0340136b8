import type { Point } from '@delve/map'
import type { Run } from '@delve/run'
import type { Mode } from '../play/modes.js'
import type { Session } from '../play/session.js'
import type { ClimbReport, GameReport, GrowthReport, ReplayReport } from '../ui/handle-types.js'
import type { DungeonView } from '../view/dungeon-view.js'

/** What the scene knows besides the session and the view: its timers, look line and replay. */
export interface SceneFacts {
  lastRegenerateMs: number | null
  lastMoveMs: number | null
  lookLine: string
  replay: ReplayReport | null
}

/** What `window.delve.state()` reports of the dungeon now (its names are contract). */
export function gameReport(session: Session, view: DungeonView, extras: SceneFacts): GameReport {
  const { run } = session
  return {
    level: run.level,
    seed: run.levelSeed,
    runSeed: run.runSeed,
    depth: run.depth,
    // The level's own choice: in a run, the depth table's draw for this depth.
    choice: run.levelChoice,
    ...(run.map === undefined ? {} : { map: run.map }),
    player: run.playerPosition(),
    monsters: run.monsters(),
    hp: run.hp,
    maxHp: run.maxHp,
    turn: run.turn,
    dead: run.dead,
    messages: run.messages(),
    fov: session.fov,
    sightRadius: run.sightRadius,
    vision: run.vision,
    visionVersion: run.stats.steps,
    labels: view.labels,
    labelTags: view.labelTags,
    view: view.report(),
    lastRegenerateMs: extras.lastRegenerateMs,
    layerBuilds: view.layerBuilds,
    lastMoveMs: extras.lastMoveMs,
    tilesWritten: view.tilesWritten,
    drawnMonsters: view.drawnMonsters,
    items: session.itemsShown().seen,
    inventory: run.inventory().map((item) => item.kind),
    pack: run.inventory().map(({ letter, kind, name, count, label, known, charges }) => ({
      letter,
      kind,
      name,
      count,
      label,
      known,
      charges,
    })),
    known: run.known(),
    vaults: run.vaults(),
    growth: growthReport(run),
    targeting: session.targeting(),
    aimRange: session.aimRange(),
    cursor: cursorOf(session.mode),
    mode: session.mode.name,
    lookLine: extras.lookLine,
    drawnItems: view.drawnItems,
    zoom: view.report().factor,
    exploring: session.exploring,
    replay: extras.replay,
    kills: run.stats.kills,
    climb: climbReport(run),
    time: { food: run.food, hunger: run.hunger },
  }
}

/** The cursor of a mode that has one (looking, aiming), or null. */
function cursorOf(mode: Mode): Point | null {
  return mode.name === 'look' || mode.name === 'targeting' ? mode.cursor : null
}

/** The way out as `window.delve.state()` reports it: the amulet, the stairs, the levels kept. */
function climbReport(run: Run): ClimbReport {
  const { stairsUp, stairsDown } = run.level
  return {
    carryingGoal: run.carryingGoal,
    stairs: { up: stairsUp ?? null, down: stairsDown ?? null },
    onStairs: run.onStairsUp() ? 'up' : run.onStairsDown() ? 'down' : null,
    levelsKept: run.levelsKept,
    deepest: run.deepest,
  }
}

/** The hero's growth and gear as `window.delve.state()` reports them. */
function growthReport(run: Run): GrowthReport {
  const hero = run.character()
  return {
    xp: hero.xp,
    level: hero.level,
    power: hero.power,
    defence: hero.defence,
    equipment: { weapon: hero.weapon, armour: hero.armour },
    levelUp: hero.levelUps > 0,
    levelUpOffer: run.levelUpOffer().map((perk) => perk.name),
    perks: [...run.perks],
    won: run.won,
  }
}
