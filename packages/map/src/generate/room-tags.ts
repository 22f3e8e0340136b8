import type { RectangularRoom } from '../rooms/room.js'

/**
 * Marks what each room is for, from its place in the list and its size: the first room, where
 * the player starts, is `start`; the last, where the down stairs go, `stairs`; of the others the
 * largest (by its box, walls included) is `boss` and the smallest `treasure`, the first in
 * creation order on a tie; the rest are `plain`. So one room is `start` only, two are `start` and
 * `stairs`, and a `treasure` room needs four. One pass, no random draw: the same rooms always
 * get the same tags, and the tiles do not change.
 */
export function tagRooms(rooms: readonly RectangularRoom[]): void {
  const last = rooms.length - 1
  // The largest of the middle rooms, and the two smallest (the first of each on a tie): the
  // treasure is the smallest unless that is the boss too, when it is the next smallest.
  let boss = -1
  let largest = -1
  let smallest = -1
  let smallestArea = Number.POSITIVE_INFINITY
  let next = -1
  let nextArea = Number.POSITIVE_INFINITY
  for (let i = 1; i < last; i++) {
    const room = rooms[i] as RectangularRoom
    room.tag = 'plain'
    const area = (room.x2 - room.x1) * (room.y2 - room.y1)
    if (area > largest) {
      largest = area
      boss = i
    }
    if (area < smallestArea) {
      next = smallest
      nextArea = smallestArea
      smallest = i
      smallestArea = area
    } else if (area < nextArea) {
      next = i
      nextArea = area
    }
  }
  const treasure = smallest !== boss ? smallest : next
  if (boss > 0) (rooms[boss] as RectangularRoom).tag = 'boss'
  if (treasure > 0) (rooms[treasure] as RectangularRoom).tag = 'treasure'
  if (last > 0) (rooms[last] as RectangularRoom).tag = 'stairs'
  if (last >= 0) (rooms[0] as RectangularRoom).tag = 'start'
}
