/** Every generator `generateDungeon` can run, by the name the `algorithm` option takes. */
export const ALGORITHM_NAMES = [
  'rooms-and-corridors',
  'bsp',
  'caves',
  'rooms-and-mazes',
  'drunkard',
] as const
/** A generator's name, as the `algorithm` option takes it: one of `ALGORITHM_NAMES`. */
export type AlgorithmName = (typeof ALGORITHM_NAMES)[number]

/** `circle` carves a disc inside each room's box; `mixed` flips a coin per room. */
export const ROOM_SHAPES = ['rect', 'circle', 'mixed'] as const
/** A room shape, as the `roomShape` option takes it: one of `ROOM_SHAPES`. */
export type RoomShape = (typeof ROOM_SHAPES)[number]

/** `l` is the tutorials' L; `bresenham` a straight line; `mixed` flips a coin per tunnel. */
export const TUNNEL_STYLES = ['l', 'bresenham', 'mixed'] as const
/** A tunnel style, as the `tunnel` option takes it: one of `TUNNEL_STYLES`. */
export type TunnelStyle = (typeof TUNNEL_STYLES)[number]

/** `tunnels` joins every cave to the rest by the shortest tunnels; `largest` keeps one cave only. */
export const CAVE_CONNECTIONS = ['tunnels', 'largest'] as const
/** How caves are joined, as the `caveConnect` option takes it: one of `CAVE_CONNECTIONS`. */
export type CaveConnection = (typeof CAVE_CONNECTIONS)[number]
