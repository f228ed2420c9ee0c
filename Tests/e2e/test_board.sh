# --board: sections as columns, cards carrying their indented lines, moved
# between columns with keys and the mouse, written back as the same text.

BOARDS="$CORPUS/boards"

test_board_refuses_what_it_cannot_go_with() {
  printf '## A\n- a\n' > in.md
  for option in "--columns 2" "--grid" "--git" "--lock x" "-z" "--tree" "--outline" "--outline org"; do
    set +e
    "$REORDER" --board $option in.md > out 2> err
    local rc=$?
    set -e
    assert_eq "$rc" 2
    assert_eq "$(wc -l < err)" 1
    grep -q -- "--board" err || fail "$option: no word of --board in: $(cat err)"
    assert_file out ""
  done
  assert_file in.md $'## A\n- a\n'
}

test_board_unchanged_files_come_back_byte_for_byte() {
  cp "$BOARDS/taskell.md" "$BOARDS/release.md" .
  # CRLF line ends and no final line end.
  sed 's/$/\r/' taskell.md | head -c -2 > crlf.md
  for file in taskell.md release.md crlf.md; do
    restart_board_pane
    start -- "\$REORDER --board $file > out 2> err"
    wait_for "board"
    keys Enter
    assert_eq "$(wait_exit)" 0
    cmp out "$file" || fail "$file changed: $(diff out "$file" | head)"
  done
}

restart_board_pane() {
  tm kill-server 2> /dev/null || true
  rm -f "$T/rc" "$T/out"
}

test_board_card_moves_to_the_next_column_with_its_lines() {
  cp "$BOARDS/taskell.md" .
  start -- '$REORDER --board taskell.md > out 2> err'
  wait_for "1/3 board"
  # Side by side, 33 cells a column: a card shows its first line and how
  # many lines it carries.
  wait_for_line 1 "## To Do                       3 ## Doing                       1 ## Done                        2"
  wait_for_line 2 "  - Write tests               +3   - Load the board as rows    +2   - Sections in the list"
  keys j L
  wait_for 'from "To Do" to "Doing", position 1 of 2 there'
  keys Enter
  assert_eq "$(wait_exit)" 0
  # The card and its three sub-lines, first in Doing.
  sed -n '/^## Doing/,/^## Done/p' out > doing
  assert_eq "$(sed -n 3p doing)" "- Write tests"
  assert_eq "$(sed -n 6p doing)" "    * [x] moves of a column"
  assert_eq "$(sed -n 7p doing)" "- Load the board as rows"
  assert_eq "$(wc -l < out)" "$(wc -l < taskell.md)"
}

test_board_header_moves_its_column_and_h_l_focus_the_neighbour() {
  cp "$BOARDS/release.md" .
  start -- '$REORDER --board release.md > out 2> err'
  wait_for "1/4 board"
  keys l
  wait_for 'Column 2 of 4 · "This week"'
  keys l l
  wait_for 'Column 4 of 4 · "Shipped"'
  keys H
  wait_for 'Moved column "Shipped" to position 3 of 4'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_eq "$(grep '^## ' out | tr '\n' ' ')" "## Backlog ## This week ## Shipped ## Blocked "
  assert_eq "$(head -1 out)" "Release plan for 2.0: the columns below are the work."
}

test_board_drag_drops_a_card_in_an_empty_column() {
  printf '## Todo\n- a\n    sub\n- b\n## Empty\n## Done\n- c\n' > in.md
  start -- '$REORDER --board --long-press 0 in.md > out 2> err'
  wait_for "1/3 board"
  # "- a" is on screen row 2 of the first column; lifted, it goes with
  # the pointer to the second column (x 34..66), empty: its top.
  press 5 2
  wait_for "Lifted"
  drag 20 3
  drag 45 6
  wait_for 'Moving to "Empty", position 1 of 1'
  release 45 6
  wait_for 'from "Todo" to "Empty", position 1 of 1 there'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'## Todo\n- b\n## Empty\n- a\n    sub\n## Done\n- c\n'
}

test_board_undo_puts_the_card_back() {
  printf '## A\n- a\n## B\n- b\n' > in.md
  start -- '$REORDER --board in.md > out 2> err'
  wait_for "1/2 board"
  keys j L
  wait_for 'Moved "a" from "A" to "B"'
  keys u
  wait_for "Undid"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'## A\n- a\n## B\n- b\n'
}

test_board_with_section_and_help_says_the_board_keys() {
  printf 'TODO:\nfirst\n  note\nwork\nDONE:\nold\n' > in.txt
  start -- '$REORDER --board --section ":$" in.txt > out 2> err'
  wait_for "1/2 board"
  wait_for_line 2 "  first$(printf '%*s' 40 '')+1   old"
  keys ?
  wait_for "focus the column on the left"
  keys Escape
  wait_gone "focus the column on the left"
  keys G H
  wait_for 'Moved "old" from "DONE:" to "TODO:", position 1 of 3 there'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'TODO:\nold\nfirst\n  note\nwork\nDONE:\n'
}

test_board_without_a_header_is_an_error() {
  printf 'just\ntext\n' > in.md
  set +e
  "$REORDER" --board in.md > out 2> err
  local rc=$?
  set -e
  assert_eq "$rc" 2
  assert_eq "$(cat err)" "reorder: --board found no column header: no Markdown headings (# to ######) in the input"
  assert_file out ""
}

test_board_log_replays_to_the_same_text() {
  cp "$BOARDS/taskell.md" .
  start -- '$REORDER --board --log moves.jsonl taskell.md > out 2> err'
  wait_for "1/3 board"
  keys j L J l H
  wait_for 'Moved "Long-press lifting" from "Done" to "Doing", position 2 of 3 there'
  keys Enter
  assert_eq "$(wait_exit)" 0
  "$REORDER" --board --replay moves.jsonl taskell.md > replayed
  cmp out replayed || fail "the replay differs: $(diff out replayed | head)"
  cmp -s out taskell.md && fail "nothing moved"
  true
}

test_board_shows_its_columns_side_by_side_and_drags_between_them() {
  cp "$BOARDS/taskell.md" .
  start -- '$REORDER --board --long-press 200 taskell.md > out 2> err'
  wait_for "1/3 board"
  # Each column its header (and card count) on top, its cards below.
  wait_for_line 3 "  - Read the taskell format   +1                                    - Long-press lifting        +1"
  wait_for_line 4 "  - Draw columns side by side"
  # Long-press "Read the taskell format" (column 1, row 2), carry it over
  # Doing, then to Done's top.
  press 6 3
  wait_for 'Lifted "Read the taskell format" in "To Do", position 2 of 3'
  drag 30 5
  drag 45 6
  wait_for 'Moving to "Doing", position 2 of 2'
  # The gap is open in Doing under its card (an empty slot: no copy of
  # the card, which showed through beside the snapshot as fragments), the
  # lifted card at the pointer with the line it carries (+1).
  wait_for_line 3 "  - Draw columns side by side$(printf '%*s' 39 '')- Long-press lifting        +1"
  wait_for_line 6 "$(printf '%*s' 39 '')░ - Read the taskell format   +1"
  drag 70 2
  wait_for 'Moving to "Done", position 1 of 3'
  release 70 2
  wait_for 'Moved "Read the taskell format" from "To Do" to "Done", position 1 of 3 there'
  keys Enter
  assert_eq "$(wait_exit)" 0
  sed -n '/^## Done/,$p' out > done
  assert_eq "$(sed -n 3p done)" "- Read the taskell format"
  assert_eq "$(sed -n 4p done)" "    @ 2026-12-01"
  assert_eq "$(sed -n 5p done)" "- Sections in the list"
  assert_eq "$(wc -l < out)" "$(wc -l < taskell.md)"
}

test_board_wider_than_the_screen_scrolls_sideways() {
  for c in 1 2 3 4 5 6 7; do
    printf '## Column %s\n- card %s\n' "$c" "$c"
  done > wide.md
  start -x 64 -y 12 -- '$REORDER --board wide.md > out 2> err'
  wait_for "1/7 board"
  # 64 cells: four columns of 16; the rest is said at the right edge.
  wait_for_line 1 "## Column 1   1 ## Column 2   1 ## Column 3   1 ## Column 4   1"
  wait_for_line 11 "$(printf '%*s' 56 '')3 more ▸"
  keys l l l l l
  wait_for 'Column 6 of 7 · "Column 6" (1 card)'
  wait_for_line 1 "## Column 3   1 ## Column 4   1 ## Column 5   1 ## Column 6   1"
  wait_for_line 11 "◂ 2 more$(printf '%*s' 48 '')1 more ▸"
  # A card moved to the last column brings it on screen.
  keys j L
  wait_for 'position 1 of 2 there'
  wait_for_line 1 "## Column 4   1 ## Column 5   1 ## Column 6   0 ## Column 7   2"
  wait_for_line 11 "◂ 3 more"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_eq "$(tail -3 out | tr '\n' ' ')" "## Column 7 - card 6 - card 7 "
}

test_board_header_long_pressed_drags_its_column_sideways() {
  printf '## Todo\n- a\n    sub\n## Doing\n- b\n\n## Done\n- c\n- d\n' > in.md
  start -x 72 -y 12 -- '$REORDER --board --long-press 200 in.md > out 2> err'
  wait_for "1/3 board"
  # Three columns of 24 cells; Done's header is at x 49..71 of row 1.
  press 52 1
  wait_for 'Lifted column "Done" (2 cards), position 3 of 3'
  drag 40 1
  drag 30 1
  wait_for 'Moving column "Done" to position 2 of 3'
  # Doing has shifted right into Done's place; Done floats whole (its
  # header and cards) where the pointer holds it, over the gap it opened
  # (the gap's dim "##" at its left, Doing's first "#" under its right).
  wait_for_line 1 "## Todo               1 ##░ ## Done             2# Doing              1"
  wait_for_line 2 "  - a                +1   ░ - c                   - b"
  wait_for_line 3 "                          ░ - d"
  drag 4 1
  wait_for 'Moving column "Done" to position 1 of 3'
  release 4 1
  wait_for 'Moved column "Done" to position 1 of 3'
  keys Enter
  assert_eq "$(wait_exit)" 0
  # The blank line stays in its place, after the second column's last
  # card: it does not travel with Doing (issue 32).
  assert_file out $'## Done\n- c\n- d\n## Todo\n- a\n    sub\n\n## Doing\n- b\n'
}

test_board_space_lifts_a_card_and_the_arrows_carry_it_across_columns() {
  printf '## Todo\n- a\n- b\n## Doing\n- c\n- d\n## Done\n- e\n' > in.md
  start -x 72 -y 12 -- '$REORDER --board in.md > out 2> err'
  wait_for "1/3 board"
  keys j Space
  wait_for 'Lifted "a" in "Todo", position 1 of 2'
  keys Right
  wait_for 'Moving to "Doing", position 1 of 3 · "a"'
  keys Down
  wait_for 'Moving to "Doing", position 2 of 3 · "a"'
  keys Right Right
  wait_for 'Moving to "Done", position 2 of 2 · "a"'
  keys Left Up
  wait_for 'Moving to "Doing", position 1 of 3 · "a"'
  keys Enter
  wait_for 'Moved "a" from "Todo" to "Doing", position 1 of 3 there'
  # A header lifted by Space moves its column with Left and Right.
  keys k Space
  wait_for 'Lifted column "Doing" (3 cards), position 2 of 3'
  keys Left
  wait_for 'Moving column "Doing" to position 1 of 3'
  keys Enter
  wait_for 'Moved column "Doing" to position 1 of 3'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'## Doing\n- a\n- c\n- d\n## Todo\n- b\n## Done\n- e\n'
}

test_board_drag_held_at_the_edge_scrolls_sideways_and_down_a_column() {
  for c in 1 2 3 4 5 6 7; do
    printf '## Column %s\n' "$c"
    for r in $(seq 1 "$((c * 4))"); do printf -- '- card %s.%s\n' "$c" "$r"; done
  done > wide.md
  start -x 80 -y 10 -- '$REORDER --board --long-press 200 wide.md > out 2> err'
  wait_for "board"
  # 80 cells: five columns of 16, two more off screen.
  wait_for_line 9 "$(printf '%*s' 72 '')2 more ▸"
  press 4 2
  wait_for 'Lifted "card 1.1" in "Column 1", position 1 of 4'
  drag 20 4
  # Held on the rightmost cell the board scrolls to its last column.
  drag 80 4
  wait_for '◂ 2 more'
  wait_for 'Moving to "Column 7"'
  wait_for_line 1 "## Column 3  12 ## Column 4  16 ## Column 5  20 ## Column 6  24 ## Column 7  29"
  # Held on the last card row: down that column, to its end (the card
  # floats where it was grabbed, 3 cells left of the pointer).
  drag 76 8
  wait_for 'Moving to "Column 7", position 29 of 29'
  wait_for_line 8 "  - card 3.7  ↓   - card 4.7  ↓   - card 5.7  ↓   - card 6.7  ↓  ░ - card 1.1"
  release 76 8
  wait_for ', position 29 of 29 there'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_eq "$(tail -2 out | tr '\n' ' ')" "- card 7.28 - card 1.1 "
}
