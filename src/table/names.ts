import { Refusal } from './refusal.ts'

/**
 * Characters that change how text is shown without being seen: format characters (\p{Cf}: the
 * bidirectional overrides such as U+202E, zero-width spaces and joiners, soft hyphens), line and
 * paragraph separators, private-use, unpaired surrogates and unassigned code points. A name with
 * one could reorder the text around it ("(you)" moved into another seat) or look like another name.
 */
const INVISIBLE = /[\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}\p{Cn}]/u

/**
 * Letters of other scripts (and digits) that look like Latin letters, folded to the letter they
 * pass for: enough for the two words a name must not fake, "dealer" and "you" (after NFKC, which
 * already folds full-width and styled letters, and lower case). `i` and `l` are folded together
 * (a capital I passes for an l).
 */
// biome-ignore format: one line per Latin letter reads best
const LOOKALIKE: Record<string, string> = {
  а: 'a', ɑ: 'a', α: 'a', '4': 'a', '@': 'a',
  в: 'b', β: 'b', ь: 'b',
  с: 'c', ϲ: 'c',
  ԁ: 'd',
  е: 'e', ё: 'e', ε: 'e', '3': 'e', є: 'e',
  һ: 'h', н: 'h',
  і: 'l', ї: 'l', ı: 'l', ɩ: 'l', ι: 'l', ӏ: 'l', '1': 'l', '|': 'l', '!': 'l', i: 'l', ł: 'l',
  к: 'k', κ: 'k',
  м: 'm',
  п: 'n', η: 'n',
  о: 'o', ο: 'o', σ: 'o', '0': 'o',
  р: 'p', ρ: 'p',
  г: 'r',
  ѕ: 's', '5': 's', $: 's',
  т: 't', τ: 't', '7': 't',
  υ: 'u', ս: 'u',
  ν: 'v', ѵ: 'v',
  ω: 'w', ш: 'w',
  х: 'x', χ: 'x',
  у: 'y', ү: 'y', γ: 'y',
}

/** The brackets a "(you)" can be written with, after NFKC. */
const OPEN = '([{<'
const CLOSE = ')]}>'

/**
 * What a name looks like: NFKC, lower case, accents dropped, look-alike letters folded, and
 * everything but letters, digits and brackets gone (spacing and punctuation do not hide a word).
 */
function skeleton(name: string): string {
  const folded = [...name.normalize('NFKC').toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')]
    .map((ch) => LOOKALIKE[ch] ?? ch)
    .join('')
  return folded.replace(/[^\p{L}\p{N}()[\]{}<>]/gu, '')
}

/** What the table would read a look-alike of, or null: "dealer", or the "(you)" the page adds. */
function lookAlike(name: string): string | null {
  const s = skeleton(name)
  if (s.includes(skeleton('dealer'))) return 'dealer'
  for (let i = 0; i < s.length; i++) {
    const close = CLOSE[OPEN.indexOf(s[i])]
    if (close !== undefined && s.slice(i + 1, i + 4) === 'you' && s[i + 4] === close) return '(you)'
  }
  return null
}

/**
 * A player's name as the table shows it: trimmed, control characters removed, 1 to 24 characters;
 * refused (400, in plain words) when it holds an invisible formatting character or could pass for
 * the dealer or for the "(you)" the page puts after the viewer's own name.
 */
export function playerName(raw: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const name = raw.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim()
  if (name.length < 1 || name.length > 24) throw new Refusal(400, 'your name must be 1 to 24 characters')
  if (INVISIBLE.test(name)) {
    throw new Refusal(
      400,
      'your name has an invisible formatting character (such as a right-to-left mark or a zero-width space); type it with visible letters only',
    )
  }
  const like = lookAlike(name)
  if (like === 'dealer') throw new Refusal(400, 'your name must not look like "Dealer": the dealer is not a player')
  if (like) throw new Refusal(400, 'your name must not contain "(you)": the table adds it to your own name for you')
  return name
}
