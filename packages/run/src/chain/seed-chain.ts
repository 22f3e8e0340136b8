import { checkInteger, checkString, createRng, DungeonOptionsError } from '@delve/map'

/** The deepest level a run can reach; deeper requests are brought back to it. */
export const MAX_DEPTH = 999

/**
 * `/999/monsters/sleep`: the most a seed derived from the run's adds to it (the sleep of the
 * deepest level's monsters; its items', layout's, vaults', wanderers' and perks' add less).
 */
const SUFFIX_ROOM = sleepSeed(`/${MAX_DEPTH}`).length

/**
 * The longest seed a run can be played on to its last level: the map package accepts seeds of up
 * to 256 characters, and every seed derived must fit too. The one bound on a run's seed: the
 * game and the board take it from here.
 */
export const MAX_RUN_SEED_LENGTH = 256 - SUFFIX_ROOM

/**
 * The seed of level `depth` of a run: level 1 plays the run's own seed, so a `?seed=` link shows
 * the very map the library and the command line make for that seed; each deeper level appends
 * `/depth` ("abc", "abc/2", "abc/3", …). Every level of a run follows from its seed alone.
 */
export function levelSeed(runSeed: string, depth: number): string {
  checkString('levelSeed', 'runSeed', runSeed)
  checkInteger('levelSeed', 'depth', depth, 1, MAX_DEPTH)
  return depth === 1 ? runSeed : `${runSeed}/${depth}`
}

/** The seed the level's items are drawn from: fixed by the level, apart from its monsters. */
export function itemSeed(levelSeedValue: string): string {
  checkString('itemSeed', 'levelSeed', levelSeedValue)
  return `${levelSeedValue}/items`
}

/**
 * The seed a level's generator is drawn from, by the depth table's weights: fixed by the level,
 * apart from its tiles (which its own seed makes), monsters and items.
 */
export function layoutSeed(levelSeedValue: string): string {
  checkString('layoutSeed', 'levelSeed', levelSeedValue)
  return `${levelSeedValue}/layout`
}

/** The seed a level's vaults draw from (their monsters' sleep, their altars' items). */
export function vaultSeed(levelSeedValue: string): string {
  return `${levelSeedValue}/vaults`
}

/** The seed the level's monsters are drawn from: fixed by the level, apart from its tiles. */
export function monsterSeed(levelSeedValue: string): string {
  checkString('monsterSeed', 'levelSeed', levelSeedValue)
  return `${levelSeedValue}/monsters`
}

/** The seed a level's monsters' sleep is drawn from: the longest a run derives. */
export function sleepSeed(levelSeedValue: string): string {
  return `${monsterSeed(levelSeedValue)}/sleep`
}

/**
 * Why `seed` cannot start a run, or null: the map package refuses it (empty, too long, not text),
 * or it leaves deeper levels no room within the package's limit once `/depth` is appended.
 */
export function seedError(seed: string): DungeonOptionsError | null {
  // Too long is said first, with the seed cut short: a message quoting a long seed whole would
  // run off any screen.
  if (typeof seed === 'string' && seed.length > MAX_RUN_SEED_LENGTH) {
    return new DungeonOptionsError(
      'seed',
      `${seed.slice(0, 20)}…`,
      `a string of 1 to ${MAX_RUN_SEED_LENGTH} characters`,
    )
  }
  try {
    createRng(seed)
  } catch (error) {
    if (error instanceof DungeonOptionsError) return error
    throw error
  }
  return null
}
