// Delve's rules drawn by rot.js: @delve/map makes the dungeon, @delve/ecs plays the turns and
// keeps the player's view, rot.js's Display draws the terminal.
import { isAlive, kindInfo } from '@delve/ecs'
import { Display } from 'rot-js'
import { act, HEIGHT, newGame, stateOf, WIDTH } from './game.js'
import { actionFor } from './keys.js'

const GLYPHS = '#.+<>' // by tile code: wall, floor, door, stairs up, stairs down
const LIT = ['#a89070', '#5a5a4e', '#c08040', '#e0e0e0', '#ffd75e']
const REMEMBERED = ['#3a3a4a', '#22222c', '#3a3a4a', '#4a4a5a', '#4a4a5a']
const MONSTER_COLOURS: Record<string, string> = {
  g: '#5fbf4f',
  o: '#e05040',
  r: '#b0b0b0',
  T: '#b080e0',
}

const seed = new URLSearchParams(location.search).get('seed') ?? 'rot'
const game = newGame(seed)
const { dungeon, world, player, monsters } = game
const display = new Display({ width: WIDTH, height: HEIGHT + 1, fontSize: 18, bg: '#0b0b0f' })
document.body.append(display.getContainer() as HTMLElement)
let message = 'Arrows, number pad or hjklyubn to move, . to wait; walk into a monster to attack.'

function draw(): void {
  display.clear()
  const { visible, explored } = world.vision
  for (let i = 0; i < dungeon.tiles.length; i++) {
    const colours = visible[i] ? LIT : explored[i] ? REMEMBERED : undefined
    const tile = dungeon.tiles[i] as number
    if (colours)
      display.draw(
        i % WIDTH,
        Math.floor(i / WIDTH),
        GLYPHS[tile] ?? '?',
        colours[tile] ?? '#fff',
        null,
      )
  }
  const { Position, Monster } = world.components
  for (const eid of monsters) {
    if (!isAlive(world, eid)) continue
    const [x, y] = [Position.x[eid] as number, Position.y[eid] as number]
    const glyph = kindInfo(Monster.kind[eid] as number).glyph
    if (visible[y * WIDTH + x]) display.draw(x, y, glyph, MONSTER_COLOURS[glyph] ?? '#fff', null)
  }
  const p = stateOf(game).player
  display.draw(p.x, p.y, isAlive(world, player) ? '@' : '%', '#ffd75e', null)
  display.drawText(0, HEIGHT, `%c{#d8d4c8}${message}`, WIDTH)
}

window.addEventListener('keydown', (event) => {
  const action = actionFor(event.key, event.code)
  if (!action) return
  event.preventDefault()
  message = act(game, action)
  draw()
})

draw()
// For the test, and for a curious console: the game's state, once drawn.
Object.assign(window, { example: { ready: true, state: () => ({ ...stateOf(game), message }) } })
