// Classic bug: the dealer hits soft 17 even at an S17 table (hitSoft17: false). The grader pins it to "dealer".
//   npx blackjack grade --cmd "node test/students/dealer-hits-soft-17.mjs"
import { serve } from './lib/serve.mjs'

serve({ dealerHitsSoft17: true })
