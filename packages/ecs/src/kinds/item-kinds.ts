import { digging, hurl, slowing } from '../effects/ranged-effects.js'
import { confusion, fireball, heal, lightning } from '../effects/tutorial-effects.js'
import type { ItemKindInfo } from '../world/game-world.js'

/**
 * The tutorials' items, the defaults of `DEFAULT_KINDS`: a healing potion (4 hit points), and
 * scrolls of lightning (20 damage to the nearest enemy within 5 tiles), confusion (10 turns, a
 * creature in sight within 8) and fireball (12 damage to everything within 3 tiles of a tile in
 * sight within 8, the reader too); a dagger (+2 power) and a sword (+4) to wield, leather armour
 * (+1 defence) and chain mail (+3) to wear.
 */
export const ITEM_KINDS: readonly Readonly<ItemKindInfo>[] = Object.freeze([
  Object.freeze({
    name: 'healing potion',
    article: 'a',
    glyph: '!',
    use: Object.freeze({ targets: 'self', effect: heal(4) } as const),
  }),
  Object.freeze({
    name: 'lightning scroll',
    article: 'a',
    glyph: '?',
    use: Object.freeze({ targets: 'nearest', range: 5, effect: lightning(20) } as const),
  }),
  Object.freeze({
    name: 'confusion scroll',
    article: 'a',
    glyph: '?',
    use: Object.freeze({ targets: 'creature', range: 8, effect: confusion(10) } as const),
  }),
  Object.freeze({
    name: 'fireball scroll',
    article: 'a',
    glyph: '?',
    use: Object.freeze({ targets: 'area', range: 8, radius: 3, effect: fireball(12) } as const),
  }),
  // The tutorials' equipment: worn or wielded, each adding to power or defence.
  Object.freeze({
    name: 'dagger',
    article: 'a',
    glyph: '/',
    equip: Object.freeze({ slot: 'weapon', power: 2 } as const),
  }),
  Object.freeze({
    name: 'sword',
    article: 'a',
    glyph: '/',
    equip: Object.freeze({ slot: 'weapon', power: 4 } as const),
  }),
  Object.freeze({
    name: 'leather armour',
    article: 'a',
    glyph: '[',
    equip: Object.freeze({ slot: 'armour', defence: 1 } as const),
  }),
  Object.freeze({
    name: 'chain mail',
    article: 'a',
    glyph: '[',
    equip: Object.freeze({ slot: 'armour', defence: 3 } as const),
  }),
])

/** The default item kinds' codes by name: `ItemKind.FireballScroll === 3`. */
export const ItemKind = Object.freeze({
  HealingPotion: 0,
  LightningScroll: 1,
  ConfusionScroll: 2,
  FireballScroll: 3,
  Dagger: 4,
  Sword: 5,
  LeatherArmour: 6,
  ChainMail: 7,
} as const)

/**
 * Things for fighting from afar, thrown or zapped along a line (`targets: 'line'`): darts (weak,
 * 6 tiles) and javelins (strong, 5), each landing where it stops to be picked up again; wands of
 * lightning (a bolt of 8 tiles hurting every creature on it for 8), slowing (the first creature
 * on it acts at half speed for 20 turns) and digging (up to 8 tiles of rock along 8 tiles become
 * floor), each made with a few charges and kept when they are spent.
 */
export const RANGED_ITEM_KINDS: readonly Readonly<ItemKindInfo>[] = Object.freeze([
  Object.freeze({
    name: 'dart',
    article: 'a',
    glyph: ')',
    thrown: Object.freeze({ damage: 3, accuracy: 85, spread: 1 }),
    use: Object.freeze({ targets: 'line', range: 6, effect: hurl() } as const),
  }),
  Object.freeze({
    name: 'javelin',
    article: 'a',
    glyph: ')',
    thrown: Object.freeze({ damage: 7, accuracy: 75, spread: 2 }),
    use: Object.freeze({ targets: 'line', range: 5, effect: hurl() } as const),
  }),
  Object.freeze({
    name: 'wand of lightning',
    article: 'a',
    glyph: '-',
    charges: 4,
    use: Object.freeze({ targets: 'line', bolt: true, range: 8, effect: lightning(8) } as const),
  }),
  Object.freeze({
    name: 'wand of slowing',
    article: 'a',
    glyph: '-',
    charges: 5,
    use: Object.freeze({ targets: 'line', bolt: true, range: 8, effect: slowing(20) } as const),
  }),
  Object.freeze({
    name: 'wand of digging',
    article: 'a',
    glyph: '-',
    charges: 4,
    use: Object.freeze({ targets: 'line', bolt: true, range: 8, effect: digging(8) } as const),
  }),
])
