# Mouse: long press, drag, release; and what a quick drag does instead.

mouse_drag_test() {
  local term=$1
  lines 10 > in.txt
  start -t "$term" -- '$REORDER in.txt > out 2> err'
  wait_for "1/10"
  press 5 2
  wait_for "Lifted position 2 of 10 · \"item 2\""
  drag_rows 5 2 6
  wait_for "Moving to position 6 of 10 · \"item 2\""
  wait_for_line 6 "░ item 2"
  wait_for_line 2 "  item 3"
  release 5 6
  wait_for "Moved 2 → 6 of 10 · \"item 2\""
  # And back up past where it came from.
  press 5 6
  wait_for "Lifted position 6 of 10 · \"item 2\""
  drag_rows 5 6 1
  release 5 1
  wait_for "Moved 6 → 1 of 10 · \"item 2\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 2\nitem 1\nitem 3\nitem 4\nitem 5\nitem 6\nitem 7\nitem 8\nitem 9\nitem 10\n'
  assert_restored
}

test_mouse_long_press_drag_xterm_256color() { mouse_drag_test xterm-256color; }
test_mouse_long_press_drag_tmux_256color() { mouse_drag_test tmux-256color; }
test_mouse_long_press_drag_screen_256color() { mouse_drag_test screen-256color; }
test_mouse_long_press_drag_xterm() { mouse_drag_test xterm; }

test_quick_drag_selects_a_range_without_moving() {
  lines 6 > in.txt
  start -- '$REORDER --long-press 800 in.txt > out 2> err'
  wait_for "1/6"
  press 5 2
  drag 5 3
  drag 5 4
  release 5 4
  wait_for "Selected 3 rows"
  # Hold inside the selection: the three rows lift together.
  press 5 3
  wait_for "Lifted 3 rows, positions 2–4 of 6 · \"item 3\" and 2 more"
  drag_rows 5 3 5
  release 5 5
  wait_for "Moved 3 rows 2–4 → 4–6 of 6"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 1\nitem 5\nitem 6\nitem 2\nitem 3\nitem 4\n'
}

test_right_button_cancels_the_drag() {
  lines 5 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/5"
  press 5 1
  wait_for "Lifted"
  drag_rows 5 1 4
  right_press 5 4
  wait_for "Cancelled; back at position 1 of 5 · \"item 1\""
  release 5 4
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out "$(lines 5)"$'\n'
}

test_press_on_the_status_line_does_nothing() {
  lines 3 > in.txt
  start -y 10 -- '$REORDER in.txt > out 2> err'
  wait_for "1/3"
  press 5 10
  release 5 10
  press 5 8
  release 5 8
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out "$(lines 3)"$'\n'
}
