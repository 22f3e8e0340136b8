import { ArgumentTypeError, checkInteger, checkRecord, checkString, createRng } from '@delve/map'
import type { Perk } from './perks.js'

/** How many perks a level-up offers (the log's level-up codes are its first, second, third). */
export const OFFER_SIZE = 3

/**
 * The perks offered at the level-up that reaches `level`: `OFFER_SIZE` of `perks` (all that are
 * left, when fewer), never one of those taken (`taken`, names) that may be taken only once. They
 * are drawn without repeats from the run's seed (`seed/perks/level`), so a seed offers the same
 * at the same level in every game, and two seeds grow differently.
 */
export function perkOffer(
  seed: string,
  level: number,
  perks: readonly Perk[],
  taken: readonly string[],
): Perk[] {
  checkString('perkOffer', 'seed', seed)
  checkInteger('perkOffer', 'level', level, 0)
  if (!Array.isArray(perks)) {
    throw new ArgumentTypeError('perkOffer', 'perks', perks, 'an array of perks')
  }
  perks.forEach((perk, i) => {
    const p = checkRecord('perkOffer', `perks[${i}]`, perk, 'a Perk { name, gives, line, grant }')
    checkString('perkOffer', `perks[${i}].name`, p.name)
  })
  if (!Array.isArray(taken)) {
    throw new ArgumentTypeError('perkOffer', 'taken', taken, 'an array of perk names')
  }
  const open = perks.filter((perk) => !(perk.once === true && taken.includes(perk.name)))
  const rng = createRng(`${seed}/perks/${level}`)
  const offer: Perk[] = []
  while (offer.length < OFFER_SIZE && open.length > 0) {
    offer.push(open.splice(rng.int(0, open.length - 1), 1)[0] as Perk)
  }
  return offer
}
