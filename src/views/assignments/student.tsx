import { type Assignment, extraPoints, maxPoints } from '../../assignment/assignment.ts'
import { Layout } from '../layout.tsx'

interface Props {
  assignment: Assignment
  /** The table form's fields for the assignment's rules (the create form's names). */
  table: Record<string, string | string[]>
  /** The assignment's text for /grade (no hidden hands). */
  text: string
}

/** /a/:assignment: the assignment for a student: its parts, a table with its rules, grading on /grade. */
export function StudentPage({ assignment: a, table, text }: Props) {
  return (
    <Layout title={a.title}>
      <div class="assignments">
        <h1>{a.title}</h1>
        <p>
          {maxPoints(a)} points{extraPoints(a) > 0 && `, plus ${extraPoints(a)} of extra credit`}; rules:{' '}
          <code>{a.rules ? JSON.stringify(a.rules) : 'random rules per hand'}</code>
        </p>
        <table>
          <tbody>
            {Object.entries(a.parts).map(([tag, p]) => (
              <tr>
                <td>{tag}</td>
                <td>{p.points} points</td>
                <td>{p.extraCredit ? 'extra credit' : 'required'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <form method="post" action="/tables">
          {Object.entries(table).flatMap(([name, v]) =>
            (Array.isArray(v) ? v : [v]).map((x) => <input type="hidden" name={name} value={x} />),
          )}
          <button type="submit">Play these rules at a new table</button>
        </form>
        <form method="post" action="/grade" enctype="multipart/form-data">
          <input type="hidden" name="assignment" value={text} />
          <label>
            Your deployed program's URL <input name="url" type="url" required size={40} placeholder="https://…" />
          </label>{' '}
          <button type="submit">Grade it against this assignment</button>
        </form>
      </div>
    </Layout>
  )
}
