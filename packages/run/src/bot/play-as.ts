import { checkFunction, checkInteger, checkOneOf, checkOptions, checkString } from '@delve/map'
import { type ActResult, act } from '../act/act.js'
import type { RunInput } from '../input/run-input.js'
import { checkRun } from '../run/check-run.js'
import { createRun } from '../run/create-run.js'
import type { Run } from '../run/run.js'
import type { BotRun } from './balance-bot.js'
import { type CarefulMemory, carefulChoices, carefulMemory } from './careful-bot.js'
import { cautiousChoices, cautiousMemory } from './cautious-bot.js'
import { diverChoices, diverMemory } from './diver-bot.js'
import { type PlayerView, playerView } from './player-view.js'

/**
 * A bot that plays from the player's view: what it remembers between turns (its own, never the
 * run's), and its choices for a turn, best first (lazily: later ones are worked out only when
 * the earlier ones are refused).
 */
export interface PlayerBot<M> {
  /** What the bot remembers at the start of a run. */
  memory: () => M
  /** The inputs the bot would play now, best first, from what the player sees and its memory. */
  choices: (view: PlayerView, memory: M) => Iterable<RunInput>
}

/** The bots that play from the player's view alone, by name. */
export interface PlayerBots {
  /** Explores each level, picks up and uses what it finds, and rests to full between fights. */
  readonly careful: PlayerBot<CarefulMemory>
  /** Goes straight for the down stairs, and fights only what stands in its way. */
  readonly diver: PlayerBot<ReturnType<typeof diverMemory>>
  /** Plays as the careful bot does, but rests only when badly hurt with no monster in view. */
  readonly cautious: PlayerBot<CarefulMemory>
}

/** The bots that play from the player's view alone. */
export const PLAYER_BOTS: PlayerBots = {
  careful: { memory: carefulMemory, choices: carefulChoices },
  diver: { memory: diverMemory, choices: diverChoices },
  cautious: { memory: cautiousMemory, choices: cautiousChoices },
}
/** The name of a bot that plays from the player's view: a key of `PLAYER_BOTS`. */
export type PlayerBotName = keyof typeof PLAYER_BOTS

/** What `playAs` takes besides the seed and the bot. */
export interface PlayAsOptions {
  /**
   * Give up after this many turns (default 20 000 for the careful and the cautious bot, 6 000
   * for the diver).
   */
  maxTurns?: number
  /**
   * How the bot's view is made from the run (default `playerView`): a test puts a watch on it
   * to see the bot never reads beyond it.
   */
  view?: (run: Run) => PlayerView
}

const TURNS: Record<PlayerBotName, number> = { careful: 20_000, diver: 6_000, cautious: 20_000 }

/**
 * Plays a whole run of `seed` as the careful, the diving or the cautious player: each turn the bot is shown
 * `playerView(run)` (never the run itself) and gives its choices, best first; the first the
 * run takes is played, and a wait when it takes none. The same seed gives the same run.
 */
export function playAs(
  bot: PlayerBotName,
  seed: string,
  options: PlayAsOptions = {},
): { summary: BotRun; run: Run } {
  checkOneOf('playAs', 'bot', bot, Object.keys(PLAYER_BOTS))
  checkString('playAs', 'seed', seed)
  checkPlayOptions('playAs', options)
  return playOn(bot, createRun({ seed }), options)
}

/**
 * `playAs` from a run already begun (by other inputs first, say): the bot plays `run` on from
 * where it stands until it ends or reaches the turn limit; `run` is the one returned, played.
 */
export function playOn(
  bot: PlayerBotName,
  run: Run,
  options: PlayAsOptions = {},
): { summary: BotRun; run: Run } {
  checkOneOf('playOn', 'bot', bot, Object.keys(PLAYER_BOTS))
  checkRun('playOn', 'run', run)
  checkPlayOptions('playOn', options)
  const player = PLAYER_BOTS[bot] as PlayerBot<unknown>
  const memory = player.memory()
  const look = options.view ?? playerView
  const maxTurns = options.maxTurns ?? TURNS[bot]
  let itemTurns = 0
  let restTurns = 0
  let lowest = 1
  while (!run.end && run.turn < maxTurns) {
    const before = run.turn
    let played: RunInput = { kind: 'wait' }
    let taken = false
    let result: ActResult | undefined
    for (const input of player.choices(look(run), memory)) {
      result = act(run, input)
      if (result.taken) {
        played = input
        taken = true
        break
      }
    }
    if (!taken) result = act(run, played)
    if (run.maxHp > 0) lowest = Math.min(lowest, run.hp / run.maxHp)
    // A rest or a walk goes on by itself until the game stops it (a monster in sight, hit
    // points full, the way's end), as it does for a player who pressed its key once.
    while (result?.more === true && run.turn < maxTurns) {
      result = act(run, played)
      if (run.maxHp > 0) lowest = Math.min(lowest, run.hp / run.maxHp)
    }
    if (run.turn > before) {
      if (played.kind === 'rest') restTurns += run.turn - before
      if (ITEM_INPUTS.has(played.kind)) itemTurns++
    }
  }
  const end = run.won ? 'won' : run.dead ? 'died' : 'out of turns'
  const summary: BotRun = {
    seed: run.runSeed,
    depth: run.deepest,
    turns: run.stats.turns,
    kills: run.stats.kills,
    itemTurns,
    restTurns,
    lowestHp: lowest,
    level: run.character().level,
    cause: run.won ? 'won' : (run.stats.cause ?? end),
    end,
  }
  return { summary, run }
}

const ITEM_INPUTS = new Set<RunInput['kind']>(['pickup', 'use', 'wear', 'drop'])

function checkPlayOptions(fn: string, options: unknown): void {
  const given = checkOptions(fn, options, ['maxTurns', 'view'])
  if (given.maxTurns !== undefined) checkInteger(fn, 'options.maxTurns', given.maxTurns, 0)
  if (given.view !== undefined) checkFunction(fn, 'options.view', given.view)
}
