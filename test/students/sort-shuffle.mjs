// Classic bug: shuffles with sort(() => random() - 0.5), which is biased. The grader's chi-square catches it under "shuffle".
//   npx blackjack grade --cmd "node test/students/sort-shuffle.mjs"
import { serve } from './lib/serve.mjs'

serve({ sortShuffle: true })
