# The terminal's cursor rests on the focus, hidden as ever, so screen
# readers and magnifiers that follow the cursor follow the focus: the
# focused row's first text cell, the lifted row while lifted, a prompt's
# insertion point. tmux keeps the cursor's position while it is hidden.

# cursor_at: the pane's cursor as "X,Y" (0-based).
cursor_at() { tm display -p -t e2e '#{cursor_x},#{cursor_y}'; }

# wait_cursor X Y: until the cursor rests at column X, row Y (0-based).
wait_cursor() {
  local deadline=$((SECONDS + E2E_TIMEOUT))
  while [ $SECONDS -lt $deadline ]; do
    [ "$(cursor_at)" = "$1,$2" ] && return 0
    sleep 0.05
  done
  fail "timed out waiting for the cursor at $1,$2 (it is at $(cursor_at))"
}

# column_of TEXT LINE: the 0-based column, in characters, where TEXT
# first appears on screen line LINE (1-based).
column_of() {
  screen | sed -n "$2p" | python3 -c 'import sys; print(sys.stdin.read().index(sys.argv[1]))' "$1"
}

test_the_cursor_rests_on_the_focus_the_lifted_row_and_the_prompt() {
  lines 10 > in.txt
  start -- '$REORDER in.txt > out'
  wait_for " 1/10 "
  wait_cursor 2 0
  keys j j
  wait_for " 3/10 "
  wait_cursor 2 2
  assert_eq "$(tm display -p -t e2e '#{cursor_flag}')" 0 "the cursor is hidden"
  # Lifted with Space and moved: the lifted row.
  keys Space
  wait_for 'Lifted position 3 of 10 · "item 3"'
  wait_cursor 2 2
  keys j
  wait_for 'Moving to position 4 of 10 · "item 3"'
  wait_cursor 2 3
  keys Escape
  wait_for "Cancelled"
  wait_cursor 2 2
  # Lifted with the mouse (screen row 6 is item 6) and dragged two rows.
  press 5 6
  wait_for 'Lifted position 6 of 10 · "item 6"'
  drag_rows 5 6 8
  wait_for 'Moving to position 8 of 10 · "item 6"'
  wait_cursor 2 7
  release 5 8
  wait_for 'Moved 6 → 8 of 10 · "item 6"'
  wait_cursor 2 7
  # The search prompt: where the next character goes (the bar after the
  # query), then back on the focus when the search ends.
  keys / i t
  wait_for "it▏"
  wait_cursor "$(column_of ▏ 30)" 29
  keys 'e'
  wait_for "ite▏"
  wait_cursor "$(column_of ▏ 30)" 29
  keys Escape
  wait_gone "▏"
  wait_cursor 2 7
  keys q
  wait_for "1 unsaved change"
  keys y
  assert_eq "$(wait_exit)" 130
  assert_restored
}

# Inline (--height): the same, on the band below the earlier lines; on
# exit the cursor is back on the band's first row, where the result goes.
test_inline_the_cursor_rests_on_the_focus() {
  lines 10 > in.txt
  start -y 24 -- 'for i in 1 2 3 4 5; do echo "earlier line $i"; done; $REORDER --height 8 in.txt > out'
  wait_for " 1/10 "
  wait_for_line 6 "> item 1"
  wait_cursor 2 5
  keys j j j
  wait_for " 4/10 "
  wait_cursor 2 8
  keys Space j
  wait_for 'Moving to position 5 of 10 · "item 4"'
  wait_cursor 2 9
  keys Escape
  wait_for "Cancelled"
  keys q
  assert_eq "$(wait_exit)" 130
  wait_for_line 5 "earlier line 5"
  wait_for_line 6 ""
  assert_eq "$(cursor_at)" "0,5" "the cursor after exit"
  assert_restored
}
