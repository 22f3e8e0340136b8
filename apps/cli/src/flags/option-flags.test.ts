import {
  type BooleanOption,
  DUNGEON_OPTIONS,
  DungeonOptionsError,
  generateDungeon,
  type OptionSpec,
} from '@delve/map'
import { describe, expect, it } from 'vitest'
import { delve, expectedJson } from '../../test/delve.js'
import { describeFailure, fromOptionsError } from '../errors.js'
import { readGenerateRequest } from '../generate.js'
import { readCommandLine } from './command-line.js'
import { GENERATE_FLAGS } from './flags.js'
import { OPTION_FLAGS, optionFlag } from './option-flags.js'
import { GENERATE_USAGE } from './usage.js'

const SPECS: readonly OptionSpec[] = DUNGEON_OPTIONS

/** The library options `delve generate ARGS` passes on. */
const optionsOf = (...args: string[]) =>
  readGenerateRequest(readCommandLine(['generate', ...args]).values).options

describe('the generate flags are made from the option table', () => {
  it('has one flag per option with a value, in the table order, between --seed and the output', () => {
    const valued = SPECS.filter((spec) => spec.type !== 'seed' && spec.type !== 'rng')
    expect(OPTION_FLAGS.map((flag) => flag.option)).toEqual(valued.map((spec) => spec.name))
    expect(GENERATE_FLAGS.map((flag) => flag.name)).toEqual([
      'seed',
      ...OPTION_FLAGS.map((flag) => flag.name),
      'vaults',
      'vault-count',
      'depth',
      'format',
      'tile-size',
      'out',
      'count',
    ])
  })

  it('names each flag in kebab-case, or by its historic short name', () => {
    const names = Object.fromEntries(OPTION_FLAGS.map((flag) => [flag.option, flag.name]))
    expect(names).toMatchObject({
      algorithm: 'algo',
      roomShape: 'shape',
      roomMinSize: 'room-min',
      roomMaxSize: 'room-max',
      maxRooms: 'max-rooms',
      bspMinLeafSize: 'bsp-min-leaf-size',
      margin: 'margin',
      stairs: 'no-stairs',
    })
  })

  it('makes a boolean a switch that sets what is not its default', () => {
    const stairs = SPECS.find((spec) => spec.name === 'stairs') as BooleanOption
    const loops: BooleanOption = { ...stairs, name: 'extraLoops', doc: 'loops', default: false }
    expect(optionFlag(loops)).toEqual({
      name: 'extra-loops',
      value: { kind: 'switch', sets: true },
      option: 'extraLoops',
      help: 'turn on loops',
    })
    expect(optionFlag(stairs)?.value).toEqual({ kind: 'switch', sets: false })
  })

  it('gives each flag its doc, the algorithms that read it and each preset’s default', () => {
    const byName = (name: string) => OPTION_FLAGS.find((flag) => flag.name === name)
    expect(byName('margin')).toMatchObject({
      help: 'rock kept between every room and the map edge',
      defaultText: '0 for tcod, 1 for mcrogueface',
      value: { kind: 'integer', range: '0 … 1023' },
    })
    expect(byName('bsp-min-leaf-size')).toMatchObject({
      help: 'the smallest side a BSP partition may be split down to; only with --algo bsp',
      defaultText: '7',
      value: { kind: 'integer', range: '--room-min + 1 … 4096' },
    })
    expect(byName('preset')?.defaultText).toBe('tcod')
    expect(byName('width')?.value).toEqual({ kind: 'integer', range: '4 + 2 × --margin … 4096' })
  })

  it('lists every flag in the help, within 100 columns', () => {
    for (const flag of GENERATE_FLAGS) expect(GENERATE_USAGE).toContain(`  --${flag.name}`)
    for (const line of GENERATE_USAGE.split('\n')) expect(line.length).toBeLessThanOrEqual(100)
    expect(GENERATE_USAGE).toContain('  --bsp-min-leaf-size N\n                    the smallest')
  })

  it('passes each flag on as its option', () => {
    expect(optionsOf('--margin', '2', '--bsp-min-leaf-size', '9', '--no-stairs')).toEqual({
      margin: 2,
      bspMinLeafSize: 9,
      stairs: false,
    })
    expect(optionsOf('--algo', 'bsp', '--shape', 'circle', '--room-min', 'x')).toEqual({
      algorithm: 'bsp',
      roomShape: 'circle',
      roomMinSize: 'x',
    })
  })
})

describe('the library’s errors are reported under the flag, from their fields', () => {
  it.each([
    ['bspMinLeafSize', 3, 'an integer from 7 to 4096', 'invalid --bsp-min-leaf-size: 3.'],
    ['roomShape', 'hex', 'one of "rect"', 'invalid --shape: "hex".'],
    ['tileSize', 0, 'an integer from 1 to 1024', 'invalid --tile-size: 0.'],
    ['seed', '', 'a string', 'invalid --seed: "".'],
  ])('%s', (option, value, allowed, start) => {
    const error = new DungeonOptionsError(option, value, allowed)
    // The message is not read: only the fields are.
    Object.defineProperty(error, 'message', { value: 'not the fields' })
    expect(fromOptionsError(error).message).toBe(`${start} Allowed: ${allowed}.`)
  })

  it('keeps the library’s message for an option no flag sets', () => {
    const error = new DungeonOptionsError('rng', 1, 'an Rng made by createRng')
    expect(describeFailure(error)).toEqual({
      message: `${error.message}\nRun "delve generate --help" for usage.`,
      code: 2,
    })
  })
})

describe.concurrent('the new flags from the command line', () => {
  it('--margin and --bsp-min-leaf-size give the library’s dungeon', async () => {
    const args = ['--seed', 'm', '--algo', 'bsp', '--margin', '2', '--bsp-min-leaf-size', '9']
    const { code, stdout, stderr } = await delve('generate', ...args, '--format', 'json')
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' })
    const dungeon = generateDungeon({ seed: 'm', algorithm: 'bsp', margin: 2, bspMinLeafSize: 9 })
    expect(JSON.parse(stdout)).toEqual(expectedJson(dungeon))
  })

  it.each([
    [['--margin=-1'], 'invalid --margin: -1. Allowed: an integer from 0 to 1023.'],
    [
      ['--bsp-min-leaf-size', '3'],
      'invalid --bsp-min-leaf-size: 3. Allowed: an integer from 7 to 4096.',
    ],
    [['--margin', '1', '--width', '5'], 'invalid --width: 5. Allowed: an integer from 6 to 4096.'],
  ])('delve generate %j', async (args, message) => {
    const { code, stderr } = await delve('generate', ...args)
    expect(code).toBe(2)
    expect(stderr).toBe(`delve: ${message}\nRun "delve generate --help" for usage.\n`)
  })
})
