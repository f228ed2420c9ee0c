# The emacs plugin (editors/emacs/reorder.el): M-x reorder-buffer and
# reorder-region in the real emacs (emacs-nox 28), reorder in a terminal
# buffer, inside tmux and outside (TMUX unset: a plain terminal).

source "$E2E_DIR/editor_panes.sh"

# emacs_command FILE: emacs in the terminal on FILE, no init file, the
# plugin loaded as a user would (on the load path, then required), no
# menu bar (the buffer's first line on the screen's first), and no
# newline added at the end on saving (emacs's own, not the plugin's).
emacs_command() {
  printf 'emacs -nw -Q -L %q --eval %q --eval %q --eval %q %q' "$EDITORS_DIR/emacs" \
    "(require 'reorder)" "(menu-bar-mode -1)" "(setq mode-require-final-newline nil)" "$1"
}

# M-x COMMAND.
meta_x() {
  keys M-x
  wait_for "M-x"
  keys -l -- "$1"
  keys Enter
}

# save_and_quit: C-x C-s, C-x C-c, then until emacs exited 0.
save_and_quit() {
  keys C-x C-s
  wait_for "Wrote "
  keys C-x C-c
  assert_eq "$(wait_exit)" 0 "emacs's exit status"
}

# accept_and_undo START: a move, Enter: the buffer has the new order, and
# one undo (C-x u) brings the old order back whole.
accept_and_undo() {
  five_lines f.txt
  "$1" -- "$(emacs_command f.txt)"
  wait_for "alpha"
  meta_x reorder-buffer
  wait_for "1/5"
  keys J
  wait_for 'Moved 1 → 2 of 5 · "alpha"'
  keys Enter
  wait_for "reorder: 5 lines in their new order"
  wait_for_line 1 "bravo"
  wait_for_line 2 "alpha"
  wait_for_line 3 "charlie"
  assert_no_reorder_on_screen
  keys C-x u
  wait_for_line 1 "alpha"
  wait_for_line 2 "bravo"
  wait_for_line 5 "echo"
  # Undone whole: the buffer is the file again (not modified: C-x C-c
  # quits without asking).
  keys C-x C-c
  assert_eq "$(wait_exit)" 0 "emacs's exit status"
  assert_file f.txt $'alpha\nbravo\ncharlie\ndelta\necho\n'
  assert_no_temp_files
}

test_emacs_inside_tmux_accept_and_undo() { accept_and_undo start_inside; }
test_emacs_outside_tmux_accept_and_undo() { accept_and_undo start_outside; }

# accept_and_save START: a move, Enter, saved: the file has the new order.
accept_and_save() {
  five_lines f.txt
  "$1" -- "$(emacs_command f.txt)"
  wait_for "alpha"
  meta_x reorder-buffer
  wait_for "1/5"
  keys G t
  wait_for 'Moved 5 → 1 of 5 · "echo"'
  keys Enter
  wait_for "reorder: 5 lines in their new order"
  wait_for_line 1 "echo"
  save_and_quit
  assert_file f.txt $'echo\nalpha\nbravo\ncharlie\ndelta\n'
}

test_emacs_inside_tmux_accept_and_save() { accept_and_save start_inside; }
test_emacs_outside_tmux_accept_and_save() { accept_and_save start_outside; }

# cancel START KEY…: a move, then KEY… : the buffer is byte for byte as it
# was (CRLF and no final newline included) and not modified.
cancel() {
  local begin=$1
  shift
  printf 'alpha\r\nbravo\r\ncharlie' > f.txt
  "$begin" -- "$(emacs_command f.txt)"
  wait_for "alpha"
  meta_x reorder-buffer
  wait_for "1/3"
  keys J
  wait_for 'Moved 1 → 2 of 3'
  keys "$@"
  wait_for "reorder: cancelled; the buffer is unchanged"
  wait_for_line 1 "alpha"
  wait_for_line 2 "bravo"
  assert_no_reorder_on_screen
  keys C-x C-c
  assert_eq "$(wait_exit)" 0 "emacs's exit status (the buffer was not modified)"
  assert_file f.txt $'alpha\r\nbravo\r\ncharlie'
  assert_no_temp_files
}

# q asks first when a move was made; y confirms.
test_emacs_inside_tmux_cancel_with_q() { cancel start_inside q y; }
test_emacs_outside_tmux_cancel_with_q() { cancel start_outside q y; }
# C-c C-c is the terminal buffer's interrupt (SIGINT to reorder).
test_emacs_outside_tmux_cancel_with_interrupt() { cancel start_outside C-c C-c; }

# reorder-region takes the lines the region touches, whole; the rest and
# a last line without a newline stay as they were.
test_emacs_region() {
  printf 'alpha\nbravo\ncharlie\ndelta\necho' > f.txt
  start_outside -- "$(emacs_command f.txt)"
  wait_for "alpha"
  # The mark in "bravo", point in "delta".
  keys C-n C-f
  meta_x set-mark-command
  wait_for "Mark set"
  keys C-n C-n
  meta_x reorder-region
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

# reorder's error line is a message, never text in the buffer; C-u asks
# for options.
test_emacs_error_is_a_message() {
  five_lines f.txt
  start_outside -- "$(emacs_command f.txt)"
  wait_for "alpha"
  keys C-u
  meta_x reorder-buffer
  wait_for "reorder options:"
  keys -l -- '--long-press nonsense'
  keys Enter
  wait_for "reorder: --long-press"
  wait_for_line 1 "alpha"
  keys C-x C-c
  assert_eq "$(wait_exit)" 0 "emacs's exit status (the buffer was not modified)"
  assert_file f.txt $'alpha\nbravo\ncharlie\ndelta\necho\n'
  assert_no_temp_files
}
