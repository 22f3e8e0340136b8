import { VaultError } from '@delve/map'
import { UsageError } from './errors.js'
import type { FlagValues } from './flags/command-line.js'
import { ReadError, readVaultFile } from './vault-files.js'

/**
 * `delve vault check FILE…`: reads every file as `generate --vaults` would and says, a line per
 * file, how many vaults it holds (on stdout) or its first mistake as `file:line:column: …` (on
 * stderr, bare, as compilers write theirs). Every file is checked; the exit code is 2 when a
 * vault was wrong, else 1 when a file could not be read, else 0.
 */
export function checkVaultFiles(
  words: readonly string[],
  values: FlagValues,
  io: { stdout: (text: string) => void; stderr: (text: string) => void },
): number {
  const [sub, ...files] = words
  if (sub !== 'check') {
    const found =
      sub === undefined ? 'missing vault command' : `unknown vault command ${JSON.stringify(sub)}`
    throw new UsageError(`${found}. Allowed: check.`, 'vault')
  }
  const flag = Object.keys(values).find((name) => values[name] !== undefined)
  if (flag !== undefined)
    throw new UsageError(`vault check takes files only, not --${flag}.`, 'vault')
  if (files.length === 0) throw new UsageError('vault check needs at least one file.', 'vault')
  let code = 0
  for (const file of files) {
    try {
      const vaults = readVaultFile(file)
      const names = vaults.map((v) => v.name).join(', ')
      io.stdout(`${file}: ${vaults.length} ${vaults.length === 1 ? 'vault' : 'vaults'}: ${names}\n`)
    } catch (error) {
      if (error instanceof VaultError) {
        io.stderr(`${error.message}\n`)
        code = 2
      } else if (error instanceof ReadError) {
        io.stderr(`delve: ${error.message}\n`)
        if (code === 0) code = 1
      } else {
        throw error
      }
    }
  }
  return code
}
