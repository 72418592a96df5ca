// Classic bug: dies with a TypeError on multi-round cases (it assumes one shoe). The grader reports a crash.
//   npx blackjack grade --cmd "node test/students/crash-on-rounds.mjs"
import { serve } from './lib/serve.mjs'

serve({ crashOnRounds: true })
