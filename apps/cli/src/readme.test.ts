import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { docPath, packageDocFiles } from '@delve/testing/docs'
import { describe, expect, it } from 'vitest'
import { delveProcess, workspaceRoot } from '../test/delve.js'
import { flagsTableMarkdown } from '../test/flags-doc.js'

/** One `$ delve …` line of a `console` block and the lines under it. */
interface Example {
  where: string
  command: string
  output: string
}

/** The `console` blocks of `text`, cut into their `$ delve …` commands and outputs. */
function examples(where: string, text: string): Example[] {
  const found: Example[] = []
  for (const [, block = ''] of text.matchAll(/```console\n([\s\S]*?)```/g)) {
    for (const part of block.split(/^\$ /m).slice(1)) {
      const [command = '', ...output] = part.split('\n')
      found.push({ where, command, output: output.join('\n') })
    }
  }
  return found
}

// The command's README and its guide's pages on the docs site, where most examples live.
const cliFiles = packageDocFiles('apps/cli')
const cliReadme = cliFiles.map((file) => file.text).join('\n')
const rootReadme = readFileSync(join(workspaceRoot, 'README.md'), 'utf8')
const section = /## Use the dungeons elsewhere\n[\s\S]*?(?=\n## |$)/.exec(rootReadme)?.[0] ?? ''

const all = [
  ...cliFiles.flatMap((file) => examples(file.path, file.text)),
  ...examples('README.md', section),
]

describe.concurrent('the READMEs show the real output', () => {
  it('has examples in both READMEs', () => {
    expect(all.filter((e) => e.where === 'README.md').length).toBeGreaterThanOrEqual(2)
    expect(all.filter((e) => e.where !== 'README.md').length).toBeGreaterThanOrEqual(5)
  })

  it.each(all)('$where: $command', async ({ command, output }) => {
    // `delve ARGS`, optionally piped through `cut -c1-N` to keep long lines short.
    const [, args = '', width] = /^delve (.*?)(?: \| cut -c1-(\d+))?$/.exec(command) ?? []
    const { stdout, stderr } = await delveProcess(...args.split(' '))
    const shown = width
      ? stdout.replace(/^.*$/gm, (line) => line.slice(0, Number(width)))
      : stdout + stderr
    expect(shown).toBe(output)
  })
})

describe('the README lists the flags the code has', () => {
  it('has exactly the derived flags in its flags table (UPDATE_DOCS=1 rewrites it)', () => {
    const table = /\| flag +\|[^\n]*\n(\|[^\n]*\n)*/.exec(cliReadme)?.[0].trimEnd()
    const expected = flagsTableMarkdown()
    if (process.env.UPDATE_DOCS === '1' && table !== undefined && table !== expected) {
      const file = cliFiles.find(({ text }) => text.includes(table))
      if (file) writeFileSync(docPath(file), file.text.replace(table, expected))
    } else {
      expect(table).toBe(expected)
    }
  })
})
