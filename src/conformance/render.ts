import { renderClassroom } from './render-classroom.ts'
import { renderGradescope } from './render-gradescope.ts'
import { renderJunit } from './render-junit.ts'
import { renderText, type TextOptions } from './render-text.ts'
import type { Report } from './report.ts'
import { studentView } from './student-view.ts'

/** The report formats every front end offers. */
export const FORMATS = ['text', 'json', 'junit', 'gradescope', 'classroom'] as const
export type Format = (typeof FORMATS)[number]

/** Content types of the machine formats (the HTML page is rendered by src/views). */
export const CONTENT_TYPES: Record<Format, string> = {
  text: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
  junit: 'application/xml; charset=utf-8',
  gradescope: 'application/json; charset=utf-8',
  classroom: 'application/json; charset=utf-8',
}

/** How a report is rendered: the terminal's options, and whose view. */
export interface RenderOptions extends TextOptions {
  /** The instructor's view: hidden hands in full. Otherwise the student's view (student-view.ts). */
  instructor?: boolean
}

/**
 * Renders the one result model in a format: all formats are pure functions of the report, and
 * all of them render the student's view unless `instructor` is set.
 */
export function renderReport(full: Report, format: Format, options: RenderOptions = {}): string {
  const { instructor, ...text } = options
  const report = instructor ? full : studentView(full)
  switch (format) {
    case 'text':
      return renderText(report, text)
    case 'json':
      return `${JSON.stringify(report, null, 2)}\n`
    case 'junit':
      return renderJunit(report)
    case 'gradescope':
      return `${JSON.stringify(renderGradescope(report), null, 2)}\n`
    case 'classroom':
      return `${JSON.stringify(renderClassroom(report))}\n`
  }
}

/** True when `x` names a format. */
export function isFormat(x: unknown): x is Format {
  return typeof x === 'string' && (FORMATS as readonly string[]).includes(x)
}
