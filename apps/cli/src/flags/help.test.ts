import { ALGORITHM_NAMES, PRESET_NAMES, ROOM_SHAPES, TUNNEL_STYLES } from '@delve/map'
import { describe, expect, it } from 'vitest'
import { delve, version } from '../../test/delve.js'

const FLAGS = [
  'seed',
  'preset',
  'algo',
  'width',
  'height',
  'max-rooms',
  'room-min',
  'room-max',
  'shape',
  'tunnel',
  'padding',
  'iterations',
  'no-stairs',
  'vaults',
  'vault-count',
  'depth',
  'format',
  'tile-size',
  'out',
  'count',
  'help',
]

describe.concurrent('help and version', () => {
  it.each([['--help'], ['-h'], ['help']])('%s prints the overview', async (...args) => {
    const { code, stdout, stderr } = await delve(...args)
    expect(code).toBe(0)
    expect(stderr).toBe('')
    expect(stdout).toMatch(/^Usage: delve <command> \[flags\]/)
    expect(stdout).toContain('generate')
    expect(stdout).toContain('vault check')
    expect(stdout).toContain('--version')
    expect(stdout).toMatch(/Exit codes: 0 success, 2 usage error, 1 any other failure/)
  })

  it.each([
    ['generate', '--help'],
    ['generate', '-h'],
    ['help', 'generate'],
    ['generate', '--seed', 'x', '--help'],
  ])('%s %s lists every generate flag with its allowed values', async (...args) => {
    const { code, stdout, stderr } = await delve(...args)
    expect(code).toBe(0)
    expect(stderr).toBe('')
    expect(stdout).toMatch(/^Usage: delve generate \[flags\]/)
    for (const flag of FLAGS) expect(stdout).toContain(`--${flag}`)
    for (const names of [PRESET_NAMES, ALGORITHM_NAMES, ROOM_SHAPES, TUNNEL_STYLES]) {
      expect(stdout).toContain(names.join(' | '))
    }
    expect(stdout).toContain('ascii | json | tiled')
    expect(stdout).toContain('(default: 80 for tcod, 50 for mcrogueface)')
    // Fits a terminal.
    for (const line of stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100)
  })

  it.each([['--version'], ['-v'], ['generate', '--version']])(
    '%s prints the version',
    async (...args) => {
      expect(await delve(...args)).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' })
    },
  )
})
