import type { RunRecord } from '@delve/run'
import { type Playback, tryPlayback } from './playback.js'
import { ReplayBar, type ReplayControl } from './replay-bar.js'
import { ReplayDriver, type ReplayScreen } from './replay-driver.js'
import { ADDRESS_LIMIT, readReplayLink, replayQuery } from './replay-link.js'
import { ReplayShare, type ShareHooks } from './replay-share.js'

/** A recording to watch: its playback, and the driver that plays it on the dungeon's screen. */
export interface Watching {
  readonly playback: Playback
  drive(screen: ReplayScreen): ReplayDriver
}

/** What the viewer needs from the page: sharing's hooks, and where the bar's controls go. */
export interface ViewerHooks extends ShareHooks {
  act(control: ReplayControl): void
}

/**
 * Watching replays in the page: the bar, sharing (the end screen's offer, the refusal screen),
 * reading links and files, the playback. The page loads it (`import()`) the first time it is
 * needed: at start for a replay link, else when an end screen offers a replay.
 */
export class ReplayViewer {
  readonly bar: ReplayBar
  readonly share: ReplayShare

  constructor(doc: Document, hooks: ViewerHooks) {
    this.share = new ReplayShare(doc, hooks)
    this.bar = new ReplayBar(doc, (control) => hooks.act(control))
  }

  /** The replay a page's query string asks for, read through; or why it cannot be played. */
  asked(search: string): { watching: Watching } | { refused: string } {
    return watchable(() => readReplayLink(search))
  }

  /** `recording` to watch; or null, the refusal screen saying why it cannot be played. */
  watch(recording: RunRecord): Watching | null {
    const asked = watchable(() => recording)
    if ('refused' in asked) {
      this.share.refuse(asked.refused)
      return null
    }
    this.share.hideRefusal()
    return asked.watching
  }

  /** The query of `recording`'s replay link, when it fits an address; else null. */
  addressOf(recording: RunRecord): string | null {
    const query = replayQuery(recording)
    return query.length <= ADDRESS_LIMIT ? query : null
  }
}

function watchable(read: () => RunRecord): { watching: Watching } | { refused: string } {
  const asked = tryPlayback(read)
  if ('refused' in asked) return asked
  const { playback } = asked
  return { watching: { playback, drive: (screen) => new ReplayDriver(playback, screen) } }
}
