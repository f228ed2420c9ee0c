# git mode's own edits in real `git rebase -i` runs: reorder is
# GIT_SEQUENCE_EDITOR, and git's history afterwards is the proof.

# git_repo DIR: commits "commit 1" … "commit 4", each adding its file fN.
git_repo() {
  git init -q "$1"
  (
    cd "$1"
    git config user.email e2e@example.invalid
    git config user.name e2e
    for i in 1 2 3 4; do
      echo "$i" > "f$i"
      git add "f$i"
      git commit -qm "commit $i"
    done
  )
}

# merge_repo DIR: commit 1, a branch "feature x" merged with --no-ff
# ("Merge feature"), commit 2 beside it, then commit 3.
merge_repo() {
  git init -q "$1"
  (
    cd "$1"
    git config user.email e2e@example.invalid
    git config user.name e2e
    echo 1 > f1 && git add f1 && git commit -qm "commit 1"
    echo 2 > f2 && git add f2 && git commit -qm "commit 2"
    git checkout -qb feature HEAD~1
    echo x > fx && git add fx && git commit -qm "feature x"
    git checkout -q -
    git merge -q --no-ff feature -m "Merge feature"
    echo 3 > f3 && git add f3 && git commit -qm "commit 3"
  )
}

# rebase ARGS…: git rebase -i ARGS in repo/ with reorder as the editor,
# its preview pane closed (the status line is then as wide as the screen).
rebase() {
  start -- "cd repo && GIT_SEQUENCE_EDITOR=\"\$REORDER --preview-window hidden\" git rebase -i $* > ../out 2> ../err"
  wait_for " git "
}

subjects() { git -C repo log --format=%s | tr '\n' '|'; }

test_git_fixup_into_by_keys_folds_the_lifted_commit() {
  git_repo repo
  rebase HEAD~3  # commit 2, commit 3, commit 4
  keys G Space
  wait_for "Lifted position 3 of 3"
  keys k k
  keys F
  wait_for "as fixup into position 1"
  wait_gone "░"  # the lifted row's glide to where it landed
  screen | sed -n 2p | grep -q "^> fixup [0-9a-f]* commit 4" || fail "commit 4 is not a fixup below commit 2"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_eq "$(subjects)" "commit 3|commit 2|commit 1|" "one commit fewer"
  assert_eq "$(git -C repo show --name-only --format= HEAD~1 | sort | tr '\n' ' ')" "f2 f4 " \
    "commit 2 carries f4"
  [ ! -d repo/.git/rebase-merge ] || fail "rebase left unfinished"
}

test_git_insert_exec_runs_during_the_rebase() {
  git_repo repo
  rebase HEAD~2
  keys i
  wait_for "a command to run here"
  keys -l 'git log -1 --format=%s > ../exec.out'
  wait_for "exec git log -1"
  keys Enter
  wait_for 'Inserted at position 2 of'
  wait_for_line 2 "> exec git log -1 --format=%s > ../exec.out"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file exec.out $'commit 3\n'
  assert_eq "$(subjects)" "commit 4|commit 3|commit 2|commit 1|"
}

test_git_edit_line_renames_a_label() {
  merge_repo repo
  local merge
  merge=$(git -C repo rev-parse HEAD~1)
  rebase --rebase-merges HEAD~3
  keys /
  keys -l 'label Merge'
  keys Enter
  keys w
  wait_for "label Merge-feature"
  keys C-u
  keys -l 'label topic'
  keys Enter
  wait_for 'Edited position'
  keys /
  keys -l 'merge -C'
  keys Enter
  keys w
  keys C-u
  keys -l "merge -C $merge topic # Merge feature"
  keys Enter
  wait_for 'topic # Merge feature"'
  # The label's new name is what git knows during the rebase.
  keys i
  keys -l 'git rev-parse --verify -q refs/rewritten/topic > ../label.out'
  keys Enter
  wait_for 'Inserted at position'
  keys Enter
  assert_eq "$(wait_exit)" 0
  [ -s label.out ] || fail "refs/rewritten/topic was not there: $(cat err)"
  assert_eq "$(git -C repo log --format=%s | sort | tr '\n' '|')" "Merge feature|commit 1|commit 2|commit 3|feature x|"
  assert_eq "$(git -C repo rev-list --parents -n 1 HEAD~1 | wc -w)" 3 "still a merge"
}

test_git_bang_takes_the_editors_todo() {
  git_repo repo
  cat > delete-commit-3.sh <<'SCRIPT'
#!/bin/sh
sed -i '/ commit 3$/d' "$1"
SCRIPT
  chmod +x delete-commit-3.sh
  start -- 'cd repo && unset VISUAL; EDITOR="$PWD/../delete-commit-3.sh" GIT_SEQUENCE_EDITOR="$REORDER --preview-window hidden" git rebase -i HEAD~3 > ../out 2> ../err'
  wait_for " git "
  keys !
  wait_for "Took the editor's todo:"
  wait_gone "commit 3"
  keys u
  wait_for "commit 3"
  keys C-r
  wait_gone "commit 3"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_eq "$(subjects)" "commit 4|commit 2|commit 1|"
}

test_git_bang_keeps_the_list_when_the_editor_fails() {
  git_repo repo
  start -- 'cd repo && unset VISUAL; EDITOR=false GIT_SEQUENCE_EDITOR="$REORDER --preview-window hidden" git rebase -i HEAD~2 > ../out 2> ../err'
  wait_for " git "
  keys !
  wait_for "false"
  wait_for "pick"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_eq "$(subjects)" "commit 4|commit 3|commit 2|commit 1|"
}

# An unchanged --rebase-merges todo gives what git's own editor gives.
test_git_rebase_merges_todo_unchanged_is_gits_result() {
  merge_repo repo
  git clone -q repo theirs
  (cd theirs && GIT_SEQUENCE_EDITOR=true git rebase -q -i --rebase-merges HEAD~3 > /dev/null 2>&1)
  rebase --rebase-merges HEAD~3
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_eq "$(git -C repo log --graph --format='%T %s')" "$(git -C theirs log --graph --format='%T %s')"
}

# git mode's default preview: git show of the focused commit, beside the
# list; P closes it; --preview puts its own command there.
test_git_preview_shows_the_focused_commit() {
  git_repo repo
  local second third
  second=$(git -C repo rev-parse HEAD~1)
  third=$(git -C repo rev-parse HEAD)
  start -- 'cd repo && GIT_SEQUENCE_EDITOR="$REORDER" git rebase -i HEAD~2 > ../out 2> ../err'
  wait_for "commit $second"
  wait_for " f3 | 1 +"  # its files (the patch follows, below the pane's fold)
  keys j
  wait_for "commit $third"
  wait_for " f4 | 1 +"
  keys P
  wait_gone "commit $third"
  keys P
  wait_for "commit $third"
  keys q
  assert_eq "$(wait_exit)" 1
  new_server
  rm -f rc
  start -- 'cd repo && GIT_SEQUENCE_EDITOR="$REORDER --preview \"echo custom {}\"" git rebase -i HEAD~2 > ../out 2> ../err'
  wait_for "custom pick"
}

# A drag that rests on a commit's row drops as a fold into it.
test_git_drag_and_rest_folds_into_the_commit_under_the_pointer() {
  git_repo repo
  rebase HEAD~3  # commit 2, commit 3, commit 4 on rows 1-3
  press 5 3
  wait_for "Lifted position 3 of"
  drag 5 2
  drag 5 1
  wait_for "Drop to fixup into position 1 (s: squash)"
  wait_for_line 2 " +pick $(git -C repo rev-parse --short HEAD~2) commit 2"
  # The lifted row itself says what its release does (issue 33).
  wait_for "░ release: fixup into \"commit 2\" · pick $(git -C repo rev-parse --short HEAD) commit 4"
  keys s
  wait_for "Drop to squash into position 1 (f: fixup)"
  wait_for "░ release: squash into \"commit 2\""
  keys f
  wait_for "Drop to fixup into position 1"
  release 5 1
  wait_for "as fixup into position 1"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_eq "$(subjects)" "commit 3|commit 2|commit 1|" "one commit fewer"
  assert_eq "$(git -C repo show --name-only --format= HEAD~1 | sort | tr '\n' ' ')" "f2 f4 " \
    "commit 2 carries f4"
}

# Lifting a commit across one that changes the same file warns; across
# ones that do not, nothing is said.
test_git_overlap_warning_names_commits_that_change_the_same_files() {
  git_repo repo
  (cd repo && echo again >> f2 && git commit -qam "commit 5 touches f2")
  rebase HEAD~4  # commit 2 (f2), commit 3, commit 4, commit 5 (f2)
  keys G Space
  wait_for "Lifted position 4 of"
  keys k k k
  wait_for 'crosses 1 commit that changes the same files: "commit 2"'
  wait_for_line 2 " !pick $(git -C repo rev-parse --short HEAD~3) commit 2"
  keys Escape
  wait_for "Cancelled; back at position 4"
  wait_gone " !pick"
  # The lists are known now: commit 4 (f4) crosses commit 3 and 2 quietly.
  keys k Space
  wait_for "Lifted position 3 of"
  keys k k
  wait_for "Moving to position 1 of"
  screen | grep -qF "crosses" && fail "commit 4 shares no file with commit 2 or 3"
  screen | grep -qF " !pick" && fail "no row is marked"
  keys Escape
  wait_for "Cancelled; back at position 3"
  # commit 5 first would not apply (f2 comes with commit 2): the warning
  # is why one looks; nothing moved, and git changes nothing.
  keys q
  assert_eq "$(wait_exit)" 1
  assert_eq "$(subjects)" "commit 5 touches f2|commit 4|commit 3|commit 2|commit 1|"
}

# So does an unchanged --update-refs todo (a branch inside the range).
test_git_update_refs_todo_unchanged_is_gits_result() {
  git_repo repo
  git -C repo branch middle HEAD~1
  git clone -q repo theirs
  git -C theirs branch middle origin/middle
  (cd theirs && GIT_SEQUENCE_EDITOR=true git rebase -q -i --update-refs HEAD~3 > /dev/null 2>&1)
  rebase --update-refs HEAD~3
  wait_for "update-ref refs/heads/middle"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_eq "$(git -C repo log --format='%T %s' middle)" "$(git -C theirs log --format='%T %s' middle)"
  assert_eq "$(git -C repo log --format='%T %s')" "$(git -C theirs log --format='%T %s')"
}

# quit_aborts KEYS…: a rebase whose todo is quit with KEYS ends as
# git-interactive-rebase-tool's abort does (issue 33): the todo emptied,
# one line from reorder, git's "nothing to do" and no editor error; the
# branch, the work tree and .git as before the rebase.
quit_aborts() {
  git_repo repo
  local head
  head=$(git -C repo rev-parse HEAD)
  rebase HEAD~3
  "$@"
  assert_eq "$(wait_exit)" 1 "git rebase's own status for nothing to do"
  ! grep -q "problem with the editor" err || fail "git took the quit for an editor failure: $(cat err)"
  grep -qx "reorder: rebase aborted: the todo was emptied" err || fail "no abort line: $(cat err)"
  assert_eq "$(git -C repo rev-parse HEAD)" "$head" "the branch is unchanged"
  assert_eq "$(git -C repo status --porcelain)" "" "the work tree is unchanged"
  [ ! -d repo/.git/rebase-merge ] || fail "rebase-merge left behind"
  git -C repo symbolic-ref -q HEAD > /dev/null || fail "HEAD left detached"
}

test_git_quit_with_q_aborts_the_rebase() { quit_aborts keys q; }

move_then() {
  keys J
  wait_for "Moved 1 → 2"
  keys "$@"
}

test_git_quit_after_a_move_with_esc_y_aborts_the_rebase() {
  answer() {
    move_then Escape
    wait_for "abort the rebase"
    keys y
  }
  quit_aborts answer
}

test_git_quit_with_ctrl_c_aborts_the_rebase() { quit_aborts move_then C-c; }
