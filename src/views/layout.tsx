import type { Child } from 'hono/jsx'

/** Props of every full page. */
export interface LayoutProps {
  title: string
  children: Child
  /** Extra stylesheets under /assets (e.g. "/assets/grader.css"). */
  styles?: string[]
  /** Extra scripts under /assets, loaded deferred after htmx. */
  scripts?: string[]
  /** Extra elements for <head> (e.g. a <noscript> refresh while waiting on other players). */
  head?: Child
}

/** The page shell: one stylesheet, htmx from our own origin (no inline scripts: strict CSP). */
export function Layout({ title, children, styles = [], scripts = [], head }: LayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · Blackjack Lab`}</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/assets/app.css" />
        {styles.map((href) => (
          <link rel="stylesheet" href={href} />
        ))}
        <script src="/assets/vendor/htmx-4.0.1.min.js" defer />
        {scripts.map((src) => (
          <script src={src} defer />
        ))}
        {head}
      </head>
      <body>
        <header class="site">
          <a href="/" class="brand">
            Blackjack Lab
          </a>
          <nav>
            <a href="/">Play</a> <a href="/strategy">Strategy</a> <a href="/conformance">Conformance</a>{' '}
            <a href="/grade">Grade</a>
          </nav>
        </header>
        <main>{children}</main>
      </body>
    </html>
  )
}
