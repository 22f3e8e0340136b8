/**
 * `@delve/phaser`: Delve drawn and played in Phaser 4. Textures painted by @delve/art; the level as
 * a tilemap layer under fog of war; sprites that follow the world; keys and taps to actions; the
 * camera; the screen's status line and message log; and `Roguelike`, all of them wired to a
 * world, or to a whole run of @delve/run, in one call. Bad input throws `@delve/art`'s
 * `ArgumentTypeError` or `ArgumentRangeError` (re-exported here), a call before the one it needs
 * a `SetupError`.
 *
 * @module \@delve/phaser
 */

export { ArgumentRangeError, ArgumentTypeError } from '@delve/art'
export {
  type Box,
  type CameraFit,
  type CameraPlan,
  FILL_TILES,
  type FreeArea,
  fitCamera,
  freeArea,
  planCamera,
  type Readability,
  type ZoomFactor,
} from './camera/camera-fit.js'
export {
  type CameraReport,
  type FollowTarget,
  MapCamera,
  type MapCameraOptions,
} from './camera/map-camera.js'
export { SetupError } from './checks/setup-error.js'
export { COMMAND_KINDS, type Command, type OrderName } from './control/command.js'
export {
  CONTROL_MODE_NAMES,
  type ControlMode,
  type ControlModeName,
} from './control/control-mode.js'
export { Controller, type Handling } from './control/controller.js'
export type { Handled, ModeHandler } from './control/handled.js'
export { NO_SUCH_ITEM } from './control/inventory-mode.js'
export { EMPTY_PACK, NO_WAY } from './control/play-mode.js'
export { KeyRepeat, type RepeatTiming, WALK_REPEAT } from './input/key-repeat.js'
export {
  ARROW_KEYS,
  checkKeyTable,
  commandForKey,
  commandForPress,
  DEFAULT_KEYS,
  DEFAULT_RUN_KEYS,
  DIRECTIONS,
  type Direction,
  directionForKey,
  directionOf,
  isDirection,
  type KeyAction,
  type KeyCommand,
  type KeyMap,
  type KeyPress,
  type KeyTable,
  KeyTableError,
  keyMap,
  NUMPAD_KEYS,
  RUN_COMMANDS,
  RUN_ORDER_KEYS,
  type RunCommand,
  STEPS,
  type Step,
  VI_KEYS,
  WAIT_KEYS,
  WASD_KEYS,
} from './input/key-table.js'
export {
  KeyboardInput,
  type KeyboardInputOptions,
  type KeySource,
  NO_KEYS,
  OncePerEvent,
} from './input/keyboard-input.js'
export { planWalk } from './input/walk-plan.js'
export {
  DungeonLayer,
  type DungeonLayerOptions,
  REMEMBERED_LIFT,
  SIGHT_LIGHT,
  type TileFrame,
} from './layer/dungeon-layer.js'
export { type FogView, sightBox, TileSight, type TileSightState, tileSight } from './layer/fog.js'
export {
  placeWindow,
  type TileBox,
  type TileRect,
  unionRowSpans,
  WINDOW_MARGIN,
  windowSize,
} from './layer/tile-window.js'
export { addTorchGlowTexture, TORCH_GLOW_KEY, torchLight } from './layer/torch.js'
export { appendLines } from './messages/message-lines.js'
export { MessageLog, type MessageLogOptions } from './messages/message-log.js'
export { fogOf, follow } from './roguelike/fog-of.js'
export { Roguelike, type RoguelikeOptions, RUN_END_EVENT } from './roguelike/roguelike.js'
export {
  letterIndex,
  type RunChange,
  RunControl,
  type RunControlOptions,
  type RunKeyAction,
  type RunMode,
} from './roguelike/run-control.js'
export { addScreenText, linesHeight, type ScreenTextOptions } from './screen/screen-text.js'
export { type StatusFacts, StatusLine, statusText } from './screen/status-line.js'
export { UiCamera } from './screen/ui-camera.js'
export { AimMarks, type AimShown } from './sprites/aim-marks.js'
export { Depth } from './sprites/depth.js'
export {
  artFrame,
  asciiFrame,
  EntitySprites,
  type EntitySpritesOptions,
} from './sprites/entity-sprites.js'
export { TileSprites, type TileSpritesOptions, tileCentre } from './sprites/tile-sprites.js'
export {
  ASCII_TILES,
  addAsciiTiles,
  addLookTiles,
  checkLook,
  LOOKS,
  type Look,
  lookTexture,
} from './textures/looks.js'
export { addDelveTiles, addPixelTexture, DELVE_TILES } from './textures/pixel-textures.js'
