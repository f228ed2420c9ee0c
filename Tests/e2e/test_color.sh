# --color and NO_COLOR: what the terminal is asked to draw.

test_color_bad_spec_is_one_line_and_exit_2() {
  start -- '$REORDER --color focus:purple < /dev/null > out 2> err'
  assert_eq "$(wait_exit)" 2
  assert_eq "$(wc -l < err)" 1 "one error line"
  grep -q "^reorder: --color: 'purple' in 'focus:purple' is not a colour" err || fail "message: $(cat err)"
}

test_color_sets_a_role() {
  lines 3 > in.txt
  start -- '$REORDER --color focus:red:52 in.txt > out 2> err'
  wait_for "1/3"
  wait_for_styled $'\e[31m' "item 1"
  wait_for_styled $'\e[48;5;52m' "item 1"
  keys Enter
  assert_eq "$(wait_exit)" 0
}

test_no_color_alone_draws_no_colour() {
  lines 3 > in.txt
  start -- 'NO_COLOR=1 $REORDER in.txt > out 2> err'
  wait_for "1/3"
  wait_for_line 1 "> item 1"
  styled_screen | grep -qF $'\e[48;5;236m' && fail "the focus band is coloured under NO_COLOR"
  keys Enter
  assert_eq "$(wait_exit)" 0
}

test_color_wins_over_no_color() {
  lines 3 > in.txt
  start -- 'NO_COLOR=1 $REORDER --color focus::52 in.txt > out 2> err'
  wait_for "1/3"
  wait_for_styled $'\e[48;5;52m' "item 1"
  keys Enter
  assert_eq "$(wait_exit)" 0
}

# The palette follows the terminal's background. A detached tmux pane does
# not answer the background query (OSC 11), so the answer is typed ahead,
# as a terminal's reply arrives: it waits in the tty until reorder reads.
start_answering() {
  local reply=$1
  shift
  start -- "until [ -f go ]; do sleep 0.02; done; $*"
  tm send-keys -t e2e -l "$reply"
  touch "$T/go"
}

test_color_a_light_terminal_gets_the_light_palette() {
  lines 3 > in.txt
  start_answering $'\e]11;rgb:ffff/ffff/ffff\e\\' '$REORDER in.txt > out 2> err'
  wait_for "1/3"
  wait_for_styled $'\e[48;5;253m' "item 1"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 1\nitem 2\nitem 3\n'
}

test_color_a_dark_terminal_gets_the_dark_palette() {
  lines 3 > in.txt
  # BEL ends the reply as some terminals send it.
  start_answering $'\e]11;rgb:1e1e/1e1e/2e2e\a' '$REORDER in.txt > out 2> err'
  wait_for "1/3"
  wait_for_styled $'\e[48;5;236m' "item 1"
  keys Enter
  assert_eq "$(wait_exit)" 0
}

test_color_an_unknown_background_gets_the_neutral_palette() {
  lines 3 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/3"
  wait_for_styled $'\e[48;5;238m' "item 1"
  keys Enter
  assert_eq "$(wait_exit)" 0
}

test_color_light_and_dark_force_the_scheme() {
  lines 3 > in.txt
  start_answering $'\e]11;rgb:ffff/ffff/ffff\e\\' '$REORDER --color dark in.txt > out 2> err'
  wait_for "1/3"
  wait_for_styled $'\e[48;5;236m' "item 1"
  keys Enter
  assert_eq "$(wait_exit)" 0
  new_server
  rm -f rc go
  start -- '$REORDER --color light in.txt > out 2> err'
  wait_for "1/3"
  wait_for_styled $'\e[48;5;253m' "item 1"
  keys Enter
  assert_eq "$(wait_exit)" 0
}

# A reply that comes late (after the wait at start), whole or in pieces,
# is never keys: r would open the review, b move a row to the bottom, g
# go to the top.
test_color_a_late_background_reply_is_not_keys() {
  lines 3 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/3"
  tm send-keys -t e2e -l $'\e]11;rgb:ffff/ffff/ffff\e\\'
  tm send-keys -t e2e -l $'\e]11;rgb:00'
  tm send-keys -t e2e -l $'00/0000/0000\a'
  keys j
  wait_for "2/3"
  screen | grep -qF "Review" && fail "a reply opened the review"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 1\nitem 2\nitem 3\n'
}

# Themes as published, copied from FZF_DEFAULT_OPTS: Catppuccin Mocha and
# Latte (github.com/catppuccin/fzf), One Dark (fzf's wiki, with -1).
MOCHA='--color=bg+:#313244,bg:#1E1E2E,spinner:#F5E0DC,hl:#F38BA8 --color=fg:#CDD6F4,header:#F38BA8,info:#CBA6F7,pointer:#F5E0DC --color=marker:#B4BEFE,fg+:#CDD6F4,prompt:#CBA6F7,hl+:#F38BA8 --color=selected-bg:#45475A --color=border:#6C7086,label:#CDD6F4'
LATTE='--color=bg+:#CCD0DA,bg:#EFF1F5,spinner:#DC8A78,hl:#D20F39 --color=fg:#4C4F69,header:#D20F39,info:#8839EF,pointer:#DC8A78 --color=marker:#7287FD,fg+:#4C4F69,prompt:#8839EF,hl+:#D20F39 --color=selected-bg:#BCC0CC --color=border:#9CA0B0,label:#4C4F69'
ONE_DARK='--color=dark --color=fg:-1,bg:-1,hl:#c678dd,fg+:#ffffff,bg+:#4b5263,hl+:#d858fe --color=info:#98c379,prompt:#61afef,pointer:#be5046,marker:#e5c07b,spinner:#61afef,header:#61afef'

test_color_an_fzf_dark_theme_from_fzf_default_opts() {
  lines 3 > in.txt
  start -- "REORDER_DEFAULT_OPTS='$MOCHA' \$REORDER --header-lines 1 in.txt > out 2> err"
  wait_for "1/2"
  # The fixed header in fzf's header colour, plain rows on the theme's
  # background (237 and 235 are the nearest of #313244 and #1E1E2E).
  wait_for_styled $'\e[38;5;211m' "item 1"
  wait_for_styled $'\e[48;5;237m' "item 2"
  wait_for_styled $'\e[48;5;235m' "item 3"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 1\nitem 2\nitem 3\n'
}

test_color_an_fzf_light_theme_from_fzf_default_opts() {
  lines 3 > in.txt
  start -- "REORDER_DEFAULT_OPTS='$LATTE' \$REORDER in.txt > out 2> err"
  wait_for "1/3"
  wait_for_styled $'\e[48;5;252m' "item 1"
  wait_for_styled $'\e[48;5;255m' "item 2"
  keys / i t e m Enter
  # Matches keep the theme's background (255), not the terminal's.
  wait_for_styled $'\e[38;5;161m' "item"
  styled_screen | grep -qF $'\e[49m' && fail "a cell on the terminal's own background"
  keys Enter
  assert_eq "$(wait_exit)" 0
}

test_color_an_fzf_theme_with_the_terminals_own_colours() {
  lines 3 > in.txt
  start_answering $'\e]11;rgb:ffff/ffff/ffff\e\\' "REORDER_DEFAULT_OPTS='$ONE_DARK' \$REORDER in.txt > out 2> err"
  wait_for "1/3"
  wait_for_styled $'\e[48;5;240m' "item 1"
  # -1: plain rows keep the terminal's own colours.
  styled_screen | grep -F "item 2" | grep -qF $'\e[48;5;' && fail "a background on a plain row"
  styled_screen | grep -F "item 2" | grep -qF $'\e[38;5;' && fail "a colour on a plain row"
  keys Enter
  assert_eq "$(wait_exit)" 0
}

# One question at start for the background and the kitty keyboard protocol,
# ended by the device attributes query: a terminal that answers the
# keyboard part (typed ahead here, as tmux does not) gets the flags pushed;
# nothing is asked twice.
test_color_one_question_at_start_with_the_keyboard_query() {
  lines 3 > in.txt
  start -- 'until [ -f go ]; do sleep 0.02; done; $REORDER in.txt > out 2> err'
  tm pipe-pane -o -t e2e "cat >> $T/record"
  tm send-keys -t e2e -l $'\e[?0u'
  touch "$T/go"
  wait_for "1/3"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_eq "$(count_in_record $'\e]11;?\e\\\e[?u\e[?1049$p\e[?69$p\e[c')" 1 "the question, in one piece (the alternate screen's and the margins' too)"
  assert_eq "$(count_in_record $'\e[?u')" 1 "the keyboard asked once"
  assert_eq "$(count_in_record $'\e[>15u')" 1 "kitty flags pushed"
  assert_eq "$(count_in_record $'\e[<u')" 1 "and popped"
}
