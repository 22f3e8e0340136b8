import type { BumpReason, MonsterKindInfo } from '@delve/ecs'

const MESSAGES: Readonly<Record<BumpReason, string>> = {
  wall: 'You bump into a wall.',
  bounds: 'The edge of the world: there is nothing beyond.',
  entity: 'Something blocks your way.',
}

/** The status line for a refused move: "Blocked by a goblin." when a monster is in the way. */
export function bumpMessage(reason: BumpReason, monster?: Readonly<MonsterKindInfo>): string {
  if (reason === 'entity' && monster) return `Blocked by ${monster.article} ${monster.name}.`
  return MESSAGES[reason]
}
