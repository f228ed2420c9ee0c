# Keys as fzf users know them, Esc's order, the question before losing
# work, and options as fzf users write them.

# A new pane for the next case of a loop (start makes the server anew).
restart_pane() {
  new_server
  rm -f "$T/rc" "$T/out"
}

test_fzf_keys_move_the_focus_and_ctrl_j_never_accepts() {
  lines 5 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/5"
  keys C-j
  wait_for 'Position 2 of 5 · "item 2"'
  keys C-n
  wait_for 'Position 3 of 5 · "item 3"'
  keys C-k
  wait_for 'Position 2 of 5 · "item 2"'
  keys C-p
  wait_for 'Position 1 of 5 · "item 1"'
  # Shift-Tab toggles and goes up; Tab toggles and goes down.
  keys G BTab BTab
  wait_for "Selected position 4; 2 selected · \"item 4\""
  wait_for_line 5 " •item 5"
  wait_for_line 3 "> item 3"
  [ ! -f rc ] || fail "a key above ended the program (rc $(cat rc))"
  keys C-q
  assert_eq "$(wait_exit)" 130
  assert_file out ""
}

test_bound_ctrl_j_moves_the_row() {
  # docs/fzf.md's own example: LF is ctrl-j, never Enter.
  lines 4 > in.txt
  start -- '$REORDER --bind ctrl-j:move-down in.txt > out 2> err'
  wait_for "1/4"
  keys C-j C-j
  wait_for "Moved 2 → 3 of 4 · \"item 1\""
  [ ! -f rc ] || fail "ctrl-j accepted (rc $(cat rc))"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 2\nitem 3\nitem 1\nitem 4\n'
}

test_bind_chains_actions_with_plus() {
  lines 9 > in.txt
  start -y 70 -- '$REORDER --bind "ctrl-j:down+down,X:toggle+down,ctrl-d:half-page-down" in.txt > out 2> err'
  wait_for "1/9"
  keys C-j
  wait_for 'Position 3 of 9 · "item 3"'
  keys X X
  wait_for 'Position 5 of 9 · "item 5"'
  wait_for_line 4 " •item 4"
  keys 2 C-j
  wait_for 'Position 9 of 9 · "item 9"'
  keys ?
  wait_for "ctrl-j"
  wait_for "down+down"
  keys Escape
  wait_gone "down + down"
  keys Escape Escape
  assert_eq "$(wait_exit)" 130
}

test_an_unknown_bind_name_says_the_nearest() {
  lines 2 > in.txt
  start -- "$(run_case action '$REORDER --bind ctrl-j:dwon in.txt'); $(run_case key '$REORDER --bind ctrl-jj:down in.txt'); $(run_case mouse '$REORDER --bind double-click:up in.txt')"
  wait_exit > /dev/null
  assert_case action "--bind: unknown action 'dwon'; did you mean down?"
  assert_case key "--bind: unknown key 'ctrl-jj'; did you mean ctrl-j?"
  assert_case mouse "--bind: 'double-click' is an fzf mouse action or event, not a key: reorder binds keys only"
}

test_a_binding_that_can_never_fire_is_an_error_at_start() {
  lines 2 > in.txt
  # tmux 3.3 does not speak the kitty keyboard protocol (it answers only
  # the device attributes query): ctrl-m is Enter there.
  start -- "$(run_case auto '$REORDER --bind ctrl-m:down in.txt'); $(run_case legacy '$REORDER --keys legacy --bind ctrl-i:down in.txt')"
  wait_exit > /dev/null
  assert_case auto "--bind ctrl-m: this terminal (no kitty keyboard protocol) sends ctrl-m as enter, so the binding could never fire (bind another key, or use a terminal with the kitty keyboard protocol)"
  assert_case legacy "--bind ctrl-i: with --keys legacy the terminal sends ctrl-i as tab, so the binding could never fire (bind another key, or use a terminal with the kitty keyboard protocol)"
  assert_restored
}

test_the_wheel_moves_the_focus_with_the_view() {
  lines 40 > in.txt
  start -y 12 -- '$REORDER in.txt > out 2> err'
  wait_for "1/40"
  wheel_down 5 3
  wheel_down 5 3
  # Six rows scrolled: the focus is on the first row shown, item 7.
  wait_for_line 1 "> item 7"
  wait_for "7/40"
  # J moves the row the person sees, not an invisible item 1.
  keys J
  wait_for "Moved 7 → 8 of 40 · \"item 7\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_eq "$(sed -n 7,8p out | tr '\n' ,)" "item 8,item 7,"
  assert_eq "$(head -1 out)" "item 1"
}

test_typing_text_outside_edit_mode_changes_nothing() {
  printf 'apt\ndebian\ndnf\n' > list.txt
  cp list.txt before.txt
  start -- '$REORDER -i list.txt > out 2> err'
  wait_for "1/3"
  keys d
  wait_for "Deleting is for edit mode: e turns it on, then d or a click on [x] deletes a row"
  keys o
  wait_for "o does nothing here: / searches, ? lists the keys"
  keys g DC
  wait_for "Deleting is for edit mode"
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp -s list.txt before.txt || fail "the file changed: $(cat list.txt)"
}

test_esc_cancels_a_pending_count_first() {
  lines 5 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/5"
  keys 5
  wait_for " 1/5 5 "
  keys Escape
  wait_for "Count 5 cancelled"
  [ ! -f rc ] || fail "Esc with a count pending quit (rc $(cat rc))"
  keys :
  wait_for "move to position"
  keys 3 Escape
  wait_for "Move cancelled; nothing moved"
  # Nothing changed: the next Esc quits at once.
  keys Escape
  assert_eq "$(wait_exit)" 130
  assert_file out ""
}

test_esc_and_q_ask_before_losing_changes() {
  local answer
  lines 4 > in.txt
  for answer in y Escape Enter other; do
    restart_pane
    start -- '$REORDER in.txt > out 2> err'
    wait_for "1/4"
    keys J
    wait_for "Moved 1 → 2 of 4 · \"item 1\""
    keys Escape
    wait_for "1 unsaved change: Esc or y quits, Enter accepts, other keys go back (1 moved)"
    case $answer in
      y | Escape)
        keys "$answer"
        assert_eq "$(wait_exit)" 130 "$answer quits"
        assert_file out ""
        ;;
      Enter)
        keys Enter
        assert_eq "$(wait_exit)" 0 "Enter accepts"
        assert_file out $'item 2\nitem 1\nitem 3\nitem 4\n'
        ;;
      other)
        keys j
        wait_for "Not quitting; 1 change kept"
        wait_for_line 2 "> item 1"
        # q asks too; u undoes the move, and then q quits at once.
        keys q
        wait_for "1 unsaved change"
        keys x u
        wait_for "Undid"
        keys q
        assert_eq "$(wait_exit)" 130 "no change left: q quits at once"
        ;;
    esac
  done
}

test_ctrl_c_and_abort_never_ask() {
  lines 3 > in.txt
  start -- '$REORDER --bind q:abort in.txt > out 2> err'
  wait_for "1/3"
  keys J
  wait_for "Moved"
  keys q
  assert_eq "$(wait_exit)" 130
  assert_file out ""
}

test_space_lifts_the_selection_wherever_the_focus_is() {
  lines 5 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for "1/5"
  keys x x G
  wait_for 'Position 5 of 5 · "item 5"'
  keys Space
  wait_for "Lifted 2 rows, positions 1–2 of 5 · \"item 1\" and 1 more"
  keys j j
  wait_for "Moving 2 rows to position 3 of 5 · \"item 1\" and 1 more"
  keys Tab
  wait_for "The selection can't change while rows are lifted: Enter drops, Esc cancels"
  keys Enter
  wait_for "Moved 2 rows 1–2 → 3–4 of 5 · \"item 1\" and 1 more"
  keys Escape
  wait_for "Selection cleared (2 rows)"
  # . repeats the move made by lift and drop: two rows down, on item 3.
  keys g .
  wait_for "Moved 1 → 3 of 5 · \"item 3\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 4\nitem 1\nitem 3\nitem 2\nitem 5\n'
}

test_header_is_a_label_and_section_a_pattern() {
  printf '## Now\nwrite\n## Later\nread\n' > in.txt
  start -- '$REORDER --header "Sort me" --section "^## " in.txt > out 2> err'
  wait_for "Sort me"
  wait_for_line 1 "  Sort me"
  wait_for_line 2 "## Now"
  wait_for_line 3 "> write"
  keys J
  wait_for "Moved 2 → 3 of 4 · \"write\""
  wait_for_line 3 "## Later"
  wait_for_line 4 "> write"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'## Now\n## Later\nwrite\nread\n'
}

test_height_tilde_fits_a_short_list() {
  lines 3 > in.txt
  start -y 20 -- 'for i in $(seq 1 18); do echo "earlier line $i"; done; $REORDER --height ~10 in.txt > out 2> err'
  wait_for "1/3"
  # Three rows and the status line: four rows, not ten.
  wait_for_line 17 "> item 1"
  wait_for_line 19 "  item 3"
  wait_for_line 16 "earlier line 18"
  screen | sed -n 20p | grep -q "^ 1/3 " || fail "the status line is not on row 20"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out "$(lines 3)"$'\n'
}

test_negations_undo_the_default_options() {
  lines 3 > in.txt
  start -y 20 -- 'echo earlier; REORDER_DEFAULT_OPTS="--swap --height 5 --header DEFAULT" $REORDER --no-swap --no-height --header "" in.txt > out 2> err'
  wait_for "1/3"
  # The whole screen (the earlier line is gone, no band), insert mode, no label.
  wait_for_line 1 "> item 1"
  screen | grep -q "swap" && fail "still in swap mode"
  screen | grep -q "DEFAULT" && fail "the default header is still shown"
  keys J Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 2\nitem 1\nitem 3\n'
}

test_git_end_goes_to_the_last_command() {
  printf 'pick 1a2b3c4 one\npick 5d6e7f8 two\npick 9a8b7c6 three\n\n# Rebase 1a2b3c4..9a8b7c6\n# Commands:\n# p, pick\n' > git-rebase-todo
  start -- '$REORDER --preview-window hidden git-rebase-todo > out 2> err'
  wait_for " 1/3 git "
  keys G
  wait_for " 3/3 git "
  wait_for_line 3 "> pick 9a8b7c6 three"
  keys End
  wait_for_line 3 "> pick 9a8b7c6 three"
  keys q
  assert_eq "$(wait_exit)" 1
}

test_read0_and_print0_are_the_halves_of_z() {
  printf 'a\nb\nc\n' > lines.txt
  printf 'a\0b\0c\0' > nul.txt
  "$REORDER" --order 3,1,2 --print0 lines.txt > p0.out
  printf 'c\0a\0b\0' > want
  cmp -s p0.out want || fail "--print0: $(od -c p0.out)"
  "$REORDER" --order 3,1,2 --read0 nul.txt > r0.out
  assert_file r0.out $'c\na\nb\n'
  "$REORDER" --order 3,1,2 -z --no-print0 nul.txt > z.out
  assert_file z.out $'c\na\nb\n'
  local status=0
  "$REORDER" --read0 -i nul.txt 2> err || status=$?
  assert_eq "$status" 2
  assert_eq "$(cat err)" "reorder: --read0 and --print0 differ: writing FILE back would change its separators (use -z)"
}
