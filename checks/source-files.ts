import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The source folders: each package's, app's and example's `src`. */
export function sourceRoots(): string[] {
  return ['packages', 'apps', 'examples'].flatMap((group) =>
    readdirSync(join(ROOT, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(ROOT, group, entry.name, 'src'))
      .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory()),
  )
}

/** Every folder under `dir`, `dir` included. */
export function foldersUnder(dir: string): string[] {
  const sub = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory())
  return [dir, ...sub.flatMap((e) => foldersUnder(join(dir, e.name)))]
}

export const isTest = (file: string): boolean => /\.test\.[cm]?[jt]s$/.test(file)

/** The files directly in `dir` that are not tests. */
export function sourceFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !isTest(e.name))
    .map((e) => e.name)
}

/** Every TypeScript source (not test) under `dir`, as absolute paths. */
export function typescriptSources(dir: string): string[] {
  return foldersUnder(dir).flatMap((folder) =>
    sourceFilesIn(folder)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(folder, f)),
  )
}

/** The module specifiers a file imports or re-exports (static and dynamic). */
export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found = [
    ...text.matchAll(/^\s*(?:import|export)\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ]
  return found.map((m) => m[1] as string)
}

export const fromRoot = (path: string): string => relative(ROOT, path)
