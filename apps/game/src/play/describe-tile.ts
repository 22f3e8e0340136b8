import { inBounds, LOCKED_DOOR, type Point, pointToIndex, Tile, tileAt } from '@delve/map'
import { aName, type Run } from '@delve/run'

/**
 * What the player knows of the tile `at` of `run`, in a line: who stands there (with their
 * health), what lies there, and the ground; what was last seen there when it is out of sight.
 * `fov` false: every tile is in sight (the sandbox's whole map).
 */
export function describeTile(run: Run, at: Point, fov: boolean): string {
  if (!inBounds(run.level, at.x, at.y)) return 'There is nothing there.'
  const tile = pointToIndex(run.level, at)
  const inSight = !fov || run.vision.visible[tile] === 1
  if (!inSight && run.vision.explored[tile] !== 1) return 'You have not seen that place.'
  const here = (p: Point) => p.x === at.x && p.y === at.y
  const named = (kind: number) => aName(run.world.kinds.monsters[kind])
  const parts: string[] = []
  if (inSight) {
    const player = run.playerPosition()
    if (here(player)) parts.push(`you (${run.hp}/${run.maxHp} hp)`)
    for (const m of run.monsters().filter(here)) {
      const dazed = `${m.confused ? ', confused' : ''}${m.asleep ? ', asleep' : ''}`
      parts.push(`${named(m.kind)} (${m.hp}/${m.maxHp} hp${dazed})`)
    }
    for (const c of run.corpses().filter(here)) parts.push(`the corpse of ${named(c.kind)}`)
  }
  const items = inSight ? run.items() : run.rememberedItems()
  for (const item of items.filter(here)) parts.push(withArticle(item.name))
  const ground = groundAt(run, at)
  const vault = run.vaultAt(at)
  const where = vault ? `, in ${vault.title}` : ''
  const seen =
    parts.length === 0
      ? `${capitalise(ground)}${where}`
      : `${capitalise(parts.join(', '))} on ${ground}${where}`
  return inSight ? `${seen}.` : `You remember: ${seen.charAt(0).toLowerCase()}${seen.slice(1)}.`
}

/** What the ground of a tile is called, by tile code. */
const GROUND: Readonly<Record<number, string>> = {
  [Tile.Wall]: 'a wall',
  [Tile.Floor]: 'the floor',
  [Tile.Door]: 'a doorway',
  [Tile.StairsUp]: 'stairs up',
  [Tile.StairsDown]: 'stairs down',
  [LOCKED_DOOR]: 'a locked door',
}

/** The ground at `at` by its tile code, or a vault's altar (caged once an offering was taken). */
function groundAt(run: Run, at: Point): string {
  const altar = (run.level.vaults ?? []).some((v) =>
    v.altars.some((a) => a.x === at.x && a.y === at.y),
  )
  if (altar) return run.isCaged(at) ? 'a caged altar' : 'an altar'
  return GROUND[tileAt(run.level, at.x, at.y)] ?? 'the floor'
}

function withArticle(name: string): string {
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
