// Classic bug: split aces keep drawing cards although hitSplitAces is false. The grader pins it to "split".
//   npx blackjack grade --cmd "node test/students/split-aces-draw-more.mjs"
import { serve } from './lib/serve.mjs'

serve({ splitAcesDrawMore: true })
