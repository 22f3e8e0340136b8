import type { Point } from '@delve/map'
import type { Run } from '@delve/run'
import { type ControlMode, PLAY } from './control-mode.js'
import type { Handled, ModeHandler } from './handled.js'

/** Why a letter chooses nothing. */
export const NO_SUCH_ITEM = 'You have no such item.'

/**
 * The pack open: a letter drops the item, puts it on or takes it off, uses it, or starts aiming
 * it; cancel, or the key that opened the pack, closes it.
 */
export const inventoryMode: ModeHandler<ControlMode & { name: 'inventory' }> = (
  command,
  mode,
  run,
) => {
  switch (command.kind) {
    case 'choose':
      return choose(run, mode.purpose, command.index)
    case 'cancel':
    case 'inventory':
    case 'drop':
      return { mode: PLAY }
    default:
      return null
  }
}

function choose(run: Run, purpose: 'use' | 'drop', index: number): Handled {
  const item = run.inventory()[index]
  if (!item) return { refused: NO_SUCH_ITEM }
  if (purpose === 'drop') return { input: { kind: 'drop', index }, mode: PLAY }
  if (item.slot) return { input: { kind: 'wear', index }, mode: PLAY }
  if (!item.aim) return { input: { kind: 'use', index }, mode: PLAY }
  const { affected, refused } = run.preview(index)
  // A use that strikes the nearest foe by itself is refused, as the run refuses it, when no foe
  // is in reach: no aim, no turn.
  if (item.aim.targets === 'nearest' && refused !== undefined) return { refused, mode: PLAY }
  // The aim starts on what the use would reach, else the nearest monster in sight, else the
  // player's own tile.
  const from = run.playerPosition()
  const nearest = run
    .monstersInSight()
    .map((m) => ({ m, d: Math.max(Math.abs(m.x - from.x), Math.abs(m.y - from.y)) }))
    .sort((a, b) => a.d - b.d)[0]?.m
  const cursor = affected[0] ?? (nearest ? { x: nearest.x, y: nearest.y } : from)
  return aimAt(run, index, cursor)
}

/**
 * The pack's `index`-th item aimed at `cursor` (kept on the map): the `targeting` mode with what
 * the use would reach there; back to play when the item cannot be aimed (gone from the pack).
 */
export function aimAt(run: Run, index: number, cursor: Point): Handled {
  const item = run.inventory()[index]
  if (!item?.aim) return { mode: PLAY }
  const at = {
    x: Math.min(run.level.width - 1, Math.max(0, cursor.x)),
    y: Math.min(run.level.height - 1, Math.max(0, cursor.y)),
  }
  const preview = run.preview(index, item.aim.targets === 'nearest' ? undefined : at)
  return {
    mode: {
      name: 'targeting',
      index,
      item: item.kind,
      label: item.name,
      cursor: at,
      aim: item.aim,
      preview,
    },
  }
}
