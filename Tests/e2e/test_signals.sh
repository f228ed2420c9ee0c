# Every way out gives the terminal back.

# assert_kitty_balanced: every push of kitty keyboard flags was popped.
assert_kitty_balanced() {
  local pushes pops
  pushes=$(count_in_record $'\e[>15u')
  pops=$(count_in_record $'\e[<u')
  [ "$pushes" -ge 1 ] || fail "the kitty flags were never pushed: the check is blind"
  assert_eq "$pops" "$pushes" "kitty keyboard flags popped as often as pushed"
}

# signal_test SIGNAL STATUS: the signal mid-drag restores the terminal
# (mode flags, termios, kitty flags), ends with 128+N, writes nothing.
signal_test() {
  local signal=$1 status=$2
  lines 5 > in.txt
  printf 'keep me\n' > target.txt
  # exec keeps the pid and leaves the program in the foreground, where
  # SIGINT is not ignored as it is for background jobs.
  start_recorded -- 'stty -g > stty.before; sh -c "echo \$\$ > pid; exec \"\$REORDER\" --keys kitty in.txt -o target.txt > out 2> err"; s=$?; stty -g > stty.after; (exit $s)'
  wait_for "1/5"
  press 5 1
  wait_for "Lifted"
  drag 5 2
  wait_for "position 2 of 5"
  kill -"$signal" "$(cat pid)"
  assert_eq "$(wait_exit)" "$status" "exit status"
  assert_file out ""
  assert_file target.txt $'keep me\n'
  assert_eq "$(cat stty.after)" "$(cat stty.before)" "termios (stty -g)"
  assert_restored
  assert_kitty_balanced
  [ -z "$(ls -A | grep '^\.reorder-')" ] || fail "temporary file left behind"
}

test_sigterm_restores_the_terminal() { signal_test TERM 143; }
test_sigint_restores_the_terminal() { signal_test INT 130; }
test_sighup_restores_the_terminal() { signal_test HUP 129; }
test_sigquit_restores_the_terminal() { signal_test QUIT 131; }

# crash_test SIGNAL STATUS: a crash signal mid-drag (sent with kill, so
# any build can be crashed, the release binary included): the handler
# restores the terminal with async-signal-safe writes, then the crash goes
# on, and the process dies of the signal (128+N).
crash_test() {
  local signal=$1 status=$2
  # Swift's crash reporter itself trips AddressSanitizer (memserver_read)
  # and ThreadSanitizer (a CHECK), so the crash ends differently there.
  if sanitized; then echo "note: skipped under $E2E_SANITIZER"; return 0; fi
  lines 5 > in.txt
  start_recorded -- 'stty -g > stty.before; sh -c "echo \$\$ > pid; exec \"\$REORDER\" --keys kitty in.txt > out 2> err"; s=$?; stty -g > stty.after; (exit $s)'
  wait_for "1/5"
  press 5 1
  wait_for "Lifted"
  drag 5 3
  wait_for "position 3 of 5"
  kill -"$signal" "$(cat pid)"
  assert_eq "$(wait_exit)" "$status" "exit status (SIG$signal)"
  assert_file out ""
  # (Swift's backtracer, which prints "Program crashed", only runs with a
  # dynamically linked runtime; `make build` links it statically.)
  assert_eq "$(cat stty.after)" "$(cat stty.before)" "termios (stty -g)"
  assert_restored
  assert_kitty_balanced
}

test_a_crash_restores_the_terminal() { crash_test SEGV 139; }
test_an_abort_restores_the_terminal() { crash_test ABRT 134; }
test_an_illegal_instruction_restores_the_terminal() { crash_test ILL 132; }

# Ctrl-Z mid-drag in a shell with job control: the terminal is given back
# (flags, termios, kitty flags); fg redraws everything and the drag goes
# on where it was.
test_ctrl_z_and_fg_mid_drag() {
  lines 10 > in.txt
  start_shell
  keys 'stty -g > stty.before; ( $REORDER --keys kitty in.txt > out 2> err; echo $? > rc )' Enter
  wait_for " 1/10 "
  press 5 2
  wait_for 'Lifted position 2 of 10 · "item 2"'
  drag_rows 5 2 4
  wait_for 'Moving to position 4 of 10 · "item 2"'
  keys C-z
  wait_for "Stopped"
  assert_restored
  keys 'clear; stty -g > stty.stopped' Enter
  wait_file stty.stopped
  assert_eq "$(cat stty.stopped)" "$(cat stty.before)" "termios while stopped"
  keys fg Enter
  wait_for_line 1 "  item 1"
  wait_for_line 4 "░ item 2"
  wait_for_line 10 "  item 10"
  drag_rows 5 4 6
  release 5 6
  wait_for 'Moved 2 → 6 of 10 · "item 2"'
  keys Enter
  wait_file rc
  assert_eq "$(cat rc)" 0 "exit status"
  assert_file out $'item 1\nitem 3\nitem 4\nitem 5\nitem 6\nitem 2\nitem 7\nitem 8\nitem 9\nitem 10\n'
  keys 'stty -g > stty.after' Enter
  wait_file stty.after
  assert_eq "$(cat stty.after)" "$(cat stty.before)" "termios after"
  assert_restored
  assert_kitty_balanced
}

# In a pipeline the shell reports the job stopped only when all of it is:
# reorder stops its whole process group, as the terminal would.
test_ctrl_z_in_a_pipeline_gives_the_shell_back() {
  start_shell
  keys '( printf "c\nb\na\n" | $REORDER | tr a-z A-Z > out; echo "${PIPESTATUS[1]}" > rc )' Enter
  wait_for " 1/3 "
  keys C-z
  wait_for "Stopped"
  assert_restored
  keys fg Enter
  wait_for " 1/3 "
  keys G K
  wait_for 'Moved 3 → 2 of 3 · "a"'
  keys Enter
  wait_file rc
  assert_eq "$(cat rc)" 0 "exit status"
  assert_file out $'C\nA\nB\n'
}

# SIGSTOP cannot be caught; after fg (SIGCONT) reorder takes the terminal
# back from the shell, which set its own termios meanwhile: keys work
# again and are not echoed.
test_sigstop_then_fg_takes_the_terminal_back() {
  lines 3 > in.txt
  start_shell
  keys '( sh -c '"'"'echo $$ > pid; exec "$REORDER" in.txt > out 2> err'"'"'; echo $? > rc )' Enter
  wait_for " 1/3 "
  wait_file pid
  kill -STOP -- "-$(ps -o pgid= -p "$(cat pid)" | tr -d ' ')"  # the job, as kill -STOP %1 does
  wait_for "Stopped"
  keys fg Enter
  wait_for " 1/3 "
  keys j
  wait_for " 2/3 "
  keys K
  wait_for 'Moved 2 → 1 of 3 · "item 2"'
  keys Enter
  wait_file rc
  assert_eq "$(cat rc)" 0 "exit status"
  assert_file out $'item 2\nitem 1\nitem 3\n'
  assert_restored
}

# wait_restored WHAT: until the pane's flags are 00001 (tmux may not have
# read the last bytes yet when the exit status is there).
wait_restored() {
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until [ "$(pane_flags)" = 00001 ]; do
    [ $SECONDS -lt $deadline ] || fail "terminal not restored $1: flags $(pane_flags) (want 00001)"
    sleep 0.02
  done
}

# Every signal whose default action ends the process and that can be
# caught (man 7 signal: all but KILL and STOP), the real-time ones
# included: the terminal is restored (mode flags, termios, kitty flags),
# the process dies of the signal (the shell sees 128+N) and nothing is
# written. One pane runs them in turn, to keep it quick.
test_every_terminating_signal_restores_the_terminal() {
  local signals="HUP INT QUIT USR1 USR2 PIPE ALRM TERM STKFLT XCPU XFSZ VTALRM PROF IO PWR"
  # Faults sent by kill: a sanitizer's own handlers take those.
  sanitized || signals="$signals ILL TRAP ABRT BUS FPE SEGV SYS"
  local numbers="" name n
  for name in $signals; do numbers="$numbers $(kill -l "$name")"; done
  numbers="$numbers $(seq -s " " "$(kill -l RTMIN)" "$(kill -l RTMAX)")"
  lines 5 > in.txt
  printf 'keep me\n' > target.txt
  start_recorded -- 'ulimit -c 0; for n in '"$numbers"'; do
      stty -g > stty.before.$n
      sh -c "echo \$\$ > pid.tmp; mv pid.tmp pid; exec \"\$REORDER\" --keys kitty in.txt -o target.txt > out 2> err"
      echo $? > status.tmp; stty -g > stty.after.$n; mv status.tmp status.$n
      until [ -f next.$n ]; do sleep 0.02; done
    done'
  local count=0
  for n in $numbers; do
    wait_file pid
    wait_for " 1/5 "
    local deadline=$((SECONDS + E2E_TIMEOUT))
    until [ "$(pane_flags)" = 11110 ]; do
      [ $SECONDS -lt $deadline ] || fail "modes never switched on (flags $(pane_flags))"
      sleep 0.02
    done
    kill -"$n" "$(cat pid)"
    wait_file "status.$n"
    assert_eq "$(cat "status.$n")" $((128 + n)) "exit status after signal $n ($(kill -l "$n"))"
    wait_restored "after signal $n ($(kill -l "$n"))"
    assert_eq "$(cat "stty.after.$n")" "$(cat "stty.before.$n")" "termios after signal $n"
    assert_file out ""
    assert_file target.txt $'keep me\n'
    rm pid
    touch "next.$n"
    count=$((count + 1))
  done
  assert_kitty_balanced
  [ -z "$(ls -A | grep '^\.reorder-')" ] || fail "temporary file left behind"
  echo "note: $count signals"
}

# A signal while the result goes to standard output waits until all of it
# is written, then ends the process: the reader gets the whole result,
# never a cut line. The reader takes 64 KB, then stops reading until the
# signal has been sent, so the signal arrives mid-write.
test_a_signal_during_the_stdout_write_waits_for_the_whole_result() {
  seq 1 2000000 > in.txt  # 14.9 MB
  start -- '{ sh -c "echo \$\$ > pid; exec \"\$REORDER\" in.txt 2> err"; echo $? > status; } |
    { dd bs=65536 count=1 of=first 2> /dev/null; touch started; until [ -f go ]; do sleep 0.02; done; cat > rest; }'
  wait_for " 1/2000000 "
  keys Enter
  wait_file started
  kill -TERM "$(cat pid)"
  touch go
  wait_exit > /dev/null
  wait_file status
  assert_eq "$(cat status)" 143 "exit status"
  cat first rest | cmp -s - in.txt || fail "the reader got $(cat first rest | wc -c) of $(wc -c < in.txt) bytes"
  assert_restored
}

# The same without the interface (--replay): held, then honoured.
test_a_signal_during_a_replayed_stdout_write_waits_for_the_whole_result() {
  seq 1 2000000 > in.txt
  : > empty.jsonl
  { s=0; sh -c 'echo $$ > pid; exec "$REORDER" --replay empty.jsonl in.txt 2> err' || s=$?; echo $s > status; } |
    { dd bs=65536 count=1 of=first 2> /dev/null; touch started; until [ -f go ]; do sleep 0.02; done; cat > rest; } &
  local reader=$!
  wait_file started
  kill -TERM "$(cat pid)"
  touch go
  wait "$reader"
  assert_eq "$(cat status)" 143 "exit status"
  cat first rest | cmp -s - in.txt || fail "the reader got $(cat first rest | wc -c) of $(wc -c < in.txt) bytes"
}
