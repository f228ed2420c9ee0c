# Inline mode (--height): the list on a band below the cursor; the lines
# above and the scrollback stay.

# history: the pane's scrollback and screen, oldest first.
history() { tm capture-pane -p -S -1000 -t e2e; }

# line_of TEXT: the number of the first screen line that is exactly TEXT
# (trailing blanks ignored, and the scroll bar's thumb at the right edge).
line_of() {
  screen | sed 's/[[:space:]]*$//; s/┃$//; s/[[:space:]]*$//' | grep -nxF -- "$1" | head -1 | cut -d: -f1
}

test_inline_keeps_the_lines_above_and_prints_below_them() {
  lines 10 > in.txt
  start -y 24 -- 'for i in 1 2 3 4 5; do echo "earlier line $i"; done; $REORDER --height 8 in.txt 2> err'
  wait_for "1/10"
  # The band: 7 rows of list and the status line, under the earlier lines.
  wait_for_line 6 "> item 1"
  wait_for_line 12 "  item 7"
  wait_for_line 5 "earlier line 5"
  # Screen line 7 is the band's row 1: item 2.
  press 5 7
  wait_for "Lifted position 2 of 10 · \"item 2\""
  drag_rows 5 7 10
  wait_for "Moving to position 5 of 10 · \"item 2\""
  release 5 10
  wait_for "Moved 2 → 5 of 10 · \"item 2\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  # The earlier lines are still there, the result is printed where the
  # band began, and nothing of the band is left.
  for i in 1 2 3 4 5; do wait_for_line "$i" "earlier line $i"; done
  wait_for_line 6 "item 1"
  wait_for_line 7 "item 3"
  wait_for_line 10 "item 2"
  wait_for_line 15 "item 10"
  wait_for_line 16 ""
  assert_eq "$(screen | grep -c .)" 15 "lines on screen"
  assert_restored
}

test_inline_at_the_bottom_scrolls_and_keeps_a_partial_line() {
  lines 20 > in.txt
  start -y 20 -- 'for i in $(seq 1 18); do echo "earlier line $i"; done; printf "prompt\$ "; $REORDER --height 50% in.txt > out 2> err'
  wait_for "1/20"
  # 50% of 20 rows is 10: the terminal scrolled to make room, and the
  # band starts on the line after the unfinished one.
  wait_for_line 10 'prompt$'
  wait_for_line 11 "> item 1"
  wait_for_line 9 "earlier line 18"
  keys J J
  wait_for "Moved 2 → 3 of 20 · \"item 1\""
  keys Escape
  wait_for "1 unsaved change"
  keys Escape
  assert_eq "$(wait_exit)" 130
  assert_file out ""
  # All earlier lines survive, in order, in the scrollback; the band is gone.
  local want
  want=$(for i in $(seq 1 18); do echo "earlier line $i"; done; echo 'prompt$')
  assert_eq "$(history | sed 's/[[:space:]]*$//' | grep .)" "$want" "scrollback"
  assert_restored
}

test_inline_resize_keeps_the_band_at_the_bottom() {
  lines 10 > in.txt
  start -y 20 -- 'for i in $(seq 1 18); do echo "earlier line $i"; done; $REORDER --height 8 in.txt > out 2> err'
  wait_for "1/10"
  wait_for_line 13 "> item 1"
  tm resize-window -t e2e -y 10
  # 8 rows of a 10-row terminal: lines 3 to 10.
  wait_for_line 3 "> item 1"
  wait_for_line 2 "earlier line 18"
  tm resize-window -t e2e -y 5
  wait_for_line 1 "> item 1"
  wait_for_line 4 "  item 4"
  tm resize-window -t e2e -y 20
  # All 8 rows again, wherever the terminal put the cursor.
  wait_for "  item 7"
  local row
  row=$(line_of "  item 2")
  assert_eq "$(line_of "> item 1")" $((row - 1)) "item 1 above item 2"
  assert_eq "$(line_of "  item 7")" $((row + 5)) "item 7 five below item 2"
  # The mouse lands on the rows where they are now.
  press 5 "$row"
  wait_for "Lifted position 2 of 10 · \"item 2\""
  drag_rows 5 "$row" $((row + 2))
  release 5 $((row + 2))
  wait_for "Moved 2 → 4 of 10 · \"item 2\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 1\nitem 3\nitem 4\nitem 2\nitem 5\nitem 6\nitem 7\nitem 8\nitem 9\nitem 10\n'
  assert_eq "$(history | grep -c '1/10')" 0 "status lines left in the scrollback"
  assert_restored
}

test_inline_ctrl_z_and_fg() {
  lines 5 > in.txt
  start -- 'PS1="\$ " bash --norc --noprofile -i'
  wait_for '$'
  keys 'echo earlier line; $REORDER --height 6 in.txt > out 2> err' Enter
  wait_for "1/5"
  wait_for_line 2 "earlier line"
  keys j
  wait_for "2/5"
  keys C-z
  wait_for "Stopped"
  wait_gone "2/5"
  assert_restored
  wait_for_line 2 "earlier line"
  keys fg Enter
  wait_for "2/5"
  # Placed again below the shell's lines: the mouse maps to the new place.
  local row
  row=$(line_of "  item 4")
  press 5 "$row"
  release 5 "$row"
  wait_for "4/5"
  keys K
  wait_for "Moved 4 → 3 of 5 · \"item 4\""
  keys Enter
  wait_gone "3/5"
  keys exit Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 1\nitem 2\nitem 4\nitem 3\nitem 5\n'
  wait_for_line 2 "earlier line"
}

test_inline_sigterm_clears_the_band() {
  lines 5 > in.txt
  start -- 'echo "earlier line"; sh -c "echo \$\$ > pid; exec \"\$REORDER\" --height 6 in.txt > out 2> err"'
  wait_for "1/5"
  press 5 3
  wait_for "Lifted position 2 of 5 · \"item 2\""
  kill -TERM "$(cat pid)"
  assert_eq "$(wait_exit)" 143 "exit status"
  assert_file out ""
  wait_for_line 1 "earlier line"
  wait_gone "item"
  assert_restored
}
