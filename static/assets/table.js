// The table page's only script (the CSP allows scripts from our own origin only, none inline):
// keyboard shortcuts, the turn clock, polling while the live WebSocket is down, and never swapping
// in an older table than the one shown.
;(() => {
  let live = false
  // htmx initialises on a timer when loaded with defer, which can run before hx-ws registers:
  // process the WebSocket element again once both are loaded (hx-ws ignores an already-connected one).
  const connect = () => {
    const el = document.getElementById('live')
    if (window.htmx && el) window.htmx.process(el)
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => setTimeout(connect))
  else setTimeout(connect)
  document.addEventListener('htmx:ws:after:connection', () => {
    live = true
  })
  document.addEventListener('htmx:ws:close', () => {
    live = false
  })

  // Every swap of the table (an HTTP answer, a socket push, a poll) passes here. The same change can
  // arrive twice (the acting browser's answer carries the HTML its socket got) and in either order,
  // so a table older than the one shown, by data-seq and then data-version, is not swapped in.
  const ORDER = /<section id="table"[^>]*\sdata-seq="(\d+)"[^>]*\sdata-version="(\d+)"/
  document.addEventListener('htmx:before:swap', (e) => {
    const text = e.detail?.ctx?.text
    const shown = document.getElementById('table')
    const next = typeof text === 'string' ? text.match(ORDER) : null
    if (!next || !shown) return
    const seq = Number(shown.getAttribute('data-seq'))
    const version = Number(shown.getAttribute('data-version'))
    const [nextSeq, nextVersion] = [Number(next[1]), Number(next[2])]
    if (nextSeq < seq || (nextSeq === seq && nextVersion < version)) e.preventDefault()
    else {
      hadFocus = document.activeElement?.closest('#table') != null
      before = snapshot(shown)
    }
  })
  let hadFocus = false

  // A live update replaces the whole table, inputs included: keep what the player is typing (a name,
  // a bet, a stake) and the focus, by form action and field name, until the form is submitted.
  const typed = new Map()
  let focused = null
  const keyOf = (el) => `${el.form?.getAttribute('action')}|${el.name}`
  const find = (key) => {
    const [action, name] = key.split('|')
    return document.querySelector(`#table form[action="${CSS.escape(action)}"] [name="${CSS.escape(name)}"]`)
  }
  document.addEventListener('input', (e) => {
    const el = e.target
    if (el instanceof HTMLInputElement && el.form && el.closest('#table')) typed.set(keyOf(el), el.value)
  })
  document.addEventListener('focusin', (e) => {
    if (e.target instanceof HTMLInputElement && e.target.closest('#table')) focused = e.target
  })
  document.addEventListener(
    'submit',
    (e) => {
      const action = e.target.getAttribute?.('action')
      for (const key of [...typed.keys()]) if (key.startsWith(`${action}|`)) typed.delete(key)
    },
    true,
  )
  const holder = document.getElementById('live')
  if (holder) {
    new MutationObserver(() => {
      for (const [key, value] of typed) {
        const el = find(key)
        if (el instanceof HTMLInputElement && el.value !== value) el.value = value
      }
      if (focused && !focused.isConnected) {
        const el = find(keyOf(focused))
        focused = null
        if (el instanceof HTMLInputElement) el.focus()
      }
      // The swap removed the focused button: focus goes to the first thing to do now (a move
      // button, else the first control), not to <body> ten Tabs away.
      const active = document.activeElement
      if (hadFocus && (!active || active === document.body || !active.isConnected)) {
        // Between rounds that is the bet box (the bet control, not Deal); in play the first move.
        const next =
          document.querySelector('#table .controls [data-focus]') ??
          document.querySelector('#table .controls button, #table .controls input:not([type=hidden])')
        if (next instanceof HTMLElement) next.focus()
      }
      hadFocus = false
      pace(before, () => say())
      before = null
    }).observe(holder, { childList: true })
  }

  // Readable turns: the server sends a step's whole outcome at once (and nothing early); here the
  // cards that are new since the table shown arrive one by one, a hole card turns over, and totals
  // and results appear last, about 0.45 s a step. Instant under prefers-reduced-motion; without
  // JavaScript the page simply shows the final state. Every browser diffs against the table it
  // showed, so all of them play the same sequence.
  let before = null
  const STEP_MS = 450
  const reduced = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches
  function snapshot(table) {
    if (!table) return null
    const groups = [...table.querySelectorAll('.cards')].map((g) =>
      [...g.children].map((c) => c.hasAttribute('data-card')),
    )
    return { round: table.getAttribute('data-round'), groups }
  }
  function pace(prior, done) {
    const table = document.getElementById('table')
    if (!prior || !table || reduced()) return done()
    const same = prior.round === table.getAttribute('data-round')
    const steps = []
    const groups = [...table.querySelectorAll('.cards')]
    groups.forEach((g, i) => {
      const prev = same ? (prior.groups[i] ?? []) : []
      const dealer = g.closest('.dealer') !== null
      ;[...g.children].forEach((card, j) => {
        const flip = j < prev.length && !prev[j] && card.hasAttribute('data-card')
        if (j < prev.length && !flip) return
        // Dealing order: each pass gives every seat a card, then the dealer.
        steps.push({ card, group: g, key: j * 100 + (dealer ? 99 : i), flip })
      })
    })
    if (steps.length === 0) return done()
    steps.sort((a, b) => a.key - b.key)
    const later = [...table.querySelectorAll('.result, .net, .timed-out')]
    const totals = new Set(steps.map((s) => s.group.parentElement?.querySelector(':scope > .total')).filter(Boolean))
    for (const el of [...later, ...totals, ...steps.map((s) => s.card)]) el.classList.add('pending')
    steps.forEach((s, k) => {
      setTimeout(() => {
        s.card.classList.remove('pending')
        s.card.classList.add(s.flip ? 'flipped' : 'dealt')
      }, k * STEP_MS)
    })
    setTimeout(() => {
      for (const el of [...totals, ...later]) el.classList.remove('pending')
      done()
    }, steps.length * STEP_MS)
  }

  // The page's one live region says the table's sentence once per change (never the countdown,
  // which is outside it), so a screen reader hears each step and nothing every half second.
  const announce = document.getElementById('announce')
  let said = ''
  const title = document.title
  function say() {
    const text = document.querySelector('#table .say')?.textContent?.trim() ?? ''
    if (announce && text && text !== said) announce.textContent = said = text
    // The tab title shows when it is the viewer's turn, for a player in another tab (set after
    // htmx has finished the swap, which may write the title itself).
    setTimeout(() => {
      const mine = document.querySelector('#table .seat.mine.turn') !== null
      document.title = mine ? `Your turn · ${title}` : title
      // The session panel and the turn beep (table-extras.js) follow the table once it is shown.
      document.dispatchEvent(new CustomEvent('table:shown'))
    }, 50)
  }
  say()

  // H, S, D, P, R (and I, E, N at the insurance step) press the button with that data-key.
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || e.repeat) return
    if (e.target instanceof Element && e.target.closest('input, select, textarea')) return
    const hint = document.getElementById('hint')
    if (e.key === '?' && hint instanceof HTMLDetailsElement) {
      e.preventDefault()
      hint.open = !hint.open
      return
    }
    const button = document.querySelector(`#table button[data-key="${CSS.escape(e.key.toLowerCase())}"]`)
    if (button instanceof HTMLButtonElement && !button.disabled) {
      e.preventDefault()
      button.click()
    }
  })

  // Fallback: without a WebSocket, fetch the table every 3 seconds (never while the player types).
  setInterval(() => {
    if (live || document.hidden || !window.htmx || !document.getElementById('table')) return
    const active = document.activeElement
    if (active?.closest('#table') && active.matches('input, select')) return
    window.htmx.ajax('GET', location.pathname, { target: '#table', swap: 'outerHTML' })
  }, 3000)

  // The turn clock: seconds left before the pending seat stands automatically.
  setInterval(() => {
    for (const el of document.querySelectorAll('[data-deadline]')) {
      const left = Math.max(0, Math.ceil((Number(el.getAttribute('data-deadline')) - Date.now()) / 1000))
      el.textContent = ` ${left} s left to decide.`
    }
  }, 500)
})()
