# End-to-end test helpers: run reorder in a private tmux server, drive it
# with keys and SGR mouse reports, and wait for screen states with a
# deadline (never a bare sleep), so tests hold on a slow, loaded machine.
#
# Each test runs in its own directory ($T) with its own tmux socket.

: "${REORDER:?set REORDER to the reorder binary}"
: "${E2E_TIMEOUT:=15}"
# This directory, and the nasty inputs beside it.
E2E_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CORPUS=$(cd "$E2E_DIR/../corpus" && pwd)

T=""
SOCK=""
SERVERS=0

tm() { tmux -S "$SOCK" "$@"; }

# setup: a fresh directory and tmux socket for one test.
setup() {
  T=$(mktemp -d "${TMPDIR:-/tmp}/reorder-e2e.XXXXXX")
  SOCK="$T/tmux.0.sock"
  cd "$T"
}

# new_server: ends this test's tmux server and makes the next `start` use
# a socket of its own. `kill-server` returns before the old server has
# exited and it keeps listening until then: a `new-session` on the same
# socket could reach the dying server and fail with "server exited
# unexpectedly" (seen under load), so a fresh socket is never shared.
new_server() {
  tm kill-server 2>/dev/null || true
  SERVERS=$((SERVERS + 1))
  SOCK="$T/tmux.$SERVERS.sock"
}

teardown() {
  local socket
  for socket in "$T"/tmux.*.sock; do
    [ -S "$socket" ] && tmux -S "$socket" kill-server 2>/dev/null || true
  done
  # File systems a test mounted (a small tmpfs for disk full).
  local mountpoint
  for mountpoint in $(awk -v dir="$T/" 'index($2, dir) == 1 { print $2 }' /proc/mounts 2>/dev/null); do
    umount "$mountpoint" 2>/dev/null || umount -l "$mountpoint" 2>/dev/null || true
  done
  rm -rf "$T"
}

# start [-x W] [-y H] [-t TERM] -- SHELL-COMMAND
# Runs the command in a new pane (in $T); its exit status lands in $T/rc.
# The pane then stays alive (a dead pane reports its cursor hidden), so
# its mode flags show what the program left behind.
start() {
  local width=100 height=30 term=xterm-256color
  while [ $# -gt 0 ]; do
    case "$1" in
      -x) width=$2; shift 2 ;;
      -y) height=$2; shift 2 ;;
      -t) term=$2; shift 2 ;;
      --) shift; break ;;
      *) break ;;
    esac
  done
  local cmd="$*"
  cat > "$T/cmd.sh" <<SCRIPT
cd "$T"
export TERM=$term
export REORDER="$REORDER"
$cmd
echo \$? > "$T/rc.tmp" && mv "$T/rc.tmp" "$T/rc"
exec sleep 3600
SCRIPT
  tm -f /dev/null new-session -d -x "$width" -y "$height" -s e2e "sh $T/cmd.sh"
}

# start_recorded [start options] -- SHELL-COMMAND: like start, but every
# byte written to the pane is recorded in $T/record from the command's
# first (it waits until pipe-pane is attached), the pane title before it
# is in $T/title.before, and tmux has set-clipboard on, so an OSC 52 that
# got through would show as a buffer.
start_recorded() {
  local options=()
  while [ $# -gt 0 ] && [ "$1" != -- ]; do options+=("$1"); shift; done
  shift
  start "${options[@]}" -- "until [ -f go ]; do sleep 0.02; done; $*"
  tm set -g set-clipboard on
  tm pipe-pane -o -t e2e "cat >> $T/record"
  tm display -p -t e2e '#{pane_title}' > "$T/title.before"
  touch "$T/go"
}

# count_in_record TEXT: how many times TEXT (bytes, e.g. $'\e[<u') was
# written to the pane.
count_in_record() {
  LC_ALL=C grep -aoF -- "$1" "$T/record" | wc -l
}

# start_shell [-x W] [-y H]: an interactive bash with job control in the
# pane (for Ctrl-Z and fg), prompt "$ ", in $T with $REORDER set; type
# commands with keys. Its pane is recorded as start_recorded does.
start_shell() {
  local width=100 height=30
  while [ $# -gt 0 ]; do
    case "$1" in
      -x) width=$2; shift 2 ;;
      -y) height=$2; shift 2 ;;
      *) break ;;
    esac
  done
  tm -f /dev/null new-session -d -x "$width" -y "$height" -s e2e -c "$T" \
    "env -i PATH=\"$PATH\" HOME=\"$T\" TERM=xterm-256color REORDER=\"$REORDER\" PS1='$ ' bash --norc --noprofile -i"
  tm set -g set-clipboard on
  tm pipe-pane -o -t e2e "cat >> $T/record"
  wait_for '$'
}

# wait_file FILE: until FILE exists.
wait_file() {
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until [ -e "$1" ]; do
    [ $SECONDS -lt $deadline ] || fail "timed out waiting for the file $1"
    sleep 0.05
  done
}

screen() { tm capture-pane -p -t e2e; }

# The screen with its colours, as tmux's own SGR sequences.
styled_screen() { tm capture-pane -p -e -t e2e; }

# wait_for_styled SGR TEXT: until a screen line shows SGR (a raw escape
# sequence) and, later on the same line, TEXT.
wait_for_styled() {
  local sgr=$1 text=$2 deadline=$((SECONDS + E2E_TIMEOUT))
  while [ $SECONDS -lt $deadline ]; do
    styled_screen 2>/dev/null | grep -F -- "$text" | awk -v s="$sgr" -v t="$text" \
      'index($0, s) && index($0, s) < index($0, t) { found = 1 } END { exit !found }' && return 0
    sleep 0.05
  done
  echo "---- screen with SGR ----" >&2
  styled_screen | cat -v >&2
  fail "timed out waiting for $(printf '%s' "$sgr" | cat -v) before: $text"
}

# Prints the screen and fails the test.
fail() {
  echo "FAIL: $*" >&2
  echo "---- screen ----" >&2
  screen >&2 2>/dev/null || true
  echo "----------------" >&2
  [ -f "$T/err" ] && { echo "---- stderr ----" >&2; cat "$T/err" >&2; }
  exit 1
}

# wait_for TEXT: until the screen shows TEXT (fixed string).
wait_for() {
  local text=$1 deadline=$((SECONDS + E2E_TIMEOUT))
  while [ $SECONDS -lt $deadline ]; do
    screen 2>/dev/null | grep -qF -- "$text" && return 0
    sleep 0.05
  done
  fail "timed out waiting for: $text"
}

# wait_for_line N TEXT: until screen line N (1-based) is exactly TEXT
# (trailing blanks ignored, and the scroll bar's thumb at the right edge).
wait_for_line() {
  local n=$1 text=$2 deadline=$((SECONDS + E2E_TIMEOUT))
  while [ $SECONDS -lt $deadline ]; do
    [ "$(screen 2>/dev/null | sed -n "${n}p" | sed 's/[[:space:]]*$//; s/┃$//; s/[[:space:]]*$//')" = "$text" ] \
      && return 0
    sleep 0.05
  done
  fail "timed out waiting for line $n to be: $text (it is: $(screen | sed -n "${n}p"))"
}

# wait_gone TEXT: until the screen no longer shows TEXT.
wait_gone() {
  local text=$1 deadline=$((SECONDS + E2E_TIMEOUT))
  while [ $SECONDS -lt $deadline ]; do
    screen 2>/dev/null | grep -qF -- "$text" || return 0
    sleep 0.05
  done
  fail "timed out waiting for this to go away: $text"
}

# wait_exit: until the command ended; prints its exit status.
wait_exit() {
  local deadline=$((SECONDS + E2E_TIMEOUT))
  while [ $SECONDS -lt $deadline ]; do
    [ -f "$T/rc" ] && { cat "$T/rc"; return 0; }
    sleep 0.05
  done
  fail "timed out waiting for the program to exit"
}

keys() { tm send-keys -t e2e "$@"; }

# Mouse reports (SGR), 1-based column and row as on the wire. One report
# per send-keys call: several in one call lose the press.
press() { tm send-keys -t e2e -l $'\e[<0;'"$1;$2M"; }
shift_press() { tm send-keys -t e2e -l $'\e[<4;'"$1;$2M"; }
drag() { tm send-keys -t e2e -l $'\e[<32;'"$1;$2M"; }
release() { tm send-keys -t e2e -l $'\e[<0;'"$1;$2m"; }
right_press() { tm send-keys -t e2e -l $'\e[<2;'"$1;$2M"; }
wheel_down() { tm send-keys -t e2e -l $'\e[<65;'"$1;$2M"; }

# drag_rows COL FROM TO: one motion report per row crossed, as a real
# terminal sends them.
drag_rows() {
  local col=$1 row=$2 to=$3 step=1
  [ "$to" -lt "$row" ] && step=-1
  while [ "$row" -ne "$to" ]; do
    row=$((row + step))
    drag "$col" "$row"
  done
}

# The pane's mode flags: mouse any/button/sgr, alternate screen, cursor.
pane_flags() {
  tm display -p -t e2e '#{mouse_any_flag}#{mouse_button_flag}#{mouse_sgr_flag}#{alternate_on}#{cursor_flag}'
}

# assert_restored: the terminal is back as it was (mouse off, normal
# screen, cursor visible).
assert_restored() {
  local flags
  flags=$(pane_flags)
  [ "$flags" = "00001" ] || fail "terminal not restored: flags $flags (mouse any/button/sgr, alt screen, cursor; want 00001)"
}

assert_eq() {
  [ "$1" = "$2" ] || fail "${3:-values differ}: got [$1], want [$2]"
}

# assert_file FILE CONTENT: the file holds exactly CONTENT (printf format
# not interpreted; use $'...' for escapes).
assert_file() {
  local want
  want=$(printf '%s' "$2" | od -An -c)
  local got
  got=$(od -An -c < "$1")
  [ "$got" = "$want" ] || fail "$1 differs: got$(printf '\n%s' "$got") want$(printf '\n%s' "$want")"
}

# run_case NAME COMMAND: a line of a pane script that runs COMMAND with
# stdout and stderr in NAME.out and NAME.err and its status in NAME.rc.
run_case() {
  printf '%s > %s.out 2> %s.err; echo $? > %s.rc\n' "$2" "$1" "$1" "$1"
}

# assert_case NAME MESSAGE: exit 2, MESSAGE as the only stderr line,
# nothing on stdout.
assert_case() {
  assert_eq "$(cat "$1.rc")" 2 "$1: exit status"
  assert_eq "$(cat "$1.err")" "reorder: $2" "$1: stderr"
  assert_file "$1.out" ""
}

# lines N: item 1 … item N, one per line.
lines() { seq 1 "$1" | sed 's/^/item /'; }

# sanitized: true when the binary is built with a sanitizer (make
# sanitize sets E2E_SANITIZER), for the few tests that cannot run so.
sanitized() { [ -n "${E2E_SANITIZER:-}" ]; }

# count_items FILE [z]: how many items reorder sees in FILE (lines, or
# NUL-separated items with z): every terminator, plus a last item without.
count_items() {
  local n
  if [ "${2:-}" = z ]; then n=$(tr -cd '\000' < "$1" | wc -c); else n=$(tr -cd '\n' < "$1" | wc -c); fi
  if [ -s "$1" ] && [ "$(tail -c 1 "$1" | od -An -tx1 | tr -d ' ')" != "$([ "${2:-}" = z ] && echo 00 || echo 0a)" ]; then
    n=$((n + 1))
  fi
  echo "$n"
}
