import * as ecs from '@delve/ecs'
import { createRng, findPath, generateDungeon, type Point } from '@delve/map'

export interface PlayOptions {
  seed: string
  turns: number
  width?: number
  height?: number
  monsters?: number
}

/** Tile codes 0–4 (wall, floor, door, up, down) in sight, and as remembered out of sight. */
export const IN_SIGHT = '#.+<>'
export const REMEMBERED = "%,'()"

/**
 * A game played by a script, deterministic from its seed: with a monster in view, walk at it
 * and fight; else explore (`exploreStep`), resting while hurt. Returns the last frame as text:
 * the map as the player knows it, a status line and the last blows.
 */
export function play({ seed, turns, width = 60, height = 22, monsters = 12 }: PlayOptions): string {
  const dungeon = generateDungeon({ seed, width, height })
  const world = ecs.createGameWorld(dungeon, { generated: true })
  const player = ecs.spawnPlayer(world, dungeon.start, { sight: 8 })
  ecs.makeFighter(world, player, ecs.PLAYER_STATS, { regen: 5 })
  const foes = ecs.populate(world, dungeon, createRng(seed), monsters)
  const { Monster, Health } = world.components
  const at = (eid: number) => ecs.getPosition(world, eid)
  const seen = ({ x, y }: Point) => world.vision.visible[y * width + x] === 1
  const name = (eid: number) =>
    eid === player ? 'you' : `the ${ecs.kindName(Monster.kind[eid] as number)}`
  const log: string[] = []

  for (let turn = 0; turn < turns && ecs.isAlive(world, player); turn++) {
    const me = at(player)
    const distance = (eid: number) =>
      Math.max(Math.abs(at(eid).x - me.x), Math.abs(at(eid).y - me.y))
    const inView = foes.filter((eid) => ecs.isAlive(world, eid) && seen(at(eid)))
    const foe = inView.sort((a, b) => distance(a) - distance(b) || a - b)[0]
    const toward = foe === undefined ? undefined : findPath(dungeon, me, at(foe))?.[1]
    const explore = ecs.exploreStep(world, player, { hurtBelow: 0.5 })
    let action: ecs.PlayerAction = { kind: 'wait' }
    if (toward) action = { kind: 'move', dx: toward.x - me.x, dy: toward.y - me.y }
    else if (explore.kind === 'step') action = { kind: 'move', dx: explore.dx, dy: explore.dy }
    let events = ecs.playTurn(world, player, action)
    if (!events.taken) events = ecs.playTurn(world, player, { kind: 'wait' })
    for (const a of events.attacks) {
      const verb =
        (a.missed ? 'miss' : 'hit') + (a.attacker === player ? '' : a.missed ? 'es' : 's')
      log.push(`${name(a.attacker)} ${verb} ${name(a.target)}${a.missed ? '' : ` for ${a.damage}`}`)
    }
    for (const d of events.deaths) log.push(`${name(d.eid)} ${d.player ? 'die' : 'dies'}`)
  }

  // Never seen: blank. Seen before: the remembered glyph. In sight: the tile, or who stands there.
  const { visible, explored } = world.vision
  const rows = Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => {
      const i = y * width + x
      const tile = dungeon.tiles[i] as number
      return visible[i] ? IN_SIGHT[tile] : explored[i] ? REMEMBERED[tile] : ' '
    }),
  )
  for (const eid of foes) {
    const p = at(eid)
    if (ecs.isAlive(world, eid) && seen(p)) {
      ;(rows[p.y] as string[])[p.x] = ecs.kindInfo(Monster.kind[eid] as number).glyph
    }
  }
  const me = at(player)
  ;(rows[me.y] as string[])[me.x] = ecs.isAlive(world, player) ? '@' : '&'
  const status = `turn ${world.turn} · hp ${Health.hp[player]}/${Health.max[player]}`
  return [...rows.map((row) => row.join('')), status, ...log.slice(-3)].join('\n')
}
