import type { ItemKindInfo } from '@delve/ecs'
import { ArgumentTypeError, checkInteger, checkRecord, checkString, createRng } from '@delve/map'

/** What potions look like until known: one a potion kind, shuffled per run. */
export const POTION_LOOKS: readonly string[] = Object.freeze([
  'murky',
  'fizzing',
  'amber',
  'bubbling',
  'cloudy',
  'violet',
  'smoky',
  'golden',
  'milky',
  'crimson',
  'oily',
  'glowing',
  'emerald',
  'speckled',
  'inky',
  'silvery',
])

/** What scrolls are labelled until known: one a scroll kind, shuffled per run. */
export const SCROLL_LABELS: readonly string[] = Object.freeze([
  'XOTH',
  'ZAR KELUM',
  'VORNAX',
  'ILDA MEROS',
  'PRAW TUK',
  'OMBRIS',
  'KEL VANDO',
  'NUSH',
  'TAVRO EIL',
  'GHEM ASSU',
  'LORUQ',
  'FEN DAWARI',
  'YSSIL',
  'MORRAK TEV',
  'UBBO',
  'QUENZA',
])

/** The kinds whose nature is hidden until known: potions (`!`) and scrolls (`?`). */
export function hiddenFamily(
  kind: Readonly<Pick<ItemKindInfo, 'glyph'>>,
): 'potion' | 'scroll' | null {
  const k = checkRecord('hiddenFamily', 'kind', kind, 'an item kind { glyph, … }')
  checkString('hiddenFamily', 'kind.glyph', k.glyph)
  return kind.glyph === '!' ? 'potion' : kind.glyph === '?' ? 'scroll' : null
}

/** The seed of a run's appearances: a sub-stream of its seed, apart from the levels'. */
export function appearanceSeed(runSeed: string): string {
  checkString('appearanceSeed', 'runSeed', runSeed)
  return `${runSeed}/appearances`
}

/**
 * What each item kind looks like in the run of `runSeed`, by kind code: "murky potion",
 * "scroll labelled XOTH" for a potion or scroll, null for the rest (always known). The looks
 * and labels are shuffled by the run's seed (`appearanceSeed`), so no two kinds of a family
 * share one, and the same seed gives the same. More kinds than looks in the lists get looks
 * with a number ("murky potion (2)").
 */
export function appearances(
  runSeed: string,
  items: readonly Readonly<Pick<ItemKindInfo, 'glyph'>>[],
): (string | null)[] {
  checkString('appearances', 'runSeed', runSeed)
  checkItemKinds('appearances', items)
  const rng = createRng(appearanceSeed(runSeed))
  const potions = shuffled(POTION_LOOKS, rng)
  const scrolls = shuffled(SCROLL_LABELS, rng)
  let p = 0
  let s = 0
  return items.map((kind) => {
    const family = hiddenFamily(kind)
    if (family === 'potion') return `${nth(potions, p++)} potion`
    if (family === 'scroll') return `scroll labelled ${nth(scrolls, s++)}`
    return null
  })
}

function nth(list: readonly string[], i: number): string {
  const look = list[i % list.length] as string
  const round = Math.floor(i / list.length)
  return round === 0 ? look : `${look} (${round + 1})`
}

function shuffled(list: readonly string[], rng: { int(min: number, max: number): number }) {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i)
    ;[out[i], out[j]] = [out[j] as string, out[i] as string]
  }
  return out
}

/** "a murky potion", "an amber potion", "a scroll labelled XOTH". */
export function withArticle(name: string): string {
  checkString('withArticle', 'name', name)
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`
}

/** "3 murky potions", "2 scrolls labelled XOTH", "2 healing potions"; one is `withArticle`. */
export function counted(name: string, count: number): string {
  checkString('counted', 'name', name)
  checkInteger('counted', 'count', count, 1)
  if (count === 1) return withArticle(name)
  const labelled = name.indexOf(' labelled ')
  if (labelled >= 0) return `${count} ${name.slice(0, labelled)}s${name.slice(labelled)}`
  return `${count} ${name}s`
}

/** A list of item kinds, each with its glyph. */
function checkItemKinds(fn: string, items: unknown): void {
  if (!Array.isArray(items)) {
    throw new ArgumentTypeError(fn, 'items', items, 'an array of item kinds (kinds.items)')
  }
  items.forEach((kind, i) => {
    const k = checkRecord(fn, `items[${i}]`, kind, 'an item kind { glyph, … }')
    checkString(fn, `items[${i}].glyph`, k.glyph)
  })
}
