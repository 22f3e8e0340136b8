/** Every generator `generateDungeon` can run, by the name the `algorithm` option takes. */
export const ALGORITHM_NAMES = [
  'rooms-and-corridors',
  'bsp',
  'caves',
  'rooms-and-mazes',
  'drunkard',
] as const
export type AlgorithmName = (typeof ALGORITHM_NAMES)[number]

/** `circle` carves a disc inside each room's box; `mixed` flips a coin per room. */
export const ROOM_SHAPES = ['rect', 'circle', 'mixed'] as const
export type RoomShape = (typeof ROOM_SHAPES)[number]

/** `l` is the tutorials' L; `bresenham` a straight line; `mixed` flips a coin per tunnel. */
export const TUNNEL_STYLES = ['l', 'bresenham', 'mixed'] as const
export type TunnelStyle = (typeof TUNNEL_STYLES)[number]

/** `tunnels` joins every cave to the rest by the shortest tunnels; `largest` keeps one cave only. */
export const CAVE_CONNECTIONS = ['tunnels', 'largest'] as const
export type CaveConnection = (typeof CAVE_CONNECTIONS)[number]
