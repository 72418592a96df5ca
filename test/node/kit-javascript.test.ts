import { systemNode } from '../kits/helpers.ts'
import { kitSuite } from '../kits/kit-suite.ts'

// The kit runs on the student's Node: the system one (Node 20 here), not the project's pinned Node.
kitSuite({
  lang: 'javascript',
  program: [systemNode(), ['blackjack.js']],
  unitTests: [systemNode(), ['--test']],
  firstFunction: 'cardValue',
})
