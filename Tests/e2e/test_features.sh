# Sections, grid, swap, edit mode, counts, search, review, multi-select.

test_move_across_a_section_header() {
  printf '== Today\nwrite report\ncall bob\n== Later\nread book\n!! standup\nwalk\n' > in.txt
  start -- '$REORDER --section "^==" --lock "^!!" in.txt > out 2> err'
  wait_for "2/7"
  press 5 2
  wait_for "Lifted position 2 of 7 · \"write report\""
  drag_rows 5 2 7
  wait_for_line 7 "░ write report"
  release 5 7
  wait_for "Moved 2 → 7 of 7 · \"write report\""
  # Headers shifted; the locked row stayed at 6.
  wait_for_line 3 "== Later"
  wait_for_line 6 "  !! standup"
  # A header does not lift.
  press 5 1
  release 5 1
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'== Today\ncall bob\n== Later\nread book\nwalk\n!! standup\nwrite report\n'
}

test_grid_drop_by_mouse_in_2d() {
  seq 1 12 | sed 's/^/app/' > in.txt
  start -x 60 -y 10 -- '$REORDER --columns 4 in.txt > out 2> err'
  wait_for "1/12"
  press 3 1
  wait_for "Lifted position 1 of 12 · \"app1\""
  drag 18 1
  drag 33 2
  drag 48 3
  wait_for "Moving to position 12 of 12 · \"app1\""
  release 48 3
  wait_for "Moved 1 → 12 of 12 · \"app1\""
  # Row 2, column 3 now holds app8 (app1 left the first cell).
  press 33 2
  wait_for "Lifted position 7 of 12 · \"app8\""
  drag 18 1
  drag 3 1
  release 3 1
  wait_for "Moved 7 → 1 of 12 · \"app8\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out "$(printf 'app%s\n' 8 2 3 4 5 6 7 9 10 11 12 1)"$'\n'
}

test_swap_by_drop_and_snap_back_on_nothing() {
  lines 5 > in.txt
  start -y 12 -- '$REORDER --swap in.txt > out 2> err'
  wait_for "1/5 swap"
  press 5 1
  wait_for "Lifted"
  drag_rows 5 1 4
  wait_for "Swap with position 4 · \"item 1\" ↔ \"item 4\""
  release 5 4
  wait_for "Swapped 1 ↔ 4 of 5 · \"item 1\" ↔ \"item 4\""
  press 5 2
  wait_for "Lifted position 2 of 5 · \"item 2\""
  drag_rows 5 2 9
  wait_for "Drop here returns it to position 2 · \"item 2\""
  release 5 9
  wait_for "Dropped where it was, position 2 of 5 · \"item 2\""
  keys m
  wait_for "Insert mode"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 4\nitem 2\nitem 3\nitem 1\nitem 5\n'
}

test_edit_mode_delete_and_undo() {
  lines 4 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/4"
  keys e
  wait_for "[x] item 2"
  press 4 2
  release 4 2
  wait_for "Deleted position 2 of 4; u undoes · \"item 2\""
  press 4 3
  release 4 3
  wait_for "Deleted position 3 of 3; u undoes · \"item 4\""
  keys u
  wait_for "Undid: Deleted position 3 of 3 · \"item 4\""
  keys Escape
  wait_for "Left edit mode"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 1\nitem 3\nitem 4\n'
}

test_counts_and_top_bottom() {
  lines 10 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/10"
  keys 5 J
  wait_for "Moved 1 → 6 of 10 · \"item 1\""
  keys G t
  wait_for "Moved 10 → 1 of 10 · \"item 10\""
  keys 3 j b
  wait_for "Moved 4 → 10 of 10 · \"item 4\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 10\nitem 2\nitem 3\nitem 5\nitem 6\nitem 1\nitem 7\nitem 8\nitem 9\nitem 4\n'
}

test_search_jumps_to_a_match() {
  printf 'apple\nbanana\ncherry\nblueberry\napricot\n' > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/5"
  keys / b
  wait_for_line 2 "> banana"
  keys l
  wait_for_line 4 "> blueberry"
  keys Enter
  wait_for "Match 1 of 1 at position 4 of 5 · \"blueberry\""
  keys n
  wait_for "(wrapped)"
  keys K
  wait_for "Moved 4 → 3 of 5 · \"blueberry\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'apple\nbanana\nblueberry\ncherry\napricot\n'
}

test_review_then_accept() {
  lines 4 > in.txt
  start -- '$REORDER --confirm in.txt > out 2> err'
  wait_for "1/4"
  keys G t
  wait_for "Moved 4 → 1 of 4 · \"item 4\""
  keys Enter
  wait_for "Review: 1 moved"
  wait_for "* 4 → 1  item 4"
  keys Escape
  wait_gone "Review:"
  keys r
  wait_for "Review: 1 moved"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 4\nitem 1\nitem 2\nitem 3\n'
}

test_non_contiguous_block_drag() {
  lines 6 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/6"
  keys x
  wait_for "1 selected"
  keys j x
  wait_for "2 selected"
  keys j x
  wait_for "3 selected"
  # item 1, 3 and 5 are selected; hold item 3 and drag it to row 6.
  press 5 3
  wait_for "Lifted 3 rows, positions 1, 3 and 5 of 6 · \"item 3\" and 2 more"
  drag_rows 5 3 6
  release 5 6
  wait_for "Moved 3 rows 1, 3 and 5 → 4–6 of 6 · \"item 3\" and 2 more"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 2\nitem 4\nitem 6\nitem 1\nitem 3\nitem 5\n'
}

test_help_lists_the_bindings() {
  lines 3 > in.txt
  start -y 50 -- '$REORDER in.txt > out 2> err'
  wait_for "1/3"
  keys ?
  wait_for "reorder keys"
  wait_for "review the changes before accepting"
  keys q
  wait_gone "reorder keys"
  keys q
  assert_eq "$(wait_exit)" 130
}
