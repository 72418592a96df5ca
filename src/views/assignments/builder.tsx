import { type Assignment, extraPoints, maxPoints, VISIBILITIES } from '../../assignment/assignment.ts'
import type { AssignmentFormValues } from '../../classroom/assignment-form.ts'
import { Layout } from '../layout.tsx'

/** What the builder shows after a post: the checked assignment, its text and its student link. */
export interface Built {
  assignment: Assignment
  text: string
  link: string
}

interface Props {
  presets: readonly { id: string; title: string }[]
  preset: string
  values: AssignmentFormValues
  built?: Built
  error?: string
}

/** The three downloads, each a plain form posting the assignment back (no JavaScript needed). */
function Downloads({ built, command }: { built: Built; command: string }) {
  const files = [
    ['assignment.json', 'assignment.json'],
    ['autograder.zip', 'Gradescope autograder (autograder.zip)'],
    ['classroom.zip', 'GitHub Classroom template (classroom.zip)'],
  ]
  return (
    <div class="downloads">
      {files.map(([file, label]) => (
        <form method="post" action={`/assignments/download/${file}`}>
          <input type="hidden" name="assignment" value={built.text} />
          <input type="hidden" name="command" value={command} />
          <button type="submit" data-file={file}>
            Download {label}
          </button>
        </form>
      ))}
    </div>
  )
}

/** The CLI route to the same files (byte for byte). */
function Commands({ command }: { command: string }) {
  const q = command.replaceAll("'", "'\\''")
  return (
    <pre class="commands">{`npx blackjack assignment check assignment.json
npx blackjack gradescope --assignment assignment.json --command '${q}' --out autograder.zip
npx blackjack classroom --assignment assignment.json --command '${q}' --out template/ --zip classroom.zip
npx blackjack grade-all --assignment assignment.json --submissions submissions/ --command '${q.replace(/(\S+\.\w+)/, '{dir}/$1')}' --out grades.csv`}</pre>
  )
}

/** /assignments/new: build an assignment from a preset, see its maximum, download it and its zips. */
export function BuilderPage({ presets, preset, values, built, error }: Props) {
  return (
    <Layout title="New assignment">
      <div class="assignments">
        <h1>New assignment</h1>
        <form method="get" action="/assignments/new" class="preset">
          <label>
            Start from a preset{' '}
            <select name="preset">
              {presets.map((p) => (
                <option value={p.id} selected={p.id === preset}>
                  {p.title}
                </option>
              ))}
            </select>
          </label>{' '}
          <button type="submit">Start from it</button>
        </form>
        {error && <p class="error">{error}</p>}
        <form method="post" action="/assignments/new" class="builder">
          <label>
            Title <input name="title" value={values.title} size={50} />
          </label>
          <label>
            Rules (JSON; empty: random rules per hand)
            <textarea name="rules" rows={3} cols={70}>
              {values.rules}
            </textarea>
          </label>
          <fieldset>
            <legend>Parts and points</legend>
            <table>
              <thead>
                <tr>
                  <th>part</th>
                  <th>graded</th>
                  <th>points</th>
                  <th>extra credit</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(values.parts).map(([tag, p]) => (
                  <tr>
                    <td>{tag}</td>
                    <td>
                      <input type="checkbox" name={`part-${tag}`} checked={p.on} aria-label={`grade ${tag}`} />
                    </td>
                    <td>
                      <input name={`points-${tag}`} value={p.points} size={4} aria-label={`points of ${tag}`} />
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        name={`extra-${tag}`}
                        checked={p.extra}
                        aria-label={`${tag} is extra credit`}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </fieldset>
          <fieldset>
            <legend>Public hands</legend>
            <label>
              Generated hands <input name="hands" value={values.hands} size={5} />
            </label>{' '}
            <label>
              Seed <input name="seed" value={values.seed} />
            </label>{' '}
            <label>
              <input type="checkbox" name="fixtures" checked={values.fixtures} /> the hand-written fixtures too
            </label>{' '}
            <label>
              Shuffles for the uniformity test (0 or 260–2000){' '}
              <input name="shuffles" value={values.shuffles} size={5} />
            </label>{' '}
            <label>
              Time per case (ms) <input name="timeoutMs" value={values.timeoutMs} size={6} />
            </label>
          </fieldset>
          <fieldset>
            <legend>Hidden hands (only the instructor sees their inputs)</legend>
            <label>
              Hands (0: none) <input name="hiddenHands" value={values.hiddenHands} size={5} />
            </label>{' '}
            <label>
              Seed <input name="hiddenSeed" value={values.hiddenSeed} />
            </label>{' '}
            <label>
              Gradescope visibility{' '}
              <select name="visibility">
                {VISIBILITIES.map((v) => (
                  <option value={v} selected={v === values.visibility}>
                    {v}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
          <label>
            How a submission is run (from its folder) <input name="command" value={values.command} size={40} />
          </label>
          <button type="submit">Build the assignment</button>
        </form>
        {built && (
          <section class="built">
            <h2>{built.assignment.title}</h2>
            <p class="max-score">
              Maximum score: <strong>{maxPoints(built.assignment)}</strong> points
              {extraPoints(built.assignment) > 0 && ` plus ${extraPoints(built.assignment)} of extra credit`}
            </p>
            <Downloads built={built} command={values.command} />
            <p>
              For students (play these rules, grade a deployed program; no hidden hands in it):{' '}
              <a href={built.link}>the student page</a>{' '}
              <input readonly value={built.link} size={50} aria-label="the student page's link" />
            </p>
            <p>The same files from the command line, after saving assignment.json:</p>
            <Commands command={values.command} />
            <pre class="assignment-json">{built.text}</pre>
          </section>
        )}
      </div>
    </Layout>
  )
}
