import { describe, expect, it } from 'vitest'

describe('the package', () => {
  it('loads where there is no browser (Node, a worker, a test): it imports Phaser’s types only', async () => {
    const lib = await import('./index.js')
    expect(typeof lib.Roguelike).toBe('function')
    expect(lib.keyMap()({ key: 'ArrowUp', code: 'ArrowUp' })).toEqual({
      kind: 'move',
      dx: 0,
      dy: -1,
    })
    // A first import of the package and Phaser's types: slow on a loaded machine, not a hang.
  })
})
