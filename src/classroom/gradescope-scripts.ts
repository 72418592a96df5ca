// The two programs of a Gradescope autograder zip (gradescope-autograders.readthedocs.io/en/latest/specs/).
// Plain text so the CLI and the Worker write the same bytes; bash because Gradescope's Ubuntu
// base images have it and nothing else can be assumed there.

/** The user a submission runs as (Gradescope's best practices: never as root). */
export const STUDENT_USER = 'student'

/**
 * setup.sh: run once as root when Gradescope builds the image. Ubuntu's own nodejs is too old
 * (12 on 22.04, 18 on 24.04), so it installs Node 22 from NodeSource, falling back to the official
 * tarball; it also creates the unprivileged user. Nothing else is fetched.
 */
export const SETUP_SH = `#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder image (Ubuntu base image).
# It installs Node.js (the grader needs Node 20 or newer; Ubuntu's own nodejs is older) and adds
# the unprivileged user "${STUDENT_USER}" that submissions run as. Nothing else is downloaded: add the
# install lines of your students' language here if the image lacks it (python3 is there).
set -euo pipefail
node_ok() {
  command -v node >/dev/null 2>&1 && node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 20 ? 0 : 1)'
}
if ! node_ok; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q ca-certificates curl xz-utils
  if ! { curl -fsSL https://deb.nodesource.com/setup_22.x | bash - && apt-get install -y -q nodejs; }; then
    # NodeSource unreachable: the official build, unpacked into /usr/local.
    work=$(mktemp -d)
    curl -fsSL https://nodejs.org/dist/latest-v22.x/SHASUMS256.txt -o "$work/node-sums.txt"
    tarball=$(grep -o 'node-v[0-9.]*-linux-x64.tar.xz' "$work/node-sums.txt" | head -n 1)
    curl -fsSL "https://nodejs.org/dist/latest-v22.x/$tarball" -o "$work/$tarball"
    (cd "$work" && grep " $tarball\\$" node-sums.txt | sha256sum -c -)
    tar -xJf "$work/$tarball" -C /usr/local --strip-components=1
  fi
fi
node --version
id ${STUDENT_USER} >/dev/null 2>&1 ||
  adduser ${STUDENT_USER} --no-create-home --disabled-password --gecos "" ||
  useradd --no-create-home ${STUDENT_USER}
`

/**
 * run_autograder: run once per submission. It finds a Node >= 20, hands the submission to the
 * unprivileged user when it runs as root and that user exists (then the source folder, which
 * holds the hidden hands' seed, and the results are closed to it), and runs the bundled grader.
 * Whatever happens, results.json is written: by the grader, or here with score 0 and the reason.
 * AUTOGRADER_ROOT (default /autograder) lets it run outside Gradescope's container.
 */
export const RUN_AUTOGRADER = `#!/usr/bin/env bash
# Gradescope runs this once per submission. It grades $AUTOGRADER_ROOT/submission (default
# /autograder/submission) by source/assignment.json and always writes results/results.json.
ROOT="\${AUTOGRADER_ROOT:-/autograder}"
SOURCE="$ROOT/source"
RESULTS="$ROOT/results"
mkdir -p "$RESULTS" "$ROOT/submission"
give_up() {
  printf '{"score":0,"output":"%s","tests":[]}\\n' "$1" > "$RESULTS/results.json"
  exit 0
}
NODE=""
for candidate in "$(command -v node 2>/dev/null)" /usr/local/bin/node /usr/bin/node; do
  if [ -n "$candidate" ] && [ -x "$candidate" ] &&
    "$candidate" -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 20 ? 0 : 1)' 2>/dev/null; then
    NODE="$candidate"
    break
  fi
done
[ -n "$NODE" ] || give_up "The autograder found no Node.js 20 or newer (setup.sh installs it). This is not a problem with your submission: please tell your instructor."
AS_USER=()
if [ "$(id -u)" = 0 ] && id ${STUDENT_USER} >/dev/null 2>&1; then
  chown -R ${STUDENT_USER} "$ROOT/submission"
  chmod -R o= "$SOURCE" "$RESULTS"
  AS_USER=(--user ${STUDENT_USER})
fi
cd "$ROOT/submission" || give_up "The autograder could not open the submission folder. Please tell your instructor."
"$NODE" "$SOURCE/grader.mjs" gradescope run --root "$ROOT" "\${AS_USER[@]}"
[ -s "$RESULTS/results.json" ] || give_up "The autograder stopped before it wrote any result. This is not a problem with your submission: please tell your instructor."
exit 0
`
