/** Largest width or height accepted, so a typo cannot ask for gigabytes. */
export const MAX_MAP_SIZE = 4096
/** Most placement attempts accepted. */
export const MAX_ROOM_ATTEMPTS = 100_000
/** Smallest room: 3 tiles across the walls leaves a 2×2 floor. */
export const MIN_ROOM_SIZE = 3
/** Most BSP rounds: 2^16 leaves is already more than the largest map holds. */
export const MAX_BSP_ITERATIONS = 16
/** The cookbook's `BSPNode.MIN_SIZE`, used when rooms are small enough to allow it. */
export const BSP_MIN_LEAF_SIZE = 6
/** The cookbook's default number of BSP rounds. */
export const BSP_ITERATIONS = 4
/** Most rounds of the cave automaton: by then a cave has long stopped changing. */
export const MAX_CAVE_ROUNDS = 16
