// A student who did only the base assignment, and says so in hello: the extra-credit parts and
// every non-default rule value are skipped (ruling 31), not failed.
//   npx blackjack grade --cmd "node test/students/base-only.mjs"
import { serve } from './lib/serve.mjs'

serve(
  {},
  {
    features: ['shuffle', 'deal', 'values', 'dealer', 'hit-stand', 'shoe', 'errors'],
    rules: { decks: { min: 1, max: 8 }, hitSoft17: [false, true] },
  },
)
