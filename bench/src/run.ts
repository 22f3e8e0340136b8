import { cpus, totalmem } from 'node:os'
import { type ActSize, FULL_ACT, runAct, SMOKE_ACT } from './act-bench.js'
import { type BalanceRun, balanceSection, balanceVerdicts } from './balance-bench.js'
import {
  buildCrowd,
  type CrowdSize,
  checkAgreement,
  crowdGroup,
  DELVE_STEP,
  FULL_CROWDS,
  SMOKE_CROWDS,
} from './ecs-bench.js'
import {
  type ExploreSize,
  FULL_EXPLORE_SIZES,
  runExplore,
  SMOKE_EXPLORE_SIZES,
} from './explore-bench.js'
import {
  checkFovAgreement,
  DELVE_FOV,
  DELVE_FOV_REPEATED,
  type FovPlan,
  FULL_FOV_PLAN,
  fovGroup,
  ROT_PRECISE,
  ROT_RECURSIVE,
  SMOKE_FOV_PLAN,
} from './fov-bench.js'
import {
  cavesGroup,
  DELVE_CAVES,
  DELVE_MAZES,
  DELVE_MAZES_DOORS,
  FULL_GENERATOR_SIZES,
  type GeneratorSize,
  mazesGroup,
  ROT_CELLULAR,
  ROT_CELLULAR_ALONE,
  ROT_CONNECT_LIMIT,
  ROT_DIGGER,
  ROT_ELLER,
  ROT_ICEY,
  SMOKE_GENERATOR_SIZES,
  type Survey,
} from './generator-bench.js'
import { type GroupResult, runGroup, type Settings } from './harness.js'
import { type LibtcodRun, libtcodSection, libtcodVerdicts, runLibtcod } from './libtcod.js'
import {
  DELVE_ROOMS,
  FULL_MAP_SIZES,
  type MapSize,
  mapGroup,
  SMOKE_MAP_SIZES,
} from './map-bench.js'
import { measureMemory } from './memory.js'
import { type PageRun, pageSection, pageVerdicts } from './page-bench.js'
import {
  checkPathAgreement,
  DELVE_DIJKSTRA,
  FULL_PATH_SIZES,
  type PathSize,
  pathGroup,
  ROT_DIJKSTRA,
  SMOKE_PATH_SIZES,
} from './path-bench.js'
import type { FreshPart, PartResult } from './processes.js'
import {
  FULL_REPLAY,
  type GameReplay,
  type ReplaySize,
  runReplay,
  SMOKE_REPLAY,
} from './replay-bench.js'
import { formatRatio, renderReport, type Verdict } from './report.js'
import { pairedSummary } from './stats.js'
import { type StillRun, stillSection, stillVerdict } from './still-page.js'
import {
  FULL_HUNT,
  type HuntSize,
  huntGroup,
  itemsTurnGroup,
  MONSTER_TURN,
  SMOKE_HUNT,
  TURN_WITH_ITEMS,
} from './turn-bench.js'
import { FULL_VAULT_SIZES, runVaults, SMOKE_VAULT_SIZES, type VaultSize } from './vault-bench.js'

export interface BenchConfig {
  mapSizes: readonly MapSize[]
  /** Sizes for the later generators (caves, mazes, the drunkard's walk, doors) against rot.js. */
  generators: readonly GeneratorSize[]
  /** The views timed; the first two radius-8 ones are the small map and the large one. */
  fov: readonly FovPlan[]
  paths: readonly PathSize[]
  hunt: HuntSize
  crowds: readonly CrowdSize[]
  /** Sizes for levels with the sample vaults against the same levels without. */
  vaults: readonly VaultSize[]
  /** Sizes for one auto-explore step against one Dijkstra map. */
  explore: readonly ExploreSize[]
  /** The turns of bot runs verified, and `@delve/run`, which plays, records and verifies them. */
  replay: ReplaySize
  /** The turns of bot runs played through `act` and through `playTurn` alone. */
  act: ActSize
  game?: GameReplay
  /**
   * The game page's timings in Chromium, measured before the rest (`measureGamePage`: it is
   * asynchronous, and another process): judged and reported with the rest.
   */
  page?: PageRun
  /** A still page's cost in Chromium (`measureStillPage`: asynchronous, before the rest). */
  still?: StillRun
  /**
   * The bots' balance over many seeds, played on worker threads before the rest
   * (`runBalance`: asynchronous); judged and reported with the rest.
   */
  balance?: BalanceRun
  settings: Settings
  memory: boolean
  /** Times libtcod's C field of view and Dijkstra maps beside Delve's (needs cc and libtcod). */
  libtcod: boolean
  /**
   * Parts measured already, in fresh processes (`runInProcesses`): reported as they are, not run
   * again here.
   */
  fresh?: Partial<Record<FreshPart, PartResult>>
  /** Only these parts (see `PARTS`); all when absent. A partial run is for iterating, not the report. */
  only?: ReadonlySet<Part>
  /** Progress lines go here (stderr for the command). */
  log: (line: string) => void
}

/** The parts of a run, for `--only`. */
export const PARTS = [
  'maps',
  'generators',
  'fov',
  'paths',
  'libtcod',
  'hunt',
  'ecs',
  'explore',
  'vaults',
  'replay',
  'act',
  'memory',
  'page',
  'still',
  'balance',
] as const
export type Part = (typeof PARTS)[number]

export const FULL: Omit<BenchConfig, 'log'> = {
  mapSizes: FULL_MAP_SIZES,
  generators: FULL_GENERATOR_SIZES,
  fov: FULL_FOV_PLAN,
  paths: FULL_PATH_SIZES,
  hunt: FULL_HUNT,
  crowds: FULL_CROWDS,
  explore: FULL_EXPLORE_SIZES,
  vaults: FULL_VAULT_SIZES,
  replay: FULL_REPLAY,
  act: FULL_ACT,
  settings: { rounds: 15, warmupRounds: 3, minSampleMs: 40 },
  memory: true,
  libtcod: true,
}

/** Tiny sizes and few rounds: proves the harness and every contender still run. */
export const SMOKE: Omit<BenchConfig, 'log'> = {
  mapSizes: SMOKE_MAP_SIZES,
  generators: SMOKE_GENERATOR_SIZES,
  fov: SMOKE_FOV_PLAN,
  paths: SMOKE_PATH_SIZES,
  hunt: SMOKE_HUNT,
  crowds: SMOKE_CROWDS,
  explore: SMOKE_EXPLORE_SIZES,
  vaults: SMOKE_VAULT_SIZES,
  replay: SMOKE_REPLAY,
  act: SMOKE_ACT,
  settings: { rounds: 2, warmupRounds: 1, minSampleMs: 1 },
  memory: false,
  libtcod: false,
}

export interface BenchRun {
  groups: GroupResult[]
  verdicts: Verdict[]
  memory?: ReturnType<typeof measureMemory>
  libtcod?: LibtcodRun
  page?: PageRun
  still?: StillRun
  balance?: BalanceRun
}

export function runBenchmarks(config: BenchConfig): BenchRun {
  const want = (part: Part) => config.only === undefined || config.only.has(part)
  const groups: GroupResult[] = []
  const verdictList: Verdict[] = []
  const mapResults: GroupResult[] = []
  if (want('maps')) {
    for (const size of config.mapSizes) {
      config.log(`map ${size.width}×${size.height} …`)
      mapResults.push(runGroup(mapGroup(size), config.settings))
    }
    groups.push(...mapResults)
    verdictList.push(...mapVerdicts(mapResults, config))
  }
  if (want('generators')) {
    const generatorResults: GroupResult[] = []
    const survey: Survey = new Map()
    for (const size of config.generators) {
      config.log(`caves and mazes ${size.width}×${size.height} …`)
      // rot.js takes about a second per call on the largest map: fewer rounds there.
      const settings = slowSettings(size.width * size.height, config.settings)
      generatorResults.push(runGroup(cavesGroup(size, survey), settings))
      generatorResults.push(runGroup(mazesGroup(size, survey), settings))
    }
    groups.push(...generatorResults)
    verdictList.push(...generatorVerdicts(generatorResults, config.generators, survey))
  }
  if (want('fov')) {
    const fovResults: GroupResult[] = []
    for (const { scene: make, radius } of config.fov) {
      const scene = make()
      config.log(`fov ${scene.label}, radius ${radius} …`)
      checkFovAgreement(scene, radius)
      fovResults.push(runGroup(fovGroup(scene, radius), config.settings))
    }
    groups.push(...fovResults)
    verdictList.push(...fovVerdicts(fovResults, config.fov))
  }
  if (want('paths')) {
    const pathResults: GroupResult[] = []
    for (const size of config.paths) {
      config.log(`paths ${size.width}×${size.height} …`)
      checkPathAgreement(size)
      // rot.js takes seconds per whole-map call on the largest map: fewer rounds there.
      const settings = slowSettings(size.width * size.height, config.settings)
      pathResults.push(runGroup(pathGroup(size, true), settings))
      pathResults.push(runGroup(pathGroup(size, false), config.settings))
    }
    groups.push(...pathResults)
    verdictList.push(...pathVerdicts(pathResults, config.paths))
  }
  // Beside the sight and path parts it compares: the game-level parts after it (worlds, the
  // WebAssembly walks, the game's own bot) leave V8 in a state that slows the same computeFov by a
  // tenth or more, which is no part of the comparison with a C library.
  const libtcod = config.libtcod && want('libtcod') ? runLibtcod(config.log) : undefined
  if (libtcod) verdictList.push(...libtcodVerdicts(libtcod))
  if (want('hunt')) {
    config.log(`monster turn ${config.hunt.monsters} monsters …`)
    const hunt = runGroup(huntGroup(config.hunt), config.settings)
    groups.push(hunt)
    verdictList.push(huntVerdict(hunt, config.hunt))
    config.log(`a whole turn with items lying about …`)
    const items = runGroup(itemsTurnGroup(config.hunt), config.settings)
    groups.push(items)
    verdictList.push(itemsVerdict(items, config.hunt))
  }
  if (want('ecs')) {
    const crowdResults: GroupResult[] = []
    for (const size of config.crowds) {
      config.log(`ecs ${size.entities} entities …`)
      const crowd = buildCrowd(size)
      checkAgreement(crowd, 3)
      crowdResults.push(runGroup(crowdGroup(crowd, size), config.settings))
    }
    groups.push(...crowdResults)
    verdictList.push(crowdVerdict(crowdResults, config))
  }
  if (want('explore')) {
    const explore = config.fresh?.explore ?? runExplore(config.explore, config.settings, config.log)
    groups.push(...explore.groups)
    verdictList.push(...explore.verdicts)
  }
  if (want('vaults')) {
    const vaults = config.fresh?.vaults ?? runVaults(config.vaults, config.settings, config.log)
    groups.push(...vaults.groups)
    verdictList.push(...vaults.verdicts)
  }
  if (want('replay')) {
    const replay = config.fresh?.replay ?? replayPart(config)
    groups.push(...replay.groups)
    verdictList.push(...replay.verdicts)
  }
  if (want('act')) {
    const act = config.fresh?.act ?? actPart(config)
    groups.push(...act.groups)
    verdictList.push(...act.verdicts)
  }
  if (config.page) verdictList.push(...pageVerdicts(config.page))
  if (config.still) verdictList.push(stillVerdict(config.still))
  if (config.balance) verdictList.push(...balanceVerdicts(config.balance))
  return {
    groups,
    verdicts: verdictList,
    ...(config.memory && want('memory') ? { memory: measureMemory() } : {}),
    ...(libtcod ? { libtcod } : {}),
    ...(config.page ? { page: config.page } : {}),
    ...(config.still ? { still: config.still } : {}),
    ...(config.balance ? { balance: config.balance } : {}),
  }
}

/** The replay part in this process, as a part's result. */
function replayPart(config: BenchConfig): PartResult {
  if (!config.game) throw new Error('the replay part needs @delve/run (loadGame)')
  const { group, verdict } = runReplay(config.game, config.replay, config.settings, config.log)
  return { groups: [group], verdicts: [verdict] }
}

/** The act part in this process, as a part's result. */
function actPart(config: BenchConfig): PartResult {
  if (!config.game) throw new Error('the act part needs @delve/run (loadGame)')
  const { group, verdict } = runAct(config.game, config.act, config.settings, config.log)
  return { groups: [group], verdicts: [verdict] }
}

/** Fewer rounds where rot.js takes seconds a call (maps over 100 000 tiles). */
function slowSettings(tiles: number, settings: Settings): Settings {
  return tiles > 100_000
    ? { ...settings, rounds: Math.min(settings.rounds, 5), warmupRounds: 1 }
    : settings
}

function ratioOf(group: GroupResult | undefined, name: string): number {
  return group?.results.find((r) => r.name === name)?.ratio ?? Number.NaN
}

function mapVerdicts(maps: GroupResult[], config: BenchConfig): Verdict[] {
  const out: Verdict[] = []
  const [small, medium, large] = maps
  const sizeName = (s: MapSize | undefined) => (s ? `${s.width}×${s.height}` : '?')
  const within = (target: string, value: number, limit: number) =>
    out.push({ target, measured: formatRatio(value), pass: value <= limit })
  // Against the same-draws reference written as tightly as it goes (draws inline, a reused room
  // buffer): the margin left for options, rooms as objects, tags and the dungeon record.
  within(
    `rooms-and-corridors ≤ 1.2× the tight reference (same draws, same maps) at ${sizeName(config.mapSizes[0])}`,
    ratioOf(small, DELVE_ROOMS),
    1.2,
  )
  within(
    `rooms-and-corridors ≤ 1.3× the tight reference at ${sizeName(config.mapSizes[1])}`,
    ratioOf(medium, DELVE_ROOMS),
    1.3,
  )
  if (large) {
    within(
      `rooms-and-corridors ≤ 0.5× the tight reference at ${sizeName(config.mapSizes[2])}`,
      ratioOf(large, DELVE_ROOMS),
      0.5,
    )
  }
  const speedup = ratioOf(small, 'rot.js Uniform') / ratioOf(small, DELVE_ROOMS)
  out.push({
    target: `≥ 100× faster than rot.js Uniform at ${sizeName(config.mapSizes[0])}`,
    measured: `${speedup.toFixed(0)}× faster`,
    pass: speedup >= 100,
  })
  return out
}

function crowdVerdict(crowds: GroupResult[], config: BenchConfig): Verdict {
  // The target speaks of 100 000 entities; a smoke run judges its one small crowd instead.
  const crowdIndex = Math.max(
    0,
    config.crowds.findIndex((c) => c.entities === 100_000),
  )
  const crowd = crowds[crowdIndex]
  const entities = (config.crowds[crowdIndex]?.entities ?? 0).toLocaleString('en-US')
  const ratio = ratioOf(crowd, DELVE_STEP)
  return {
    target: `ECS step at ${entities} entities ≤ 1.5× the raw loop`,
    measured: formatRatio(ratio),
    pass: ratio <= 1.5,
  }
}

/**
 * The sight targets, on radius 8: at least 8× faster than rot.js's precise shadowcasting and no
 * slower than its recursive one on the tutorial's map, and about the same cost on a 1000×1000 map
 * of the same dungeon repeated (the work is bounded by the radius, not the map).
 */
function fovVerdicts(groups: GroupResult[], plan: readonly FovPlan[]): Verdict[] {
  const [small, large] = plan.flatMap((p, i) => (p.radius === 8 ? [groups[i]] : []))
  const delve = ratioOf(small, DELVE_FOV)
  const speedup = ratioOf(small, ROT_PRECISE) / delve
  const where = (g: GroupResult | undefined) =>
    g?.title.replace(/^Field of view on /, '').replace(/, radius.*$/, '') ?? '?'
  // Both costs from the large map's own rounds: the views on the map it repeats are timed there
  // too, so a round on a slower core slows both.
  const rounds = (name: string) => large?.results.find((r) => r.name === name)?.rounds ?? []
  const growth = pairedSummary(rounds(DELVE_FOV), rounds(DELVE_FOV_REPEATED)).median
  return [
    {
      target: `computeFov radius 8 on ${where(small)} ≥ 8× faster than rot.js PreciseShadowcasting`,
      measured: `${speedup.toFixed(1)}× faster`,
      pass: speedup >= 8,
    },
    {
      target: `computeFov radius 8 on ${where(small)} no slower than rot.js RecursiveShadowcasting`,
      measured: `${formatRatio(delve / ratioOf(small, ROT_RECURSIVE))} its time`,
      pass: delve <= ratioOf(small, ROT_RECURSIVE),
    },
    {
      target: `computeFov radius 8 on ${where(large)} within 1.5× of its cost on ${where(small)}`,
      measured: `${formatRatio(growth)}, the median of the rounds' ratios`,
      pass: growth <= 1.5,
    },
  ]
}

/**
 * The later generators against their rot.js counterparts at every size: caves faster than rot.js
 * Cellular with its `connect` (its automaton alone where `connect` is not run), rooms and mazes
 * faster than rot.js's EllerMaze and IceyMaze, rooms and mazes with doors faster than rot.js's
 * Digger (its dungeon with doors); and every Delve map connected, with how often rot.js's are not.
 */
function generatorVerdicts(
  groups: GroupResult[],
  sizes: readonly GeneratorSize[],
  survey: Survey,
): Verdict[] {
  const faster = (target: string, theirs: number, ours: number): Verdict => {
    const speedup = theirs / ours
    return {
      target,
      measured: `${speedup >= 10 ? speedup.toFixed(0) : speedup.toFixed(2)}× faster`,
      pass: speedup > 1,
    }
  }
  const out = sizes.flatMap((size, i) => {
    const where = `${size.width}×${size.height}`
    const caves = groups[2 * i]
    const mazes = groups[2 * i + 1]
    const connect = size.width * size.height <= ROT_CONNECT_LIMIT
    return [
      connect
        ? faster(
            `caves at ${where} faster than rot.js Cellular + connect`,
            ratioOf(caves, ROT_CELLULAR),
            ratioOf(caves, DELVE_CAVES),
          )
        : faster(
            `caves at ${where}, joined, faster than rot.js Cellular's automaton alone (its connect is not run: about 160 s a call)`,
            ratioOf(caves, ROT_CELLULAR_ALONE),
            ratioOf(caves, DELVE_CAVES),
          ),
      faster(
        `rooms-and-mazes at ${where} faster than rot.js EllerMaze`,
        ratioOf(mazes, ROT_ELLER),
        ratioOf(mazes, DELVE_MAZES),
      ),
      faster(
        `rooms-and-mazes at ${where} faster than rot.js IceyMaze`,
        ratioOf(mazes, ROT_ICEY),
        ratioOf(mazes, DELVE_MAZES),
      ),
      faster(
        `rooms-and-mazes with doors at ${where} faster than rot.js Digger`,
        ratioOf(mazes, ROT_DIGGER),
        ratioOf(mazes, DELVE_MAZES_DOORS),
      ),
    ]
  })
  let ours = 0
  let oursBad = 0
  const theirs: string[] = []
  for (const [name, { disconnected, maps }] of survey) {
    if (name.startsWith('Delve')) {
      ours += maps
      oursBad += disconnected
    } else {
      theirs.push(`${name.replace(/^rot\.js /, '')} ${disconnected}/${maps}`)
    }
  }
  out.push({
    target:
      'every map of the later generators connected (rot.js: maps not connected, by flood fill)',
    measured: `Delve ${ours - oursBad}/${ours} connected; rot.js not connected: ${theirs.join(', ')}`,
    pass: oursBad === 0 && ours > 0,
  })
  return out
}

/** One monster turn with every monster hunting costs at most twice the one map it is built on. */
function huntVerdict(group: GroupResult, size: HuntSize): Verdict {
  const ratio = ratioOf(group, MONSTER_TURN)
  const monsters = size.monsters.toLocaleString('en-US')
  return {
    target: `one monster turn, ${monsters} hunting on ${size.size}×${size.size}, ≤ 2× one dijkstraMap`,
    measured: formatRatio(ratio),
    pass: ratio <= 2,
  }
}

/** Items lying about (twice the monsters) cost a whole turn at most a fifth more. */
function itemsVerdict(group: GroupResult, size: HuntSize): Verdict {
  const ratio = ratioOf(group, TURN_WITH_ITEMS)
  const monsters = size.monsters.toLocaleString('en-US')
  const items = (size.monsters * 2).toLocaleString('en-US')
  return {
    target: `one full turn, ${monsters} monsters and ${items} items on ${size.size}×${size.size}, ≤ 1.2× the same turn without items`,
    measured: formatRatio(ratio),
    pass: ratio <= 1.2,
  }
}

/**
 * Dijkstra maps, two groups a size (8 neighbours, then 4): ≥ 20× faster than rot.js, and with
 * unit costs and a reused output ≤ 1.3× the tight breadth-first reference either way.
 */
function pathVerdicts(groups: GroupResult[], sizes: readonly PathSize[]): Verdict[] {
  return sizes.flatMap((size, i) => {
    const eight = groups[2 * i]
    const four = groups[2 * i + 1]
    const where = `${size.width}×${size.height}`
    const delve8 = ratioOf(eight, DELVE_DIJKSTRA)
    const delve4 = ratioOf(four, DELVE_DIJKSTRA)
    const speedup = ratioOf(eight, ROT_DIJKSTRA) / delve8
    return [
      {
        target: `dijkstraMap on ${where} ≥ 20× faster than rot.js Path.Dijkstra`,
        measured: `${speedup.toFixed(0)}× faster`,
        pass: speedup >= 20,
      },
      {
        target: `dijkstraMap on ${where}, 8 neighbours, reused out, ≤ 1.3× the tight breadth-first reference`,
        measured: formatRatio(delve8),
        pass: delve8 <= 1.3,
      },
      {
        target: `dijkstraMap on ${where}, 4 neighbours, reused out, ≤ 1.3× the tight breadth-first reference`,
        measured: formatRatio(delve4),
        pass: delve4 <= 1.3,
      },
    ]
  })
}

export function machineDescription(): string {
  const cores = cpus()
  const model = cores[0]?.model.trim() ?? 'unknown processor'
  return `${model}, ${cores.length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`
}

export function report(run: BenchRun, command: string, settings: Settings, notes: string): string {
  const extra: string[] = []
  if (run.memory) {
    const { bytesPerTile, bytesPerEntity, exact } = run.memory
    extra.push(
      [
        '## Memory',
        '',
        '| what | bytes |',
        '|---|---:|',
        `| a 1000×1000 Dungeon, per tile (tiles, rooms and all) | ${bytesPerTile.toFixed(2)} |`,
        `| a world of 100 000 entities on 1000×1000, per entity (components, bitecs index, occupancy grid) | ${bytesPerEntity.toFixed(1)} |`,
        '',
        exact
          ? 'Measured as the growth of heap and typed-array memory with the objects alive, after full collections.'
          : 'Measured without --expose-gc: figures include garbage not yet collected.',
      ].join('\n'),
    )
  }
  if (run.libtcod) extra.push(libtcodSection(run.libtcod))
  if (run.page) extra.push(pageSection(run.page))
  if (run.still) extra.push(stillSection(run.still))
  if (run.balance) extra.push(balanceSection(run.balance))
  if (notes) extra.push(notes)
  return renderReport(
    {
      machine: machineDescription(),
      node: process.version,
      date: new Date().toISOString().slice(0, 10),
      command,
      settings: `after ${settings.warmupRounds} warm-up rounds, ${settings.rounds} interleaved rounds in one process (each round runs every contender once, starting one further along each time), each sample at least ${settings.minSampleMs} ms of repeated calls (as many calls as the warm-up rounds' quickest call says); medians and inter-quartile ranges of the per-call time.`,
    },
    run.verdicts,
    run.groups,
    extra,
  )
}
