// A worker of the balance part: plays the bot runs it is sent, one message a run, and sends
// back each run's summary. Runs are independent, so any worker may play any of them.
import { parentPort } from 'node:worker_threads'
import { type BotRun, type PlayerBotName, playAs, playBot } from '@delve/run'

/** One run to play: the bot (`balance` for the original balance bot) and the seed. */
export interface BalanceTask {
  bot: PlayerBotName | 'balance'
  seed: string
  /** Its place in the list, for putting the answers back in order. */
  index: number
}

export interface BalanceAnswer {
  index: number
  run: BotRun
}

export function playTask(task: BalanceTask): BotRun {
  return task.bot === 'balance' ? playBot(task.seed) : playAs(task.bot, task.seed).summary
}

parentPort?.on('message', (task: BalanceTask) => {
  const answer: BalanceAnswer = { index: task.index, run: playTask(task) }
  parentPort?.postMessage(answer)
})
