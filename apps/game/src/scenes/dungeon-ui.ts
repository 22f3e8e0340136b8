import type { RunHistory } from '../saving/run-history.js'
import type { SaveSlot } from '../saving/run-save.js'
import type { Bindings } from '../settings/bindings.js'
import type { ZoomSetting } from '../settings/zoom.js'
import type { DebugReporter } from '../ui/debug-handle.js'
import type { Hud } from '../ui/hud.js'
import type { Menu } from '../ui/menu.js'
import type { PanelView } from '../ui/panel-door.js'
import type { Sidebar } from '../ui/sidebar.js'
import type { TouchPad } from '../ui/touch-pad.js'
import type { Box } from '../view/dungeon-view.js'
import type { ReplayShown } from '../watch/replay-bar.js'

/** What the scene works with outside the canvas. */
export interface DungeonUi {
  hud: Hud
  panel: PanelView
  debug: DebugReporter
  saves: SaveSlot
  pad: TouchPad
  sidebar: Sidebar
  menu: Menu
  /** The boxes of the page's parts over the canvas now (CSS pixels): the map keeps clear of them. */
  overlays(): readonly Box[]
  /** Puts a query string in the address bar and returns the full link. */
  showAddress(query: string): string
  /** Copies text to the clipboard; rejects where the browser does not allow it. */
  copyText(text: string): Promise<void>
  /** The browser's history of runs: a run given up for a new one goes into it. */
  history?: RunHistory
  /** The replay's controls (shown only while a replay plays), and leaving a replay. */
  replayBar?: { show(state: ReplayShown): void; hide(): void }
  leaveReplay?(): void
  settings: DungeonSettings
  /** Something changed that no input brought (a test hook): the page draws again. */
  drawAgain?(): void
}

/** The player's settings, as the dungeon reads them. */
export interface DungeonSettings {
  bindings(): Bindings
  /** Tiles this many times the readable default size, 1 to 4; or `'fill'`, as the screen allows. */
  zoom(): ZoomSetting
  /** The map in CP437 glyphs rather than the pixel tiles. */
  ascii(): boolean
  /** True while the settings screen is open: the game waits behind it. */
  open(): boolean
  /** True for a key event the settings screen has (it is open, or the key closed it). */
  owns(event: KeyboardEvent): boolean
  /** True while two fingers pinch the map, and until they lift: their touches are no tap. */
  pinching(): boolean
  /** Why stored settings could not all be read ('' when they could): given once, then ''. */
  takeProblem(): string
}
