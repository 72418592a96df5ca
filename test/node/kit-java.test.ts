import { kitSuite } from '../kits/kit-suite.ts'

// Built once for the stubs and once for the solution (./build runs javac on the whole kit).
kitSuite({
  lang: 'java',
  build: ['./build'],
  program: ['java', ['-cp', 'out', 'blackjack.Blackjack']],
  unitTests: ['./test', []],
  firstFunction: 'cardValue',
})
