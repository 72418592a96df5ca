// The correct sample student over HTTP: each POSTed case gets its answer as the response body.
// Listens on 127.0.0.1 (port from argv, 0 = any free one) and prints its URL as the first line.
//   node test/students/http-server.mjs 8788 & npx blackjack grade --url http://127.0.0.1:8788/
import { createServer } from 'node:http'
import { answer } from './lib/serve.mjs'

const server = createServer((req, res) => {
  const chunks = []
  req.on('data', (c) => chunks.push(c))
  req.on('end', () => {
    let body
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      body = undefined
    }
    const out = answer(body)
    res.writeHead('error' in out ? 422 : 200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(out))
  })
})
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${server.address().port}/`)
})
