import { defineKinds, kindCode } from '@delve/ecs'

/** Every monster acts once a turn, as the player does, and sees as far. */
const PACE = { speed: 100, sight: 8 }

/**
 * The game's kinds, as data: what each is called, how it is drawn and what it does. `@delve/ecs`
 * makes every monster of a kind from its row.
 */
export const KINDS = defineKinds({
  monsters: [
    // Common and weak.
    { name: 'orc', article: 'an', glyph: 'o', hp: 10, power: 3, defence: 0, ...PACE },
    // Rare and strong.
    { name: 'troll', article: 'a', glyph: 'T', hp: 16, power: 4, defence: 1, ...PACE },
  ],
  items: [],
})

export const ORC = kindCode(KINDS.monsters, 'orc')
export const TROLL = kindCode(KINDS.monsters, 'troll')
