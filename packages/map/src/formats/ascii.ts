import type { Point } from '../grid/point.js'
import { Tile } from '../grid/tile.js'
import type { TileMap } from '../grid/tile-map.js'

/** The character for each tile code, indexed by code (`=` a locked door). */
const GLYPHS = ['#', '.', '+', '<', '>', '='] as const
const CODES: Readonly<Record<string, number>> = Object.fromEntries(
  GLYPHS.map((g, code) => [g, code]),
)

/**
 * One line per row: `#` wall, `.` floor, `+` door, `<` stairs up, `>` stairs down, `=` a locked
 * door.
 */
export function toAscii(map: TileMap): string {
  const { width, height, tiles } = map
  const lines: string[] = new Array(height)
  for (let y = 0; y < height; y++) {
    let line = ''
    for (let x = 0; x < width; x++) line += GLYPHS[tiles[y * width + x] as number] ?? '?'
    lines[y] = line
  }
  return lines.join('\n')
}

export interface ParsedAscii extends TileMap {
  /** Where each marker character stood (the tile beneath a marker is floor), in reading order. */
  marks: Record<string, Point[]>
}

/**
 * Reads a map drawn with `toAscii`'s characters; handy for tests. Characters listed in `markers`
 * (say `"@g"`) stand on floor and their positions are returned in `marks`. Rows must all be the
 * same length; a leading and a trailing blank line are ignored, so template literals work.
 */
export function fromAscii(text: string, markers = ''): ParsedAscii {
  const rows = text
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n')
  const width = rows[0]?.length ?? 0
  if (width === 0) throw new RangeError('fromAscii: the map is empty')
  const height = rows.length
  const tiles = new Uint8Array(width * height)
  const marks: Record<string, Point[]> = {}
  rows.forEach((row, y) => {
    if (row.length !== width) {
      throw new RangeError(`fromAscii: row ${y} has ${row.length} characters, row 0 has ${width}`)
    }
    for (let x = 0; x < width; x++) {
      const ch = row[x] as string
      const code = CODES[ch]
      if (code !== undefined) {
        tiles[y * width + x] = code
      } else if (markers.includes(ch)) {
        tiles[y * width + x] = Tile.Floor
        const found = marks[ch]
        if (found) found.push({ x, y })
        else marks[ch] = [{ x, y }]
      } else {
        throw new RangeError(
          `fromAscii: unknown character ${JSON.stringify(ch)} at (${x}, ${y}); allowed: # . + < > = and markers "${markers}"`,
        )
      }
    }
  })
  return { width, height, tiles, marks }
}
