import type { Point } from '@delve/map'
import { dailyDay, recordRun, runSummary, utcDay } from '@delve/run'
import { vaultSettingOf } from '../params/sandbox-vaults.js'
import { queryFor } from '../params/url-params.js'
import type { Outcome, RunEnd, Session, Tone } from '../play/session.js'
import { recordOf } from '../saving/run-history.js'
import { menuContent } from '../ui/menu.js'
import type { MarksShown } from '../view/aim-marks.js'
import type { DungeonView } from '../view/dungeon-view.js'
import type { DungeonUi } from './dungeon-ui.js'
import type { QuitSceneData } from './scene-keys.js'

/** What the page's sync asks of the scene. */
export interface PageHost {
  session(): Session
  view(): DungeonView
  /** The run changed: it is saved when the frame is drawn. */
  saved(): void
  /** True while a recording plays back: the address bar keeps the replay's own link. */
  replaying(): boolean
  /** A menu opened: a movement key held on the way in is let go. */
  releaseKeys(): void
  /** The tile under the mouse (or a resting finger), or null. */
  hovered(): Point | null
  /** The run is over (left, or its hero dead): the end screen takes over with `ended`. */
  leave(ended: QuitSceneData): void
}

/**
 * The page and the canvas kept in step with the session: what an outcome changes is drawn on
 * the map (the level, the sight, the marks, the labels) and shown in the page (the HUD, the log,
 * the menu, the pad, the sidebar, the panel and the address bar), and saved.
 */
export class PageSync {
  /** The address bar's link to what is played now. */
  link = ''
  /** The page's parts over the canvas at the last fit, as text: a change fits the map again. */
  private fitted = ''
  /** Where the player was when the room labels were last laid out clear of them. */
  private labelledAt = ''

  constructor(
    private readonly ui: DungeonUi,
    private readonly host: PageHost,
  ) {}

  private get session(): Session {
    return this.host.session()
  }

  private get view(): DungeonView {
    return this.host.view()
  }

  /** Shows what an action did: on the canvas, in the page, in the save. */
  show(outcome: Outcome): void {
    const { hud, panel } = this.ui
    const { run } = this.session
    if (outcome.change === 'level') {
      hud.setSandbox(this.session.sandbox)
      // The HUD first: the camera keeps clear of its bars, whose height follows their text.
      hud.showFacts(run.depth, run.turn, this.session.monstersShown().length)
      this.labelledAt = ''
      this.view.showLevel(
        run.level,
        this.session.sight(),
        run.sightRadius,
        this.session.creaturesShown(),
        run.playerPosition(),
        ...this.labelsClear(),
      )
    }
    if (outcome.change === 'player') {
      this.view.showSight(this.session.sight(), this.session.creaturesShown())
    }
    if (outcome.change === 'sight') {
      this.view.setSight(this.session.sight(), this.session.creaturesShown())
    }
    if (outcome.change === 'level' || outcome.change === 'player' || outcome.change === 'sight')
      this.showSurroundings()
    if (outcome.change !== 'none') this.showMode()
    hud.showHealth(run.hp, run.maxHp, run.hunger)
    hud.showFacts(run.depth, run.turn, this.session.monstersShown().length)
    hud.showLog(run.messages())
    if (outcome.change === 'labels') this.view.showLabels(...this.labelsClear())
    // A replay keeps its own link in the address bar.
    if ((outcome.change === 'level' || outcome.panel) && !this.host.replaying()) {
      const vaults = vaultSettingOf(run)
      this.link = this.ui.showAddress(
        queryFor({ ...run.where(), fov: this.session.fov, sandbox: this.session.sandbox, vaults }),
      )
      // The panel's way out of the sandbox: a run of the same dungeon, from its first level.
      const asRun = queryFor({ ...run.where(), depth: 1, fov: true, sandbox: false })
      panel.show(run.choice, run.runSeed, this.link, this.session.fov, asRun, vaults)
    }
    // A run given up for a new one is kept in the history, as a run left is by the end screen.
    if (outcome.abandoned && !outcome.abandoned.sandbox) {
      this.ui.history?.add(recordOf(outcome.abandoned, utcDay(Date.now())))
    }
    if (outcome.panel) panel.say(outcome.panel.text, outcome.panel.tone)
    if (outcome.status) hud.showStatus(outcome.status.text, outcome.status.tone)
    // The bottom bar grows with its text: the map, the sidebar and the pad keep clear of it.
    this.keepClear()
    if (outcome.change === 'level' || outcome.change === 'player') this.host.saved()
    this.placePlayer()
    if (outcome.togglePanel) panel.toggle()
    if (outcome.left) {
      panel.toggle(false)
      this.ui.pad.setVisible(false)
      this.ui.sidebar.setVisible(false)
      this.ui.menu.show(null)
      hud.showLook('')
      const ended: QuitSceneData = {
        ...outcome.left,
        fov: this.session.fov,
        vaults: vaultSettingOf(this.session.run),
        story: this.story(outcome.left),
        runSeed: this.session.run.runSeed,
        level: this.session.run.character().level,
        recording: this.session.run.inputLog() ? recordRun(this.session.run) : null,
      }
      this.host.leave(ended)
    }
  }

  /** A status line of the scene's own (a welcome, a notice): shown, and kept in the history. */
  status(text: string, tone?: Tone): void {
    this.ui.hud.showStatus(text, tone)
    this.session.said(text)
  }

  /** The run's summary, as the end screen shows it and the file holds it. */
  private story(end: RunEnd): string {
    const { run } = this.session
    // The address bar's link names the seed and the choice; a run's names no depth.
    const query = queryFor({ ...run.where(), depth: 1 })
    const choice = query.replace(/^\?seed=[^&]*&?/, '')
    const day = dailyDay(run.runSeed)
    return runSummary({
      runSeed: run.runSeed,
      choice,
      depth: end.depth,
      stats: end.stats,
      hero: run.character(),
      won: end.won,
      cause: end.cause,
      ...(day ? { daily: day } : {}),
      lastMessages: run.messages(),
      link: this.link,
    })
  }

  /** What changes with a turn besides the map: the items drawn, and the sidebar's monsters. */
  showSurroundings(): void {
    const { run } = this.session
    this.view.showItems(this.session.itemsShown())
    this.ui.sidebar.show(this.session.monstersShown(), run.playerPosition())
    this.showHover()
  }

  /** What the mode shows: the menu, the cursor and the aim, the pad's buttons, the look line. */
  showMode(): void {
    const { mode, run } = this.session
    this.ui.menu.show(
      menuContent(
        mode,
        run.inventory(),
        this.session.historyLines(),
        run.character(),
        run.levelUpOffer(),
        run.perks,
      ),
    )
    this.ui.pad.setMode(mode.name)
    // A menu reads letters: a movement key held on the way in must not walk on behind it.
    if (mode.name === 'inventory' || mode.name === 'history' || mode.name === 'confirm')
      this.host.releaseKeys()
    const marks: MarksShown = { cursor: null, aim: null }
    if (mode.name === 'look') marks.cursor = mode.cursor
    if (mode.name === 'targeting') {
      const { aim, preview } = mode
      // Lightning strikes the nearest foe whatever the cursor: the mark is on whom it strikes.
      marks.cursor = aim.targets === 'nearest' ? (preview.affected[0] ?? null) : mode.cursor
      marks.aim = {
        from: run.playerPosition(),
        range: aim.range,
        radius: aim.targets === 'area' ? aim.radius : 0,
        affected: preview.affected,
        path: preview.path ?? [],
        refused: preview.refused !== undefined,
      }
    }
    this.view.showMarks(marks, run.vision)
    this.showHover()
  }

  /**
   * The look line: in aim mode what the cursor is on; in play what the mouse (or a resting
   * finger) is over. Look mode says it on the status line already.
   */
  showHover(): void {
    const { mode } = this.session
    const hovered = this.host.hovered()
    let text = ''
    if (mode.name === 'targeting') text = this.session.describe(mode.cursor)
    else if (mode.name === 'play' && hovered && this.known(hovered))
      text = this.session.describe(hovered)
    this.ui.hud.showLook(text)
  }

  /** Whether the player has seen tile `p` (every tile counts as seen with fog of war off). */
  private known(p: Point): boolean {
    const { run, fov } = this.session
    return !fov || run.vision.explored[p.y * run.level.width + p.x] === 1
  }

  /** Fits the camera again when the page's parts over the canvas moved or changed size. */
  keepClear(): void {
    const room = JSON.stringify(this.ui.overlays().map((b) => [b.left, b.top, b.right, b.bottom]))
    if (room === this.fitted) return
    this.fitted = room
    this.view.refit()
  }

  /**
   * The room labels to draw, and the tiles they must leave clear: the player's and the stairs'
   * (a label is moved off them, never drawn over them).
   */
  private labelsClear(): [ReturnType<Session['labels']>, Point[]] {
    const { run } = this.session
    const clear = [run.playerPosition()]
    if (run.level.stairsUp) clear.push(run.level.stairsUp)
    if (run.level.stairsDown) clear.push(run.level.stairsDown)
    return [this.session.labels(), clear]
  }

  /** Puts the player's sprite on their ECS position; the labels move off the player's tile. */
  placePlayer(): void {
    const position = this.session.run.playerPosition()
    this.view.placePlayer(position)
    const at = `${position.x},${position.y}`
    if (at === this.labelledAt) return
    this.labelledAt = at
    const [labels, clear] = this.labelsClear()
    if (labels.length > 0) this.view.showLabels(labels, clear)
  }
}
