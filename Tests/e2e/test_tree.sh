# Trees (--tree) and outlines (--outline): a node moves with its subtree
# by keys and by the mouse, a sideways drag or Left/Right changes the
# depth, and a file comes back byte for byte where nothing moved.

test_tree_space_lifts_a_checklist_item_with_its_sub_items() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 100 -y 20 -- '$REORDER --tree in.md > out 2> err'
  wait_for "1/10 tree"
  keys Space
  wait_for 'Moving "- [ ] Groceries" to the top level · depth 1 · 5 rows travel'
  keys Down
  wait_for 'Moving "- [ ] Groceries" under "- [ ] Work" · depth 2 · 5 rows travel'
  # The gap is below Work's whole subtree at the top level.
  keys Down Down Down
  wait_for 'Moving "- [ ] Groceries" to the top level · depth 1'
  keys Enter
  wait_for 'Moved'
  wait_for 'position 2 of 3 there · depth 1'
  keys Enter
  assert_eq "$(wait_exit)" 0
  { sed -n 6,9p in.md; sed -n 1,5p in.md; sed -n 10p in.md; } > want
  cmp out want || fail "the checklist did not move with its sub-items: $(cat out)"
  assert_restored
}

test_tree_a_lifted_subtree_leaves_the_list_as_one_row() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 100 -y 20 -- '$REORDER --tree in.md > out 2> err'
  wait_for "1/10 tree"
  keys Space
  # The snapshot is the node and how many rows travel; its children leave
  # the list, so Work is the next row.
  wait_for '+4 rows'
  wait_for_line 2 "  - [ ] Work"
  wait_for_line 6 "  - [x] Home"
  keys Down
  wait_for 'under "- [ ] Work" · depth 2'
  wait_for_line 1 "  - [ ] Work"
  wait_for_line 3 "    - [ ] review the tree model"
  keys Escape
  wait_for 'Cancelled'
  # Back whole.
  wait_for_line 2 "    - [ ] milk"
  wait_for_line 10 "  - [x] Home"
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp out in.md || fail "a cancelled lift changed the file"
}

test_tree_left_and_right_change_the_landing_depth_while_lifted() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 100 -y 20 -- '$REORDER --tree in.md > out 2> err'
  wait_for "1/10 tree"
  keys Down Space
  wait_for 'Moving "- [ ] milk" under "- [ ] Groceries" · depth 2'
  keys Right
  wait_for "Can't land \"- [ ] milk\" deeper here: only depth 2 between these rows"
  keys Down Down Right
  wait_for 'Moving "- [ ] milk" under "- [ ] eggs" · depth 3'
  # The snapshot is drawn where it would land: one unit deeper.
  wait_for_line 5 "░     - [ ] milk"
  keys Left Left
  wait_for 'Moving "- [ ] milk" to the top level · depth 1'
  wait_for_line 5 "░ - [ ] milk"
  keys Enter
  wait_for 'to the top level, position 2 of 4 there · depth 1'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'- [ ] Groceries\n  - [x] bread\n\n  - [ ] eggs\n- [ ] milk\n- [ ] Work\n  - [ ] review the tree model\n    - [ ] read the tests\n  - [ ] write the report\n- [x] Home\n'
}

test_tree_a_long_press_and_a_sideways_drag_set_the_depth() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 100 -y 20 -- '$REORDER --tree in.md > out 2> err'
  wait_for "1/10 tree"
  press 8 2
  wait_for 'Moving "- [ ] milk" under "- [ ] Groceries" · depth 2'
  drag_rows 8 2 8
  wait_for 'Moving "- [ ] milk" under "- [ ] Work" · depth 2'
  # Four columns right: two levels deeper.
  drag 12 8
  wait_for 'Moving "- [ ] milk" under "- [ ] read the tests" · depth 4'
  wait_for_line 8 "░       - [ ] milk"
  drag 10 8
  wait_for 'Moving "- [ ] milk" under "- [ ] review the tree model" · depth 3'
  wait_for_line 8 "░     - [ ] milk"
  release 10 8
  wait_for 'position 2 of 2 there · depth 3'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'- [ ] Groceries\n  - [x] bread\n\n  - [ ] eggs\n- [ ] Work\n  - [ ] review the tree model\n    - [ ] read the tests\n    - [ ] milk\n  - [ ] write the report\n- [x] Home\n'
}

# The last sub-item of a loose list dragged under the next item: the blank
# line that ended its run stays there (the list stays loose, as cmark
# reads it), and the file ends as it did.
test_tree_a_drop_under_another_parent_keeps_the_blank_lines_in_place() {
  printf -- '- a\n  - a1\n  - a2\n\n- b\n  - b1\n' > in.md
  start -x 80 -y 16 -- '$REORDER --tree in.md > out 2> err'
  wait_for "1/6 tree"
  press 6 3
  wait_for 'Moving "- a2" under "- a"'
  drag_rows 6 3 7
  wait_for 'Moving "- a2" under "- b" · depth 2'
  release 6 7
  wait_for 'Moved "- a2" under "- b", position 2 of 2 there · depth 2'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'- a\n  - a1\n\n- b\n  - b1\n  - a2\n'
}

test_tree_escape_and_the_right_button_cancel_a_lift() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 100 -y 20 -- '$REORDER --tree in.md > out 2> err'
  wait_for "1/10 tree"
  keys Space Down Right
  wait_for 'depth 2'
  keys Escape
  wait_for 'Cancelled; back at position'
  press 8 6
  wait_for 'Moving "- [ ] Work"'
  drag_rows 8 6 1
  right_press 8 1
  wait_for 'Cancelled; back at position'
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp out in.md || fail "a cancelled lift changed the file"
}

test_tree_j_k_h_l_move_subtrees_and_refuse_at_the_edges() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 100 -y 20 -- '$REORDER --tree in.md > out 2> err'
  wait_for "1/10 tree"
  keys K
  wait_for "Can't move up \"- [ ] Groceries\": it is the first at the top level"
  keys H
  wait_for "Can't outdent \"- [ ] Groceries\": it is at the top level"
  keys J
  wait_for 'Moved "- [ ] Groceries" down, position 2 of 3 at the top level'
  keys L
  wait_for 'Indented "- [ ] Groceries" to level 2'
  keys u
  wait_for 'Undid: Indented'
  keys Enter
  assert_eq "$(wait_exit)" 0
  { sed -n 6,9p in.md; sed -n 1,5p in.md; sed -n 10p in.md; } > want
  cmp out want || fail "J then an undone L: $(cat out)"
}

test_tree_left_collapses_and_the_collapsed_row_moves_as_one() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 100 -y 20 -- '$REORDER --tree in.md > out 2> err'
  wait_for "1/10 tree"
  keys Left
  wait_for 'Collapsed "- [ ] Groceries": 4 rows under it hidden'
  wait_for_line 1 "> - [ ] Groceries ▸ +4 rows"
  wait_for_line 2 "  - [ ] Work"
  keys J
  wait_for 'Moved "- [ ] Groceries" down, position 2 of 3 at the top level'
  # Work's subtree, then the collapsed row as one, then Home.
  wait_for_line 5 "> - [ ] Groceries ▸ +4 rows"
  wait_for_line 6 "  - [x] Home"
  wait_for "5/10 tree"
  keys Right
  wait_for 'Expanded "- [ ] Groceries": 4 rows shown'
  wait_for_line 6 "    - [ ] milk"
  keys Enter
  assert_eq "$(wait_exit)" 0
  { sed -n 6,9p in.md; sed -n 1,5p in.md; sed -n 10p in.md; } > want
  cmp out want || fail "the collapsed row did not move with its rows: $(cat out)"
}

# A click: press and release in one write, so no delay can come between
# them and make it a long press.
click() { tm send-keys -t e2e -l $'\e[<0;'"$1;$2M"$'\e[<0;'"$1;$2m"; }

test_tree_a_click_on_the_fold_badge_expands_the_row() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 100 -y 20 -- '$REORDER --tree in.md > out 2> err'
  wait_for "1/10 tree"
  keys Left
  wait_for_line 1 "> - [ ] Groceries ▸ +4 rows"
  keys j
  wait_for "6/10 tree"
  # On the text (columns 3-17) a click only focuses the row.
  click 5 1
  wait_for "1/10 tree"
  wait_for_line 1 "> - [ ] Groceries ▸ +4 rows"
  # On the badge (columns 19-27) it expands the row.
  click 22 1
  wait_for 'Expanded "- [ ] Groceries": 4 rows shown'
  wait_for_line 1 "> - [ ] Groceries"
  wait_for_line 2 "    - [ ] milk"
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp out in.md || fail "a click on the badge changed the output: $(cat out)"
}

test_outline_a_click_on_a_headings_lines_badge_shows_its_body() {
  printf '%s\n' 'intro' '# Title' '## Install' 'make' 'make install' '## Usage' 'run it' > in.md
  start -x 60 -y 12 -- '$REORDER --outline in.md > out 2> err'
  wait_for_line 3 "    ## Install +2 lines"
  # `+2 lines` is columns 16-23 (the heading drawn 2 cells in).
  click 18 3
  wait_for 'make install'
  wait_for_line 3 ">   ## Install"
  wait_for_line 4 "    make"
  wait_for_line 6 "    ## Usage +1 line"
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp out in.md || fail "a click on the badge changed the output: $(cat out)"
}

test_tree_collapsing_and_expanding_alone_write_the_file_back_byte_for_byte() {
  printf -- '- a\r\n  - b\r\n  - c\r\n- d' > in.md
  start -x 60 -y 10 -- '$REORDER --tree in.md > out 2> err'
  wait_for "1/4 tree"
  keys Left
  wait_for 'Collapsed "- a": 2 rows under it hidden'
  keys Down
  wait_for '4/4 tree'
  keys Up Right
  wait_for 'Expanded "- a"'
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp out in.md || fail "a collapse changed the output"
}

test_outline_opens_with_its_bodies_folded_and_z_shows_them() {
  printf '%s\n' 'intro' '# Title' '## Install' 'make' 'make install' '## Usage' 'run it' > in.md
  start -x 60 -y 12 -- '$REORDER --outline in.md > out 2> err'
  wait_for "1/6 outline"
  wait_for_line 1 "  intro"
  wait_for_line 2 "> # Title"
  wait_for_line 3 "    ## Install +2 lines"
  wait_for_line 4 "    ## Usage +1 line"
  keys z
  wait_for 'Bodies shown (3 lines) · z folds them'
  wait_for_line 4 "    make"
  wait_for_line 7 "    run it"
  keys z
  wait_for 'Bodies folded (3 lines)'
  wait_for_line 4 "    ## Usage +1 line"
  keys j J
  wait_for 'down, position 2 of 2 under'
  wait_for_line 3 "    ## Usage +1 line"
  wait_for_line 4 ">   ## Install +2 lines"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'intro\n# Title\n## Usage\nrun it\n## Install\nmake\nmake install\n'
}

test_outline_moves_a_readmes_section_with_its_code_fences() {
  cp "$CORPUS/trees/README.md" in.md
  start -x 100 -y 24 -- '$REORDER --outline in.md > out 2> err'
  wait_for "1/39 outline"
  # Bodies are folded: the next row is the next heading.
  keys j
  wait_for '"Install"'
  keys J
  wait_for 'Moved "Install" down, position 2 of 3 under "reorder-demo"'
  keys Enter
  assert_eq "$(wait_exit)" 0
  { sed -n 1,4p in.md; sed -n 13,36p in.md; sed -n 5,12p in.md; sed -n 37,39p in.md; } > want
  cmp out want || fail "the Install section did not move whole: $(diff out want)"
}

test_outline_org_changes_the_stars_of_a_moved_heading() {
  cp "$CORPUS/trees/plan.org" in.org
  start -x 100 -y 24 -- '$REORDER --outline org in.org > out 2> err'
  # The two lines before the first heading are the fixed header.
  wait_for "1/12 outline"
  wait_for_line 1 "  #+TITLE: Plan"
  keys G
  wait_for '12/12'
  keys L
  wait_for 'Indented "Someday" to level 2'
  keys Enter
  assert_eq "$(wait_exit)" 0
  { sed -n 1,13p in.org; echo '** Someday'; } > want
  cmp out want || fail "org: $(diff out want)"
}

test_outline_promote_and_demote_move_one_heading_without_its_subtree() {
  printf '* A\n** b\n*** b1\n** c\n' > in.org
  start -x 100 -y 12 -- '$REORDER --outline org in.org > out 2> err'
  wait_for "1/4 outline"
  keys j
  wait_for "2/4"
  keys '>'
  wait_for 'Demoted "b" to level 3, without its subtree'
  keys j j
  wait_for "4/4"
  # Alt-Left as xterm (and tmux) sends it.
  keys M-Left
  wait_for 'Promoted "c" to level 1, without its subtree'
  keys Enter
  assert_eq "$(wait_exit)" 0
  printf '* A\n*** b\n*** b1\n* c\n' > want
  cmp out want || fail "promote/demote: $(cat out)"
  assert_restored
}

test_tree_taskpaper_indents_with_tabs() {
  cp "$CORPUS/trees/tasks.taskpaper" in.taskpaper
  start -x 100 -y 20 -- '$REORDER --tree in.taskpaper > out 2> err'
  wait_for "1/10 tree"
  keys j j L
  wait_for 'Indented "- file taxes" to level 3'
  keys Enter
  assert_eq "$(wait_exit)" 0
  { sed -n 1,2p in.taskpaper; printf '\t\t- file taxes\n'; sed -n '4,$p' in.taskpaper; } > want
  cmp out want || fail "taskpaper: $(od -c out | head)"
}

test_tree_crlf_and_odd_indentation_round_trip() {
  cp "$CORPUS/trees/odd-indentation-crlf.txt" in.txt
  start -x 100 -y 20 -- '$REORDER --tree in.txt > out 2> err'
  wait_for "tree"
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp out in.txt || fail "unchanged input did not come back byte for byte"
  rm -f "$T/rc"
  tm kill-server
  start -x 100 -y 20 -- '$REORDER --tree in.txt > moved 2> err'
  wait_for "tree"
  keys J
  wait_for 'Moved "root" down'
  keys Enter
  assert_eq "$(wait_exit)" 0
  # The last line had no end: moved up, it gets the file's CRLF.
  printf 'next root\r\nroot\r\n  two\r\n     odd three under two\r\n   three\r\n\tsix tab\r\n  back to two\r\n\r\n' > want
  cmp moved want || fail "CRLF move: $(od -c moved | head)"
}

test_tree_replay_reproduces_the_depth_rewrites() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 100 -y 20 -- '$REORDER --tree --log log.jsonl in.md > out 2> err'
  wait_for "1/10 tree"
  keys J L Down Space Down Left Enter
  wait_for 'Moved "- [ ] milk"'
  keys Enter
  assert_eq "$(wait_exit)" 0
  "$REORDER" --tree --replay log.jsonl in.md > replayed
  cmp replayed out || fail "the replay differs: $(diff replayed out)"
  ! cmp -s out in.md || fail "the session changed nothing"
}

test_tree_on_markdown_keeps_wrapped_and_lazy_lines_with_their_item() {
  # A list item's wrapped line and a lazy line are no rows of their own:
  # J moves them with their item; --tree=plain reads every line (issue 31).
  printf -- '- scoop.c: Perhaps the API needs\n  tweaking?\n- DRBG per thread for lock free\noperation\n- last\n' > todo.md
  start -x 100 -y 20 -- '$REORDER --tree --log log.jsonl todo.md > out 2> err'
  wait_for "1/5 tree"
  keys J
  wait_for 'Moved "- scoop.c: Perhaps the API needs" down'
  wait_for "3/5 tree"
  keys J
  wait_for "4/5 tree"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'- DRBG per thread for lock free\noperation\n- last\n- scoop.c: Perhaps the API needs\n  tweaking?\n'
  "$REORDER" --tree --replay log.jsonl todo.md > replayed
  cmp replayed out || fail "the replay differs: $(diff replayed out)"
  # Read by indentation alone, the lazy line is a row and stays behind.
  "$REORDER" --tree=plain --order 3,1,2,4,5 todo.md > plain
  assert_file plain $'- DRBG per thread for lock free\n- scoop.c: Perhaps the API needs\n  tweaking?\noperation\n- last\n'
}

test_tree_on_markdown_numbers_an_ordered_list_again() {
  # J on "1." numbers the list again from 1; the log replays; --order
  # places rows as asked, their text unchanged (issue 31).
  printf -- '1. **Finds current shell.**\n   Reads $SHELL.\n2. Installs\n3. Runs\n' > steps.md
  start -x 100 -y 20 -- '$REORDER --tree --log log.jsonl steps.md > out 2> err'
  wait_for "1/4 tree"
  keys J
  wait_for 'down, position 2 of 3 at the top level'
  wait_for "> 2. **Finds"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'1. Installs\n2. **Finds current shell.**\n   Reads $SHELL.\n3. Runs\n'
  "$REORDER" --tree --replay log.jsonl steps.md > replayed
  cmp replayed out || fail "the replay differs: $(diff replayed out)"
  "$REORDER" --tree --order 3,1,2,4 steps.md > ordered
  assert_file ordered $'2. Installs\n1. **Finds current shell.**\n   Reads $SHELL.\n3. Runs\n'
}

test_outline_a_lifted_setext_heading_shows_how_it_lands() {
  # Lifted and moved one level deeper than 2, the floating row shows the
  # heading as the drop writes it: `### Old`; at level 2 its own text.
  printf 'News\n====\n\nA\n-\n\nOld\n---\ntext\n' > in.md
  start -x 100 -y 20 -- '$REORDER --outline in.md > out 2> err'
  wait_for "1/9 outline"
  keys G
  wait_for "7/9 outline"
  keys Space
  wait_for 'Moving "Old" under "News" · depth 2'
  keys Right
  wait_for "### Old"
  keys Enter
  wait_for 'Moved "Old"'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'News\n====\n\nA\n-\n\n### Old\n\ntext\n'
}

test_outline_replay_reproduces_a_setext_headings_new_level() {
  # L on an underlined heading: its underline changes (level 2), then it
  # becomes `### B` (level 3); the log replays to the same bytes (issue 31).
  printf 'Top\n===\n\nA\n-\n\nB\n=\ntext\n' > in.md
  start -x 100 -y 20 -- '$REORDER --outline --log log.jsonl in.md > out 2> err'
  wait_for "1/9 outline"
  keys G
  wait_for "7/9 outline"
  keys L
  wait_for 'Indented "B"'
  keys L
  wait_for "### B"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'Top\n===\n\nA\n-\n\n### B\n\ntext\n'
  "$REORDER" --outline --replay log.jsonl in.md > replayed
  cmp replayed out || fail "the replay differs: $(diff replayed out)"
}

test_tree_usage_errors_are_one_line() {
  printf 'a\n  b\n' > in.txt
  local rc
  for args in "--tree --grid" "--tree --columns 2" "--tree --outline" "--outline --git" "--outline=xml" \
    "--tab-width 0" "--outline --section x"; do
    rc=0
    # shellcheck disable=SC2086
    "$REORDER" $args in.txt > out 2> err || rc=$?
    assert_eq "$rc" 2 "reorder $args: exit status"
    assert_eq "$(wc -l < err)" 1 "reorder $args: one error line"
    assert_file out ""
  done
  assert_eq "$(cat err)" "reorder: --outline's headings are its sections: --section does not go with it"
}

test_tree_lock_is_a_fence_no_subtree_crosses() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 140 -y 20 -- "\$REORDER --tree --lock 'milk|Home' in.md > out 2> err"
  wait_for "1/10 tree"
  keys Space
  wait_for "Can't move \"- [ ] Groceries\": \"- [ ] milk\" under it is locked"
  # Work goes up only as far as the row below milk, under Groceries; Home,
  # locked below it, shows right under the lifted row.
  keys 5 j Space
  wait_for 'Moving "- [ ] Work" to the top level · depth 1 · 4 rows travel · stops above locked "- [x] Home"'
  wait_for_line 7 "  - [x] Home"
  keys Up Up Up Up Up
  wait_for 'Moving "- [ ] Work" under "- [ ] Groceries" · depth 2 · 4 rows travel · stops below locked "- [ ] milk"'
  wait_for_line 2 "    - [ ] milk"
  keys Enter
  wait_for 'Moved "- [ ] Work" under "- [ ] Groceries", position 2 of 4 there · depth 2'
  keys Enter
  assert_eq "$(wait_exit)" 0
  { sed -n 1,2p in.md; sed -n 6,9p in.md | sed 's/^/  /'; sed -n 3,5p in.md; sed -n 10p in.md; } > want
  cmp out want || fail "the locked row moved or Work did not land below it: $(diff want out)"
}

test_tree_edit_mode_deletes_a_node_with_its_subtree() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 100 -y 20 -- '$REORDER --tree in.md > out 2> err'
  wait_for "1/10 tree"
  keys e
  wait_for "edit tree"
  keys DC
  wait_for 'Deleted "- [ ] Groceries" and 4 rows under it; u undoes'
  wait_for_line 1 "> [x] - [ ] Work"
  keys u
  wait_for 'Undid: Deleted "- [ ] Groceries" and 4 rows under it'
  wait_for_line 2 "  [x]   - [ ] milk"
  keys 5 j DC
  wait_for 'Deleted "- [ ] Work" and 3 rows under it'
  keys e
  wait_for "6/6 tree  Left edit mode"
  keys Enter
  assert_eq "$(wait_exit)" 0
  { sed -n 1,5p in.md; sed -n 10p in.md; } > want
  cmp out want || fail "Work's subtree was not deleted whole: $(diff want out)"
}

test_tree_header_lines_stay_above_the_tree() {
  { echo "TODAY"; cat "$CORPUS/trees/checklist.md"; } > in.md
  start -x 100 -y 20 -- '$REORDER --tree --header-lines 1 in.md > out 2> err'
  wait_for "1/10 tree"
  wait_for_line 1 "  TODAY"
  keys t
  wait_for 'Already at position 1 of 10'
  keys J
  wait_for 'Moved "- [ ] Groceries" down, position 2 of 3 at the top level'
  wait_for_line 1 "  TODAY"
  keys Enter
  assert_eq "$(wait_exit)" 0
  { sed -n 1p in.md; sed -n 7,10p in.md; sed -n 2,6p in.md; sed -n 11p in.md; } > want
  cmp out want || fail "the header line moved: $(diff want out)"
}

test_tree_search_then_lift_takes_the_matched_subtree() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 100 -y 20 -- '$REORDER --tree in.md > out 2> err'
  wait_for "1/10 tree"
  keys / t h e Enter
  wait_for 'Match 1 of 3 at position 7 of 10 · "- [ ] review the tree model"'
  keys n
  wait_for 'Match 2 of 3 at position 8 of 10 · "- [ ] read the tests"'
  keys N
  wait_for 'Match 1 of 3 at position 7 of 10'
  # The match is the row; lifted, it takes the row under it.
  keys Space
  wait_for 'Moving "- [ ] review the tree model" under "- [ ] Work" · depth 2 · 2 rows travel'
  keys Escape
  wait_for 'Cancelled'
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp out in.md || fail "a search changed the file"
}

test_tree_review_lists_the_rows_a_subtree_move_changed() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 100 -y 20 -- '$REORDER --tree in.md > out 2> err'
  wait_for "1/10 tree"
  keys Down Space Down Down Right Enter
  wait_for 'Moved "- [ ] milk" under "- [ ] eggs", position 1 of 1 there · depth 3'
  keys r
  wait_for "Review: 1 moved, 1 edited"
  # milk moved, and its indentation was rewritten one unit deeper.
  wait_for_line 6 "*  2 → 5       - [ ] milk"
  wait_for_line 2 "   1 → 1   - [ ] Groceries"
  keys Enter
  assert_eq "$(wait_exit)" 0
  { sed -n 1p in.md; sed -n 3,5p in.md; sed -n 2p in.md | sed 's/^/  /'; sed -n '6,$p' in.md; } > want
  cmp out want || fail "the reviewed move is not what was written: $(diff want out)"
}

test_tree_preview_follows_the_focus_and_the_lifted_subtree() {
  cp "$CORPUS/trees/checklist.md" in.md
  start -x 180 -y 20 -- '$REORDER --tree --preview "echo \"preview [{}] n={n}\"" in.md > out 2> err'
  wait_for "preview ['- [ ] Groceries'] n=0"
  keys Down
  wait_for "preview ['  - [ ] milk'] n=1"
  keys 4 j Space
  wait_for '+3 rows'
  wait_for "preview ['- [ ] Work'] n=5"
  keys Up
  wait_for 'under "- [ ] Groceries"'
  wait_for "preview ['- [ ] Work'] n=5"
  keys Escape
  wait_for 'Cancelled'
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp out in.md || fail "the preview changed the file"
}

test_tree_sections_restart_the_tree_and_a_subtree_crosses_a_header() {
  printf '## Today\n- call Ann\n  - the lease\n- buy milk\n\n## Later\n- taxes\n  - form\n- garden\n' > in.md
  start -x 100 -y 20 -- "\$REORDER --tree --section '^## ' in.md > out 2> err"
  wait_for "2/9 tree"
  keys Space
  wait_for 'Moving "- call Ann" to the top level · depth 1 · 2 rows travel'
  # Below the header only the top level: Right is refused there.
  keys Down Down Right
  wait_for "Can't land \"- call Ann\" deeper here: only depth 1 between these rows"
  wait_for_line 4 "## Later"
  # Between taxes and its child form: form's depth or deeper.
  keys Down
  wait_for 'Moving "- call Ann" under "- taxes" · depth 2 · 2 rows travel'
  keys Enter
  wait_for 'Moved "- call Ann" under "- taxes", position 1 of 2 there · depth 2'
  keys Enter
  assert_eq "$(wait_exit)" 0
  printf '## Today\n- buy milk\n\n## Later\n- taxes\n  - call Ann\n    - the lease\n  - form\n- garden\n' > want
  cmp out want || fail "the subtree did not cross the header: $(diff want out)"
}

# Issue 33: an outline is drawn as a tree, 2 cells a level below the top
# (the file unchanged); a search that finds a line in a folded body opens
# that body and focuses the line, as org reveals a match, also when the
# search ends in a later slice, after keys were read (over 1 MB here).
test_outline_is_indented_by_depth_and_a_search_opens_a_folded_body() {
  {
    echo '# pyenv'
    echo '## Table of Contents'
    seq 1 40000 | sed 's/.*/* [Section &](#section-&)/'
    echo '* [Pyenv plugins](#pyenv-plugins)'
    echo '## Installation'
    echo '### From source'
    echo 'make'
    echo '## Pyenv plugins'
    echo 'text'
  } > in.md
  start -x 80 -y 20 -- '$REORDER --outline in.md > out 2> err'
  wait_for_line 1 "> # pyenv"
  wait_for_line 2 "    ## Table of Contents +40001 lines"
  wait_for_line 3 "    ## Installation"
  wait_for_line 4 "      ### From source +1 line"
  wait_for_line 5 "    ## Pyenv plugins +1 line"
  keys /
  tm send-keys -t e2e -l "Pyenv plugins"
  keys Enter
  wait_for ">   * [Pyenv plugins](#pyenv-plugins)"
  wait_for "40003/40008 outline"
  # The lift takes the section the shown line belongs to, and says so.
  keys Space
  wait_for 'Table of Contents'
  keys Escape
  wait_gone "░"
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp out in.md || fail "drawing changed the output: $(diff in.md out)"
}

test_outline_picks_org_for_an_org_file_and_says_why_it_has_no_heading() {
  # A bare --outline reads a .org file's * headings (issue 31).
  printf '* A\n** a\n* B\n' > notes.org
  "$REORDER" --outline --order 3,1,2 notes.org > out
  assert_file out $'* B\n* A\n** a\n'
  # Without a heading, one line says why and what to try; nothing is written.
  printf '<!--\n# x\n-->\n- item\n  # y\n' > none.md
  for args in "--outline none.md" "--outline=org none.md" "--outline=md notes.org"; do
    set +e
    "$REORDER" $args > out 2> err
    local rc=$?
    set -e
    assert_eq "$rc" 2
    assert_eq "$(wc -l < err)" 1
    grep -q "found no" err || fail "$args: $(cat err)"
    assert_file out ""
  done
  grep -q -- "--outline=org" err || fail "no way out named: $(cat err)"
}

test_outline_reads_setext_headings_and_keeps_html_and_items_whole() {
  # CommonMark's sections: setext headings are rows; the `#` lines in an
  # HTML comment and in a list item move with them (issue 31).
  printf 'News\n====\n\n<!--\n# x\n-->\n\nOld\n---\n- item\n  # y\n\n## Last\ntext\n\n' > news.md
  start -- '$REORDER --outline news.md > out 2> err'
  wait_for "News +6 lines"
  wait_for "Old +4 lines"
  keys j
  wait_for "8/15 outline"
  keys J
  wait_for 'Moved "Old"'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'News\n====\n\n<!--\n# x\n-->\n\n## Last\ntext\n\nOld\n---\n- item\n  # y\n\n'
}

test_outline_refuses_a_move_that_runs_a_paragraph_into_an_underlined_heading() {
  # The last section up, its child's "more" would run into "A" and read
  # as one heading (A's blank line cannot go to another depth): refused
  # and said; a cancel writes nothing (issue 31).
  printf 'A\n=\ntext\n\nB\n=\n\nSub\n---\nmore\n' > two.md
  start -- '$REORDER --outline two.md > out 2> err'
  wait_for "1/10 outline"
  keys j
  wait_for "5/10 outline"
  keys K
  wait_for "Markdown would read other headings"
  keys Escape
  assert_eq "$(wait_exit)" 130
  assert_file out ""
}

test_outline_keeps_the_blank_lines_in_their_places() {
  # K on the last section: A's blank line goes between them and the file
  # ends as it did; the log replays to the same bytes (issue 31).
  printf 'A\n=\ntext\n\nB\n=\nmore\n' > in.md
  start -x 100 -y 20 -- '$REORDER --outline --log log.jsonl in.md > out 2> err'
  wait_for "1/7 outline"
  keys G
  wait_for "5/7 outline"
  keys K
  wait_for 'Moved "B"'
  wait_for "1/7 outline"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'B\n=\nmore\n\nA\n=\ntext\n'
  "$REORDER" --outline --replay log.jsonl in.md > replayed
  cmp replayed out || fail "the replay differs: $(diff replayed out)"
}

test_outline_keeps_yaml_front_matter_fixed() {
  # `# draft: true` is a YAML comment, not a section; G t moves the last
  # section to the top of the document, below the front matter (issue 31).
  printf -- '---\ntitle: x\n# draft: true\n---\n\n# A\ntext\n# B\n' > post.md
  start -- '$REORDER --outline post.md > out 2> err'
  wait_for "1/3 outline"
  keys G t
  wait_for 'Moved "B"'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'---\ntitle: x\n# draft: true\n---\n\n# B\n# A\ntext\n'
}
