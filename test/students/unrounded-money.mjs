// Classic bug: money is never rounded to cents (a 3:2 natural on 5.05 reports 7.575, not 7.58).
//   npx blackjack grade --cmd "node test/students/unrounded-money.mjs"
import { serve } from './lib/serve.mjs'

serve({ unroundedMoney: true })
