# The micro plugin (editors/micro/reorder): `> reorder` in the real micro
# (2.0), which hands its screen over to reorder (shell.RunInteractiveShell),
# inside tmux and outside (TMUX unset: a plain terminal).

source "$E2E_DIR/editor_panes.sh"

# micro_command FILE: micro on FILE with the plugin in its plug directory
# (where micro looks), no other configuration, no line numbers, and no
# newline added at the end on saving (micro's own, not the plugin's).
micro_command() {
  mkdir -p "$T/config/micro/plug"
  ln -s "$EDITORS_DIR/micro/reorder" "$T/config/micro/plug/reorder"
  printf 'micro -ruler false -eofnewline false %q' "$1"
}

# command_bar COMMAND: COMMAND typed at micro's command bar (Ctrl-e).
command_bar() {
  keys C-e
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until screen | grep -qx '>'; do
    [ $SECONDS -lt $deadline ] || fail "no command bar"
    sleep 0.05
  done
  keys -l -- "$1"
  keys Enter
}

# save_and_quit: Ctrl-s, Ctrl-q, then until micro exited 0.
save_and_quit() {
  keys C-s
  wait_for "Saved"
  keys C-q
  assert_eq "$(wait_exit)" 0 "micro's exit status"
}

# accept_and_undo START: a move, Enter: the buffer has the new order;
# one Ctrl-z takes it back, one Ctrl-y brings it again.
accept_and_undo() {
  five_lines f.txt
  "$1" -- "$(micro_command f.txt)"
  wait_for "alpha"
  command_bar reorder
  wait_for "1/5"
  keys J
  wait_for 'Moved 1 → 2 of 5 · "alpha"'
  keys Enter
  wait_for "reorder: 5 lines in their new order"
  wait_for_line 1 "bravo"
  wait_for_line 2 "alpha"
  wait_for_line 3 "charlie"
  assert_no_reorder_on_screen
  keys C-z
  wait_for_line 1 "alpha"
  wait_for_line 2 "bravo"
  wait_for_line 5 "echo"
  keys C-y
  wait_for_line 1 "bravo"
  wait_for_line 2 "alpha"
  save_and_quit
  assert_file f.txt $'bravo\nalpha\ncharlie\ndelta\necho\n'
  assert_no_temp_files
}

test_micro_inside_tmux_accept_and_undo() { accept_and_undo start_inside; }
test_micro_outside_tmux_accept_and_undo() { accept_and_undo start_outside; }

# cancel START KEY: a move, then KEY (and y where reorder asks): the
# buffer is byte for byte as it was and not modified (Ctrl-q quits at once).
cancel() {
  printf 'alpha\nbravo\ncharlie' > f.txt
  "$1" -- "$(micro_command f.txt)"
  wait_for "alpha"
  command_bar reorder
  wait_for "1/3"
  keys J
  wait_for 'Moved 1 → 2 of 3'
  keys "$2"
  if [ "$2" != C-c ]; then
    wait_for "1 unsaved change: Esc or y quits"
    keys y
  fi
  wait_for "reorder: cancelled; the buffer is unchanged"
  wait_for_line 1 "alpha"
  wait_for_line 2 "bravo"
  assert_no_reorder_on_screen
  keys C-q
  assert_eq "$(wait_exit)" 0 "micro's exit status (the buffer was not modified)"
  assert_file f.txt $'alpha\nbravo\ncharlie'
  assert_no_temp_files
}

test_micro_inside_tmux_cancel() { cancel start_inside Escape; }
test_micro_outside_tmux_cancel() { cancel start_outside C-c; }

# A selection from the middle of "bravo" to the middle of "delta" takes
# those three lines whole; the last line, without a newline, stays so.
test_micro_selection_of_lines() {
  printf 'alpha\nbravo\ncharlie\ndelta\necho' > f.txt
  start_outside -- "$(micro_command f.txt)"
  wait_for "alpha"
  keys Down Right S-Down S-Down
  command_bar 'reorder --no-animation'
  wait_for "1/3"
  keys G t
  wait_for 'Moved 3 → 1 of 3 · "delta"'
  keys Enter
  wait_for "reorder: 3 lines in their new order"
  wait_for_line 2 "delta"
  wait_for_line 3 "bravo"
  wait_for_line 4 "charlie"
  save_and_quit
  assert_file f.txt $'alpha\ndelta\nbravo\ncharlie\necho'
}

# The last lines, the last one without a newline: it keeps having none.
# Options set in reorder.options reach reorder.
test_micro_last_line_without_newline() {
  printf 'alpha\nbravo\ncharlie' > f.txt
  start_outside -- "$(micro_command f.txt)"
  wait_for "alpha"
  command_bar 'set reorder.options "--header pick"'
  command_bar reorder
  wait_for "pick"
  wait_for "1/3"
  keys G t
  wait_for 'Moved 3 → 1 of 3 · "charlie"'
  keys Enter
  wait_for "reorder: 3 lines in their new order"
  wait_for_line 1 "charlie"
  save_and_quit
  assert_file f.txt $'charlie\nalpha\nbravo'
}

# reorder's error line is an error message, never text in the buffer.
test_micro_error_is_a_message() {
  five_lines f.txt
  start_outside -- "$(micro_command f.txt)"
  wait_for "alpha"
  command_bar 'reorder --long-press nonsense'
  wait_for "reorder: --long-press"
  wait_for_line 1 "alpha"
  keys C-q
  assert_eq "$(wait_exit)" 0 "micro's exit status (the buffer was not modified)"
  assert_file f.txt $'alpha\nbravo\ncharlie\ndelta\necho\n'
  assert_no_temp_files
}
