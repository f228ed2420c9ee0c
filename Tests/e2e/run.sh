#!/usr/bin/env bash
# Runs every end-to-end test: each `test_*` function in Tests/e2e/test_*.sh,
# in its own subshell and tmux server. Usage: run.sh [PATTERN]
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
REORDER=$(cd "$(dirname "${REORDER:?set REORDER}")" && pwd)/$(basename "$REORDER")
export REORDER
pattern=${1:-}
passed=0
failed=()
for file in "$here"/test_*.sh; do
  for test in $(grep -oE '^test_[a-z0-9_]+' "$file"); do
    [ -n "$pattern" ] && [[ "$test" != *$pattern* ]] && continue
    start=$SECONDS
    if (
      set -e
      source "$here/lib.sh"
      source "$file"
      setup
      trap teardown EXIT
      "$test"
    ) > "/tmp/reorder-e2e-$test.log" 2>&1; then
      passed=$((passed + 1))
      printf 'ok   %-50s %ss\n' "$test" $((SECONDS - start))
    else
      failed+=("$test")
      printf 'FAIL %-50s %ss\n' "$test" $((SECONDS - start))
      sed 's/^/     /' "/tmp/reorder-e2e-$test.log"
    fi
  done
done
echo "e2e: $passed passed, ${#failed[@]} failed"
[ ${#failed[@]} -eq 0 ]
