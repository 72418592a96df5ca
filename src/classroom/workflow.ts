// The GitHub Actions workflow of a Classroom template (classroom.yml): the shape Classroom itself
// generates, with one custom grading step whose base64 result feeds autograding-grading-reporter.

/** Where the template keeps the grader and the assignment. */
export const GRADER_DIR = '.github/blackjack'
/** The reporter reads `<RUNNER upper-cased>_RESULTS`, so the step id and the env name go together. */
export const RUNNER = 'blackjack'

/** The grading command of the workflow: exactly `blackjack grade --assignment FILE --format classroom`. */
export const CLASSROOM_COMMAND = `node ${GRADER_DIR}/grader.mjs grade --assignment ${GRADER_DIR}/assignment.json --format classroom`

/**
 * The workflow. A failing grade (exit 1) still reports its points; only a grader that cannot run
 * (exit 2: a broken assignment, a missing file) stops the step, with its message in the log.
 * `base64 -w0`: GNU base64 wraps at 76 columns, and a wrapped value breaks `key=value`.
 */
export const WORKFLOW_YML = `# GitHub Classroom autograding, written by \`blackjack classroom\` (Blackjack Lab).
# On every push it grades the program by ${GRADER_DIR}/assignment.json and reports the points of
# each part (partial credit) to Classroom through the autograding reporter.
name: Autograding Tests
'on': [push, repository_dispatch, workflow_dispatch]
permissions:
  checks: write
  actions: read
  contents: read
jobs:
  run-autograding-tests:
    runs-on: ubuntu-latest
    if: github.actor != 'github-classroom[bot]'
    timeout-minutes: 15
    steps:
      - name: Checkout code
        uses: actions/checkout@v4
      - name: Set up Node
        uses: actions/setup-node@v4
        with:
          node-version: 22
      - name: Blackjack grader
        id: ${RUNNER}
        run: |
          set +e
          ${CLASSROOM_COMMAND} > blackjack-result.json
          status=$?
          if [ "$status" -ge 2 ]; then cat blackjack-result.json; exit "$status"; fi
          echo "result=$(base64 -w0 blackjack-result.json)" >> "$GITHUB_OUTPUT"
      - name: Autograding Reporter
        uses: classroom-resources/autograding-grading-reporter@v1
        env:
          ${RUNNER.toUpperCase()}_RESULTS: "\${{ steps.${RUNNER}.outputs.result }}"
        with:
          runners: ${RUNNER}
`
