import { SnapshotError } from '../errors.js'

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * A mask of 0s and 1s (one byte per tile) as short text for a snapshot, whichever form is
 * shorter: `r` and the lengths of its runs, alternately of 0s and 1s starting with 0s, in base 36
 * separated by `.` (an explored map is a few large patches: a handful of runs per row); or `b` and
 * its bits six to a character (at most a sixth of a character per tile, however scattered).
 */
export function encodeMask(mask: Uint8Array): string {
  const runs: string[] = []
  let current = 0
  let length = 0
  // Stop counting runs once they are longer than the bits would be.
  const limit = Math.ceil(mask.length / 6)
  let size = 1
  for (let i = 0; i < mask.length && size <= limit; i++) {
    const bit = mask[i] === 0 ? 0 : 1
    if (bit === current) {
      length++
      continue
    }
    const text = length.toString(36)
    runs.push(text)
    size += text.length + 1
    current = bit
    length = 1
  }
  if (size <= limit) {
    runs.push(length.toString(36))
    return `r${runs.join('.')}`
  }
  let bits = 'b'
  for (let i = 0; i < mask.length; i += 6) {
    let value = 0
    for (let k = 0; k < 6; k++) if (mask[i + k] === 1) value |= 1 << k
    bits += DIGITS[value]
  }
  return bits
}

/** The mask `encodeMask` wrote, for a level of `size` tiles; a `SnapshotError` on anything else. */
export function decodeMask(text: unknown, size: number, path: string): Uint8Array {
  const mask = new Uint8Array(size)
  if (typeof text !== 'string' || (text[0] !== 'r' && text[0] !== 'b')) {
    throw new SnapshotError(path, 'must be text starting with "r" (runs) or "b" (bits)')
  }
  if (text[0] === 'b') {
    if (text.length - 1 !== Math.ceil(size / 6)) {
      throw new SnapshotError(path, `must hold ${Math.ceil(size / 6)} characters of bits`)
    }
    for (let c = 1; c < text.length; c++) {
      const value = DIGITS.indexOf(text[c] as string)
      if (value < 0)
        throw new SnapshotError(path, `has ${JSON.stringify(text[c])}, not a bit digit`)
      for (let k = 0; k < 6; k++) {
        const i = (c - 1) * 6 + k
        if (value & (1 << k)) {
          if (i >= size) throw new SnapshotError(path, 'sets bits past the end of the level')
          mask[i] = 1
        }
      }
    }
    return mask
  }
  let at = 0
  const runs = text.slice(1).split('.')
  runs.forEach((run, n) => {
    if (!/^[0-9a-z]+$/.test(run))
      throw new SnapshotError(path, `run ${n} is ${JSON.stringify(run)}`)
    const length = Number.parseInt(run, 36)
    if (at + length > size) throw new SnapshotError(path, `runs past the level's ${size} tiles`)
    if (n % 2 === 1) mask.fill(1, at, at + length)
    at += length
  })
  if (at !== size) throw new SnapshotError(path, `runs cover ${at} tiles, the level has ${size}`)
  return mask
}
