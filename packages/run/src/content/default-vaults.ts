import { parseVaults } from '@delve/map'
import type { RunVaults } from './vault-rules.js'

/**
 * The game's vaults as `.vault` text (`@delve/map`'s format): guard posts, nests and dens of
 * monsters, treasuries behind locked doors (their keys are `VAULT_KEYS`), a choice of items on
 * altars, pillared and haunted halls, and the warden's lair on depth 10. Every kind they name is
 * one of `DEFAULT_KINDS`.
 */
export const DEFAULT_VAULT_TEXT = `# The game's vaults: hand-made places put into its levels (see @delve/map's "Vaults").
# Titles for the look command are beside the text, in DEFAULT_VAULT_TITLES.

NAME:    guard_post
TAGS:    guarded
DEPTH:   1-4
MONSTER: g = goblin
ITEM:    % = ration
MAP
#######
#g...%#
@.....@
#g....#
#######
ENDMAP

NAME:    rat_nest
TAGS:    lair
DEPTH:   1-3
MONSTER: r = rat
SUBST:   ? = r..
MAP
 ##### 
##?.?##
#.?r?.#
##...##
  #@#  
ENDMAP

NAME:    larder
TAGS:    treasure
DEPTH:   1-6
ITEM:    % = ration
ITEM:    ! = healing potion
MAP
######
#%.%.#
#..!.#
###+##
   @  
ENDMAP

NAME:    small_treasury
TAGS:    treasure locked
DEPTH:   1-4
ITEM:    ! = healing potion
ITEM:    ) = dart
KEY:     k = iron key
LOCK:    L = iron door
MAP
#####
#!)!#
##L##
 .@. 
ENDMAP

NAME:    pillared_hall
TAGS:    hall
DEPTH:   1-10
WEIGHT:  8
MAP
#######
#.#.#.#
@.....@
#.#.#.#
#######
ENDMAP

NAME:    shrine
TAGS:    shrine
DEPTH:   1-10
WEIGHT:  6
ITEM:    ! = healing potion
MAP
#####
#.!.#
#...#
##.##
  @  
ENDMAP

NAME:    goblin_camp
TAGS:    lair guarded
DEPTH:   2-5
MONSTER: g = goblin
MONSTER: a = goblin archer
ITEM:    / = dagger
MAP
#########
#a.....a#
#..g/g..#
@.......@
#########
ENDMAP

NAME:    choice_of_three
TAGS:    altar choice
DEPTH:   2-10
WEIGHT:  8
ALTAR:   _ = choice
MAP
#######
#_._._#
#.....#
###@###
ENDMAP

NAME:    library
TAGS:    treasure
DEPTH:   2-9
ITEM:    ? = identify scroll
ITEM:    m = magic mapping scroll
MAP
#########
#?#.#.#m#
#.......#
#.#...#.#
####@####
ENDMAP

NAME:    armory
TAGS:    treasure locked
DEPTH:   2-6
PLACE:   edge
ITEM:    / = sword
ITEM:    [ = leather armour
KEY:     k = iron key
LOCK:    L = iron door
MAP
#######
#/...[#
###L###
   @   
ENDMAP

NAME:    thieves_den
TAGS:    lair
DEPTH:   3-7
MONSTER: t = thief
ITEM:    ! = strength potion
ITEM:    - = wand of slowing
MAP
########
#t..!-.#
#..##..#
#..t#..@
########
ENDMAP

NAME:    kennel
TAGS:    lair
DEPTH:   3-7
MONSTER: j = jackal
MONSTER: d = wolf
MAP
#########
#j#j#d#d#
#.#.#.#.#
@.......@
#########
ENDMAP

NAME:    ambush_hall
TAGS:    ambush
DEPTH:   3-8
MONSTER: o = orc
MONSTER: k = kobold
ITEM:    ! = extra healing potion
MAP
###########
##o#k#o#k##
@....!....@
##k#o#k#o##
###########
ENDMAP

NAME:    treasury
TAGS:    treasure locked
DEPTH:   3-7
ITEM:    ! = extra healing potion
ITEM:    ? = enchant armour scroll
SUBST:   * = !?.
KEY:     k = silver key
LOCK:    L = silver door
MAP
 ##### 
 #*!*# 
 #?*?# 
 ##L## 
  .@.  
ENDMAP

NAME:    alchemist_store
TAGS:    treasure locked
DEPTH:   3-9
ITEM:    ! = vigour potion
ITEM:    h = healing potion
ITEM:    p = poison potion
KEY:     k = silver key
LOCK:    L = silver door
MAP
#######
#h.!.p#
###L###
#.....#
###@###
ENDMAP

NAME:    troll_bridge
TAGS:    guarded
DEPTH:   4-8
MONSTER: T = troll
ITEM:    / = javelin
MAP
xxxxxxxxxxx
x#########x
@....T..../
x#########x
xxxxxxxxxxx
ENDMAP

NAME:    jelly_pit
TAGS:    lair
DEPTH:   4-8
MONSTER: J = acid jelly
ITEM:    - = wand of digging
MAP
#######
#J...J#
#..-..#
#J...J#
###+###
   @   
ENDMAP

NAME:    watchtower
TAGS:    guarded
DEPTH:   4-9
MONSTER: A = orc archer
MONSTER: a = goblin archer
MAP
#######
#A...A#
#.#a#.#
@.....@
#######
ENDMAP

NAME:    crypt
TAGS:    undead
DEPTH:   5-9
MONSTER: s = skeleton
ITEM:    [ = chain mail
MAP
#######
#s.[.s#
#.....#
###+###
   @   
ENDMAP

NAME:    altar_of_two
TAGS:    altar choice
DEPTH:   5-10
ALTAR:   _ = choice
MAP
#####
#_._#
#...#
##@##
ENDMAP

NAME:    necromancer_study
TAGS:    undead
DEPTH:   6-10
MONSTER: n = necromancer
MONSTER: s = skeleton
ITEM:    ? = fireball scroll
MAP
#########
#?..n...#
#.#####.#
#s.....s#
####@####
ENDMAP

NAME:    ogre_den
TAGS:    lair
DEPTH:   6-10
MONSTER: O = ogre
ITEM:    ! = experience potion
ITEM:    % = ration
MAP
#########
#%..O..!#
#.......#
##.....##
###.@.###
ENDMAP

NAME:    sealed_vault
TAGS:    treasure locked
DEPTH:   7-10
MONSTER: w = wraith
ITEM:    ! = experience potion
ITEM:    / = sword
KEY:     k = bone key
LOCK:    L = bone door
MAP
#########
#!..w../#
#.......#
####L####
   .@.   
ENDMAP

NAME:    haunted_hall
TAGS:    undead ambush
DEPTH:   8-10
MONSTER: w = wraith
MONSTER: s = skeleton
MAP
#######
#w...w#
@..s..@
#w...w#
#######
ENDMAP

NAME:    warden_lair
TAGS:    guarded goal
DEPTH:   10
WEIGHT:  20
MONSTER: D = dire wolf
MONSTER: w = wraith
ITEM:    ! = extra healing potion
ITEM:    ? = fireball scroll
MAP
#########
#D.!.?.D#
#w.....w#
####@####
ENDMAP
`

/** What the look command calls each of the game's vaults, by name. */
export const DEFAULT_VAULT_TITLES: Readonly<Record<string, string>> = Object.freeze({
  guard_post: 'an old guard post',
  rat_nest: "a rats' nest",
  larder: 'a forgotten larder',
  small_treasury: 'a small treasury',
  pillared_hall: 'a pillared hall',
  shrine: 'a quiet shrine',
  goblin_camp: 'a goblin camp',
  choice_of_three: 'a choice of three altars',
  library: 'a mouldering library',
  armory: 'an armory',
  thieves_den: "a thieves' den",
  kennel: 'a kennel',
  ambush_hall: 'an ambush hall',
  treasury: 'a treasury',
  alchemist_store: "an alchemist's store",
  troll_bridge: "a troll's crossing",
  jelly_pit: 'a jelly pit',
  watchtower: 'a watchtower',
  crypt: 'a crypt',
  altar_of_two: 'a pair of altars',
  necromancer_study: "a necromancer's study",
  ogre_den: "an ogre's den",
  sealed_vault: 'a sealed vault',
  haunted_hall: 'a haunted hall',
  warden_lair: "the warden's lair",
})

/** The game's vaults: `DEFAULT_VAULT_TEXT` parsed, with their titles. */
export const DEFAULT_VAULTS: Readonly<RunVaults> = Object.freeze({
  list: parseVaults(DEFAULT_VAULT_TEXT, { file: 'default.vault' }),
  titles: DEFAULT_VAULT_TITLES,
})
