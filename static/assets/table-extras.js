// The table page's session panel (#session, outside the swapped table): statistics per seat kept in
// sessionStorage, "ask me before a costly mistake", and the turn beep. table.js says `table:shown`
// after each table it has finished showing (paced cards included), so nothing here runs ahead of it.
;(() => {
  const panel = document.getElementById('session')
  if (!panel) return
  panel.hidden = false
  const table = panel.getAttribute('data-table')

  // Session statistics. The table stores no per-seat history, so this tab keeps each settled round's
  // figures (the seat's data-record) under the table id and the round number: a round seen twice (an
  // answer and a push, a reload) is counted once.
  const KEY = `blackjack-stats:${table}`
  const load = () => {
    try {
      return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') ?? {}
    } catch {
      return {}
    }
  }
  const money = (cents) => `${cents < 0 ? '−' : ''}$${(Math.abs(cents) / 100).toFixed(2).replace(/\.00$/, '')}`
  const signed = (cents) => (cents > 0 ? `+${money(cents)}` : cents === 0 ? '$0' : money(cents))
  const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`

  function record() {
    const data = load()
    let changed = false
    for (const seat of document.querySelectorAll('#table .seat[data-record]')) {
      const r = JSON.parse(seat.getAttribute('data-record'))
      const who = `${seat.id.replace('seat-', '')}:${seat.getAttribute('data-name')}`
      data[who] ??= {}
      if (!(r.round in data[who])) {
        data[who][r.round] = r
        changed = true
      }
    }
    if (changed) sessionStorage.setItem(KEY, JSON.stringify(data))
    render(data)
  }

  const el = (tag, attrs = {}, text) => {
    const node = document.createElementNS(
      tag === 'svg' || tag === 'polyline' ? 'http://www.w3.org/2000/svg' : 'http://www.w3.org/1999/xhtml',
      tag,
    )
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v)
    if (text !== undefined) node.textContent = text
    return node
  }

  /** The bankroll after each round (and before the first) as a small line chart with its words. */
  function chart(rounds) {
    const points = [rounds[0].bankroll - rounds[0].net, ...rounds.map((r) => r.bankroll)]
    const [w, h] = [160, 40]
    const lo = Math.min(...points)
    const span = Math.max(...points) - lo || 1
    const xy = points.map(
      (p, i) => `${((i / (points.length - 1)) * w).toFixed(1)},${(h - 2 - ((p - lo) / span) * (h - 4)).toFixed(1)}`,
    )
    const label = `Bankroll over ${plural(rounds.length, 'round')}: ${points.map(money).join(', ')}`
    const svg = el('svg', {
      class: 'bankroll',
      viewBox: `0 0 ${w} ${h}`,
      width: w,
      height: h,
      role: 'img',
      'aria-label': label,
    })
    svg.append(el('polyline', { points: xy.join(' '), fill: 'none', stroke: 'currentColor', 'stroke-width': '2' }))
    return svg
  }

  function isMine(who) {
    const [seat, ...name] = who.split(':')
    return document.querySelector(`#table #seat-${seat}.mine[data-name="${CSS.escape(name.join(':'))}"]`) !== null
  }

  function render(data) {
    const box = document.getElementById('stats')
    // The viewer's own seat first (as on the table on a phone), then the others in seat order.
    const mineFirst = (who) => (isMine(who) ? 0 : 1) * 100 + Number.parseInt(who, 10)
    const seats = Object.keys(data).sort((a, b) => mineFirst(a) - mineFirst(b))
    if (!box || seats.length === 0) return
    const list = el('ul', { class: 'stats-seats' })
    for (const who of seats) {
      const rounds = Object.values(data[who]).sort((a, b) => a.round - b.round)
      const sum = (k) => rounds.reduce((t, r) => t + r[k], 0)
      const [seat, ...name] = who.split(':')
      const mine = isMine(who)
      const item = el('li', { class: 'stats-seat', 'data-seat': seat })
      item.append(el('h3', {}, `Seat ${seat}: ${name.join(':')}${mine ? ' (you)' : ''}`))
      const figures = [
        ['Hands', String(sum('hands'))],
        ['Wins, pushes, losses', `${sum('wins')}, ${sum('pushes')}, ${sum('losses')}`],
        ['Blackjacks', String(sum('blackjacks'))],
      ]
      const last = rounds[rounds.length - 1]
      if (last.net !== null) figures.push(['Net', signed(sum('net'))])
      if (last.coach) {
        const [right, all] = last.coach
        const pct = all === 0 ? '' : ` (${Math.round((100 * right) / all)}%)`
        figures.push(['Coach accuracy', `${right} of ${plural(all, 'decision')}${pct}`])
      }
      const dl = el('dl')
      for (const [k, v] of figures) {
        const row = el('div')
        row.append(el('dt', {}, k), el('dd', {}, v))
        dl.append(row)
      }
      item.append(dl)
      if (last.bankroll !== null) item.append(chart(rounds))
      list.append(item)
    }
    box.replaceChildren(list)
  }

  // The turn beep (off by default; this browser remembers the choice). WebAudio, no sound file.
  const sound = document.getElementById('turn-sound')
  let audio = null
  if (sound instanceof HTMLInputElement) {
    sound.checked = localStorage.getItem('blackjack-turn-sound') === 'on'
    sound.addEventListener('change', () => {
      localStorage.setItem('blackjack-turn-sound', sound.checked ? 'on' : 'off')
      if (sound.checked) beep()
    })
  }
  function beep() {
    audio ??= new AudioContext()
    audio.resume?.()
    const tone = audio.createOscillator()
    const gain = audio.createGain()
    tone.frequency.value = 880
    gain.gain.value = 0.08
    tone.connect(gain).connect(audio.destination)
    tone.start()
    tone.stop(audio.currentTime + 0.15)
  }
  const myTurn = () => document.querySelector('#table .seat.mine.turn') !== null
  let wasMine = myTurn()

  document.addEventListener('table:shown', () => {
    record()
    const mine = myTurn()
    if (mine && !wasMine && sound?.checked) beep()
    wasMine = mine
  })
  record()

  // Ask me before a costly mistake (coached tables): a move whose expected value is more than
  // data-costly × the bet below the hint's best play asks first. Without JavaScript nothing changes.
  const ask = document.getElementById('ask-costly')
  const ASK_KEY = `blackjack-ask:${table}`
  if (ask instanceof HTMLInputElement) {
    const stored = localStorage.getItem(ASK_KEY)
    if (stored) ask.checked = stored === 'on'
    ask.addEventListener('change', () => localStorage.setItem(ASK_KEY, ask.checked ? 'on' : 'off'))
  }
  const WORDS = { hit: 'hit', stand: 'stand', double: 'double down', split: 'split', surrender: 'surrender' }
  Object.assign(WORDS, { insure: 'insure', 'even-money': 'take even money', decline: 'decline' })
  const threshold = Number(panel.getAttribute('data-costly'))
  let confirmed = false
  // Capturing on window runs before htmx sees the submit, so a cancelled move is never sent.
  window.addEventListener(
    'submit',
    (e) => {
      const form = e.target
      const hint = document.getElementById('hint')
      if (confirmed || !(ask instanceof HTMLInputElement) || !ask.checked || !hint) return
      if (!(form instanceof HTMLFormElement) || !form.closest('#table') || !/\/act$/.test(form.action)) return
      const by = e.submitter
      const move = by?.name === 'move' ? by.value : form.querySelector('input[name="move"]')?.value
      const evs = JSON.parse(hint.getAttribute('data-evs') ?? '{}')
      const best = hint.getAttribute('data-best')
      const cost = evs[best] - evs[move]
      if (!(cost > threshold)) return
      e.preventDefault()
      e.stopImmediatePropagation()
      const text = `Basic strategy says ${WORDS[best] ?? best}. To ${WORDS[move] ?? move} gives up about ${cost.toFixed(2)} × your bet in expected value. ${WORDS[move] ?? move} anyway?`
      if (!window.confirm(text.replace(/\. (\w)/g, (_, c) => `. ${c.toUpperCase()}`))) return
      // A form ignores requestSubmit while its submit event is still being dispatched: send it next.
      setTimeout(() => {
        confirmed = true
        try {
          form.requestSubmit(by ?? undefined)
        } finally {
          confirmed = false
        }
      })
    },
    true,
  )
})()
