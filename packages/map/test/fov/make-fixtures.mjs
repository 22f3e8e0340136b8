// Makes fixtures.json: maps of every algorithm (doors in some, and random noise), origins on their floor, and
// what the published Python (reference_fov.py) sees from each. Run after building the package:
//   node test/fov/make-fixtures.mjs
// The fixtures are committed; compute-fov.test.ts checks the TypeScript against them.
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  ALGORITHM_NAMES,
  createRng,
  fromAscii,
  generateDungeon,
  isTransparent,
  toAscii,
} from '../../dist/index.js'

const here = (name) => fileURLToPath(new URL(name, import.meta.url))
const maps = {}
for (const algorithm of ALGORITHM_NAMES) {
  for (const [i, extra] of [
    { preset: 'tcod' },
    { preset: 'tcod', roomShape: 'mixed', tunnel: 'mixed', doors: true },
    { preset: 'mcrogueface', roomShape: 'circle', tunnel: 'bresenham' },
  ].entries()) {
    maps[`${algorithm}-${i}`] = toAscii(
      generateDungeon({ ...extra, algorithm, seed: `fov-${algorithm}-${i}` }),
    ).split('\n')
  }
}
// Noise: walls scattered at random densities, the hardest case for shadows and symmetry.
for (const [i, density] of [0.15, 0.3, 0.45].entries()) {
  const rng = createRng(`fov-noise-${i}`)
  const rows = []
  for (let y = 0; y < 30; y++) {
    let row = ''
    for (let x = 0; x < 40; x++) row += rng.float() < density ? '#' : '.'
    rows.push(row)
  }
  maps[`noise-${i}`] = rows
}

const views = []
for (const [name, rows] of Object.entries(maps)) {
  const map = fromAscii(rows.join('\n'))
  const rng = createRng(`fov-origins-${name}`)
  const open = [...map.tiles.keys()].filter((i) => isTransparent(map.tiles[i]))
  for (let k = 0; k < 8; k++) {
    const i = open[rng.int(0, open.length - 1)]
    for (const radius of [0, 8]) {
      views.push({ map: name, x: i % map.width, y: Math.floor(i / map.width), radius })
    }
  }
}

const seen = JSON.parse(
  execFileSync('python3', [here('reference_fov.py')], {
    input: JSON.stringify({ maps, views }),
    maxBuffer: 1 << 28,
  }).toString(),
)
const fixtures = {
  about: 'Views by the published symmetric shadowcasting (reference_fov.py) from make-fixtures.mjs',
  maps,
  views: views.map((v, i) => ({ ...v, visible: seen[i] })),
}
writeFileSync(here('fixtures.json'), `${JSON.stringify(fixtures, null, 0)}\n`)
console.log(`${Object.keys(maps).length} maps, ${views.length} views`)
