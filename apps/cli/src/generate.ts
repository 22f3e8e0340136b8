import { dirname, join } from 'node:path'
import {
  type DungeonOptions,
  generateDungeon,
  randomSeed,
  resolveDungeonOptions,
  TILED_DEFAULT_TILE_SIZE,
  TILED_TILESET_IMAGE,
} from '@delve/map'
import { invalidFlag, UsageError } from './errors.js'
import type { FlagValues } from './flags/command-line.js'
import { type Flag, oneOf } from './flags/flag.js'
import { DEFAULT_VAULT_COUNT, FORMATS, type Format, MAX_COUNT } from './flags/flags.js'
import { OPTION_FLAGS } from './flags/option-flags.js'
import { fileSink, type Sink, stdoutSink, writeFile } from './output/output.js'
import { renderDungeon } from './output/render.js'
import { tilesetPng } from './output/tileset-image.js'
import { batchSeed } from './seeds.js'
import { readVaultFolder } from './vault-files.js'

/** What `delve generate` was asked for, read from its flags. */
export interface GenerateRequest {
  /** The library options, seed excepted (a batch gives each dungeon its own). */
  options: DungeonOptions
  seed: string | undefined
  format: Format
  tileSize: number | undefined
  out: string | undefined
  count: number
}

export function readGenerateRequest(values: FlagValues): GenerateRequest {
  // Passed on unchecked: the library checks every option and names the allowed range, which
  // depends on the other options (the largest room on the map size, say).
  const options: Record<string, unknown> = {}
  for (const flag of OPTION_FLAGS) {
    const value = values[flag.name]
    if (value !== undefined) options[flag.option] = optionValue(flag, value)
  }

  const count = values.count === undefined ? undefined : readCount(String(values.count))
  const format = readFormat(values.format, count !== undefined)
  const tileSize = values['tile-size']
  if (tileSize !== undefined && format !== 'tiled') {
    throw new UsageError('--tile-size applies only to --format tiled.')
  }
  const out = values.out === undefined ? undefined : String(values.out)
  if (out === '') throw invalidFlag('out', out, 'a file path')
  const vaults = readVaultFlags(values)
  if (vaults !== undefined) options.vaults = vaults
  return {
    options: options as DungeonOptions,
    seed: values.seed === undefined ? undefined : String(values.seed),
    format,
    // Text that is no integer goes on as it is, for `toTiledMap` to refuse with the range.
    tileSize: tileSize === undefined ? undefined : (integerOrText(String(tileSize)) as number),
    out,
    count: count ?? 1,
  }
}

/**
 * Generates the dungeons and writes them: one for a plain run, `count` for a batch (JSON and
 * Tiled one a line, ASCII maps separated by a blank line). Every flag is checked before anything
 * is written, so a mistake never leaves a half-written file.
 */
export async function generate(
  request: GenerateRequest,
  stdout: (text: string) => void | Promise<void>,
): Promise<void> {
  const base = request.seed ?? randomSeed()
  const { count, format } = request
  // The batch's last seed is its longest: check it is one the library takes.
  if (count > 1) resolveDungeonOptions({ ...request.options, seed: batchSeed(base, count - 1) })
  const render = (index: number) =>
    renderDungeon(
      generateDungeon({ ...request.options, seed: batchSeed(base, index) }),
      format,
      request.tileSize,
    )
  const first = render(0)
  const sink: Sink = request.out === undefined ? stdoutSink(stdout) : fileSink(request.out)
  try {
    await sink.write(`${first}\n`)
    const separator = format === 'ascii' ? '\n' : ''
    for (let index = 1; index < count; index++) await sink.write(`${separator}${render(index)}\n`)
  } finally {
    sink.close()
  }
  // A Tiled map names its tileset's image; written beside the map, it opens in Tiled as it is.
  if (format === 'tiled' && request.out !== undefined) {
    const image = join(dirname(request.out), TILED_TILESET_IMAGE)
    writeFile(image, tilesetPng(request.tileSize ?? TILED_DEFAULT_TILE_SIZE))
  }
}

/**
 * `--vaults DIR` with `--vault-count` and `--depth`: the folder's vaults, read and checked now,
 * before anything is written; the count and depth go on unchecked, for the library to refuse
 * with its range (reported under the flag).
 */
function readVaultFlags(values: FlagValues): DungeonOptions['vaults'] {
  const dir = values.vaults
  if (dir === undefined) {
    for (const flag of ['vault-count', 'depth']) {
      if (values[flag] !== undefined) throw new UsageError(`--${flag} applies only with --vaults.`)
    }
    return undefined
  }
  if (dir === '') throw invalidFlag('vaults', dir, 'a folder of .vault and .tmj files')
  const count = values['vault-count']
  const depth = values.depth
  return {
    list: readVaultFolder(String(dir)),
    count: count === undefined ? DEFAULT_VAULT_COUNT : (integerOrText(String(count)) as number),
    ...(depth === undefined ? {} : { depth: integerOrText(String(depth)) as number }),
  }
}

/** What a flag gives its option: a switch its setting, an integer flag `integerOrText`. */
function optionValue(flag: Flag, value: string | boolean): unknown {
  if (flag.value.kind === 'switch') return flag.value.sets
  return flag.value.kind === 'integer' ? integerOrText(String(value)) : String(value)
}

/**
 * A whole number as a number; anything else (`12abc`, `1.5`, ``) stays text so the library's
 * check rejects it with the allowed range.
 */
function integerOrText(text: string): number | string {
  return /^-?\d+$/.test(text) ? Number(text) : text
}

function readCount(text: string): number {
  const count = integerOrText(text)
  if (typeof count !== 'number' || count < 1 || count > MAX_COUNT) {
    throw invalidFlag('count', count, `an integer from 1 to ${MAX_COUNT}`)
  }
  return count
}

function readFormat(value: string | boolean | undefined, batch: boolean): Format {
  if (value === undefined) return batch ? 'json' : 'ascii'
  const format = String(value)
  if ((FORMATS as readonly string[]).includes(format)) return format as Format
  throw invalidFlag('format', format, oneOf(FORMATS))
}
