// Crashes as it starts, before reading any request: it parses a configuration that is not there.
// Every request finds it dead; the Gradescope autograder says it did not start, with the traceback.
//   npx blackjack grade --cmd "node test/students/crash-at-start.mjs"
const config = JSON.parse(process.env.BLACKJACK_CONFIG ?? '')
console.log(JSON.stringify(config))
