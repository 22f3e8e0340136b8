import { type BumpReason, kindName, type TurnEvents } from '@delve/ecs'

const BUMPS: Readonly<Record<BumpReason, string>> = {
  wall: 'You bump into a wall.',
  bounds: 'The edge of the world: there is nothing beyond.',
  entity: 'Something blocks your way.',
}

/** What the player is told of a step that was refused: no time passes. */
export function bumpMessage(reason: BumpReason): string {
  return BUMPS[reason]
}

/**
 * The log's lines for one turn, in the order things happened: each blow ("You hit the goblin for
 * 3.", "The orc hits you for 2.", "… but does no damage."), then the death it caused ("You kill
 * the goblin.", "You die."). `kindOf` says which monster kind an entity is.
 */
export function turnMessages(
  events: TurnEvents,
  player: number,
  kindOf: (eid: number) => number,
): string[] {
  const lines: string[] = []
  const the = (eid: number) => `the ${kindName(kindOf(eid))}`
  for (const { attacker, target, damage, hp } of events.attacks) {
    if (attacker === player) {
      lines.push(
        damage > 0
          ? `You hit ${the(target)} for ${damage}.`
          : `You hit ${the(target)} but do no damage.`,
      )
      if (hp === 0) lines.push(`You kill ${the(target)}.`)
    } else {
      const who = capitalise(the(attacker))
      lines.push(
        damage > 0 ? `${who} hits you for ${damage}.` : `${who} hits you but does no damage.`,
      )
      if (hp === 0 && target === player) lines.push('You die.')
    }
  }
  return lines
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
