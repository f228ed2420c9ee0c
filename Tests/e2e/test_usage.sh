# Where people use it: git rebase, files, scripts, configuration.

make_repo() {
  git init -q repo
  (
    cd repo
    git config user.email e2e@example.invalid
    git config user.name e2e
    for i in 1 2 3 4; do
      echo "$i" > "f$i"
      git add "f$i"
      git commit -qm "commit $i"
    done
  )
}

test_git_rebase_reorders_and_squashes() {
  make_repo
  start -- 'cd repo && GIT_SEQUENCE_EDITOR="$REORDER" git rebase -i HEAD~3 > ../out 2> ../err'
  wait_for "pick"
  wait_for "1/"
  # The todo: commit 2, 3, 4. Move commit 4 to the top, squash commit 2 into it.
  keys j j t
  wait_for "Moved 3 → 1 of"
  keys j f
  wait_for "pick → fixup"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_eq "$(git -C repo log --format=%s | tr '\n' ' ')" "commit 3 commit 4 commit 1 " "history"
  assert_eq "$(git -C repo show --stat --format= HEAD~1 | grep -c 'f[24]')" 2 "commit 4 carries f2 too"
  [ ! -d repo/.git/rebase-merge ] || fail "rebase left unfinished"
}

test_git_rebase_cancel_leaves_history_untouched() {
  make_repo
  local before
  before=$(git -C repo rev-parse HEAD)
  start -- 'cd repo && GIT_SEQUENCE_EDITOR="$REORDER --preview-window hidden" git rebase -i HEAD~3 > ../out 2> ../err'
  wait_for "git"
  keys J
  wait_for "Moved"
  keys q
  wait_for "1 unsaved change: Esc/y abort the rebase, Enter accepts, others go back (1 moved)"
  keys y
  wait_exit > /dev/null
  grep -q "problem with the editor" err || fail "git did not see the editor fail: $(cat err)"
  assert_eq "$(git -C repo rev-parse HEAD)" "$before" "HEAD"
  [ ! -d repo/.git/rebase-merge ] || fail "the aborted rebase left .git/rebase-merge behind"
  assert_eq "$(git -C repo status --porcelain)" "" "working tree"
}

test_in_place_refuses_a_concurrent_modification() {
  lines 3 > list.txt
  start -- '$REORDER -i list.txt > out 2> err'
  wait_for "1/3"
  keys J
  wait_for "Moved"
  echo "someone else's line" >> list.txt
  keys Enter
  assert_eq "$(wait_exit)" 2
  grep -q "'list.txt' changed on disk since it was read; not overwriting it" err || fail "message: $(cat err)"
  assert_eq "$(wc -l < err)" 1 "one error line"
  assert_file list.txt "$(lines 3)"$'\n'"someone else's line"$'\n'
}

test_in_place_with_backup() {
  lines 3 > list.txt
  chmod 600 list.txt
  start -- '$REORDER -i --backup=.orig list.txt > out 2> err'
  wait_for "1/3"
  keys J
  wait_for "Moved"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file list.txt $'item 2\nitem 1\nitem 3\n'
  assert_file list.txt.orig "$(lines 3)"$'\n'
  assert_eq "$(stat -c %a list.txt)" 600 "mode kept"
}

test_crlf_round_trip() {
  printf 'one\r\ntwo\r\nthree\r\n' > crlf.txt
  printf 'one\r\ntwo\r\nthree' > crlf-open.txt
  # (The second run's header tells its frame from the first's: keys sent
  # before it drew could be lost.)
  start -- '$REORDER crlf.txt -o out1 2> err && $REORDER --header "without a final newline" crlf-open.txt -o out2 2>> err'
  wait_for "1/3"
  keys Enter
  wait_for "without a final newline"
  wait_for "1/3"
  keys G t
  wait_for "Moved 3 → 1 of 3 · \"three\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out1 $'one\r\ntwo\r\nthree\r\n'
  assert_file out2 $'three\r\none\r\ntwo'
}

test_order_and_print_index() {
  printf 'a\nb\nc\n' > in.txt
  start -- '$REORDER --order 3,1,2 in.txt > out 2> err; echo $? > rc1; $REORDER --order 3,1,2 --print-index in.txt > idx; $REORDER --order 1,1,2 in.txt > bad 2> err2; echo $? > rc2'
  wait_exit > /dev/null
  assert_eq "$(cat rc1)" 0
  assert_file out $'c\na\nb\n'
  assert_file idx $'3\n1\n2\n'
  assert_eq "$(cat rc2)" 2
  assert_file bad ""
  grep -q "must be a permutation of 1…3" err2 || fail "message: $(cat err2)"
}

test_print_index_interactive() {
  lines 4 > in.txt
  start -- '$REORDER --print-index in.txt > out 2> err'
  wait_for "1/4"
  keys G t
  wait_for "Moved"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'4\n1\n2\n3\n'
}

test_log_then_replay_gives_the_same_output() {
  lines 6 > in.txt
  start -- '$REORDER --log session.jsonl in.txt > interactive 2> err && $REORDER --replay session.jsonl in.txt > replayed 2>> err'
  wait_for "1/6"
  keys 2 J
  wait_for "Moved 1 → 3 of 6 · \"item 1\""
  # Select item 1 (row 3) and item 5 (row 5), then hold item 1.
  keys x j x
  wait_for "2 selected"
  press 5 3
  wait_for "Lifted 2 rows"
  drag_rows 5 3 6
  release 5 6
  wait_for "Moved 2 rows"
  keys Escape
  wait_for "Selection cleared"
  keys e DC
  wait_for "Deleted"
  keys e u C-r
  wait_for "Redid"
  keys m
  wait_for "Swap mode"
  press 5 1
  wait_for "Lifted"
  drag_rows 5 1 2
  release 5 2
  wait_for "Swapped"
  keys u
  wait_for "Undid"
  keys Enter
  assert_eq "$(wait_exit)" 0
  [ "$(wc -l < session.jsonl)" -ge 6 ] || fail "log too short: $(cat session.jsonl)"
  grep -q '"op":"move","from":1,"to":3,"count":1' session.jsonl || fail "log: $(cat session.jsonl)"
  cmp interactive replayed || fail "replay differs: $(cat interactive) vs $(cat replayed)"
}

test_default_opts_and_bind() {
  lines 3 > in.txt
  start -- 'REORDER_DEFAULT_OPTS="--bind \"n:move-down\" --swap" $REORDER in.txt > out 2> err'
  wait_for "1/3 swap"
  keys n
  wait_for "Moved 1 → 2 of 3 · \"item 1\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 2\nitem 1\nitem 3\n'
}

test_no_color_draws_without_colours() {
  lines 3 > in.txt
  start -- 'NO_COLOR=1 $REORDER in.txt > out 2> err'
  wait_for "1/3"
  # (tmux itself writes the default-colour resets 39 and 49.)
  if tm capture-pane -p -e -t e2e | grep -qE $'\e\\[([0-9;]*;)?(3[0-7]|4[0-7]|9[0-7]|38;|48;)'; then
    fail "colour sequences on screen with NO_COLOR"
  fi
  tm capture-pane -p -e -t e2e | grep -q $'\e\\[[0-9;]*7m' || fail "the status line should still be in reverse video"
  keys q
  assert_eq "$(wait_exit)" 130
}

# Only the lines go into the list's own file: --print-index where the
# result goes back into the input, and --log naming the input or the
# output, are refused with one line and exit 2 before anything is drawn
# or written, however the file is named (a link, ./, standard input).
test_writing_other_than_the_lines_into_the_input_is_refused() {
  lines 3 > list.txt
  ln -s list.txt link
  printf 'pick 1a2b3c4 one\npick 5d6e7f8 two\n' > git-rebase-todo
  cp list.txt list.before
  cp git-rebase-todo todo.before
  {
    echo 'stty -g > stty.before'
    run_case in-place '$REORDER --print-index -i list.txt'
    run_case output-link '$REORDER --print-index -o ./link list.txt'
    run_case output-stdin '$REORDER --print-index -o list.txt < list.txt'
    run_case git '$REORDER --print-index git-rebase-todo'
    run_case log-input '$REORDER --log link list.txt'
    run_case log-output '$REORDER --log out.txt -o ./out.txt list.txt'
    echo 'stty -g > stty.after'
  } > cases.sh
  start_recorded -- 'sh cases.sh'
  wait_exit > /dev/null
  local positions="would write positions into"
  assert_case in-place "--print-index with --in-place $positions 'list.txt' in place of its lines"
  assert_case output-link "--print-index with --output './link' $positions the input in place of its lines"
  assert_case output-stdin "--print-index with --output 'list.txt' $positions the input in place of its lines"
  assert_case git "--print-index in git mode $positions 'git-rebase-todo' in place of its lines"
  assert_case log-input "--log 'link' is the input file: the log would be written into the list"
  assert_case log-output "--log 'out.txt' is the output file: the log and the result would overwrite each other"
  cmp list.txt list.before || fail "list.txt changed: $(cat list.txt)"
  cmp git-rebase-todo todo.before || fail "the todo changed: $(cat git-rebase-todo)"
  [ ! -e out.txt ] || fail "out.txt was written"
  [ -L link ] || fail "the link was replaced"
  [ ! -s record ] || fail "bytes were written to the terminal: $(od -c record | head)"
  assert_eq "$(cat stty.after)" "$(cat stty.before)" "termios (stty -g)"
  assert_restored
}

# A `--` in REORDER_DEFAULT_OPTS ends the default options, not the
# command line's: -o here is still an option.
test_double_dash_in_default_opts_ends_only_the_defaults() {
  lines 3 > in.txt
  start -- 'REORDER_DEFAULT_OPTS="--swap --" $REORDER -o out.txt in.txt 2> err'
  wait_for "1/3 swap"
  keys J
  wait_for "Moved 1 → 2 of 3 · \"item 1\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out.txt $'item 2\nitem 1\nitem 3\n'
  assert_file in.txt "$(lines 3)"$'\n'
}

# A log entry no session could make is refused: one line naming the log,
# its line and the rule, exit 2, and nothing written (-i leaves the file,
# -o leaves its target, stdout stays empty). The first line of each log
# is valid, so the refusal is of the second.
test_replay_refuses_what_no_session_could_do() {
  printf '# Section\nitem 1\n!locked\nitem 2\n# Other\nitem 3\n' > in.txt
  local valid='{"op":"move","from":2,"to":4,"count":1}'
  local row
  while IFS='|' read -r options entry rule; do
    [ -n "$entry" ] || continue
    printf '%s\n%s\n' "$valid" "$entry" > log.jsonl
    for mode in -o -i stdout; do
      cp in.txt list.txt
      printf 'old\n' > target.txt
      local status=0
      case $mode in
        -o) "$REORDER" $options --replay log.jsonl list.txt -o target.txt > out 2> err || status=$? ;;
        -i) "$REORDER" $options --replay log.jsonl -i list.txt > out 2> err || status=$? ;;
        stdout) "$REORDER" $options --replay log.jsonl list.txt > out 2> err || status=$? ;;
      esac
      row="$entry ($mode)"
      assert_eq "$status" 2 "exit status for $row"
      assert_eq "$(wc -l < err)" 1 "error lines for $row"
      assert_eq "$(cat err)" "reorder: log.jsonl:2: $rule" "message for $row"
      assert_file out ""
      cmp -s list.txt in.txt || fail "$row: the input file changed"
      assert_file target.txt $'old\n'
    done
  done << 'TABLE'
--section ^#|{"op":"move","from":1,"to":3,"count":1}|row 1 is a section header: headers are never moved
--section ^#|{"op":"delete","at":[5]}|row 5 is a section header: headers are never deleted
--lock ^!|{"op":"move","from":3,"to":2,"count":1}|row 3 is locked: locked rows are never moved
--lock ^!|{"op":"delete","at":[3]}|row 3 is locked: locked rows are never deleted
--lock ^!|{"op":"swap","a":2,"b":3}|row 3 is locked: locked rows are never swapped
|{"op":"swap","a":2,"b":2}|a swap needs two different rows, not row 2 twice
|{"op":"insert","at":[2],"text":["break"]}|lines are inserted only in a git rebase todo (--git)
|{"op":"replace","at":2,"text":"pick 1234567 mine"}|lines are rewritten only in a git rebase todo (--git)
|{"op":"move","from":2,"to":3,"count":999999999999999}|position 1000000000000000 is outside 1…6
|{"op":"move","from":2,"to":3,"count":100000000}|position 100000001 is outside 1…6
TABLE
}

# In git mode: a commit's action changes, and the text of an exec, label,
# reset, merge or update-ref line; a new line is a break, an exec or a copy.
test_replay_in_git_mode_refuses_foreign_lines() {
  printf 'pick 1a2b3c4 one\npick 5d6e7f8 two\n\n# Rebase\n' > git-rebase-todo
  cp git-rebase-todo before
  local entry rule status
  while IFS='|' read -r entry rule; do
    [ -n "$entry" ] || continue
    printf '%s\n' "$entry" > log.jsonl
    status=0
    "$REORDER" --replay log.jsonl git-rebase-todo > out 2> err || status=$?
    assert_eq "$status" 2 "exit status for $entry"
    assert_eq "$(cat err)" "reorder: log.jsonl:1: $rule" "message for $entry"
    cmp -s git-rebase-todo before || fail "$entry: the todo changed"
  done << 'TABLE'
{"op":"replace","at":1,"text":"pick deadbee someone else's"}|the new text is not line 1 with another action
{"op":"replace","at":4,"text":"squash # Rebase"}|line 4 is not a commit line, nor an exec, label, reset, merge or update-ref line: its text never changes
{"op":"insert","at":[2],"text":["pick deadbee someone else's"]}|a new line is a break, an exec or a copy of the line above, not "pick deadbee someone else's"
{"op":"move","from":4,"to":1,"count":1}|row 4 is locked: locked rows are never moved
TABLE
  printf '{"op":"replace","at":2,"text":"fixup 5d6e7f8 two"}\n{"op":"insert","at":[2],"text":["break"]}\n' > log.jsonl
  "$REORDER" --replay log.jsonl git-rebase-todo 2> err || fail "a valid git log was refused: $(cat err)"
  assert_file git-rebase-todo $'pick 1a2b3c4 one\nbreak\nfixup 5d6e7f8 two\n\n# Rebase\n'
}
