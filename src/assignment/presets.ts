import { DEFAULT_RULES, type Rules } from '../engine/rules.ts'
import { effectiveRules, type Features } from '../table/config.ts'
import { PRESETS } from '../table/presets.ts'
import { type Assignment, DEFAULT_ASSIGNMENT, seedParts } from './assignment.ts'

/** Which part of the assignment each switch of a table turns off (the game's names → the contract's tags). */
export const FEATURE_PART: Record<keyof Features, string> = {
  multiplayer: 'multiplayer',
  surrender: 'surrender',
  double: 'double',
  split: 'split',
  betting: 'betting',
  naturals: 'blackjack',
  insurance: 'insurance',
  evenMoney: 'even-money',
}

/** The preset names `assignment init --preset` and the /grade page accept. */
export const ASSIGNMENT_PRESETS: readonly string[] = PRESETS.map((p) => p.id)

/**
 * The assignment for one of the game's table presets, so a student can play at the table the
 * rules they implement: the table's house rules plus every switched-off feature as rules (the
 * table's own mapping, effectiveRules), the seeds' points, and each switched-off feature's part
 * left out. Throws for an unknown preset, naming the presets.
 */
export function presetAssignment(id: string): Assignment {
  const preset = PRESETS.find((p) => p.id === id)
  if (!preset) throw new Error(`there is no preset "${id}"; the presets are ${ASSIGNMENT_PRESETS.join(', ')}`)
  const effective = effectiveRules(preset.settings)
  const rules: Record<string, unknown> = {}
  for (const key of Object.keys(effective) as (keyof Rules)[])
    if (key in preset.settings.house || effective[key] !== DEFAULT_RULES[key]) rules[key] = effective[key]
  const off = (Object.keys(FEATURE_PART) as (keyof Features)[])
    .filter((f) => !preset.settings.features[f])
    .map((f) => FEATURE_PART[f])
  const parts = seedParts()
  for (const tag of off) delete parts[tag]
  return {
    title: `Blackjack: ${preset.title}`,
    rules,
    parts,
    hands: DEFAULT_ASSIGNMENT.hands,
    seed: `${DEFAULT_ASSIGNMENT.seed}-${id}`,
    fixtures: true,
    shuffles: DEFAULT_ASSIGNMENT.shuffles,
    timeoutMs: DEFAULT_ASSIGNMENT.timeoutMs,
  }
}

/** The default assignment as a file (what `assignment init` writes without --preset). */
export function defaultAssignment(): Assignment {
  return structuredClone(DEFAULT_ASSIGNMENT) as Assignment
}
