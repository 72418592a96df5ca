// A program that never answers a case with a surrender in it (an endless loop in its surrender code).
// The grader stops sending surrender cases after the first few time out and grades the rest fully.
//   npx blackjack grade --cmd "node test/students/hang-on-surrender.mjs"
import { serve } from './lib/serve.mjs'

serve({ hangOnSurrender: true })
