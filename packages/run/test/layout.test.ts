import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { packageDocs } from '@delve/testing/docs'
import { describe, expect, it } from 'vitest'

// The README's source layout table says what each folder of src/ may import: the folders before
// it and some packages. The sources are held to it.
const src = fileURLToPath(new URL('../src', import.meta.url))
// The README and the run guide's pages on the docs site, which hold the tables.
const readme = packageDocs('packages/run')

interface Row {
  folder: string
  folders: string[]
  packages: string[]
}

/** The table's rows: folder, and the folders and packages its "may import" cell names. */
function layoutRows(): Row[] {
  const section = /^## Source layout\n([\s\S]*?)(?=^## |$(?![\s\S]))/m.exec(readme)?.[1] ?? ''
  return section
    .split('\n')
    .filter((line) => /^\| `[a-z]+\/` /.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim())
      const folder = /`([a-z]+)\/`/.exec(cells[1] ?? '')?.[1] ?? ''
      const named = [...(cells[3] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string)
      return {
        folder,
        folders: named.filter((name) => !name.startsWith('@')),
        packages: named.filter((name) => name.startsWith('@')),
      }
    })
}

/** What a source file imports: every `from '…'` specifier, type imports included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/^(?:import|export)[^'"]*?from '([^']+)'/gm)].map((m) => m[1] as string)
}

/** The imports of the sources in `src/<folder>/` that `row` does not allow. */
function wrongImports(row: Row | undefined, folder: string): string[] {
  const dir = join(src, folder)
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((name) =>
      importsOf(join(dir, name))
        .filter((specifier) => {
          if (specifier.startsWith('./')) return false
          const up = /^\.\.\/([a-z-]+)\//.exec(specifier)?.[1]
          if (up !== undefined) return !row?.folders.includes(up)
          return !row?.packages.includes(specifier)
        })
        .map((specifier) => `${folder}/${name} imports ${specifier}`),
    )
}

const rows = layoutRows()
const folders = readdirSync(src, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

describe('the README’s source layout', () => {
  it('has a row for every folder of src/, each naming only folders listed above it', () => {
    expect(rows.map((r) => r.folder).sort()).toEqual([...folders].sort())
    rows.forEach((row, i) => {
      const above = rows.slice(0, i).map((r) => r.folder)
      expect(
        row.folders.filter((f) => !above.includes(f)),
        row.folder,
      ).toEqual([])
    })
  })

  it.each(rows)('src/$folder/ imports only what its row allows', (row) => {
    expect(wrongImports(row, row.folder)).toEqual([])
  })

  it('would notice a folder importing what its row does not allow', () => {
    const story = rows.find((r) => r.folder === 'story')
    expect(story?.folders).toEqual(['run'])
    // The bot's file plays through act and reads @delve/map: the story's row allows neither.
    expect(wrongImports(story ?? rows[0], 'bot')).toEqual(
      expect.arrayContaining(['bot/balance-bot.ts imports ../act/act.js']),
    )
  })
})
