// Classic bug: loops forever when a split is dealt upfront. The grader reports a timeout and restarts it.
//   npx blackjack grade --cmd "node test/students/hang-on-upfront.mjs"
import { serve } from './lib/serve.mjs'

serve({ hangOnUpfront: true })
