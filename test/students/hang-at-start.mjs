// Never answers anything: it waits for something that never comes (a classic read of the wrong
// stream). The grader gives up after the first few timeouts and grade-all reports "answered none".
//   npx blackjack grade --cmd "node test/students/hang-at-start.mjs"
setInterval(() => {}, 60_000)
