# No key can freeze it: counts cost what the list costs, long searches
# give way to keys, overlays wait for the gesture, and --columns fits.

test_a_huge_count_of_n_lands_and_ctrl_c_quits_promptly() {
  lines 1000000 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/1000000"
  # 11 matches: item 99999 and item 999990 … item 999999.
  keys / 'item 99999' Enter
  wait_for "99999/1000000"
  # From match 1, 9999999 on is match (9999999 mod 11) + 1 = 10: item 999998.
  keys 9999999 n
  wait_for "999998/1000000"
  keys 9999999 N
  keys C-c
  assert_eq "$(E2E_TIMEOUT=5 wait_exit)" 130
  assert_file out ""
  assert_restored
}

test_ctrl_c_during_a_search_through_a_million_rows() {
  lines 1000000 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/1000000"
  keys / zzz Enter 9999999 n
  keys C-c
  assert_eq "$(E2E_TIMEOUT=5 wait_exit)" 130
  assert_restored
}

test_help_asked_for_during_a_drag_opens_after_the_drop() {
  lines 20 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/20"
  press 5 2
  wait_for "Lifted position 2 of 20 · \"item 2\""
  drag_rows 5 2 6
  keys '?'
  drag 5 7
  wait_for "Moving to position 7 of 20 · \"item 2\""
  screen | grep -qF "reorder keys" && fail "the help opened over the drag"
  drag 5 6
  wait_for "Moving to position 6 of 20 · \"item 2\""
  release 5 6
  wait_for "reorder keys"
  # The click that closes the help moves nothing.
  press 40 20
  release 40 20
  wait_gone "reorder keys"
  wait_for_line 6 "> item 2"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_eq "$(sed -n 6p out)" "item 2" "the row lands where it was released"
  assert_eq "$(wc -l < out)" 20
}

test_columns_wider_than_the_screen_fit_it() {
  seq 1 100 > in.txt
  start -x 80 -y 12 -- '$REORDER --columns 50 in.txt > out 2> err'
  # "100", its gutter and a gap: 6 cells, 13 columns.
  wait_for "Showing 13 of 50 columns: no more fit in 80 with the items whole"
  [ "$(screen | wc -L)" -le 80 ] || fail "drawn past the edge"
  ! screen | sed '$d' | grep -qF '…' || fail "an item is drawn cut"
  keys G
  wait_for "100/100"
  screen | grep -q '> 100' || fail "the focused item is not on the screen, whole"
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp -s in.txt out || fail "the order changed"
}
