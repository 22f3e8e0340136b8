import { ArgumentTypeError, TILE_SIZE } from '@delve/art'
import type { Point } from '@delve/map'
import type { GameObjects, Scene } from 'phaser'
import { checkBoolean, checkInteger, checkObject, checkPoint, checkScene } from '../checks/check.js'
import { Depth } from './depth.js'

/** An aim to mark on the map: the cursor, whom the use would reach there, whether it is refused. */
export interface AimShown {
  cursor: Point
  affected: readonly Point[]
  refused: boolean
}

const CURSOR = 0xffd75e
const REFUSED = 0x9a9a9a
const HIT = 0xff4a3d

/** An aim: a cursor, the creatures reached (an array of points), whether it is refused. */
function checkAim(fn: string, aim: unknown): void {
  const given = checkObject(fn, 'aim', aim, 'null, or an aim { cursor, affected, refused }')
  checkPoint(fn, 'aim.cursor', given.cursor)
  const affected = given.affected
  if (!Array.isArray(affected)) {
    throw new ArgumentTypeError(fn, 'aim.affected', affected, 'an array of points')
  }
  for (const [i, point] of affected.entries()) checkPoint(fn, `aim.affected[${i}]`, point)
  checkBoolean(fn, 'aim.refused', given.refused)
}

/**
 * The aim over the map while an item is aimed: a gold frame on the cursor's tile (grey when the
 * use would be refused there) and a red frame on each creature it would reach. Drawn by the
 * map's camera, so it zooms and scrolls with the tiles it marks.
 */
export class AimMarks {
  private readonly graphics: GameObjects.Graphics
  private drawn = ''

  constructor(
    scene: Scene,
    private readonly tileSize: number = TILE_SIZE,
  ) {
    checkScene('new AimMarks', scene, ['add'])
    checkInteger('new AimMarks', 'tileSize', tileSize, 1)
    this.graphics = scene.add.graphics().setDepth(Depth.Marks)
  }

  /** Marks `aim`, or nothing (null); drawn again only when it changed. */
  show(aim: AimShown | null): void {
    if (aim !== null) checkAim('AimMarks.show', aim)
    const key = aim ? JSON.stringify(aim) : ''
    if (key === this.drawn) return
    this.drawn = key
    const g = this.graphics.clear()
    if (!aim) return
    const size = this.tileSize
    g.lineStyle(1, HIT, 1)
    for (const { x, y } of aim.affected)
      g.strokeRect(x * size + 1.5, y * size + 1.5, size - 3, size - 3)
    g.lineStyle(1, aim.refused ? REFUSED : CURSOR, 1)
    g.strokeRect(aim.cursor.x * size + 0.5, aim.cursor.y * size + 0.5, size - 1, size - 1)
  }

  /** Destroys the marks' graphics. */
  destroy(): void {
    this.graphics.destroy()
  }
}
