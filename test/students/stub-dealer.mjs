// A starter-kit stub: hello and the shuffle work, every case answers the not-implemented error
// until the student writes the dealer. The report says that message once, not once per case.
//   npx blackjack grade --cmd "node test/students/stub-dealer.mjs"
import { serve } from './lib/serve.mjs'

serve({ stubDealer: true })
