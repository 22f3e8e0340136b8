import { readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { parseTiledVault, parseVaults, type Vault, VaultError } from '@delve/map'
import { UsageError } from './errors.js'

/** A file that could not be read (missing, a folder, no permission): exit code 1. */
export class ReadError extends Error {
  constructor(path: string, cause: unknown) {
    super(`cannot read ${path}: ${cause instanceof Error ? cause.message : String(cause)}`)
    this.name = 'ReadError'
  }
}

/** The endings of vault files: text (`.vault`) and Tiled maps (`.tmj`, or `.json` by name). */
const TILED = ['.tmj', '.json']

function read(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    throw new ReadError(path, error)
  }
}

/**
 * The vaults of one file, checked: a Tiled map's (`.tmj`, `.json`) or a `.vault` text's, errors
 * named by `path` as given. A file that holds no vault is a mistake too.
 */
export function readVaultFile(path: string): Vault[] {
  const text = read(path)
  if (TILED.includes(extname(path).toLowerCase())) return [parseTiledVault(text, { file: path })]
  const vaults = parseVaults(text, { file: path })
  if (vaults.length === 0)
    throw new VaultError(path, 1, 1, '', 'a vault: a NAME line, its headers, MAP … ENDMAP')
  return vaults
}

/** Every vault of the `.vault` and `.tmj` files in `dir` (not below it), files in name order. */
export function readVaultFolder(dir: string): Vault[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch (error) {
    throw new ReadError(dir, error)
  }
  const files = names
    .filter((name) => ['.vault', '.tmj'].includes(extname(name).toLowerCase()))
    .sort()
  if (files.length === 0) throw new UsageError(`--vaults ${dir} holds no .vault or .tmj file.`)
  return files.flatMap((name) => readVaultFile(join(dir, name)))
}
