/**
 * Depths of what is drawn over the map, bottom to top: a glow under everything standing on the
 * floor, aim marks and ranges, the dead under the items under the living, marks and labels over
 * the creatures, the message log over all.
 */
export const Depth = {
  Map: 0,
  Glow: 1,
  Range: 2,
  Corpses: 3,
  Items: 4,
  Creatures: 5,
  Marks: 6,
  Labels: 7,
  Log: 8,
} as const
