// Classic bug: a winning insurance stake is paid 1:1 instead of 2:1. The grader pins it to "insurance".
//   npx blackjack grade --cmd "node test/students/insurance-pays-even.mjs"
import { serve } from './lib/serve.mjs'

serve({ insurancePaysEven: true })
