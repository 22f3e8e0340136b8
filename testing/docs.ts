// A package's documentation as its tests read it: the README, then the pages of its guide on the
// docs site (`apps/docs/guide/NAME/`). The guide's overview page (`index.md`) is left out: it
// repeats the README's own sections, which the docs site's test holds to the README's text.
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** One Markdown file of a package's documentation: its path from the repository root, its text. */
export interface DocFile {
  path: string
  text: string
}

/**
 * The README of the workspace at `dir` (`packages/map`, `apps/cli`…) and its guide's pages, by
 * file name: the guide is `apps/docs/guide/` and the folder's last name.
 */
export function packageDocFiles(dir: string): DocFile[] {
  const guide = join('apps/docs/guide', basename(dir))
  const pages = readdirSync(join(ROOT, guide))
    .filter((name) => name.endsWith('.md') && name !== 'index.md')
    .sort()
    .map((name) => join(guide, name))
  return [join(dir, 'README.md'), ...pages].map((path) => ({
    path,
    text: readFileSync(join(ROOT, path), 'utf8'),
  }))
}

/** The README and the guide's pages as one text, in `packageDocFiles`'s order. */
export function packageDocs(dir: string): string {
  return packageDocFiles(dir)
    .map((file) => file.text)
    .join('\n')
}

/** The absolute path of a file of `packageDocFiles`, to rewrite it. */
export const docPath = (file: DocFile): string => join(ROOT, file.path)
