# The command as a pipeline citizen: accept, cancel, files, pipes.

test_accept_unchanged_reproduces_the_input() {
  printf 'one\ntwo\nthree' > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/3"
  keys Enter
  assert_eq "$(wait_exit)" 0 "exit status"
  assert_file out $'one\ntwo\nthree'
  assert_restored
}

test_keyboard_lift_move_drop() {
  lines 5 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/5"
  keys j Space
  wait_for "Lifted position 2 of 5 · \"item 2\""
  keys j j
  wait_for "Moving to position 4 of 5 · \"item 2\""
  keys Space
  wait_for "Moved 2 → 4 of 5 · \"item 2\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 1\nitem 3\nitem 4\nitem 2\nitem 5\n'
}

test_cancel_with_escape_prints_nothing() {
  lines 5 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/5"
  keys J J
  wait_for "Moved 2 → 3 of 5 · \"item 1\""
  # One Esc never throws the moves away: it asks first.
  keys Escape
  wait_for "1 unsaved change: Esc or y quits, Enter accepts, other keys go back (1 moved)"
  keys Escape
  assert_eq "$(wait_exit)" 130
  assert_file out ""
  assert_restored
}

test_ctrl_c_exits_130_with_empty_stdout() {
  lines 5 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/5"
  keys J
  wait_for "Moved"
  keys C-c
  assert_eq "$(wait_exit)" 130
  assert_file out ""
  assert_restored
}

test_output_option_writes_the_file_atomically() {
  lines 3 > in.txt
  chmod 640 in.txt
  start -- '$REORDER in.txt -o in.txt > out 2> err'
  wait_for "1/3"
  keys G K
  wait_for "Moved 3 → 2 of 3 · \"item 3\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file in.txt $'item 1\nitem 3\nitem 2\n'
  assert_file out ""
  assert_eq "$(stat -c %a in.txt)" 640 "mode kept"
  [ -z "$(ls -A | grep '^\.reorder-')" ] || fail "temporary file left behind"
}

test_stdin_pipe_and_stdout_pipe() {
  start -- 'printf "c\nb\na\n" | $REORDER 2> err | tr a-z A-Z > out'
  wait_for "1/3"
  keys G Space k k Space
  wait_for "Moved 3 → 1 of 3 · \"a\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'A\nC\nB\n'
}

test_undo_and_redo() {
  lines 4 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/4"
  keys J J
  wait_for "Moved 2 → 3"
  keys u
  wait_for "Undid: Moved 2 → 3 of 4 · \"item 1\""
  keys C-r
  wait_for "Redid"
  keys u u
  wait_for "Undid: Moved 1 → 2 of 4 · \"item 1\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out "$(lines 4)"$'\n'
}

test_empty_input_exits_0_without_ui() {
  start -- ': | $REORDER > out 2> err'
  assert_eq "$(wait_exit)" 0
  assert_file out ""
  assert_file err ""
}

test_bad_usage_is_one_line_and_exit_2() {
  start -- '$REORDER --frobnicate < /dev/null > out 2> err; echo $? > rc1; $REORDER missing-file > out2 2> err2; echo $? > rc2'
  wait_exit > /dev/null
  assert_eq "$(cat rc1)" 2
  assert_eq "$(wc -l < err)" 1 "one error line"
  grep -q "unknown option '--frobnicate'" err || fail "message: $(cat err)"
  assert_eq "$(cat rc2)" 2
  grep -q "cannot read 'missing-file'" err2 || fail "message: $(cat err2)"
}

test_slow_input_opens_the_interface_while_waiting() {
  start -- '(sleep 2; printf "late\nlater\n") | $REORDER > out 2> err'
  wait_for "waiting for input…"
  wait_for " 1/2 "
  keys J
  wait_for "Moved 1 → 2 of 2 · \"late\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'later\nlate\n'
}

test_slow_empty_input_exits_0() {
  start -- 'sleep 1 | $REORDER > out 2> err'
  assert_eq "$(wait_exit)" 0
  assert_file out ""
  assert_file err ""
  assert_restored
}

# -o onto a device or a FIFO writes into it; it is never replaced by a
# regular file (as root, -o /dev/null would have replaced /dev/null).
test_output_option_writes_into_a_fifo_or_device() {
  lines 3 > in.txt
  mkfifo fifo
  local device=0
  mknod null c 1 3 2> /dev/null && device=1
  start -- 'cat fifo > from-fifo & $REORDER in.txt -o fifo 2> err; echo $? > rc1; if [ -c null ]; then $REORDER in.txt -o null 2>> err; fi'
  wait_for "1/3"
  keys Enter
  wait_file rc1
  assert_eq "$(cat rc1)" 0 "exit status with -o fifo"
  if [ "$device" = 1 ]; then
    wait_for "1/3"
    keys Enter
  fi
  assert_eq "$(wait_exit)" 0
  [ -p fifo ] || fail "the FIFO was replaced: $(ls -l fifo)"
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until [ "$(cat from-fifo)" = "$(lines 3)" ]; do
    [ $SECONDS -lt $deadline ] || fail "the FIFO's reader got: $(cat from-fifo)"
    sleep 0.05
  done
  if [ "$device" = 1 ]; then
    [ -c null ] || fail "the device was replaced: $(ls -l null)"
  else
    echo "note: mknod not permitted here; the device case was not run"
  fi
  [ -z "$(ls -A | grep '^\.reorder-')" ] || fail "temporary file left behind"
}

# A paste that never ends (ESC[200~ with no ESC[201~) does not swallow
# Ctrl-C: it ends the paste and quits.
test_ctrl_c_gets_through_an_unterminated_paste() {
  lines 3 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for " 1/3 "
  tm send-keys -t e2e -l $'\e[200~jjJ'
  keys C-c
  assert_eq "$(wait_exit)" 130 "exit status"
  assert_file out ""
  assert_restored
}

# A terminal reply that is too long (`ESC ]11;` and 5,000 `q`, each a
# quit) or never ends is dropped, never read as keys; keys typed after
# its time bound (half a second) act again. G is sent until it acts: each
# one sent before the bound is swallowed with the reply.
test_a_reply_too_long_or_never_ended_is_not_keys() {
  lines 3 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for " 1/3 "
  tm send-keys -t e2e -l $'\e]11;'"$(printf 'q%.0s' $(seq 5000))"
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until screen | grep -qF 'Position 3 of 3'; do
    [ ! -f rc ] || fail "the reply's bytes were keys: exit $(cat rc)"
    [ $SECONDS -lt $deadline ] || fail "keys never acted again after the reply"
    keys G
    sleep 0.1
  done
  [ ! -f rc ] || fail "the reply's bytes were keys: exit $(cat rc)"
  keys Enter
  assert_eq "$(wait_exit)" 0 "exit status"
  assert_file out "$(lines 3)"$'\n'
}

# Terminals without an alternate screen (no smcup/rmcup): what was drawn
# is cleared at exit, on accept, on quit and on a signal, so the next
# prompt starts on a clean screen rather than over the status line.
test_terminals_without_an_alternate_screen_are_cleared_at_exit() {
  local term way
  lines 3 > in.txt
  for term in vt100 linux ansi; do
    for way in accept quit signal; do
      teardown_pane
      rm -f rc pid
      start -t "$term" -- 'printf "before\n"; sh -c "echo \$\$ > pid; exec \"\$REORDER\" in.txt > out 2> err"'
      wait_for " 1/3 "
      wait_for "item 3"
      case $way in
        accept) keys Enter ;;
        quit) keys q ;;
        signal) kill -TERM "$(cat pid)" ;;
      esac
      wait_exit > /dev/null
      local deadline=$((SECONDS + E2E_TIMEOUT))
      while screen | grep -q "item\|1/3"; do
        [ $SECONDS -lt $deadline ] || fail "$term, $way: the list is still on the screen"
        sleep 0.05
      done
      # (The shell that ran it reports a signal: "Terminated".)
      [ -z "$(screen | grep -v '^Terminated' | tr -d ' \n')" ] || fail "$term, $way: the screen is not clear"
      [ "$way" = signal ] || assert_eq "$(tm display -p -t e2e '#{cursor_y}')" 0 "$term, $way: cursor row"
    done
  done
}

teardown_pane() { new_server; }
