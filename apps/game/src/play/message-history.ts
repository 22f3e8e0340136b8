/** Entries the history keeps; older ones are dropped. */
export const HISTORY_ENTRIES = 500

/**
 * What the player was told, for the message history screen: the run's message lines and the
 * status lines shown, each once and in order. A status that only restates the lines just told
 * (a turn's news is put on the status line too) is not kept twice, and a line said again at once
 * (a blow a turn, the same refusal pressed again) is one entry with a count.
 */
export class MessageHistory {
  private readonly entries: { text: string; count: number }[] = []
  /** The run's lines told since the last status line. */
  private fresh: string[] = []

  /** A history that starts with the run's log as it stands (a saved run's). */
  constructor(log: readonly string[] = []) {
    for (const line of log) this.add(line)
  }

  /** Lines the run told, in order (what `act` added to its log). */
  told(lines: readonly string[]): void {
    for (const line of lines) {
      this.add(line)
      this.fresh.push(line)
    }
  }

  /** A status line the player saw; '' is none. Several lines of one status come apart. */
  said(text: string): void {
    const restates = text === this.fresh.join(' ') || this.fresh.includes(text)
    this.fresh = []
    if (text === '' || restates) return
    for (const line of text.split('\n')) if (line !== '') this.add(line)
  }

  /**
   * The history, oldest first: "The rat hits you for 1. (×3)" for a line said three times
   * running.
   */
  lines(): string[] {
    return this.entries.map(({ text, count }) => (count > 1 ? `${text} (×${count})` : text))
  }

  private add(text: string): void {
    const last = this.entries.at(-1)
    if (last?.text === text) {
      last.count++
      return
    }
    this.entries.push({ text, count: 1 })
    if (this.entries.length > HISTORY_ENTRIES) this.entries.shift()
  }
}
