import type { Child } from 'hono/jsx'
import type { TableView } from '../table/view.ts'

/**
 * A real form (works with JavaScript off: post, then 303 back) that htmx upgrades to swap only
 * the table. Every form carries the round's sequence number and a fresh action id.
 */
export function TableForm(props: { v: TableView; path: string; children: Child; class?: string; label?: string }) {
  const url = `/t/${props.v.id}/${props.path}`
  return (
    <form
      class={props.class ?? 'inline'}
      method="post"
      action={url}
      hx-post={url}
      hx-target="#table"
      hx-swap="outerHTML"
      aria-label={props.label}
    >
      <input type="hidden" name="seq" value={String(props.v.seq)} />
      <input type="hidden" name="actionId" value={crypto.randomUUID()} />
      {props.children}
    </form>
  )
}
