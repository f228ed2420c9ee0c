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

