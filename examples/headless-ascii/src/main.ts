#!/usr/bin/env node
// A roguelike with no screen: a dungeon from @delve/map, its monsters and turns from @delve/ecs,
// played by a script and printed as ASCII with fog of war.
//   node dist/main.js [--seed S] [--turns N]
import { parseArgs } from 'node:util'
import { play } from './play.js'

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: 'ascii' },
    turns: { type: 'string', default: '120' },
  },
})
const turns = Number(values.turns)
if (!Number.isInteger(turns) || turns < 0) {
  console.error(`--turns must be a whole number from 0 up, got ${JSON.stringify(values.turns)}`)
  process.exit(2)
}
console.log(play({ seed: values.seed, turns }))
