# Every way out gives the terminal back.

signal_test() {
  local signal=$1 status=$2
  lines 5 > in.txt
  # exec keeps the pid and leaves the program in the foreground, where
  # SIGINT is not ignored as it is for background jobs.
  start -- 'sh -c "echo \$\$ > pid; exec \"\$REORDER\" in.txt > out 2> err"'
  wait_for "1/5"
  press 5 1
  wait_for "Lifted"
  kill -"$signal" "$(cat pid)"
  assert_eq "$(wait_exit)" "$status" "exit status"
  assert_file out ""
  assert_restored
}

test_sigterm_restores_the_terminal() { signal_test TERM 143; }
test_sigint_restores_the_terminal() { signal_test INT 130; }
test_sighup_restores_the_terminal() { signal_test HUP 129; }
