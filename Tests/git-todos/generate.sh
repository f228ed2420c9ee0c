#!/usr/bin/env bash
# Writes the todos git itself writes for `git rebase -i` into OUTDIR, one
# file a case: OUTDIR/<case>.todo. The repositories are built here, with
# fixed names and dates, so the commit hashes are the same on every
# machine and every git version; only the help text at the end of a todo
# changes with git's version.
#
#   Tests/git-todos/generate.sh Tests/git-todos     # re-record the fixtures
#
# Each todo is captured by a sequence editor that copies it and exits 1,
# which makes git abort the rebase cleanly (nothing is rebased).
set -Eeuo pipefail

out=$(cd "${1:?usage: generate.sh OUTDIR}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# No configuration of this machine's user may change what git writes.
export HOME="$work" GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null
export GIT_AUTHOR_NAME=Author GIT_AUTHOR_EMAIL=author@example.com
export GIT_COMMITTER_NAME=Committer GIT_COMMITTER_EMAIL=committer@example.com
unset GIT_DIR GIT_WORK_TREE GIT_EDITOR GIT_SEQUENCE_EDITOR EDITOR VISUAL
tick=1577836800

# commit FILE SUBJECT: a commit that writes SUBJECT into FILE.
commit() {
  tick=$((tick + 60))
  printf '%s\n' "$2" >> "$1"
  git add "$1"
  GIT_AUTHOR_DATE="@$tick +0000" GIT_COMMITTER_DATE="@$tick +0000" git commit -q -m "$2"
}

merge() {
  tick=$((tick + 60))
  GIT_AUTHOR_DATE="@$tick +0000" GIT_COMMITTER_DATE="@$tick +0000" git merge -q --no-ff "$@" > /dev/null
}

fresh() {
  rm -rf "$work/repo"
  git init -q -b main "$work/repo"
  cd "$work/repo"
}

# capture CASE ARGS…: the todo `git rebase -i ARGS…` writes, as
# OUTDIR/CASE.todo; COMMENT_CHAR, when set, is core.commentChar.
capture() {
  local name=$1 config=()
  shift
  rm -f "$out/$name.todo"
  [ -z "${COMMENT_CHAR:-}" ] || config=(-c "core.commentChar=$COMMENT_CHAR")
  # (--root makes a commit of its own to start from: dated too.)
  GIT_AUTHOR_DATE="@$tick +0000" GIT_COMMITTER_DATE="@$tick +0000" \
    GIT_SEQUENCE_EDITOR="cp \"\$1\" '$out/$name.todo'; exit 1 #" git "${config[@]}" rebase -i "$@" > /dev/null 2>&1 || true
  [ -s "$out/$name.todo" ] || { echo "generate.sh: git wrote no todo for $name" >&2; exit 1; }
}

# Three commits on a line.
fresh
commit a.txt 'Initial commit'
commit a.txt 'Add the parser'
commit b.txt 'Add the printer'
commit a.txt 'Fix a typo in the parser'
capture basic HEAD~3
capture exec --exec 'make test' HEAD~3
COMMENT_CHAR=';' capture comment-semicolon HEAD~3

# A subject starting with `#`, so `auto` would have to avoid it in a
# commit message.
commit c.txt '#42: close the issue'
COMMENT_CHAR=auto capture comment-auto HEAD~2

# fixup!, squash! and amend! commits, sorted by --autosquash.
fresh
commit a.txt 'Initial commit'
commit a.txt 'Add the parser'
commit b.txt 'Add the printer'
commit a.txt 'fixup! Add the parser'
commit b.txt 'squash! Add the printer'
tick=$((tick + 60))
printf 'amended\n' >> a.txt
git add a.txt
GIT_AUTHOR_DATE="@$tick +0000" GIT_COMMITTER_DATE="@$tick +0000" \
  git commit -q -m 'amend! Add the parser' -m 'Add the parser, reworded'
capture autosquash --autosquash HEAD~5

# A branch merged back: labels, resets and a merge (--rebase-merges), with
# the branch point inside the rebased range.
fresh
commit a.txt 'Initial commit'
commit a.txt 'Add the base'
git checkout -q -b feature
commit b.txt 'Add b'
commit c.txt 'Add c'
git checkout -q main
commit m.txt 'Add m'
merge feature -m "Merge branch 'feature'"
commit n.txt 'Add n'
capture rebase-merges --rebase-merges HEAD~4
capture rebase-merges-root --rebase-merges --root

# Two branches merged at once (an octopus merge).
git checkout -q -b one HEAD~2
commit o.txt 'Add o'
git checkout -q -b two main~2
commit t.txt 'Add t'
git checkout -q main
merge one two -m 'Merge branches one and two'
capture octopus --rebase-merges HEAD~2

# A branch with another on top: rebasing the top one moves both (--update-refs).
fresh
commit a.txt 'Initial commit'
git checkout -q -b base
commit b.txt 'Add b'
commit c.txt 'Add c'
git checkout -q -b top
commit t.txt 'Add t'
capture update-refs --update-refs main
