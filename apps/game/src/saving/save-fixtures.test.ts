// Saves the game wrote into the browser's storage before the run moved into @delve/run
// (2026-11-26): the save slot must still bring each back, and say plainly when it cannot.
import { worldChecksum } from '@delve/run'
import { describe, expect, it } from 'vitest'
import checksumsJson from '../../../../packages/run/test/fixtures/checksums-2026-11-26.json?raw'
import bspSave from '../../../../packages/run/test/fixtures/save-bsp-2026-11-26.json?raw'
import expectedJson from '../../../../packages/run/test/fixtures/save-run-2026-11-26.expected.json?raw'
import wonSave from '../../../../packages/run/test/fixtures/save-run-2026-11-26.json?raw'
import sandboxSave from '../../../../packages/run/test/fixtures/save-sandbox-2026-11-26.json?raw'
import { SAVE_KEY, SaveSlot } from './run-save.js'

const CHECKSUMS = JSON.parse(checksumsJson) as { bsp: string; sandbox: string }
const EXPECTED = JSON.parse(expectedJson) as { checksum: string; turn: number; depth: number }

/** A slot over storage holding `text` under the game's key. */
function slotWith(text: string): SaveSlot {
  const items = new Map([[SAVE_KEY, text]])
  return new SaveSlot({
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  })
}

describe('the save slot and the saves of 2026-11-26', () => {
  it('brings each back, the same world as when it was saved', () => {
    const cases = [
      [wonSave, EXPECTED.checksum, EXPECTED.turn, EXPECTED.depth],
      [bspSave, CHECKSUMS.bsp, 19, 1],
      [sandboxSave, CHECKSUMS.sandbox, 3, 4],
    ] as const
    for (const [text, checksum, turn, depth] of cases) {
      const loaded = slotWith(text).load()
      expect(loaded.kind).toBe('run')
      if (loaded.kind !== 'run') continue
      const { run } = loaded
      expect([worldChecksum(run.world), run.turn, run.depth]).toEqual([checksum, turn, depth])
    }
  })

  it('reports a save of another version as unreadable, naming the version, and throws nothing', () => {
    const other = JSON.stringify({ ...JSON.parse(bspSave), version: 2 })
    expect(slotWith(other).load()).toEqual({
      kind: 'unreadable',
      reason: 'the save is version 2, not 1',
    })
  })
})
