import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { Refusal } from '../table/refusal.ts'
import { MessagePage } from '../views/table-page.tsx'
import { CSRF_REFUSED } from './security.ts'
import type { GameEnv } from './session.ts'

/**
 * The Worker's one error handler (`app.onError`). A Refusal (a form the routes cannot read, a table
 * the domain will not create) is answered with its status and sentence, on the route's own page when
 * the route set `refused` (the create form again, the table), else on a plain message page. hono's
 * HTTPExceptions keep their status (a 403 is csrf()'s). Anything else is a bug: logged, 500.
 */
export function onError(err: Error, c: Context<GameEnv>): Response | Promise<Response> {
  if (err instanceof Refusal) {
    const onPage = c.get('refused')
    return onPage ? onPage(err) : c.html(MessagePage({ title: 'Refused', message: err.message }), err.status)
  }
  if (err instanceof HTTPException) {
    return err.status === 403 ? c.text(CSRF_REFUSED, 403) : err.getResponse()
  }
  console.error(err)
  return c.text('Internal Server Error', 500)
}
