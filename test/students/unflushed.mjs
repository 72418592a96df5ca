// Writes its answers through a buffer it never flushes (like Python's print without flush=True
// when standard output is a pipe), so the grader never sees a line. The report hints at flushing.
//   npx blackjack grade --cmd "node test/students/unflushed.mjs"
import { serve } from './lib/serve.mjs'

serve({ unflushed: true })
