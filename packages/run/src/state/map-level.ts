import { CircularRoom, fromAscii, indexToPoint, type Rect, RectangularRoom, Tile } from '@delve/map'
import type { KeptMap, SavedRoom } from './kept-level.js'
import type { PlayLevel } from './run-types.js'

/** A room as a save keeps it: corners, and whether it is round. */
export function savedRoom(room: Rect): SavedRoom {
  return [room.x1, room.y1, room.x2, room.y2, room instanceof CircularRoom ? 1 : 0]
}

/** A map's level again, from what was kept of it: tiles, rooms, start, the stairs found. */
export function mapLevel(map: KeptMap): PlayLevel {
  const { width, height, tiles } = fromAscii(map.tiles.join('\n'))
  const rooms = map.rooms.map(([x1, y1, x2, y2, round]) => {
    const Room = round === 1 ? CircularRoom : RectangularRoom
    return new Room(x1, y1, x2 - x1, y2 - y1)
  })
  const level: PlayLevel = { width, height, tiles, rooms, start: { ...map.start } }
  const up = tiles.indexOf(Tile.StairsUp)
  const down = tiles.indexOf(Tile.StairsDown)
  if (up >= 0) level.stairsUp = indexToPoint(level, up)
  if (down >= 0) level.stairsDown = indexToPoint(level, down)
  return level
}
