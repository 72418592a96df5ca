// Classic bug: a player natural is paid 1:1 instead of blackjackPays (3:2). The grader pins it to "blackjack".
//   npx blackjack grade --cmd "node test/students/blackjack-pays-even.mjs"
import { serve } from './lib/serve.mjs'

serve({ blackjackPaysEven: true })
