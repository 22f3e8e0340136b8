import { contentChecksum } from '../replay/checksum.js'
import type { Run } from '../run/run.js'
import { SaveError } from './save-error.js'

/**
 * Proves a save read through, beyond its fields (whose world `restore` and the seed chain's
 * level already vouch for): it was played with this content (the checksum it names, when it
 * names one), and the hero's figures are ones play can reach. A `SaveError` with code `content`
 * or `edited` otherwise. (Its input log is not replayed here: `verifyRun(recordRun(run))` does
 * that, for a server that must trust a run.)
 */
export function proveSave(run: Run, claimed: unknown): void {
  if (claimed !== undefined) {
    const content = contentChecksum(run.rules)
    if (typeof claimed !== 'string') throw new SaveError('content is not a checksum')
    if (claimed !== content) {
      throw new SaveError(
        `the save was played with other content (kinds with their behaviours and turn rules, tables, goal, perks or vaults) than this: its content is ${claimed.slice(0, 16)}, this is ${content}`,
        'content',
      )
    }
  }
  const { Health, Experience } = run.world.components
  const hp = Health.hp[run.player] as number
  const max = Health.max[run.player] as number
  if (hp > max) {
    throw new SaveError(`the hero has ${hp} hit points of ${max}: more than play gives`, 'edited')
  }
  const pending = Experience.pending[run.player] as number
  const level = Experience.level[run.player] as number
  if (pending > 0 && pending >= level) {
    throw new SaveError(`the hero owes ${pending} level-ups at level ${level}`, 'edited')
  }
}
