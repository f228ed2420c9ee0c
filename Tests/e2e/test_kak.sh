# The kakoune plugin (editors/kak/reorder.kak): `:reorder` in the real kak
# (2022.10), inside tmux (a popup over kak) and outside: under X the x11
# module's terminal (an xterm); in a plain terminal with no windowing
# module kak has no screen to hand over, and says so.

source "$E2E_DIR/editor_panes.sh"

# kak_command FILE [DISPLAY]: kak on FILE with the system's kakrc
# (windowing detection included), no user configuration, the plugin
# sourced, and no X display unless one is given.
kak_command() {
  printf 'env -u DISPLAY -u WAYLAND_DISPLAY -u KITTY_WINDOW_ID -u STY %s kak -e %q %q' \
    "${2:+DISPLAY=$2}" "source $EDITORS_DIR/kak/reorder.kak" "$1"
}

# kak_quit: :write-quit, then until kak exited 0.
kak_write_quit() {
  keys : 'write-quit' Enter
  assert_eq "$(wait_exit)" 0 "kak's exit status"
}

# A move in the popup, Enter: the buffer has the new order as one undo
# step (u brings the old order back at once, U the new one).
test_kak_inside_tmux_accept_and_undo() {
  five_lines f.txt
  start_inside -- "$(kak_command f.txt)"
  wait_for "alpha"
  keys : reorder Enter
  wait_for "│> alpha"
  wait_for "1/5"
  keys J
  wait_for 'Moved 1 → 2 of 5 · "alpha"'
  keys Enter
  wait_for "reorder: 5 lines in their new order"
  wait_for_line 1 "bravo"
  wait_for_line 2 "alpha"
  wait_for_line 3 "charlie"
  assert_no_reorder_on_screen
  keys u
  wait_for_line 1 "alpha"
  wait_for_line 2 "bravo"
  keys U
  wait_for_line 1 "bravo"
  wait_for_line 2 "alpha"
  kak_write_quit
  assert_file f.txt $'bravo\nalpha\ncharlie\ndelta\necho\n'
  assert_no_temp_files
}

# A selection of lines 2 to 4 (partly selected lines count whole): only
# they go, and only they change.
test_kak_inside_tmux_selection() {
  five_lines f.txt
  start_inside -- "$(kak_command f.txt)"
  wait_for "alpha"
  # From "bravo" to the middle of "delta".
  keys : 'select 2.1,4.3' Enter
  wait_for "4:3  1 sel"
  keys : reorder Enter
  wait_for "│> bravo"
  wait_for "1/3"
  keys G t
  wait_for 'Moved 3 → 1 of 3 · "delta"'
  keys Enter
  wait_for "reorder: 3 lines in their new order"
  wait_for_line 2 "delta"
  wait_for_line 3 "bravo"
  wait_for_line 4 "charlie"
  kak_write_quit
  assert_file f.txt $'alpha\ndelta\nbravo\ncharlie\necho\n'
}

# A move, then Esc and y: the buffer is byte for byte as it was, and not
# modified (:quit without ! quits).
test_kak_inside_tmux_cancel() {
  printf 'alpha\r\nbravo\ncharlie' > f.txt
  start_inside -- "$(kak_command f.txt)"
  wait_for "alpha"
  keys : reorder Enter
  wait_for "1/3"
  keys J
  wait_for 'Moved 1 → 2 of 3'
  keys Escape
  wait_for "1 unsaved change: Esc or y quits"
  keys y
  wait_for "reorder: cancelled; the buffer is unchanged"
  wait_for_line 2 "bravo"
  assert_no_reorder_on_screen
  keys : quit Enter
  assert_eq "$(wait_exit)" 0 "kak's exit status (the buffer was not modified)"
  assert_file f.txt $'alpha\r\nbravo\ncharlie'
  assert_no_temp_files
}

# reorder's error line is a message, never text in the buffer.
test_kak_inside_tmux_error_is_a_message() {
  five_lines f.txt
  start_inside -- "$(kak_command f.txt)"
  wait_for "alpha"
  keys : 'reorder --long-press nonsense' Enter
  wait_for "reorder: --long-press"
  wait_for_line 1 "alpha"
  keys : quit Enter
  assert_eq "$(wait_exit)" 0 "kak's exit status (the buffer was not modified)"
  assert_file f.txt $'alpha\nbravo\ncharlie\ndelta\necho\n'
  assert_no_temp_files
}

# Outside tmux with no windowing module, kak cannot lend its terminal
# (its `|` leaves kak reading it too): one clear message, nothing changed.
test_kak_outside_tmux_says_why_and_changes_nothing() {
  five_lines f.txt
  start_outside -- "$(kak_command f.txt)"
  wait_for "alpha"
  keys : reorder Enter
  wait_for "reorder: no screen to hand over outside tmux"
  wait_for_line 1 "alpha"
  wait_for_line 5 "echo"
  keys : quit Enter
  assert_eq "$(wait_exit)" 0 "kak's exit status (the buffer was not modified)"
  assert_file f.txt $'alpha\nbravo\ncharlie\ndelta\necho\n'
  assert_no_temp_files
}

# Outside tmux under X, the x11 module's `terminal` opens an xterm for
# reorder (typed into with xdotool); the result comes back to kak.
test_kak_outside_tmux_under_x_in_an_xterm() {
  five_lines f.txt
  start_x
  start_outside -- "$(kak_command f.txt "$DISPLAY")"
  wait_for "alpha"
  # The log says when reorder took the move (the xterm's screen cannot be
  # read from here).
  keys : "set-option global reorder_options '--log $T/edits.jsonl'" Enter
  keys : reorder Enter
  local window="" deadline=$((SECONDS + E2E_TIMEOUT))
  until window=$(DISPLAY=$DISPLAY xdotool search --onlyvisible --class xterm 2>/dev/null | head -n 1) && [ -n "$window" ]; do
    [ $SECONDS -lt $deadline ] || fail "no xterm opened"
    sleep 0.05
  done
  # Typed as from the keyboard (XTEST) into the focused xterm: xterm
  # ignores synthetic events sent to a window. (Without a window manager
  # xdotool reports a focus it cannot read back as a failure.)
  DISPLAY=$DISPLAY xdotool windowfocus "$window" 2>/dev/null || true
  DISPLAY=$DISPLAY xdotool key J 2>/dev/null
  wait_file edits.jsonl
  deadline=$((SECONDS + E2E_TIMEOUT))
  until grep -q '"move"' edits.jsonl; do
    [ $SECONDS -lt $deadline ] || fail "reorder did not take the move: $(cat edits.jsonl)"
    sleep 0.05
  done
  DISPLAY=$DISPLAY xdotool key Return 2>/dev/null
  wait_for "reorder: 5 lines in their new order"
  wait_for_line 1 "bravo"
  wait_for_line 2 "alpha"
  kak_write_quit
  assert_file f.txt $'bravo\nalpha\ncharlie\ndelta\necho\n'
  assert_no_temp_files
}

# The xterm closed under reorder: kak hears of it (reorder hung up, 129),
# removes the files and changes nothing; the next :reorder runs.
test_kak_outside_tmux_under_x_window_closed() {
  five_lines f.txt
  start_x
  start_outside -- "$(kak_command f.txt "$DISPLAY")"
  wait_for "alpha"
  keys : reorder Enter
  local window="" deadline=$((SECONDS + E2E_TIMEOUT))
  until window=$(DISPLAY=$DISPLAY xdotool search --onlyvisible --class xterm 2>/dev/null | head -n 1) && [ -n "$window" ]; do
    [ $SECONDS -lt $deadline ] || fail "no xterm opened"
    sleep 0.05
  done
  DISPLAY=$DISPLAY xdotool windowkill "$window" 2>/dev/null
  wait_for "reorder: its window closed; the buffer is unchanged"
  assert_no_temp_files
  keys : reorder Enter
  deadline=$((SECONDS + E2E_TIMEOUT))
  until DISPLAY=$DISPLAY xdotool search --onlyvisible --class xterm > /dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || fail "no xterm opened the second time"
    sleep 0.05
  done
  wait_for_line 1 "alpha"
  wait_for_line 5 "echo"
}
