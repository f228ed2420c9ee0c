# --ansi: items' colour codes are drawn as colours; every other escape an
# item carries is still shown, never sent; the output is the input's bytes.

# Coloured items, a title change and a clipboard write.
coloured_input() {
  printf '\e[31mred item\e[0m\n'
  printf '\e]0;pwned\a\e[32mgreen\e[0m\n'
  printf '\e]52;c;cHduZWQ=\a\e[1;34mblue\e[K\n'
  printf '\e[38;5;208morange\e[m\n'
}

test_ansi_colours_items_and_shows_injections() {
  coloured_input > in.txt
  start -x 60 -y 10 -- '$REORDER --ansi in.txt > out 2> err'
  wait_for "1/4"
  # The text without its codes; the OSC sequences as visible escapes.
  wait_for_line 1 "> red item"
  wait_for_line 2 "  ^[]0;pwned^Ggreen"
  wait_for_line 3 "  ^[]52;c;cHduZWQ=^Gblue"
  wait_for_line 4 "  orange"
  # In colour: tmux shows the cells' colours as its own SGR.
  wait_for_styled $'\e[31m' "red item"
  wait_for_styled $'\e[32m' "green"
  wait_for_styled $'\e[34m' "blue"
  wait_for_styled $'\e[38;5;208m' "orange"
  # Nothing reached the terminal as a command.
  assert_eq "$(tm display -p -t e2e '#{pane_title}')" "$(tm display -p -t e2e '#{host}')" "pane title"
  assert_eq "$(tm list-buffers)" "" "tmux paste buffers (OSC 52)"
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp in.txt out || fail "output differs from the input"
  assert_restored
}

test_ansi_moves_keep_the_item_bytes() {
  coloured_input > in.txt
  start -x 60 -y 10 -- '$REORDER --ansi in.txt > out 2> err'
  wait_for "1/4"
  keys J
  wait_for "Moved 1 → 2 of 4 · \"red item\""
  wait_for_line 2 "> red item"
  keys Enter
  assert_eq "$(wait_exit)" 0
  { sed -n 2p in.txt; sed -n 1p in.txt; sed -n '3,$p' in.txt; } > want
  cmp want out || fail "output is not the input's lines, reordered"
}

test_without_ansi_colour_codes_are_shown() {
  coloured_input > in.txt
  start -x 60 -y 10 -- '$REORDER in.txt > out 2> err'
  wait_for "1/4"
  wait_for_line 1 "> ^[[31mred item^[[0m"
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp in.txt out || fail "output differs from the input"
}
