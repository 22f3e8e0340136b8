/**
 * The seed of dungeon `index` (counting from 0) in a `--count` batch: the base seed itself, then
 * `base/1`, `base/2`, … So the first dungeon of a batch is the one `--seed base` alone gives, and
 * any line can be made again alone with `--seed` and the seed it records.
 */
export function batchSeed(base: string, index: number): string {
  return index === 0 ? base : `${base}/${index}`
}
