# Processes reorder started are gone before it stops or hands the
# terminal to an editor, even a preview that ignores SIGTERM.

# The preview ignores SIGTERM (as `trap '' TERM` in a script does; the
# ignoring is inherited by `sleep`): it writes its pid and sleeps.
stubborn_preview='sh -c "trap \"\" TERM; echo \$\$ > preview.pid; exec sleep 100"'

# running PID: the process exists and is not a zombie (a process killed
# whose parent died first waits to be reaped by init, doing nothing).
running() { [ -r "/proc/$1/stat" ] && [ "$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null)" != Z ]; }

# wait_alive FILE: until FILE holds the pid of a live process; prints it.
wait_alive() {
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until [ -s "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; do
    [ $SECONDS -lt $deadline ] || fail "timed out waiting for a process in $1"
    sleep 0.05
  done
  cat "$1"
}

test_ctrl_z_ends_a_preview_that_ignores_sigterm_before_stopping() {
  lines 3 > in.txt
  printf '%s\n' "$stubborn_preview" > preview.sh
  start_shell
  keys '( $REORDER --preview "sh preview.sh" in.txt > out 2> err; echo $? > rc )' Enter
  wait_for " 1/3 "
  local pid
  pid=$(wait_alive preview.pid)
  keys C-z
  wait_for "Stopped"
  ! running "$pid" || fail "the preview $pid runs on while reorder is stopped"
  keys fg Enter
  wait_for " 1/3 "
  keys Enter
  wait_file rc
  assert_eq "$(cat rc)" 0 "exit status"
  assert_file out "$(lines 3)"$'\n'
}

test_bang_ends_a_preview_that_ignores_sigterm_before_the_editor() {
  printf 'pick 1111111 one\npick 2222222 two\n' > plan
  printf '%s\n' "$stubborn_preview" > preview.sh
  # The editor notes whether the preview's process is still there.
  cat > editor.sh <<'SCRIPT'
#!/bin/sh
state=$(awk '{ print $3 }' "/proc/$(cat preview.pid)/stat" 2>/dev/null)
if [ -n "$state" ] && [ "$state" != Z ]; then echo alive > seen; else echo gone > seen; fi
SCRIPT
  chmod +x editor.sh
  start -- 'unset VISUAL; EDITOR="$PWD/editor.sh" $REORDER --git --preview "sh preview.sh" plan > out 2> err'
  wait_for " 1/2 "
  wait_alive preview.pid > /dev/null
  keys '!'
  wait_file seen
  assert_eq "$(cat seen)" gone "the preview when the editor started"
  wait_for " 1/2 "
  keys Enter
  assert_eq "$(wait_exit)" 0
}

# The `!` editor runs in a process group of its own, the terminal's
# foreground while it runs; reorder gets the terminal back after (its
# keys act). A SIGTERM to reorder while the editor runs ends the editor's
# group too and removes the todo's folder.
# The editor notes its pid, its group, the terminal's foreground group,
# reorder's pid (its ancestor named reorder) and reorder's group; with
# `wait` it then sleeps on as itself.
group_editor() {
  cat > editor.sh <<'SCRIPT'
#!/bin/sh
p=$$
while [ "$(ps -o comm= -p "$p")" != reorder ]; do p=$(ps -o ppid= -p "$p" | tr -d ' '); done
echo "$$ $(ps -o pgid=,tpgid= -p $$) $p $(ps -o pgid= -p "$p")" > state.tmp && mv state.tmp state
[ "${1:-}" = wait ] && exec sleep 100
exit 0
SCRIPT
  chmod +x editor.sh
}

test_the_editor_has_the_terminal_and_reorder_takes_it_back() {
  printf 'pick 1111111 one\npick 2222222 two\n' > plan
  group_editor
  mkdir tmp
  start -- 'unset VISUAL; TMPDIR="$PWD/tmp" EDITOR="$PWD/editor.sh" $REORDER --git plan > out 2> err'
  wait_for " 1/2 "
  keys '!'
  wait_file state
  local editor group foreground reorder reorder_group
  read -r editor group foreground reorder reorder_group < state
  assert_eq "$foreground" "$group" "the terminal's foreground while the editor runs"
  [ "$group" != "$reorder_group" ] || fail "the editor runs in reorder's group $group"
  wait_for " 1/2 "
  keys j
  wait_for 'Position 2 of 2'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_restored
}

test_sigterm_while_the_editor_runs_ends_its_group_and_the_folder() {
  printf 'pick 1111111 one\npick 2222222 two\n' > plan
  group_editor
  mkdir tmp
  start -- 'unset VISUAL; TMPDIR="$PWD/tmp" EDITOR="$PWD/editor.sh wait" $REORDER --git plan > out 2> err'
  wait_for " 1/2 "
  keys '!'
  wait_file state
  local editor group foreground reorder reorder_group
  read -r editor group foreground reorder reorder_group < state
  running "$editor" || fail "the editor is not running"
  [ -n "$(ls tmp)" ] || fail "no todo folder while the editor runs"
  kill -TERM "$reorder"
  assert_eq "$(wait_exit)" 143 "exit status"
  local deadline=$((SECONDS + E2E_TIMEOUT))
  while running "$editor"; do
    [ $SECONDS -lt $deadline ] || fail "the editor $editor runs on after reorder ended"
    sleep 0.05
  done
  assert_eq "$(ls tmp)" "" "what is left in TMPDIR"
  assert_file out ""
  assert_restored
}

# wait_foreground PID: until PID's process group is its terminal's
# foreground group.
wait_foreground() {
  local deadline=$((SECONDS + E2E_TIMEOUT)) group foreground
  while [ $SECONDS -lt $deadline ]; do
    read -r group foreground <<< "$(ps -o pgid=,tpgid= -p "$1")" || true
    [ -n "$group" ] && [ "$group" = "$foreground" ] && return 0
    sleep 0.05
  done
  fail "timed out waiting for process $1 to have the terminal (group ${group:-none}, foreground ${foreground:-none})"
}

# Ctrl-Z in the editor stops the editor's group and reorder's job with it
# (the shell says Stopped); `fg` gives the editor the terminal again, and
# what is typed then reaches it. The line is typed only once the editor's
# group is the foreground: typed earlier, it would reach the shell's line
# editor (no echo, no line discipline) while it still ran `fg`.
test_ctrl_z_in_the_editor_stops_the_job_and_fg_gives_it_back() {
  printf 'pick 1111111 one\npick 2222222 two\n' > plan
  cat > editor.sh <<'SCRIPT'
#!/bin/sh
echo $$ > ready.tmp && mv ready.tmp ready
read -r line
echo "$line" > typed
SCRIPT
  chmod +x editor.sh
  start_shell
  keys 'unset VISUAL; ( EDITOR="$PWD/editor.sh" $REORDER --git plan > out 2> err; echo $? > rc )' Enter
  wait_for " 1/2 "
  keys '!'
  wait_file ready
  local editor
  editor=$(cat ready)
  wait_foreground "$editor"
  keys C-z
  wait_for "Stopped"
  keys fg Enter
  # The editor has the terminal again: a line typed reaches its read.
  wait_foreground "$editor"
  keys hello Enter
  wait_file typed
  assert_eq "$(cat typed)" hello "what the editor read"
  wait_for " 1/2 "
  keys Enter
  wait_file rc
  assert_eq "$(cat rc)" 0 "exit status"
}
