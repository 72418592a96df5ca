import { kitSuite } from '../kits/kit-suite.ts'

// The kit's objects are compiled once; the solution's build recompiles only blackjack.cpp.
kitSuite({
  lang: 'cpp',
  build: ['./build'],
  program: ['out/blackjack', []],
  unitTests: ['./test', []],
  firstFunction: 'cardValue',
})
