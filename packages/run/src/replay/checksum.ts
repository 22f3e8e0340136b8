import { type GameWorld, snapshot } from '@delve/ecs'
import { checkWorld } from '../content/checks.js'
import { type RunRules, runRules } from '../content/run-rules.js'
import { checkRun } from '../run/check-run.js'
import type { Run } from '../run/run.js'

/**
 * A checksum of a world: two 32-bit FNV-1a hashes (different offsets) of its snapshot's JSON, as
 * 16 hex digits. Every entity, the turn, the rolls and what is explored go into it, so two worlds
 * with the same checksum are, for a replay's purposes, the same.
 */
export function worldChecksum(world: GameWorld): string {
  checkWorld('worldChecksum', world)
  return textChecksum(JSON.stringify(snapshot(world)))
}

/**
 * A checksum of a whole run: its world's (`worldChecksum`), its clocks (the food left, the
 * wanderers alive), the levels left behind as they were kept, whether it climbed out, and the
 * potion and scroll kinds it knows, and the vaults of its level whose altars are caged. What a record carries and `verifyRun` checks.
 */
export function runChecksum(run: Run): string {
  checkRun('runChecksum', 'run', run)
  const world = JSON.stringify(snapshot(run.world))
  const rest = {
    clocks: run.clocksNow(),
    kept: run.keptLevels(),
    escaped: run.escaped,
    known: run.known(),
    caged: run.cagedNow(),
  }
  return textChecksum(world + JSON.stringify(rest))
}

function textChecksum(text: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995)
  }
  return hex(a) + hex(b)
}

const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0')

/** The checksums of the content of the rules seen, each made once. */
const CONTENT = new WeakMap<RunRules, string>()
let defaultContent: string | undefined

/**
 * A checksum of the content a run is played with: its kinds, tables, goal, perks (by what they
 * say) and vaults, as its rules hold them. Two runs of one seed and log end alike only with the
 * same content; a record and a save carry it when it is not the default.
 */
export function contentChecksum(rules: RunRules): string {
  let sum = CONTENT.get(rules)
  if (sum === undefined) {
    sum = textChecksum(JSON.stringify(rules))
    CONTENT.set(rules, sum)
  }
  return sum
}

/** The checksum of the default content (`runRules()`'s). */
export function defaultContentChecksum(): string {
  defaultContent ??= contentChecksum(runRules())
  return defaultContent
}
