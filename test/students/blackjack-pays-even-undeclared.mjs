// The 1:1 blackjack bug again, with "blackjack" left out of hello: declaring less must not raise the score.
//   npx blackjack grade --cmd "node test/students/blackjack-pays-even-undeclared.mjs"
import { serve, TAGS } from './lib/serve.mjs'

serve({ blackjackPaysEven: true }, { features: TAGS.filter((t) => t !== 'blackjack') })
