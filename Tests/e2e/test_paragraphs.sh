# --paragraphs: blank-line-separated blocks move as one row each (prose,
# BibTeX entries, journal transactions); the blank lines between them stay
# where they were; real files from Debian packages go through unchanged
# byte for byte, and moved ones read back as the same entries.

# Real files: a BibTeX database and a ledger journal shipped by Debian
# packages (.ci/run installs r-base-core, via r-cran-janeaustenr, and
# ledger), and a novel's chapter from janeaustenr's Pride and Prejudice.
PARA_BIB=/usr/share/R/share/texmf/bibtex/bib/RJournal.bib
PARA_JOURNAL=/usr/share/doc/ledger/examples/sample.dat

# novel_chapter: the title page and chapter 1 of Pride and Prejudice, as
# janeaustenr holds it (one line of text an element, "" between
# paragraphs), in chapter1.txt.
novel_chapter() {
  Rscript -e 'x <- janeaustenr::prideprejudice; cat(x[1:(which(x == "Chapter 2") - 1)], sep = "\n")' \
    > chapter1.txt
  [ "$(wc -l < chapter1.txt)" -gt 100 ] || fail "chapter 1 is too short: $(wc -l < chapter1.txt) lines"
}

# blocks FILE: the file's blocks (lines between blank lines, a blank line
# being empty or only blanks), each as one line with its lines joined by
# "|", sorted: the same multiset of blocks reads the same whatever the order.
blocks() {
  python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1], encoding="utf-8", errors="surrogateescape").read()
blocks, current = [], []
for line in text.split("\n"):
    if re.fullmatch(r"[ \t\r]*", line):
        if current:
            blocks.append("|".join(current))
        current = []
    else:
        current.append(line)
if current:
    blocks.append("|".join(current))
print("\n".join(sorted(blocks)))
PY
}

# layout FILE: the file with every block's lines replaced by one "B" and
# every separator kept as it is (its blank lines, their blanks): what
# --paragraphs must never change.
layout() {
  python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1], "rb").read().decode("utf-8", "surrogateescape")
out, inside = [], False
for line in text.split("\n"):
    if re.fullmatch(r"[ \t\r]*", line):
        out.append(repr(line))
        inside = False
    elif not inside:
        out.append("B")
        inside = True
print("\n".join(out))
PY
}

# rows FILE: how many rows --paragraphs makes of FILE (blocks and runs
# of blank lines).
rows() {
  python3 - "$1" <<'PY'
import re, sys
text = open(sys.argv[1], "rb").read().decode("utf-8", "surrogateescape")
lines = text.split("\n")
if text.endswith("\n"):
    lines.pop()
kinds = [bool(re.fullmatch(r"[ \t\r]*", line)) for line in lines]
print(sum(1 for i, k in enumerate(kinds) if i == 0 or k != kinds[i - 1]))
PY
}

# ends_blank FILE, starts_blank FILE: yes when FILE's last (first) line
# is blank, so that its last (first) row is a separator.
ends_blank() {
  python3 -c "import re,sys; t=open(sys.argv[1],'rb').read().split(b'\n'); t=t[:-1] if t[-1]==b'' else t; print('yes' if re.fullmatch(rb'[ \t\r]*', t[-1]) else 'no')" "$1"
}
starts_blank() {
  python3 -c "import re,sys; t=open(sys.argv[1],'rb').read().split(b'\n'); print('yes' if re.fullmatch(rb'[ \t\r]*', t[0]) else 'no')" "$1"
}

test_paragraphs_refuses_what_it_cannot_go_with() {
  printf 'a\n\nb\n' > in.txt
  for option in "--git" "--board" "--tree" "--outline" "-z"; do
    set +e
    "$REORDER" --paragraphs $option in.txt > out 2> err
    local rc=$?
    set -e
    assert_eq "$rc" 2 "$option: exit status"
    assert_eq "$(wc -l < err)" 1 "$option: one error line"
    grep -q -- "--paragraphs" err || fail "$option: no word of --paragraphs in: $(cat err)"
    # It names what it cannot go with (not an unknown option).
    grep -qF -- "$option" err || fail "$option: not named in: $(cat err)"
    assert_file out ""
  done
  assert_file in.txt $'a\n\nb\n'
}

test_paragraphs_unchanged_real_files_come_back_byte_for_byte() {
  novel_chapter
  cp "$PARA_BIB" refs.bib
  cp "$PARA_JOURNAL" ledger.dat
  # CRLF line ends, blank lines before the first block and no final line
  # end after the last.
  { printf '\n\n'; sed 's/$/\r/' ledger.dat; } | head -c -2 > crlf.dat
  for file in chapter1.txt refs.bib ledger.dat crlf.dat; do
    new_server
    rm -f "$T/rc"
    start -- "\$REORDER --paragraphs $file > out 2> err"
    wait_for "paragraphs"
    keys Enter
    assert_eq "$(wait_exit)" 0 "$file: exit status"
    cmp out "$file" || fail "$file changed: $(diff out "$file" | head)"
  done
}

test_paragraphs_a_block_dragged_with_the_mouse_takes_its_lines() {
  printf 'Title\n\nOne a\none b\none c\n\nTwo\n\n\nThree a\nThree b\n' > in.txt
  start -x 60 -y 12 -- '$REORDER --paragraphs in.txt > out 2> err'
  wait_for "1/7 paragraphs"
  # A block shows its first line and how many lines it carries.
  wait_for_line 3 "  One a                                              3 lines"
  wait_for_line 7 "  Three a                                            2 lines"
  press 5 3
  wait_for 'Lifted position 3 of 7 · "One a"'
  drag_rows 5 3 7
  wait_for 'Moving to position 7 of 7 · "One a"'
  release 5 7
  wait_for 'Moved 3 → 7 of 7 · "One a"'
  keys Enter
  assert_eq "$(wait_exit)" 0
  # The block went last with its three lines; the separators stayed: one
  # blank line, one, then two.
  assert_file out $'Title\n\nTwo\n\nThree a\nThree b\n\n\nOne a\none b\none c\n'
}

test_paragraphs_keys_undo_log_and_replay() {
  printf '\nOne\n\nTwo a\ntwo b\n\n\nThree' > in.txt
  start -x 60 -y 12 -- '$REORDER --paragraphs --log moves.jsonl in.txt > out 2> err'
  wait_for "1/6 paragraphs"
  # j onto the first block, Space lifts it, j j past the others, Enter
  # drops it.
  keys j Space
  wait_for 'Lifted position 2 of 6 · "One"'
  keys j j
  wait_for 'Moving to position 6 of 6 · "One"'
  keys Enter
  wait_for 'Moved 2 → 6 of 6 · "One"'
  # Undo puts it back; J moves "Two a" down past "Three", t back to the top.
  keys u
  wait_for "Undid"
  keys j j J
  wait_for 'Moved 4 → 6 of 6 · "Two a"'
  keys Enter
  assert_eq "$(wait_exit)" 0
  # The leading blank line, the two-line separator and the missing final
  # newline stay where they were.
  assert_file out $'\nOne\n\nThree\n\n\nTwo a\ntwo b'
  "$REORDER" --paragraphs --replay moves.jsonl in.txt > replayed 2> err || fail "replay: $(cat err)"
  cmp out replayed || fail "the replay differs: $(diff out replayed | head)"
  # --order counts every row, separators too, and keeps them in place.
  "$REORDER" --paragraphs --order 1,6,3,4,5,2 in.txt > ordered 2> err || fail "order: $(cat err)"
  assert_file ordered $'\nThree\n\nTwo a\ntwo b\n\n\nOne'
  set +e
  "$REORDER" --paragraphs --order 2,1,3,4,5,6 in.txt > refused 2> err
  local rc=$?
  set -e
  assert_eq "$rc" 2 "an order that moves a separator"
  assert_eq "$(wc -l < err)" 1
  assert_file refused ""
}

test_paragraphs_moved_real_files_read_back_as_the_same_entries() {
  novel_chapter
  cp "$PARA_BIB" refs.bib
  # The ledger sample without its `apply tag` directives, which hledger
  # does not read (ledger itself reads both).
  grep -v '^apply tag\|^end apply tag' "$PARA_JOURNAL" > books.journal
  local file
  for file in chapter1.txt refs.bib books.journal; do
    new_server
    rm -f "$T/rc"
    start -- "\$REORDER --paragraphs --log $file.log $file > $file.out 2> err"
    wait_for "paragraphs"
    # The last block to the top (G, and k past blank lines at the end;
    # t), then the first block down past the next one (g, and j past
    # blank lines at the start; J), by keys as a person would.
    keys G
    [ "$(ends_blank "$file")" = yes ] && keys k
    keys t
    wait_for "Moved"
    local said
    said=$(screen | tail -1)
    keys g
    [ "$(starts_blank "$file")" = yes ] && keys j
    keys J
    wait_gone "$said"
    wait_for "Moved"
    keys Enter
    assert_eq "$(wait_exit)" 0 "$file: exit status"
    ! cmp -s "$file.out" "$file" || fail "$file: nothing moved"
    assert_eq "$(blocks "$file.out")" "$(blocks "$file")" "$file: the same blocks"
    assert_eq "$(layout "$file.out")" "$(layout "$file")" "$file: the same separators, where they were"
    "$REORDER" --paragraphs --replay "$file.log" "$file" > replayed 2> err || fail "replay: $(cat err)"
    cmp "$file.out" replayed || fail "$file: the replay differs"
  done
  # BibTeX: the same entries, by key and fields, read by Debian's
  # bibtexparser (python3-bibtexparser, for the system's python).
  /usr/bin/python3 - refs.bib refs.bib.out <<'PY'
import sys, bibtexparser
from bibtexparser.bparser import BibTexParser
def entries(path):
    with open(path, encoding="utf-8") as f:
        # Month macros kept as written (the file uses `july`, no macro).
        parser = BibTexParser(common_strings=True, interpolate_strings=False)
        database = bibtexparser.load(f, parser=parser)
    return sorted((e["ID"], sorted((k, repr(v)) for k, v in e.items())) for e in database.entries)
a, b = entries(sys.argv[1]), entries(sys.argv[2])
assert len(a) > 100 and a == b, f"{len(a)} entries before, {len(b)} after"
PY
  # The journal: hledger reads the same transactions (its print sorts by
  # date; same-date ones keep the file's order, so compare them sorted).
  hledger -f books.journal print > before.txt
  hledger -f books.journal.out print > after.txt
  assert_eq "$(blocks after.txt)" "$(blocks before.txt)" "hledger's transactions"
  assert_eq "$(hledger -f books.journal.out balance)" "$(hledger -f books.journal balance)" "hledger's balances"
}

test_paragraphs_order_on_a_journal_keeps_its_transactions() {
  cp "$PARA_JOURNAL" ledger.dat
  local n
  n=$(rows ledger.dat)
  assert_eq "$n" 29 "the sample's rows (blocks and separators)"
  # Rows 15 and 19 are two of the three transactions of 2004/05/14
  # (ledger prints a day's transactions in the file's order): swapped by
  # --order, then read by ledger itself.
  local order
  order=$(python3 -c "
order = list(range(1, $n + 1))
order[14], order[18] = order[18], order[14]
print(','.join(map(str, order)))")
  "$REORDER" --paragraphs --order "$order" ledger.dat > out.dat 2> err || fail "order: $(cat err)"
  ! cmp -s out.dat ledger.dat || fail "nothing moved"
  assert_eq "$(layout out.dat)" "$(layout ledger.dat)" "the separators"
  ledger -f ledger.dat print > before.txt
  ledger -f out.dat print > after.txt
  ! cmp -s before.txt after.txt || fail "ledger prints the transactions in the same order"
  assert_eq "$(blocks after.txt)" "$(blocks before.txt)" "ledger's transactions"
  assert_eq "$(ledger -f out.dat balance)" "$(ledger -f ledger.dat balance)" "ledger's balances"
}
