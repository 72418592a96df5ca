// A debugging print on standard output before every answer: "got request 1", "got request 2", …
// The grader names the stray line once and keeps the answers aligned.
//   npx blackjack grade --cmd "node test/students/stray-print.mjs"
import { serve } from './lib/serve.mjs'

serve({ strayPrint: true })
