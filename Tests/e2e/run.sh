#!/usr/bin/env bash
# Runs every end-to-end test: each `test_*` function in Tests/e2e/test_*.sh,
# in its own bash process and tmux server. Usage: run.sh [PATTERN]
#
# Each test runs in a separate `bash` with `set -euo pipefail` of its own:
# in a subshell tested by `if ( … )` bash ignores `set -e`, so a bare
# command that failed inside a test would let it pass. Logs go to a fresh
# directory (mktemp -d), kept and named when a test fails.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
REORDER=$(cd "$(dirname "${REORDER:?set REORDER}")" && pwd)/$(basename "$REORDER")
export REORDER
pattern=${1:-}
logs=$(mktemp -d "${TMPDIR:-/tmp}/reorder-e2e-logs.XXXXXX")
passed=0
failed=()
for file in "$here"/test_*.sh; do
  for test in $(grep -oE '^test_[a-z0-9_]+' "$file"); do
    [ -n "$pattern" ] && [[ "$test" != *$pattern* ]] && continue
    start=$SECONDS
    log="$logs/$test.log"
    if bash -c '
      set -Eeuo pipefail
      shopt -s inherit_errexit
      trap '"'"'echo "FAIL: status $? from: $BASH_COMMAND (${BASH_SOURCE[0]##*/} line $LINENO)" >&2'"'"' ERR
      source "$1/lib.sh"
      source "$2"
      setup
      trap teardown EXIT
      "$3"
    ' e2e "$here" "$file" "$test" > "$log" 2>&1; then
      passed=$((passed + 1))
      printf 'ok   %-50s %ss\n' "$test" $((SECONDS - start))
    else
      failed+=("$test")
      printf 'FAIL %-50s %ss\n' "$test" $((SECONDS - start))
      sed 's/^/     /' "$log"
    fi
  done
done
echo "e2e: $passed passed, ${#failed[@]} failed"
if [ ${#failed[@]} -eq 0 ]; then
  rm -rf "$logs"
else
  echo "e2e: logs in $logs"
  exit 1
fi
