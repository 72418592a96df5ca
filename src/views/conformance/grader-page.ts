import { pageHtml } from '../layout.tsx'

/** A grader page (the site's layout with the grader's stylesheet) around `body`, HTML text of our own. */
export function graderPage(title: string, body: string): string {
  return pageHtml({ title, styles: ['/assets/grader.css'] }, body)
}
