# --tmux: the interface in a tmux popup, and the popup where no terminal
# can be opened inside tmux (neovim's :%!). A popup needs an attached
# client, so each test runs its command in a second tmux server ("inner")
# whose client is attached in the pane of the test's own server: `screen`
# there shows what a person sees, popup included, and `keys` are typed
# into the client, which gives them to the popup.

# The test's own teardown, then the inner server's.
eval "lib_$(declare -f teardown)"
teardown() {
  [ -n "${INNER:-}" ] && tmux -S "$INNER" kill-server 2>/dev/null
  lib_teardown
}

# start_in_tmux [-x W] [-y H] -- SHELL-COMMAND: runs the command (in $T,
# TMPDIR=$T/tmp, its status in $T/rc) in the inner server's pane once a
# client is attached; the client's terminal is the test pane, W×H (one
# row of it is the inner server's status line).
start_in_tmux() {
  local width=100 height=30
  while [ $# -gt 0 ]; do
    case "$1" in
      -x) width=$2; shift 2 ;;
      -y) height=$2; shift 2 ;;
      --) shift; break ;;
      *) break ;;
    esac
  done
  INNER="$T/inner.sock"
  mkdir -p "$T/tmp"
  cat > "$T/inner.sh" <<SCRIPT
cd "$T"
export TMPDIR="$T/tmp" REORDER="$REORDER"
until [ -f "$T/go" ]; do sleep 0.02; done
$*
echo \$? > "$T/rc.tmp" && mv "$T/rc.tmp" "$T/rc"
exec sleep 3600
SCRIPT
  tmux -S "$INNER" -f /dev/null new-session -d -x 80 -y 24 -s inner "sh $T/inner.sh"
  # EXEC_LOG=FILE: every program the inner server starts from here on is
  # logged with its arguments (strace follows the server's children).
  if [ -n "${EXEC_LOG:-}" ]; then
    local server
    server=$(tmux -S "$INNER" display -p '#{pid}')
    strace -f -qq -s 65536 -e trace=execve -o "$EXEC_LOG" -p "$server" &
    until [ "$(awk '/^TracerPid/ {print $2}' "/proc/$server/status")" != 0 ]; do sleep 0.02; done
  fi
  start -x "$width" -y "$height" -t screen -- "exec env -u TMUX tmux -S '$INNER' attach -t inner"
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until [ -n "$(tmux -S "$INNER" list-clients -F '#{client_name}' 2>/dev/null)" ]; do
    [ $SECONDS -lt $deadline ] || fail "the client did not attach"
    sleep 0.05
  done
  touch "$T/go"
}

# assert_no_popup_files: the popup's private directories are gone.
assert_no_popup_files() {
  local left
  left=$(ls -A "$T/tmp")
  [ -z "$left" ] || fail "the popup left files behind: $left"
}

# The popup's frame, as tmux draws it on the client.
popup_row() { screen | grep -nF "│$1" | head -n 1 | cut -d: -f1; }

three_lines() { printf 'alpha\nbravo\ncharlie\n' > "$1"; }

test_tmux_popup_takes_the_keys_and_prints_the_result() {
  start_in_tmux -- 'printf "alpha\nbravo\ncharlie\n" | $REORDER --tmux > out 2> err'
  wait_for "│> alpha"
  wait_for "1/3"
  # The pane under the popup still shows the shell's screen, not the list.
  if tmux -S "$INNER" capture-pane -p -t inner | grep -q alpha; then fail "the list is in the pane, not the popup"; fi
  keys J
  wait_for 'Moved 1 → 2 of 3 · "alpha"'
  keys Enter
  assert_eq "$(wait_exit)" 0 "exit status"
  wait_gone "1/3"
  assert_file out $'bravo\nalpha\ncharlie\n'
  assert_file err ""
  assert_no_popup_files
}

cancel_in_popup() {
  three_lines list.txt
  start_in_tmux -- '$REORDER --tmux list.txt > out 2> err'
  wait_for "1/3"
  keys "$1"
  assert_eq "$(wait_exit)" 130 "exit status"
  wait_gone "1/3"
  assert_file out ""
  assert_file err ""
  assert_file list.txt $'alpha\nbravo\ncharlie\n'
  assert_no_popup_files
}

test_tmux_popup_cancel_with_escape_is_130() { cancel_in_popup Escape; }
test_tmux_popup_cancel_with_ctrl_c_is_130() { cancel_in_popup C-c; }

# --tmux=bottom,8: a popup 8 rows high (its frame included) on the whole
# width, its last row just above the status line.
test_tmux_popup_position_and_size() {
  lines 20 > list.txt
  start_in_tmux -x 100 -y 30 -- '$REORDER --tmux=bottom,8 list.txt > out 2> err'
  wait_for "1/20"
  local top bottom
  top=$(screen | grep -n '^┌' | cut -d: -f1)
  bottom=$(screen | grep -n '^└' | cut -d: -f1)
  assert_eq "$bottom" 29 "the popup's last row (above the status line on row 30)"
  assert_eq "$top" 22 "the popup's first row (8 rows high)"
  assert_eq "$(screen | sed -n 22p | sed 's/ *$//' | LC_ALL=C.UTF-8 wc -m)" 101 "the popup's width (and a newline)"
  keys q
  assert_eq "$(wait_exit)" 130 "exit status"
}

# FILE, -o and --log are relative to the directory reorder runs in;
# the result goes to the file, nothing to standard output.
test_tmux_popup_files_relative_to_the_directory() {
  mkdir work
  three_lines work/list.txt
  start_in_tmux -- 'cd work && $REORDER --tmux=90% -o ../result.txt --log edits.jsonl list.txt > ../out 2> ../err'
  wait_for "1/3"
  keys J
  wait_for 'Moved 1 → 2 of 3'
  keys Enter
  assert_eq "$(wait_exit)" 0 "exit status"
  assert_file result.txt $'bravo\nalpha\ncharlie\n'
  assert_file out ""
  assert_file err ""
  grep -q '"move"' work/edits.jsonl || fail "no move in the log: $(cat work/edits.jsonl)"
  assert_no_popup_files
}

# An error of the inner reorder (a --log it cannot open) reaches the
# outer one's standard error, with its exit status; stdout stays empty.
test_tmux_popup_errors_reach_stderr() {
  three_lines list.txt
  start_in_tmux -- '$REORDER --tmux --log no-such-dir/log.jsonl list.txt > out 2> err'
  assert_eq "$(wait_exit)" 2 "exit status"
  assert_eq "$(wc -l < err)" 1 "stderr lines"
  grep -q "^reorder: .*no-such-dir/log.jsonl" err || fail "stderr: $(cat err)"
  assert_file out ""
  assert_no_popup_files
}

# SIGTERM or SIGINT to the outer reorder closes the popup and removes its
# files; the outer one ends by the signal.
closes_on_signal() {
  three_lines list.txt
  # In the foreground (a background job of sh would ignore SIGINT).
  start_in_tmux -- 'sh -c '"'"'echo $$ > pid; exec $REORDER --tmux list.txt > out 2> err'"'"
  wait_for "1/3"
  kill "-$1" "$(cat pid)"
  assert_eq "$(wait_exit)" "$2" "exit status (128 + the signal)"
  wait_gone "1/3"
  assert_file out ""
  assert_no_popup_files
  assert_file list.txt $'alpha\nbravo\ncharlie\n'
}

test_tmux_popup_closes_on_sigterm() { closes_on_signal TERM 143; }
test_tmux_popup_closes_on_sigint() { closes_on_signal INT 130; }

# A long input goes through the FIFO whole, byte for byte.
test_tmux_popup_long_input_is_whole() {
  seq 1 200000 > long.txt
  start_in_tmux -- '$REORDER --tmux < long.txt > out 2> err'
  wait_for "1/200000"
  keys Enter
  assert_eq "$(wait_exit)" 0 "exit status"
  cmp out long.txt || fail "the output differs from the input"
  assert_no_popup_files
}

# Input that comes slowly streams into the popup, as on a terminal.
test_tmux_popup_streams_slow_input() {
  start_in_tmux -- '{ printf "one\n"; until [ -f more ]; do sleep 0.05; done; printf "two\n"; } | $REORDER --tmux > out 2> err'
  wait_for "│> one"
  touch more
  wait_for "│  two"
  keys J
  wait_for 'Moved 1 → 2 of 2'
  keys Enter
  assert_eq "$(wait_exit)" 0 "exit status"
  assert_file out $'two\none\n'
}

# Empty input (a pipe, or an empty FILE): nothing to reorder, exit 0 and
# nothing printed (the outer reorder sees it first and opens no popup).
test_tmux_popup_empty_input_opens_nothing() {
  : > empty.txt
  start_in_tmux -- 'printf "" | $REORDER --tmux > out 2> err && $REORDER --tmux empty.txt > out2 2> err2 && echo opened-nothing'
  assert_eq "$(wait_exit)" 0 "exit status"
  assert_file out ""
  assert_file err ""
  assert_file out2 ""
  assert_file err2 ""
  wait_for "opened-nothing"
}

# Without a terminal (setsid: no controlling terminal) inside tmux, the
# popup opens without --tmux.
test_tmux_popup_when_there_is_no_terminal() {
  three_lines list.txt
  start_in_tmux -- 'setsid -w $REORDER list.txt < /dev/null > out 2> err'
  wait_for "│> alpha"
  keys J Enter
  assert_eq "$(wait_exit)" 0 "exit status"
  assert_file out $'bravo\nalpha\ncharlie\n'
  assert_file err ""
}

# neovim's :%! has no terminal: inside tmux the filter opens the popup
# and the buffer gets the new order.
test_nvim_filter_inside_tmux_uses_the_popup() {
  printf 'alpha\nbravo\ncharlie\ndelta\n' > f.txt
  start_in_tmux -- 'HOME=$PWD XDG_CONFIG_HOME=$PWD/config XDG_DATA_HOME=$PWD/data XDG_STATE_HOME=$PWD/state nvim -u NONE -i NONE f.txt'
  wait_for "alpha"
  keys ":%!\$REORDER" Enter
  wait_for "1/4"
  wait_for "│> alpha"
  keys J J
  wait_for 'Moved 2 → 3 of 4 · "alpha"'
  keys Enter
  wait_gone "1/4"
  wait_for "4 lines filtered"
  keys ":wq" Enter
  assert_eq "$(wait_exit)" 0 "nvim exit status"
  assert_file f.txt $'bravo\ncharlie\nalpha\ndelta\n'
  assert_no_popup_files
}

# Outside tmux --tmux is ignored: the interface is on the terminal.
test_tmux_option_ignored_outside_tmux() {
  three_lines list.txt
  start -- 'env -u TMUX $REORDER --tmux list.txt > out 2> err'
  wait_for "> alpha"
  if screen | grep -q "│> alpha"; then fail "a popup frame outside tmux"; fi
  keys J Enter
  assert_eq "$(wait_exit)" 0 "exit status"
  assert_file out $'bravo\nalpha\ncharlie\n'
}

# Inside a tmux with no client to show a popup, and no terminal: one
# line on stderr that says both, nothing on stdout.
test_no_terminal_and_no_popup_is_one_error_line() {
  three_lines list.txt
  start -- 'setsid -w $REORDER list.txt < /dev/null > out 2> err'
  assert_eq "$(wait_exit)" 2 "exit status"
  assert_file err "reorder: no terminal available (cannot open /dev/tty: No such device or address), and tmux could not open a popup: no current client"$'\n'
  assert_file out ""
}

# A bad SPEC is a usage error before anything opens: one line, exit 2.
test_tmux_bad_spec_is_a_usage_error() {
  three_lines list.txt
  {
    run_case middle '$REORDER --tmux=middle list.txt'
    run_case zero '$REORDER --tmux=bottom,0 list.txt'
    run_case three '$REORDER --tmux=10,20,30 list.txt'
  } > cases.sh
  start -- 'sh cases.sh'
  wait_exit > /dev/null
  local syntax="[center|top|bottom|left|right][,SIZE[%]][,SIZE[%]]"
  assert_case middle "--tmux needs $syntax, not 'middle'"
  assert_case zero "--tmux needs $syntax, not 'bottom,0'"
  assert_case three "--tmux needs $syntax, not '10,20,30'"
}

# popup_with_preview DIR VARIABLES: reorder --tmux on DIR/list.txt, run in
# DIR with VARIABLES (NAME='VALUE' words for sh) set; its preview command,
# run by the inner reorder, writes $FOO and its directory into foo.out and
# pwd.out. Returns once the preview ran, the popup still open.
popup_with_preview() {
  three_lines "$1/list.txt"
  # The command goes into the inner shell's script, a file: the values
  # are never an argument, and their bytes are written as they are.
  start_in_tmux -- "cd '$1' && $2 \$REORDER --tmux --preview 'printf %s \"\$FOO\" > ../foo.out; pwd > ../pwd.out; echo {} > ../seen.out' list.txt > ../out 2> ../err"
  wait_for "1/3"
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until [ -s seen.out ]; do
    [ $SECONDS -lt $deadline ] || fail "the preview did not run: $(cat err 2> /dev/null)"
    sleep 0.05
  done
}

# No value of the environment is on a command line, which every user can
# read in /proc (issue 29: the popup's script ran `env -i 'NAME=VALUE' …`,
# whose command line showed them until it started reorder): a unique
# secret is looked for in every process's while the popup is open, and in
# the arguments of every program started for the popup (strace, since a
# command line that lasts a millisecond is still readable by anyone).
test_tmux_popup_environment_is_on_no_command_line() {
  local secret="s3cret-$RANDOM$RANDOM-token"
  printf '%s' "$secret" > secret.txt
  mkdir work
  EXEC_LOG="$T/exec.log" popup_with_preview work "SECRET='$secret' FOO=bar"
  local hits
  hits=$(grep -laF -f secret.txt /proc/[0-9]*/cmdline 2> /dev/null || true)
  [ -z "$hits" ] || fail "the secret is on a command line: $(for f in $hits; do tr '\0' ' ' < "$f"; echo; done)"
  grep -q 'execve(.*--tmux' exec.log || fail "strace saw no reorder start: $(head -c 2000 exec.log)"
  if grep -F -f secret.txt exec.log | grep -q '^[0-9]* *execve('; then
    fail "a program was started with the secret in its arguments: $(grep -F -f secret.txt exec.log | grep -o 'execve("[^"]*"' | sort -u)"
  fi
  keys Enter
  assert_eq "$(wait_exit)" 0 "exit status"
  assert_file foo.out "bar"
  assert_file out $'alpha\nbravo\ncharlie\n'
  assert_no_popup_files
}

# The environment and the directory reach the popup as the bytes they are
# (issue 29: a byte that is not UTF-8 arrived as U+FFFD).
test_tmux_popup_environment_and_directory_are_bytes() {
  local dir=$'dir\xffname'
  mkdir "$dir"
  popup_with_preview "$dir" "FOO='"$'a\xffb'"'"
  keys Enter
  assert_eq "$(wait_exit)" 0 "exit status"
  assert_file foo.out $'a\xffb'
  assert_file pwd.out "$T/$dir"$'\n'
  assert_file out $'alpha\nbravo\ncharlie\n'
  assert_no_popup_files
}
