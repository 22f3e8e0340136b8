// Writes the FOV bench's scenes (map, radius, origins) as plain text for fov.c, and times Delve's
// computeFov on the same scenes the same way (best of 7 runs of about 0.2 s): one line each.
import { writeFileSync } from 'node:fs'
import { computeFov, isTransparent } from '@delve/map'
import { dungeonScene, repeatedScene } from '../dist/fov-bench.js'

const small = { width: 80, height: 45, attempts: 30 }
const scenes = [
  ['80x45-r8', dungeonScene(small), 8],
  ['80x45-unlimited', dungeonScene(small), 0],
  ['1000x1000-repeated-r8', repeatedScene(dungeonScene(small), 1000, 1000), 8],
  ['1000x1000-r8', dungeonScene({ width: 1000, height: 1000, attempts: 8333 }), 8],
]
const dir = process.argv[2] ?? '.'
for (const [name, { map, origins }, radius] of scenes) {
  const tiles = Array.from(map.tiles, (t) => (isTransparent(t) ? 1 : 0)).join(' ')
  const points = origins.map((o) => `${o.x} ${o.y}`).join(' ')
  const file = `${dir}/${name}.txt`
  writeFileSync(
    file,
    `${map.width} ${map.height} ${radius} ${origins.length}\n${tiles}\n${points}\n`,
  )
  const out = new Uint8Array(map.width * map.height)
  const view = (i) => computeFov(map, origins[i % origins.length], radius, out)
  let t0 = performance.now()
  for (let i = 0; i < origins.length * 20; i++) view(i)
  const per = ((performance.now() - t0) * 1e6) / (origins.length * 20)
  const n = Math.ceil(2e8 / per) + origins.length
  let best = Number.POSITIVE_INFINITY
  for (let run = 0; run < 7; run++) {
    t0 = performance.now()
    for (let i = 0; i < n; i++) view(i)
    best = Math.min(best, ((performance.now() - t0) * 1e6) / n)
  }
  console.log(`${file}\tDelve computeFov (reused array)\t${best.toFixed(0)}`)
}
