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
