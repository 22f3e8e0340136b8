import { confusion, defineKinds, fireball, heal, kindCode, lightning } from '@delve/ecs'

/** Every monster acts once a turn, as the player does, and sees as far. */
const PACE = { speed: 100, sight: 8 }

/**
 * The game's kinds, as data: what each is called, how it is drawn and what it does. `@delve/ecs`
 * makes every monster of a kind from its row.
 */
export const KINDS = defineKinds({
  monsters: [
    // Common and weak; killing one gives its killer 35 experience points.
    { name: 'orc', article: 'an', glyph: 'o', hp: 10, power: 3, defence: 0, ...PACE, xp: 35 },
    // Rare and strong, and worth 100.
    { name: 'troll', article: 'a', glyph: 'T', hp: 16, power: 4, defence: 1, ...PACE, xp: 100 },
  ],
  items: [
    // An item's use says whom it reaches (here: who uses it) and what it does to them: 4 hit
    // points back, never past the most.
    { name: 'healing potion', article: 'a', glyph: '!', use: { targets: 'self', effect: heal(4) } },
    // 20 damage to the nearest enemy in sight, within 5 tiles.
    {
      ...{ name: 'lightning scroll', article: 'a', glyph: '?' },
      use: { targets: 'nearest', range: 5, effect: lightning(20) },
    },
    // A creature in sight within 8 tiles stumbles about for 10 turns.
    {
      ...{ name: 'confusion scroll', article: 'a', glyph: '?' },
      use: { targets: 'creature', range: 8, effect: confusion(10) },
    },
    // 12 damage to everyone within 3 tiles of a tile in sight within 8, the reader too if near.
    {
      ...{ name: 'fireball scroll', article: 'a', glyph: '?' },
      use: { targets: 'area', range: 8, radius: 3, effect: fireball(12) },
    },
    // Equipment: worn in its slot, it adds to its wearer's power or defence.
    { name: 'dagger', article: 'a', glyph: '/', equip: { slot: 'weapon', power: 2 } },
    { name: 'sword', article: 'a', glyph: '/', equip: { slot: 'weapon', power: 4 } },
    { name: 'leather armour', article: 'a', glyph: '[', equip: { slot: 'armour', defence: 1 } },
    { name: 'chain mail', article: 'a', glyph: '[', equip: { slot: 'armour', defence: 3 } },
  ],
})

export const ORC = kindCode(KINDS.monsters, 'orc')
export const TROLL = kindCode(KINDS.monsters, 'troll')
export const HEALING_POTION = kindCode(KINDS.items, 'healing potion')
export const LIGHTNING_SCROLL = kindCode(KINDS.items, 'lightning scroll')
export const CONFUSION_SCROLL = kindCode(KINDS.items, 'confusion scroll')
export const FIREBALL_SCROLL = kindCode(KINDS.items, 'fireball scroll')
export const DAGGER = kindCode(KINDS.items, 'dagger')
export const SWORD = kindCode(KINDS.items, 'sword')
export const LEATHER_ARMOUR = kindCode(KINDS.items, 'leather armour')
export const CHAIN_MAIL = kindCode(KINDS.items, 'chain mail')
