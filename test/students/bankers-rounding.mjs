// Classic bug: money is rounded half to even (banker's rounding), so 7.575 becomes 7.57, not 7.58.
//   npx blackjack grade --cmd "node test/students/bankers-rounding.mjs"
import { serve } from './lib/serve.mjs'

serve({ bankersRounding: true })
