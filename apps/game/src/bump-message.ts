import type { BumpReason } from '@delve/ecs'

const MESSAGES: Readonly<Record<BumpReason, string>> = {
  wall: 'You bump into a wall.',
  bounds: 'The edge of the world: there is nothing beyond.',
  entity: 'Something blocks your way.',
}

/** The status line for a refused move. */
export function bumpMessage(reason: BumpReason): string {
  return MESSAGES[reason]
}
