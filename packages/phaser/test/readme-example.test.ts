import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The README's first example is the example folder's page, which checks/packed-install.test.ts
// installs from the packed tarballs, builds with Vite and plays in Chromium.
const packageDir = fileURLToPath(new URL('..', import.meta.url))

describe('the README’s example', () => {
  it('is the example folder’s main.js, word for word, in 30 lines or fewer', () => {
    const readme = readFileSync(join(packageDir, 'README.md'), 'utf8')
    const first = /```js\n([\s\S]*?)```/.exec(readme)?.[1]
    expect(first).toBe(readFileSync(join(packageDir, 'example', 'main.js'), 'utf8'))
    expect((first as string).trimEnd().split('\n').length).toBeLessThanOrEqual(30)
  })
})
