# Resize to any size at any moment: no crash, a notice when nothing fits,
# and the drag goes on when the terminal grows back.

# resize W H: resizes the window and checks that it really changed.
resize() {
  tm resize-window -t e2e -x "$1" -y "$2"
  assert_eq "$(tm display -p -t e2e '#{window_width}x#{window_height}')" "$1x$2" "window size"
}

test_resize_to_nothing_mid_drag_and_back() {
  printf 'item 1\n日本語 wide\nitem 3\nitem 4\nitem 5\nitem 6\n' > in.txt
  start -x 80 -y 12 -- '$REORDER in.txt > out 2> err'
  wait_for " 1/6 "
  press 5 1
  wait_for 'Lifted position 1 of 6 · "item 1"'
  drag_rows 5 1 3
  wait_for 'Moving to position 3 of 6 · "item 1"'
  resize 40 1
  wait_for_line 1 "terminal too small (40×1)"
  resize 12 1
  wait_for_line 1 "too small"
  resize 3 3
  wait_for_line 1 "…"
  # Narrower than one wide character, then a storm of sizes.
  resize 1 1
  resize 2 8
  local size
  for size in "1 2" "5 2" "1 1" "4 3" "2 2" "6 2" "1 1" "30 5" "1 1"; do
    tm resize-window -t e2e -x "${size% *}" -y "${size#* }"
  done
  resize 80 12
  wait_for 'Moving to position 1 of 6 · "item 1"'
  wait_for_line 1 "░ item 1"
  # The drag goes on: the next motion report puts the row back under
  # the pointer.
  drag_rows 5 1 4
  wait_for 'Moving to position 4 of 6 · "item 1"'
  release 5 4
  wait_for 'Moved 1 → 4 of 6 · "item 1"'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'日本語 wide\nitem 3\nitem 4\nitem 1\nitem 5\nitem 6\n'
  assert_restored
}

# A resize while the dropped row settles into place (the animation).
test_resize_mid_animation() {
  lines 6 > in.txt
  start -x 80 -y 12 -- '$REORDER in.txt > out 2> err'
  wait_for " 1/6 "
  press 5 1
  wait_for 'Lifted position 1 of 6 · "item 1"'
  drag_rows 5 1 5
  wait_for 'position 5 of 6'
  release 5 5
  # The drop is said when it commits, before the glide home ends: resize
  # once it has, as a person would, so a loaded machine cannot deliver the
  # resize before the release.
  wait_for 'Moved 1 → 5 of 6 · "item 1"'
  resize 1 1
  resize 20 3
  resize 80 12
  wait_for 'Moved 1 → 5 of 6 · "item 1"'
  wait_for_line 5 "> item 1"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 2\nitem 3\nitem 4\nitem 5\nitem 1\nitem 6\n'
  assert_restored
}
