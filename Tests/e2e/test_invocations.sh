# Bad invocations: one clear line on stderr, exit 2, no interface drawn,
# nothing written to stdout.

test_bad_invocations_fail_cleanly_without_drawing() {
  lines 3 > in.txt
  mkdir dir
  printf 'secret\n' > unreadable.txt
  chmod 000 unreadable.txt
  # Root reads anything: drop to nobody for that case where possible.
  local as_nobody=""
  if [ "$(id -u)" = 0 ]; then
    if command -v setpriv > /dev/null; then
      as_nobody="setpriv --reuid=65534 --regid=65534 --clear-groups"
    else
      echo "note: root without setpriv: the unreadable-file case is not run"
    fi
  fi
  {
    echo 'stty -g > stty.before'
    run_case no-tty 'env -u TMUX setsid -w $REORDER in.txt < /dev/null'
    run_case term-unset 'env -u TERM $REORDER in.txt'
    run_case term-empty 'TERM= $REORDER in.txt'
    run_case term-dumb 'TERM=dumb $REORDER in.txt'
    run_case term-unknown 'TERM=no-such-terminal $REORDER in.txt'
    run_case directory '$REORDER dir'
    run_case read-error '$REORDER /proc/self/mem'
    run_case missing '$REORDER no-such-file'
    run_case unknown-option '$REORDER --frobnicate in.txt'
    run_case stdin-is-the-terminal '$REORDER'
    run_case preview-window-negative '$REORDER --preview cat --preview-window -1 in.txt'
    [ -n "$as_nobody" ] || [ "$(id -u)" != 0 ] && run_case unreadable "$as_nobody \$REORDER unreadable.txt"
    echo 'stty -g > stty.after'
  } > cases.sh
  start_recorded -- 'sh cases.sh'
  wait_exit > /dev/null
  assert_case no-tty "no terminal available (cannot open /dev/tty: No such device or address)"
  assert_case term-unset "TERM is not set: cannot draw the interface"
  assert_case term-empty "TERM is not set: cannot draw the interface"
  assert_case term-dumb "terminal type 'dumb' cannot draw the interface"
  assert_case term-unknown "terminal type 'no-such-terminal' is unknown or cannot be used"
  assert_case directory "cannot read 'dir': it is a directory"
  assert_case read-error "cannot read '/proc/self/mem': Input/output error"
  assert_case missing "cannot read 'no-such-file': No such file or directory"
  assert_case unknown-option "unknown option '--frobnicate' (see reorder --help)"
  assert_case stdin-is-the-terminal "no input: give a FILE, or pipe lines into reorder (see reorder --help)"
  assert_case preview-window-negative \
    "--preview-window: '-1' means nothing: a size is N or N% (0 or more), a scroll offset starts with + (+10, +{2}-5)"
  if [ -n "$as_nobody" ] || [ "$(id -u)" != 0 ]; then
    assert_case unreadable "cannot read 'unreadable.txt': Permission denied"
  fi
  # Nothing reached the terminal: not a byte, and its modes are as before.
  [ ! -s record ] || fail "bytes were written to the terminal: $(od -c record | head)"
  assert_eq "$(cat stty.after)" "$(cat stty.before)" "termios (stty -g)"
  assert_restored
}
