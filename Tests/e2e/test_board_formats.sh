# --board on Obsidian Kanban and taskell files (issue 32): the examples of
# the issue, by keys and the mouse, each output read back by the tool's
# rules (Tests/boards/*_reader.py) and checked for the tool's layout.

FORMATS="$CORPUS/boards"
READERS="$CORPUS/../boards"

# Whether FILE reads as a board in the tool's layout, byte for byte.
assert_layout() {
  python3 - "$READERS" "$1" "$2" << 'EOF' || fail "$2 is not $1's layout: $(cat "$2")"
import sys
sys.path.insert(0, sys.argv[1])
import obsidian_reader, taskell_reader
reader = obsidian_reader if sys.argv[2] == "obsidian" else taskell_reader
text = open(sys.argv[3], encoding="utf-8", newline="").read()
sys.exit(0 if reader.layout_ok(text) else 1)
EOF
}

test_board_obsidian_card_moved_last_into_the_last_lane_stays_above_the_footer() {
  cp "$FORMATS/obsidian/home.md" .
  start -- '$REORDER --board home.md > out 2> err'
  wait_for "1/3 board"
  # The footer and **Complete** are no cards: Done has one.
  wait_for_line 5 "## To do                       2 ## Doing                       1 ## Done                        1"
  screen | grep -q "kanban:settings" && fail "the footer is shown as a card: $(screen)"
  # "Water the plants" to Done (L L), then to its bottom (b).
  keys j L L b
  wait_for 'in "Done" to position 2 of 2'
  keys Enter
  assert_eq "$(wait_exit)" 0
  # The card, checked as Done is Complete, then the four blank lines, then
  # the footer, which still ends the file.
  local card footer
  card=$(grep -n '^- \[x\] Water the plants$' out | cut -d: -f1)
  footer=$(grep -n '^%% kanban:settings$' out | cut -d: -f1)
  assert_eq "$card" "$((footer - 5))"
  assert_eq "$(tail -c 2 out)" "%%"
  assert_layout obsidian out
}

test_board_obsidian_last_lane_moved_first_leaves_the_footer_last() {
  cp "$FORMATS/obsidian/home.md" .
  start -- '$REORDER --board home.md > out 2> err'
  wait_for "1/3 board"
  # Focus Done's header (l l), its column to the front (t).
  keys l l t
  wait_for 'column "Done"'
  keys Enter
  assert_eq "$(wait_exit)" 0
  grep -q '^## Done' out || fail "no Done"
  assert_eq "$(grep -n '^## ' out | head -1)" "9:## Done"
  assert_eq "$(tail -1 out)" "%%"
  grep -A1 '^%%$' out | grep -q '^## ' && fail "a heading follows %%: $(cat out)"
  assert_layout obsidian out
}

test_board_taskell_three_moves_keep_taskells_layout() {
  cp "$FORMATS/taskell/garden.md" .
  start -- '$REORDER --board --long-press 200 garden.md > out 2> err'
  wait_for "1/4 board"
  # "Water the plants" to Done's bottom; "Prune the roses" (now To Do's
  # last) to Doing; Done's column dragged to the front by its header.
  keys j L L L b
  wait_for 'in "Done" to position 3 of 3'
  keys g j j L
  wait_for 'to "Doing"'
  press 76 1
  wait_for 'Lifted column "Done"'
  drag 60 1
  drag 4 1
  wait_for 'Moving column "Done" to position 1 of 4'
  release 4 1
  wait_for 'Moved column "Done" to position 1 of 4'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_layout taskell out
  grep -B1 '^## ' out | grep -q '^    @' && fail "a heading glued to a due date: $(cat out)"
  assert_eq "$(grep -c '' out)" "$(grep -c '' garden.md)"
}

test_board_the_gap_shows_no_copy_of_the_dragged_card() {
  printf -- '---\n\nkanban-plugin: board\n\n---\n\n## Backlog\n\n- [ ] Investigate flaky login test on CI runners\n- [ ] Write release notes\n\n\n## Done\n\n**Complete**\n- [x] Fix the gate\n\n\n\n\n%%%% kanban:settings\n```\n{"kanban-plugin":"board"}\n```\n%%%%' > flaky.md
  start -- '$REORDER --board --long-press 200 flaky.md > out 2> err'
  wait_for "1/2 board"
  press 6 5
  wait_for 'Lifted'
  drag 9 5
  drag 14 6
  wait_for 'Moving'
  # One "Investigate" on the board (the status line aside): the floating
  # card's, none in the gap.
  assert_eq "$(screen | head -n -1 | grep -o Investigate | wc -l)" 1
  drag 75 5
  wait_for 'Moving to "Done"'
  assert_eq "$(screen | head -n -1 | grep -o Investigate | wc -l)" 1
  release 75 5
  wait_for 'checked: a Complete lane'
  keys Enter
  assert_eq "$(wait_exit)" 0
  # Dropped into the Complete lane: checked, as the plugin does.
  grep -q '^- \[x\] Investigate flaky login test on CI runners$' out || fail "not checked: $(cat out)"
  assert_layout obsidian out
}

test_board_format_option_says_what_it_takes() {
  printf '## A\n- a\n' > in.md
  set +e
  "$REORDER" --board=trello in.md > out 2> err
  local rc=$?
  set -e
  assert_eq "$rc" 2
  assert_eq "$(cat err)" "reorder: --board must be auto, obsidian, taskell or plain, not 'trello'"
  "$REORDER" --board=plain --order 1,2 in.md > out
  cmp out in.md || fail "changed"
}
