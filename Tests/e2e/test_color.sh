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
