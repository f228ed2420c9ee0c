# Helpers for the kakoune, micro and emacs plugin tests (test_kak.sh,
# test_micro.sh, test_emacs.sh): the real editor started in a tmux pane,
# either inside tmux (a tmux server of its own whose client is attached in
# the test's pane, so popups show and take keys) or outside (TMUX unset,
# a plain terminal as far as the editor and the plugin can tell).
#
# Either way `screen` shows what a person sees and `keys` types into it.
# Sourced by the test files (lib.sh first).

EDITORS_DIR=$(cd "$E2E_DIR/../../editors" && pwd)
INNER=""
XVFB_PID=""

# The test's own teardown, then the inner server's and the X server's.
eval "editor_panes_$(declare -f teardown)"
teardown() {
  [ -n "$INNER" ] && tmux -S "$INNER" kill-server 2>/dev/null
  [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null
  editor_panes_teardown
}

# start_x: an X server without a display (Xvfb) on a free number, in
# DISPLAY; until it answers.
start_x() {
  local number=$((200 + RANDOM % 600))
  while [ -e "/tmp/.X$number-lock" ]; do number=$((number + 1)); done
  Xvfb ":$number" -screen 0 1024x768x24 > /dev/null 2>&1 &
  XVFB_PID=$!
  DISPLAY=":$number"
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until DISPLAY=$DISPLAY xdotool getmouselocation > /dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || fail "Xvfb did not start on $DISPLAY"
    sleep 0.05
  done
}

# The environment every editor starts with: a home of its own (no user
# configuration), the binary under test first on PATH as `reorder`.
editor_env() {
  mkdir -p "$T/bin" "$T/tmp"
  ln -sf "$REORDER" "$T/bin/reorder"
  printf 'HOME=%q XDG_CONFIG_HOME=%q TMPDIR=%q PATH=%q' \
    "$T" "$T/config" "$T/tmp" "$T/bin:$PATH"
}

# start_outside -- COMMAND: COMMAND in the test's pane with TMUX and
# TMUX_PANE unset, 100×30.
start_outside() {
  shift
  start -x 100 -y 30 -- "env -u TMUX -u TMUX_PANE $(editor_env) $*"
}

# start_inside -- COMMAND: COMMAND in the pane of a second tmux server
# whose client is attached in the test's pane (100×30, one row of it the
# inner status line), once the client is there.
start_inside() {
  shift
  INNER="$T/inner.sock"
  cat > "$T/inner.sh" <<SCRIPT
cd "$T"
until [ -f "$T/go" ]; do sleep 0.02; done
export $(editor_env)
$*
echo \$? > "$T/rc.tmp" && mv "$T/rc.tmp" "$T/rc"
exec sleep 3600
SCRIPT
  tmux -S "$INNER" -f /dev/null new-session -d -x 80 -y 24 -s inner "sh $T/inner.sh"
  start -x 100 -y 30 -t screen -- "exec env -u TMUX tmux -S '$INNER' attach -t inner"
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until [ -n "$(tmux -S "$INNER" list-clients -F '#{client_name}' 2>/dev/null)" ]; do
    [ $SECONDS -lt $deadline ] || fail "the client did not attach"
    sleep 0.05
  done
  touch "$T/go"
}

# assert_no_reorder_on_screen: nothing of reorder's interface is left.
assert_no_reorder_on_screen() {
  if screen | grep -qE '[0-9]+/[0-9]+  |Moved [0-9]|Lifted|Position [0-9]'; then
    fail "reorder's interface is still on the screen after it returned"
  fi
}

# assert_no_temp_files: the plugin removed its files (the editor's own,
# kak's session sockets, stay).
assert_no_temp_files() {
  local left
  left=$(ls -A "$T/tmp" | grep -i reorder || true)
  [ -z "$left" ] || fail "the plugin left files behind: $left"
}

# The five lines every test starts with.
five_lines() { printf 'alpha\nbravo\ncharlie\ndelta\necho\n' > "$1"; }
