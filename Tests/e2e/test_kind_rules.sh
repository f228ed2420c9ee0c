# One rule book per kind of list, for the session, --replay and --order
# (issue 29): what no session of a tree, an outline, a board or a list with
# sections could make is refused with one line naming the log's line (or
# the order's line and place) and the rule, exit 2, nothing written.

# Runs reorder with `$@` on a copy of `$1`'s text three ways (-o, -i,
# stdout) and checks each refusal: exit 2, `$2` as the one error line,
# nothing on stdout, the input and the -o target untouched.
refused_three_ways() {
  local text=$1 message=$2 mode status
  shift 2
  printf '%s' "$text" > in.txt
  for mode in -o -i stdout; do
    cp in.txt list.txt
    printf 'old\n' > target.txt
    status=0
    case $mode in
      -o) "$REORDER" "$@" list.txt -o target.txt > out 2> err || status=$? ;;
      -i) "$REORDER" "$@" -i list.txt > out 2> err || status=$? ;;
      stdout) "$REORDER" "$@" list.txt > out 2> err || status=$? ;;
    esac
    assert_eq "$status" 2 "exit status for $* ($mode)"
    assert_eq "$(wc -l < err)" 1 "error lines for $* ($mode)"
    assert_eq "$(cat err)" "reorder: $message" "message for $* ($mode)"
    assert_file out ""
    cmp -s list.txt in.txt || fail "$* ($mode): the input file changed"
    assert_file target.txt $'old\n'
  done
}

test_kind_rules_refuse_replays_no_session_could_make() {
  local tree=$'a\n  b\nc\n' outline=$'# H\nbody\n## S\ntext\n'
  local options text entry rule
  while IFS='|' read -r options text entry rule; do
    [ -n "$entry" ] || continue
    printf '%s\n' "$entry" > log.jsonl
    # shellcheck disable=SC2086 # the options are words
    refused_three_ways "${!text}" "log.jsonl:1: $rule" $options --replay log.jsonl
  done << 'TABLE'
--tree|tree|{"op":"move","from":2,"to":1,"count":1}|a subtree lands at position 1 at depth 1…1 (from the row below's to one deeper than the row above's), not 2
--tree|tree|{"op":"move","from":1,"to":3,"count":1}|row 1 moves with its whole subtree, rows 1…2
--tree|tree|{"op":"delete","at":[1]}|row 1 is deleted with its subtree (rows 1…2), not without row 2
--tree|tree|{"op":"swap","a":1,"b":3}|rows of a tree never swap: a node moves with its subtree
--tree|tree|{"op":"group","edits":[{"op":"replace","at":2,"text":"            b"}]}|a subtree lands at position 2 at depth 1…2 (from the row below's to one deeper than the row above's), not 7
--outline|outline|{"op":"move","from":2,"to":1,"count":1}|row 2 belongs to the row above it (a blank line, a heading's body): it moves with it
--outline|outline|{"op":"replace","at":3,"text":"###### S"}|a subtree lands at position 3 at depth 1…2 (from the row below's to one deeper than the row above's), not 6
--outline|outline|{"op":"delete","at":[1]}|row 1 is deleted with its subtree (rows 1…4), not without row 2
TABLE
}

test_kind_rules_refuse_orders_no_session_could_make() {
  local tree=$'a\n  b\nc\n' outline=$'# H\nbody\n## S\ntext\n'
  local board=$'# A\n- a1\n  sub\n- a2\n# B\n- b1\n' sections=$'h1\nx\nh2\ny\n'
  local options text order rule
  while IFS='|' read -r options text order rule; do
    [ -n "$order" ] || continue
    # shellcheck disable=SC2086 # the options are words
    refused_three_ways "${!text}" "$rule" $options --order "$order"
  done << 'TABLE'
--tree|tree|2,1,3|--order cannot put line 2 at position 1: a subtree lands at position 1 at depth 1…1 (from the row below's to one deeper than the row above's), not 2
--outline|outline|2,1,3,4|--order cannot put line 2 at position 1: row 2 belongs to the row above it (a blank line, a heading's body): it moves with it
--board|board|2,1,3,4,5|--order cannot put line 2 at position 1: a card lands in a column: nothing goes above the first column's header
--section ^h|sections|2,1,3,4|--order cannot put line 2 at position 1: nothing moves above the first section header
--section ^h|sections|3,4,1,2|--order cannot put line 1 at position 3: row 1 is a section header: headers are never moved
TABLE
  # What a session can do, --order does.
  printf 'a\n  b\nc\n' | "$REORDER" --tree --order 3,1,2 > out
  assert_file out $'c\na\n  b\n'
  printf 'h1\nx\nh2\ny\n' | "$REORDER" --section '^h' --order 1,3,2,4 > out
  assert_file out $'h1\nh2\nx\ny\n'
}

# `L` on column A's header, Enter: the column move the session logs
# replays (it was refused as a header's move).
test_kind_rules_a_boards_column_move_replays() {
  printf '# A\n- a1\n  sub\n- a2\n# B\n- b1\n' > board.md
  start -- '$REORDER --board --log moves.jsonl board.md > out 2> err'
  wait_for "1/2 board"
  keys L
  wait_for 'Moved column "A" to position 2 of 2'
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file moves.jsonl $'{"op":"move","from":1,"to":3,"count":3}\n'
  "$REORDER" --board --replay moves.jsonl board.md > replayed 2> err ||
    fail "the board's own log was refused: $(cat err)"
  cmp out replayed || fail "the replay differs: $(diff out replayed | head)"
  assert_file out $'# B\n- b1\n# A\n- a1\n  sub\n- a2\n'
}
