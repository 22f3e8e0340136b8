import { spawnItem, spawnMonster } from '@delve/ecs'
import { fromAscii, type Point } from '@delve/map'
import { createRun, itemCode, monsterCode, Run } from '@delve/run'

/**
 * The page's run: the first level of a seed, a fireball scroll under the player (known: an
 * unknown one aims itself when read) and three goblins asleep in sight, two to six tiles away.
 */
export function newRun(): Run {
  const base = createRun({ seed: 'aimed' })
  const from = base.playerPosition()
  spawnItem(base.world, from, itemCode('fireball scroll'))
  const { visible, width } = base.vision
  const free: Point[] = []
  for (let i = 0; i < visible.length; i++) {
    const at = { x: i % width, y: Math.floor(i / width) }
    const d = Math.max(Math.abs(at.x - from.x), Math.abs(at.y - from.y))
    if (visible[i] === 1 && d >= 2 && d <= 6 && base.level.tiles[i] === 1) free.push(at)
  }
  const goblins = free.slice(0, 3).map((at) => spawnMonster(base.world, at, monsterCode('goblin')))
  return new Run({
    place: base.where(),
    rules: base.rules,
    world: base.world,
    player: base.player,
    monsters: [...base.monsterIdsNow(), ...goblins],
    stats: { ...base.stats },
    known: [itemCode('fireball scroll')],
  })
}

/**
 * A run that starts a step from the stairs down, on a small level of its own, with a level-up
 * choice owed: the choice first, then the stairs to depth 2 of the seed's chain.
 */
export function stairsRun(): Run {
  const parsed = fromAscii(
    `
##########
#........#
#..@>....#
#........#
##########`,
    '@',
  )
  const start = parsed.marks['@']?.[0] as Point
  const run = createRun({ seed: 'stairs', level: { ...parsed, start, rooms: [] }, map: 'stairs' })
  run.world.components.Experience.pending[run.player] = 1
  return run
}
