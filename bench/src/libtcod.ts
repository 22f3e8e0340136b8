import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { computeFov, dijkstraMap, isWalkable, type Point, type TileMap } from '@delve/map'
import { dungeonScene, repeatedScene } from './fov-bench.js'
import { FULL_PATH_SIZES, pathScene } from './path-bench.js'
import { formatRatio, type Verdict } from './report.js'

/**
 * Delve against libtcod, the C library the tutorials use, on the bench's own maps: field of view
 * and Dijkstra maps. Both sides are timed the same way, outside the interleaved rounds (C cannot
 * join them): per scene, best of 7 runs of about 0.2 s (at least one call a run), cycling through
 * the scene's origins or goals. Needs a C compiler and libtcod (Debian: `libtcod-dev`); without
 * them the comparison is skipped and says why.
 */
export interface LibtcodRow {
  scene: string
  /** Nanoseconds per call. */
  delve: number
  /** Nanoseconds per call, by libtcod function and setting. */
  libtcod: Record<string, number>
}

export type LibtcodRun =
  | { fov: LibtcodRow[]; paths: LibtcodRow[]; skipped?: undefined }
  | { skipped: string }

const HERE = fileURLToPath(new URL('../libtcod/', import.meta.url))
const SMALL = { width: 80, height: 45, attempts: 30 }
export const LIBTCOD_SYMMETRIC = 'FOV_SYMMETRIC_SHADOWCAST'
export const LIBTCOD_DIJKSTRA_8 = 'TCOD_dijkstra_compute, 8 neighbours, unit cost'
export const LIBTCOD_DIJKSTRA_4 = 'TCOD_dijkstra_compute, 4 neighbours'

/** The scenes timed, each with what Delve does on it. */
interface Scene {
  name: string
  label: string
  /** The scene file the C program reads. */
  text: string
  /** Delve's call for the k-th origin or goal. */
  delve: (k: number) => void
  count: number
}

function fovScenes(): Scene[] {
  const small = dungeonScene(SMALL)
  const large = dungeonScene({ width: 1000, height: 1000, attempts: 8333 })
  const list: [string, string, ReturnType<typeof dungeonScene>, number][] = [
    ['fov-80x45-r8', '80×45, radius 8', small, 8],
    ['fov-80x45-unlimited', '80×45, unlimited', small, 0],
    [
      'fov-1000x1000-repeated-r8',
      '1000×1000 (repeated), radius 8',
      repeatedScene(small, 1000, 1000),
      8,
    ],
    ['fov-1000x1000-r8', '1000×1000, radius 8', large, 8],
  ]
  return list.map(([name, label, { map, origins }, radius]) => {
    const out = new Uint8Array(map.width * map.height)
    return {
      name,
      label,
      text: `${map.width} ${map.height} ${radius} ${origins.length}\n${mask(map)}\n${points(origins)}\n`,
      delve: (k) => void computeFov(map, origins[k % origins.length] as Point, radius, out),
      count: origins.length,
    }
  })
}

function pathScenes(): Scene[] {
  return FULL_PATH_SIZES.flatMap((size) => {
    const { map, goals } = pathScene(size)
    const out = new Float64Array(map.width * map.height)
    const text = `${map.width} ${map.height} ${goals.length}\n${mask(map)}\n${points(goals)}\n`
    const where = `${map.width}×${map.height}`
    const goal = (k: number) => [goals[k % goals.length] as Point]
    return [true, false].map((diagonal) => ({
      name: `path-${map.width}`,
      label: `${where}, ${diagonal ? 8 : 4} neighbours`,
      text,
      delve: (k: number) => void dijkstraMap(map, goal(k), { diagonal, out }),
      count: goals.length,
    }))
  })
}

const mask = (map: TileMap) => Array.from(map.tiles, (t) => (isWalkable(t) ? 1 : 0)).join(' ')
const points = (list: readonly Point[]) => list.map((p) => `${p.x} ${p.y}`).join(' ')

/** Best of 7 runs of about 0.2 s, in nanoseconds per call: the C programs' method. */
export function bestOf7(call: (k: number) => void, count: number): number {
  let t0 = performance.now()
  for (let k = 0; k < count; k++) call(k)
  const per = ((performance.now() - t0) * 1e6) / count
  const n = Math.max(1, Math.floor(2e8 / Math.max(per, 1)))
  let best = Number.POSITIVE_INFINITY
  let k = 0
  for (let run = 0; run < 7; run++) {
    t0 = performance.now()
    for (let i = 0; i < n; i++, k++) call(k)
    best = Math.min(best, ((performance.now() - t0) * 1e6) / n)
  }
  return best
}

/** Compiles a C program against libtcod; the reason when it cannot. */
function compile(source: string, binary: string): string | undefined {
  const flags = spawnSync('pkg-config', ['--cflags', '--libs', 'libtcod'], { encoding: 'utf8' })
  const libtcod =
    flags.status === 0 ? flags.stdout.trim().split(/\s+/) : ['-I/usr/include/libtcod', '-ltcod']
  const cc = spawnSync('cc', ['-O2', '-o', binary, source, ...libtcod], { encoding: 'utf8' })
  if (cc.error) return `no C compiler (${cc.error.message})`
  if (cc.status !== 0) return `libtcod did not compile (Debian: apt-get install libtcod-dev)`
  return undefined
}

/** Runs a compiled program on scene files: nanoseconds by file and setting. */
function timeC(binary: string, files: string[]): Map<string, Record<string, number>> {
  const run = spawnSync(binary, files, { encoding: 'utf8', maxBuffer: 1 << 20 })
  if (run.status !== 0) throw new Error(`${binary} failed: ${run.stderr}`)
  const byFile = new Map<string, Record<string, number>>()
  for (const line of run.stdout.trim().split('\n')) {
    const [file = '', setting = '', ns = ''] = line.split('\t')
    const row = byFile.get(file) ?? {}
    row[setting.replace(/ \(.*\)$/, '')] = Number(ns)
    byFile.set(file, row)
  }
  return byFile
}

function measure(binary: string, scenes: Scene[], dir: string, log: (l: string) => void) {
  const files = scenes.map((s) => {
    const file = join(dir, `${s.name}.txt`)
    writeFileSync(file, s.text)
    return file
  })
  log(`libtcod: ${scenes.map((s) => s.label).join('; ')} …`)
  const c = timeC(binary, [...new Set(files)])
  return scenes.map((s, i) => ({
    scene: s.label,
    delve: bestOf7(s.delve, s.count),
    libtcod: c.get(files[i] as string) ?? {},
  }))
}

export function runLibtcod(log: (line: string) => void): LibtcodRun {
  const dir = mkdtempSync(join(tmpdir(), 'delve-libtcod-'))
  try {
    for (const name of ['fov', 'dijkstra']) {
      const why = compile(join(HERE, `${name}.c`), join(dir, name))
      if (why) return { skipped: why }
    }
    const fov = measure(join(dir, 'fov'), fovScenes(), dir, log)
    const paths = measure(join(dir, 'dijkstra'), pathScenes(), dir, log)
    // The C programs print each scene file once: the two neighbourhoods share one file.
    for (const row of paths) {
      const key = row.scene.includes('8 neighbours') ? LIBTCOD_DIJKSTRA_8 : LIBTCOD_DIJKSTRA_4
      row.libtcod = { [key]: row.libtcod[key] ?? Number.NaN }
    }
    return { fov, paths }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The targets against C: computeFov at most half of libtcod's symmetric shadowcasting (the same
 * algorithm) on every scene (its other algorithms are in the table, not judged: they are not the
 * same work); each Dijkstra map at most half of libtcod's with the same neighbours.
 */
export function libtcodVerdicts(run: LibtcodRun): Verdict[] {
  if (run.skipped !== undefined) {
    return [
      {
        target: 'computeFov and dijkstraMap ≤ 0.5× libtcod’s C time',
        measured: `not run: ${run.skipped}`,
        pass: false,
        skipped: true,
      },
    ]
  }
  const half = (target: string, delve: number, theirs: number): Verdict => ({
    target,
    measured: `${formatRatio(delve / theirs)} (${Math.round(delve)} ns against ${Math.round(theirs)} ns)`,
    pass: delve / theirs <= 0.5,
  })
  const fov = run.fov.map((row) =>
    half(
      `computeFov ${row.scene} ≤ 0.5× libtcod ${LIBTCOD_SYMMETRIC}`,
      row.delve,
      row.libtcod[LIBTCOD_SYMMETRIC] ?? Number.NaN,
    ),
  )
  const paths = run.paths.map((row) => {
    const [name = '', ns = Number.NaN] = Object.entries(row.libtcod)[0] ?? []
    return half(
      `dijkstraMap ${row.scene}, reused out, ≤ 0.5× libtcod ${name.split(',')[0]}`,
      row.delve,
      ns,
    )
  })
  return [...fov, ...paths]
}

/** The tables of the comparison, for the report. */
export function libtcodSection(run: LibtcodRun): string {
  const head = [
    '## Against the C library',
    '',
    'The tutorials use libtcod, a C library, for field of view and Dijkstra maps. Each full run',
    'compiles `bench/libtcod/*.c` with `-O2` against the installed libtcod and times it on the',
    'maps, origins and goals of the groups above, beside Delve in Node timed the same way:',
    'nanoseconds per call, best of 7 runs of about 0.2 s (at least one call a run).',
    '',
  ]
  if (run.skipped !== undefined) return [...head, `Not run here: ${run.skipped}.`].join('\n')
  const table = (title: string, rows: LibtcodRow[]) => {
    const names = [...new Set(rows.flatMap((r) => Object.keys(r.libtcod)))]
    return [
      `### ${title}`,
      '',
      `| scene | Delve | ${names.map((n) => `libtcod ${n}`).join(' | ')} |`,
      `|---|---:|${names.map(() => '---:|').join('')}`,
      ...rows.map(
        (r) =>
          `| ${r.scene} | ${Math.round(r.delve)} | ${names.map((n) => (r.libtcod[n] === undefined ? '' : `${Math.round(r.libtcod[n] as number)}`)).join(' | ')} |`,
      ),
    ].join('\n')
  }
  return [
    ...head,
    table('Field of view: Delve computeFov (reused array)', run.fov),
    '',
    table('Dijkstra maps, one goal, unit cost: Delve dijkstraMap (reused out)', run.paths),
  ].join('\n')
}
