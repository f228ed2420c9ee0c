# The vim and neovim plugin (editors/vim): :Reorder in the real editors,
# with keys and with the mouse, cancel, errors, and what the screen shows
# after (the buffer, not reorder's leftovers).

PLUGIN_DIR=$(cd "$E2E_DIR/../../editors/vim" && pwd)

# start_editor EDITOR FILE [EX-COMMAND…]: vim or nvim on FILE, with only
# this plugin (no vimrc, no viminfo/shada) and g:reorder_command set to
# the binary under test; the editor's status lands in $T/rc.
start_editor() {
  local editor=$1 file=$2
  shift 2
  local extra=""
  for command in "$@"; do extra+=" --cmd $(printf '%q' "$command")"; done
  start -- "HOME=$T XDG_CONFIG_HOME=$T/config XDG_DATA_HOME=$T/data XDG_STATE_HOME=$T/state \
    $editor -N -u NORC -i NONE --cmd 'set rtp^=$PLUGIN_DIR' \
    --cmd 'let g:reorder_command = \$REORDER' $extra $file"
  wait_for "$(head -n 1 "$file" | tr -d '\r')"
}

# The five lines every test starts with.
five_lines() { printf 'alpha\nbravo\ncharlie\ndelta\necho\n' > "$1"; }

# ex COMMAND: an Ex command typed into the editor.
ex() { keys ":$1" Enter; }

# save_and_quit: :wq, then until the editor exited 0.
save_and_quit() {
  ex wq
  assert_eq "$(wait_exit)" 0 "editor exit status"
}

# assert_no_leftovers: nothing of reorder's interface is on the screen.
assert_no_leftovers() {
  if screen | grep -qE '[0-9]+/[0-9]+ |Position|Moved|Lifted|╭|│'; then
    fail "reorder's interface is still on the screen after it returned"
  fi
}

whole_buffer_by_keys() {
  local editor=$1
  five_lines f.txt
  start_editor "$editor" f.txt
  ex '%Reorder'
  wait_for "1/5"
  # J moves the focused row down one: alpha after bravo.
  keys J
  wait_for 'Moved 1 → 2 of 5 · "alpha"'
  keys Enter
  wait_for "reorder: 1 line moved"
  wait_for_line 1 "bravo"
  wait_for_line 2 "alpha"
  wait_for_line 3 "charlie"
  wait_for_line 4 "delta"
  wait_for_line 5 "echo"
  wait_for_line 6 "~"
  assert_no_leftovers
  # One undo step takes the whole reorder back.
  keys u
  wait_for_line 1 "alpha"
  wait_for_line 2 "bravo"
  keys C-r
  wait_for_line 1 "bravo"
  save_and_quit
  assert_file f.txt $'bravo\nalpha\ncharlie\ndelta\necho\n'
}

test_vim_reorder_whole_buffer_by_keys() { whole_buffer_by_keys vim; }
test_nvim_reorder_whole_buffer_by_keys() { whole_buffer_by_keys nvim; }

# range_by_mouse EDITOR: :2,4Reorder, then charlie dragged from the list's
# second row to its first; ROW0 is the screen row of the list's first row
# and COL a column on it (the float in neovim has a border and an offset).
range_by_mouse() {
  local editor=$1
  five_lines f.txt
  start_editor "$editor" f.txt "set mouse=a"
  ex '2,4Reorder'
  wait_for "1/3"
  local row col
  row=$(screen | grep -n '> bravo' | head -n 1 | cut -d: -f1)
  col=$(screen | grep '> bravo' | head -n 1 | awk '{ print index($0, "> bravo") + 3 }')
  [ -n "$row" ] || fail "the list's first row is not on the screen"
  press "$col" $((row + 1))
  wait_for 'Lifted position 2 of 3 · "charlie"'
  drag "$col" "$row"
  wait_for 'Moving to position 1 of 3 · "charlie"'
  release "$col" "$row"
  wait_for 'Moved 2 → 1 of 3 · "charlie"'
  keys Enter
  wait_for "reorder: 1 line moved"
  wait_for_line 2 "charlie"
  wait_for_line 3 "bravo"
  assert_no_leftovers
  save_and_quit
  assert_file f.txt $'alpha\ncharlie\nbravo\ndelta\necho\n'
}

test_vim_reorder_range_by_mouse() { range_by_mouse vim; }
test_nvim_reorder_range_by_mouse() { range_by_mouse nvim; }

# cancel EDITOR KEY: KEY in reorder leaves the buffer as it was, says so
# on the message line, and the file is unchanged.
cancel() {
  local editor=$1 key=$2
  five_lines f.txt
  start_editor "$editor" f.txt
  ex '%Reorder'
  wait_for "1/5"
  keys J
  wait_for 'Moved 1 → 2 of 5'
  keys "$key"
  # q and Esc with a move made ask first; y confirms.
  if [ "$key" != C-c ]; then
    wait_for "1 unsaved change: Esc or y quits"
    keys y
  fi
  wait_for "reorder: cancelled; the buffer is unchanged"
  wait_for_line 1 "alpha"
  wait_for_line 2 "bravo"
  assert_no_leftovers
  # Not modified: :q without ! quits.
  ex q
  assert_eq "$(wait_exit)" 0 "editor exit status (the buffer was not modified)"
  assert_file f.txt $'alpha\nbravo\ncharlie\ndelta\necho\n'
}

test_vim_cancel_with_ctrl_c() { cancel vim C-c; }
test_nvim_cancel_with_ctrl_c() { cancel nvim C-c; }
test_vim_cancel_with_q() { cancel vim q; }
test_nvim_cancel_with_escape() { cancel nvim Escape; }

# moved_count EDITOR: the message counts the lines that moved, not the
# lines in the range: echo taken to the top and alpha one down are two.
moved_count() {
  local editor=$1
  five_lines f.txt
  start_editor "$editor" f.txt
  ex '%Reorder'
  wait_for "1/5"
  keys J
  wait_for 'Moved 1 → 2 of 5 · "alpha"'
  keys G t
  wait_for 'Moved 5 → 1 of 5 · "echo"'
  keys Enter
  wait_for "reorder: 2 lines moved"
  wait_for_line 1 "echo"
  wait_for_line 2 "bravo"
  wait_for_line 3 "alpha"
  save_and_quit
  assert_file f.txt $'echo\nbravo\nalpha\ncharlie\ndelta\n'
}

test_vim_message_counts_moved_lines() { moved_count vim; }
test_nvim_message_counts_moved_lines() { moved_count nvim; }

# bar_in_a_regex EDITOR: a | in an option's value is the regex's, not the
# end of :Reorder; the lock holds alpha and charlie in place.
bar_in_a_regex() {
  local editor=$1
  five_lines f.txt
  start_editor "$editor" f.txt
  ex "%Reorder --lock '^(alpha|charlie)\$'"
  wait_for "1/5"
  # bravo down one: over the locked charlie, to delta's place (delta
  # takes bravo's: two lines moved).
  keys j J
  wait_for "of 5 · \"bravo\""
  keys Enter
  wait_for "reorder: 2 lines moved"
  save_and_quit
  assert_file f.txt $'alpha\ndelta\ncharlie\nbravo\necho\n'
}

test_vim_bar_in_a_regex_reaches_reorder() { bar_in_a_regex vim; }
test_nvim_bar_in_a_regex_reaches_reorder() { bar_in_a_regex nvim; }

# bar_runs_no_command EDITOR: what follows a | is the option's value,
# never an Ex command (it would write the file x).
bar_runs_no_command() {
  local editor=$1
  five_lines f.txt
  start_editor "$editor" f.txt
  ex "Reorder --header 'a|call writefile([\"x\"], \"$T/x\")'"
  wait_for "a|call writefile"
  wait_for "1/5"
  keys C-c
  wait_for "reorder: cancelled; the buffer is unchanged"
  [ ! -e "$T/x" ] || fail "the text after | ran as a command"
  ex q
  assert_eq "$(wait_exit)" 0 "editor exit status"
}

test_vim_bar_runs_no_command() { bar_runs_no_command vim; }
test_nvim_bar_runs_no_command() { bar_runs_no_command nvim; }

# quoted_value EDITOR: "two words" is one value, as in a shell.
quoted_value() {
  local editor=$1
  five_lines f.txt
  start_editor "$editor" f.txt
  ex 'Reorder --header "two words" --lock "^(alpha)"'
  wait_for "two words"
  wait_for "1/5"
  keys C-c
  wait_for "reorder: cancelled; the buffer is unchanged"
}

test_vim_quoted_value_is_one_argument() { quoted_value vim; }
test_nvim_quoted_value_is_one_argument() { quoted_value nvim; }

# tilde_command EDITOR: g:reorder_command = '~/bin/reorder', as the help
# shows, finds the program in $HOME/bin.
tilde_command() {
  local editor=$1
  mkdir bin
  ln -s "$REORDER" bin/reorder
  five_lines f.txt
  start_editor "$editor" f.txt "let g:reorder_command = '~/bin/reorder'"
  ex '%Reorder'
  wait_for "1/5"
  keys J Enter
  wait_for "reorder: 1 line moved"
  save_and_quit
  assert_file f.txt $'bravo\nalpha\ncharlie\ndelta\necho\n'
}

test_vim_command_with_tilde() { tilde_command vim; }
test_nvim_command_with_tilde() { tilde_command nvim; }

# error EDITOR: reorder's error line is an error message, never text in
# the buffer.
error_is_a_message() {
  local editor=$1
  five_lines f.txt
  start_editor "$editor" f.txt
  ex '%Reorder --long-press nonsense'
  wait_for "reorder: --long-press"
  screen | grep -F "reorder: --long-press" | grep -qv '^alpha' || fail "no error message"
  wait_for_line 1 "alpha"
  wait_for_line 5 "echo"
  ex q
  assert_eq "$(wait_exit)" 0 "editor exit status (the buffer was not modified)"
  assert_file f.txt $'alpha\nbravo\ncharlie\ndelta\necho\n'
}

test_vim_reorder_error_is_a_message() { error_is_a_message vim; }
test_nvim_reorder_error_is_a_message() { error_is_a_message nvim; }

# Without a newline at the end, in 'fileformat' dos: the endings stay as
# they were (CRLF, no final one; 'nofixeol', else the editor itself adds
# one on writing), only the order changes.
dos_without_final_newline() {
  local editor=$1
  printf 'alpha\r\nbravo\r\ncharlie' > f.txt
  start_editor "$editor" f.txt "set nofixeol"
  ex '2,3Reorder'
  wait_for "1/2"
  keys J
  wait_for 'Moved 1 → 2 of 2'
  keys Enter
  wait_for "reorder: 1 line moved"
  wait_for_line 2 "charlie"
  save_and_quit
  assert_file f.txt $'alpha\r\ncharlie\r\nbravo'
}

test_vim_dos_file_without_final_newline() { dos_without_final_newline vim; }
test_nvim_dos_file_without_final_newline() { dos_without_final_newline nvim; }

# An unnamed buffer that was never saved, with options from
# g:reorder_options (t: move to the top) and the command line.
unnamed_buffer() {
  local editor=$1
  printf 'first\n' > first.txt
  start_editor "$editor" first.txt "let g:reorder_options = '--no-animation'"
  ex 'enew'
  wait_gone "first"
  keys i 'one' Enter 'two' Enter 'three' Escape
  wait_for_line 3 "three"
  ex 'Reorder --header pick'
  wait_for "pick"
  wait_for "1/3"
  keys G t Enter
  wait_for "reorder: 1 line moved"
  wait_for_line 1 "three"
  ex "w $T/saved.txt"
  wait_for "saved.txt"
  ex 'q'
  assert_eq "$(wait_exit)" 0
  assert_file saved.txt $'three\none\ntwo\n'
}

test_vim_unnamed_buffer_and_options() { unnamed_buffer vim; }
test_nvim_unnamed_buffer_and_options() { unnamed_buffer nvim; }

# :help reorder finds the plugin's help once its tags are made (as plugin
# managers and the Debian package do).
test_vim_help_reorder() {
  cp -r "$PLUGIN_DIR" plugin-copy
  vim -N -u NONE -i NONE -es -c 'helptags plugin-copy/doc' -c q
  PLUGIN_DIR="$T/plugin-copy"
  five_lines f.txt
  start_editor vim f.txt
  ex 'help :Reorder'
  wait_for ":[range]Reorder [options]"
  wait_for "reorder.txt"
}

# Run from a program that is on the alternate screen (vim's :!), reorder
# draws there and leaves the terminal on it: tmux 3.3 does not answer
# DECRQM, so the pane's own flag says which screen it found (the xterm
# test asks a real xterm). From a shell on the main screen, as always.
test_the_alternate_screen_as_found_stays_on() {
  lines 3 > in.txt
  start_recorded -- "printf '\033[?1049hPARENT'; \$REORDER in.txt > out 2> err"
  wait_for "1/3"
  keys J
  wait_for "Moved 1 → 2 of 3"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 2\nitem 1\nitem 3\n'
  assert_eq "$(pane_flags)" "00011" "mode flags (mouse any/button/sgr, alternate screen, cursor)"
  assert_eq "$(count_in_record $'\e[?1049l')" 0 "switches to the main screen"
  # The title xterm's smcup pushed is popped, as its rmcup would.
  assert_eq "$(count_in_record $'\e[23;0;0t')" 1 "title pops"
}

test_the_main_screen_as_found_is_given_back() {
  lines 3 > in.txt
  start_recorded -- "\$REORDER in.txt > out 2> err"
  wait_for "1/3"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_restored
  assert_eq "$(count_in_record $'\e[?1049l')" 1 "switches to the main screen"
}
