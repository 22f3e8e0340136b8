import { MONSTER_KINDS } from '../creatures/monsters.js'
import type { Kinds } from '../world/game-world.js'
import { defineKinds } from './define-kinds.js'
import { ITEM_KINDS } from './item-kinds.js'

/** The tutorials' kinds: goblin, orc, rat and troll; a healing potion and three scrolls. */
export const DEFAULT_KINDS: Kinds = defineKinds({ monsters: MONSTER_KINDS, items: ITEM_KINDS })
