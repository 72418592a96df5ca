import type { TableView } from '../table/view.ts'
import { attr, esc } from './html.ts'

/**
 * A real form (HTML text; works with JavaScript off: post, then 303 back) that htmx upgrades to
 * swap only the table. Every form carries the round's sequence number and a fresh action id.
 * `children` is the form's content, HTML text.
 */
export function TableForm(props: { v: TableView; path: string; children: string; class?: string; label?: string }) {
  const url = esc(`/t/${props.v.id}/${props.path}`)
  return (
    `<form class="${esc(props.class ?? 'inline')}" method="post" action="${url}" hx-post="${url}" hx-target="#table" ` +
    `hx-swap="outerHTML"${attr('aria-label', props.label)}><input type="hidden" name="seq" value="${props.v.seq}"/>` +
    `<input type="hidden" name="actionId" value="${esc(crypto.randomUUID())}"/>${props.children}</form>`
  )
}
