import { kitSuite } from '../kits/kit-suite.ts'

kitSuite({
  lang: 'python',
  program: ['python3', ['blackjack.py']],
  unitTests: ['python3', ['-m', 'unittest', '-v']],
  firstFunction: 'card_value',
})
