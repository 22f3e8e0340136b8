import type { Rect, RoomTag } from '../rooms/room.js'

/** A room's label: its letter, where to draw it, and what the room is for. */
export interface RoomLabel {
  label: string
  /** The room's centre, where the libtcod tutorial draws its letter. */
  x: number
  y: number
  /** What the room is for, when it says (generated rooms do: see `tagRooms`). */
  tag?: RoomTag
}

/**
 * The label of the room at `index` in creation order: `A`, `B`, … `Z` as the libtcod tutorial's
 * optional visualisation (`chr(65 + n)`), then `AA`, `AB`, … `ZZ`, `AAA`, … like spreadsheet
 * columns, where the tutorial would run into `[` and punctuation.
 */
export function roomLabel(index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) {
    throw new RangeError(`roomLabel: index ${index} is not an integer of 0 or more`)
  }
  let label = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    label = String.fromCharCode(65 + ((n - 1) % 26)) + label
  }
  return label
}

/** Every room's label at its centre, in creation order, with its tag when it has one, for renderers. */
export function roomLabels(dungeon: { rooms: readonly (Rect & { tag?: RoomTag })[] }): RoomLabel[] {
  return dungeon.rooms.map((room, i) => {
    const label: RoomLabel = {
      label: roomLabel(i),
      x: (room.x1 + room.x2) >> 1,
      y: (room.y1 + room.y2) >> 1,
    }
    if (room.tag !== undefined) label.tag = room.tag
    return label
  })
}
