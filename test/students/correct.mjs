// A correct sample student: the whole contract, every rule option. `blackjack grade` passes it 100%.
//   npx blackjack grade --cmd "node test/students/correct.mjs"
import { serve } from './lib/serve.mjs'

serve()
