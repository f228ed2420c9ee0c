# --log and --narrate never lie: never mixed into the result, never over
# the interface, a failed write said at once and at the end, never a cut
# line, never a wait for a reader, never a loop that spins.

# Standard output however it is named, and a terminal for --narrate, are
# refused with one line and exit 2 before anything is drawn.
test_log_and_narrate_may_not_be_standard_output() {
  lines 3 > in.txt
  {
    run_case log-stdout '$REORDER --log /dev/stdout in.txt'
    run_case log-fd '$REORDER --log /dev/fd/1 in.txt'
    run_case narrate-proc '$REORDER --narrate /proc/self/fd/1 in.txt'
    printf '%s\n' '$REORDER --log same.out in.txt > same.out 2> same.err; echo $? > same.rc'
    printf '%s\n' '$REORDER --log /dev/stdout in.txt 2> pipe.err | cat > pipe.out; cat pipe.err > /dev/null'
    printf '%s\n' '$REORDER --narrate /dev/tty in.txt > tty.out 2> tty.err; echo $? > tty.rc'
  } > cases.sh
  start -- 'sh cases.sh'
  wait_exit > /dev/null
  assert_case log-stdout "--log '/dev/stdout' is standard output: the log would be mixed into the result"
  assert_case log-fd "--log '/dev/fd/1' is standard output: the log would be mixed into the result"
  assert_case narrate-proc \
    "--narrate '/proc/self/fd/1' is standard output: the narration would be mixed into the result"
  assert_eq "$(cat same.rc)" 2 "same file: exit status"
  assert_eq "$(cat same.err)" "reorder: --log 'same.out' is standard output: the log would be mixed into the result"
  assert_file same.out ""
  assert_eq "$(cat pipe.err)" "reorder: --log '/dev/stdout' is standard output: the log would be mixed into the result"
  assert_file pipe.out ""
  assert_eq "$(cat tty.rc)" 2 "terminal: exit status"
  assert_eq "$(cat tty.err)" "reorder: --narrate '/dev/tty' is a terminal: the lines would be written over the interface (give a file or a FIFO, and read it elsewhere: tail -f FILE)"
  assert_restored
}

# A log that stops (the file size limit): said on the status line at
# once, the result still written on Enter, then one line on stderr naming
# the log, exit 2; the log holds whole lines only.
test_a_log_that_cannot_be_written_is_said_and_exits_2() {
  lines 5 > in.txt
  # dash counts ulimit -f in 512-byte blocks: room for about eight lines.
  start -- 'ulimit -f 1; $REORDER --log session.jsonl in.txt > out 2> err'
  wait_for "1/5"
  # One move at a time, each waited for, until the log's write fails:
  # the move that failed says so (the next one says its own sentence).
  local i said="" deadline=$((SECONDS + E2E_TIMEOUT))
  for i in $(seq 1 30); do
    local want="Moved 2 → 1 of 5"
    if [ $((i % 2)) = 1 ]; then want="Moved 1 → 2 of 5"; keys J; else keys K; fi
    until screen | grep -qF -e "$want" -e "cannot write log"; do
      [ $SECONDS -lt $deadline ] || fail "timed out waiting for: $want"
      sleep 0.05
    done
    if screen | grep -qF "cannot write log 'session.jsonl': File too large"; then said=$i; break; fi
  done
  [ -n "$said" ] || fail "no write of the log failed: $(wc -c < session.jsonl) bytes logged"
  [ $((said % 2)) = 1 ] || keys J
  keys Enter
  assert_eq "$(wait_exit)" 2
  assert_file out $'item 2\nitem 1\nitem 3\nitem 4\nitem 5\n'
  assert_eq "$(cat err)" "reorder: cannot write log 'session.jsonl': File too large: the log holds only the edits before it"
  [ -s session.jsonl ] || fail "nothing was logged before the limit"
  assert_eq "$(tail -c 1 session.jsonl | od -An -c | tr -d ' ')" '\n' "whole lines only"
  python3 -c 'import json, sys; [json.loads(line) for line in open(sys.argv[1])]' session.jsonl \
    || fail "a line of the log is not JSON: $(cat session.jsonl)"
}

test_a_log_on_a_full_device_is_said_and_exits_2() {
  lines 3 > in.txt
  start -- '$REORDER --log /dev/full in.txt > out 2> err'
  wait_for "1/3"
  keys J
  wait_for "cannot write log '/dev/full': No space left on device"
  keys Enter
  assert_eq "$(wait_exit)" 2
  assert_file out $'item 2\nitem 1\nitem 3\n'
  assert_eq "$(cat err)" "reorder: cannot write log '/dev/full': No space left on device: the log holds only the edits before it"
}

# A FIFO nobody reads: refused at once with the reason (it used to wait
# before the first frame).
test_a_log_fifo_without_a_reader_is_refused() {
  lines 3 > in.txt
  mkfifo log
  start -- '$REORDER --log log in.txt > out 2> err'
  assert_eq "$(wait_exit)" 2
  assert_eq "$(cat err)" "reorder: cannot open log 'log': it is a FIFO no process reads (start its reader first)"
  assert_file out ""
}

# A --narrate file that fails for good: said once, then it costs nothing
# (it used to be retried without pause, at 99 % CPU).
test_a_narrate_file_that_fails_is_given_up_once() {
  lines 3 > in.txt
  start -- '$REORDER --narrate /dev/full in.txt > out 2> err'
  wait_for "failed: No space left on device; nothing more is written to it"
  local pid ticks_before ticks_after
  pid=$(pgrep -f -n -- '--narrate /dev/full in.txt' | head -1)
  [ -n "$pid" ] || fail "no reorder process"
  ticks_before=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
  # Idle for a second: a spinning loop takes ~100 ticks; an idle one ~0.
  sleep 1
  ticks_after=$(awk '{ print $14 + $15 }' "/proc/$pid/stat")
  [ $((ticks_after - ticks_before)) -lt 30 ] || fail "idle reorder used $((ticks_after - ticks_before)) ticks in 1 s"
  keys J
  wait_for "Moved 1 → 2 of 3"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 2\nitem 1\nitem 3\n'
}
