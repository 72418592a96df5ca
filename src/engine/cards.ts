/**
 * Cards as small integers: code = rank * 4 + suit, rank 0..12 for A 2 3 4 5 6 7 8 9 T J Q K,
 * suit 0..3 for S H D C. Strings ("AS", "TD") exist only at the edges (JSON in and out).
 */

import type { HandState } from './state.ts'

export const RANKS = 'A23456789TJQK'
export const SUITS = 'SHDC'

/** Number of distinct cards in one deck. */
export const DECK_SIZE = 52

/** Point value of a card code with aces as 1 (the "hard" value). */
export function cardValue(code: number): number {
  const rank = code >> 2
  return rank >= 9 ? 10 : rank + 1
}

/** True when the card is an ace. */
export function isAce(code: number): boolean {
  return code >> 2 === 0
}

/** Parses a card string ("AS", "TD"); returns -1 when it is not one. */
export function parseCard(text: unknown): number {
  if (typeof text !== 'string' || text.length !== 2) return -1
  const rank = RANKS.indexOf(text[0])
  const suit = SUITS.indexOf(text[1])
  return rank < 0 || suit < 0 ? -1 : rank * 4 + suit
}

/** Formats a card code as its two-character string. */
export function formatCard(code: number): string {
  return RANKS[code >> 2] + SUITS[code & 3]
}

/** A hand total per contract section 1: aces count 1, plus 10 when that stays at most 21. */
export interface Total {
  total: number
  soft: boolean
}

/** The hard total of a list of card codes: every ace counts 1. */
export function hardTotal(cards: readonly number[]): number {
  let hard = 0
  for (let i = 0; i < cards.length; i++) hard += cardValue(cards[i])
  return hard
}

/** True when the list holds an ace. */
export function hasAce(cards: readonly number[]): boolean {
  for (let i = 0; i < cards.length; i++) if (isAce(cards[i])) return true
  return false
}

/** Section 1's one rule: a hand holding an ace whose hard total is at most 11 counts an ace as 11 and is soft. */
export function softens(hard: number, ace: boolean): boolean {
  return ace && hard <= 11
}

/**
 * A hand's best total from its hard total (aces as 1) and whether it holds an ace: the one place
 * that adds the 10 of section 1's soft ace. Every total in the engine and the strategy goes through here.
 */
export function bestTotal(hard: number, ace: boolean): number {
  return softens(hard, ace) ? hard + 10 : hard
}

/** Totals a list of card codes. */
export function handTotal(cards: readonly number[]): Total {
  const hard = hardTotal(cards)
  const ace = hasAce(cards)
  return { total: bestTotal(hard, ace), soft: softens(hard, ace) }
}

/** The best total of a list of card codes (the number only, no allocation). */
export function cardsBest(cards: readonly number[]): number {
  return bestTotal(hardTotal(cards), hasAce(cards))
}

/** True when the cards make a soft total. */
export function isSoft(cards: readonly number[]): boolean {
  return softens(hardTotal(cards), hasAce(cards))
}

/** A hand's hard total (aces as 1): its running total, or the sum of its cards in a round stored without it. */
export function hardOf(h: HandState): number {
  return h.hard ?? hardTotal(h.cards)
}

/** Whether a hand holds an ace: its running flag, or a look at its cards in a round stored without it. */
export function aceOf(h: HandState): boolean {
  return h.ace ?? hasAce(h.cards)
}

/** A hand's best total (as cardsBest of its cards) from its running totals. */
export function handBest(h: HandState): number {
  return bestTotal(hardOf(h), aceOf(h))
}

/** True when a hand's total is soft (as isSoft of its cards), from its running totals. */
export function handSoft(h: HandState): boolean {
  return softens(hardOf(h), aceOf(h))
}

/**
 * Deals `card` to a hand and keeps its running totals: every card a player's hand receives goes
 * through here (deal, hit, double, split, upfront split deal, a split hand's second card).
 */
export function addCard(h: HandState, card: number): void {
  const v = cardValue(card)
  h.hard = hardOf(h) + v
  h.ace = v === 1 || aceOf(h)
  h.cards.push(card)
}

/** Sets a hand's running totals from its cards (a new hand, or one whose cards were replaced). */
export function recount(h: HandState): void {
  h.hard = hardTotal(h.cards)
  h.ace = hasAce(h.cards)
}

/** A full shoe of `decks` decks in new-deck order (codes 0..51 repeated). */
export function orderedShoe(decks: number): number[] {
  return fillOrderedShoe([], decks)
}

/** Makes `cards` (reused, no new array) a full shoe of `decks` decks in new-deck order. */
export function fillOrderedShoe(cards: number[], decks: number): number[] {
  if (cards.length === decks * DECK_SIZE) {
    for (let i = 0, d = 0; d < decks; d++) for (let c = 0; c < DECK_SIZE; c++) cards[i++] = c
    return cards
  }
  // Grown by push, never by setting a length: the array stays packed small integers.
  cards.length = 0
  for (let d = 0; d < decks; d++) for (let c = 0; c < DECK_SIZE; c++) cards.push(c)
  return cards
}
