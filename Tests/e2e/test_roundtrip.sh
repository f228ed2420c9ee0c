# Byte-exact round trips through the real binary: every file of
# Tests/corpus, ten million lines, lines of a megabyte.

test_corpus_round_trips_byte_for_byte() {
  cp "$CORPUS"/*.txt "$CORPUS"/*.z .
  local files=(*.txt *.z)
  # One pane runs reorder on each file in turn; each waits for Enter.
  start -- 'for f in *.txt *.z; do z=; case $f in *.z) z=-z;; esac; $REORDER $z "$f" > "$f.out" 2> "$f.err"; echo $? > "$f.rc"; done'
  local f n
  for f in "${files[@]}"; do
    n=$(count_items "$f" "$([ "${f%.z}" != "$f" ] && echo z)")
    wait_for " 1/$n "
    keys Enter
    local deadline=$((SECONDS + E2E_TIMEOUT))
    until [ -f "$f.rc" ]; do
      [ $SECONDS -lt $deadline ] || fail "$f: reorder did not exit"
      sleep 0.05
    done
    assert_eq "$(cat "$f.rc")" 0 "$f: exit status"
    cmp "$f" "$f.out" || fail "$f: output differs from the input: $(od -c "$f.out" | head -5)"
    [ ! -s "$f.err" ] || fail "$f: stderr: $(cat "$f.err")"
  done
  wait_exit > /dev/null
  assert_restored
}

# About 3 s and 350 MB: 79 MB of input loaded, drawn, accepted, written.
test_ten_million_lines_round_trip() {
  if sanitized; then echo "note: skipped under $E2E_SANITIZER: too slow instrumented"; return 0; fi
  seq 1 10000000 > in.txt
  start -- '$REORDER in.txt > out 2> err'
  wait_for " 1/10000000 "
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp in.txt out || fail "output differs"
}

# Three lines of a megabyte each (ASCII, 2-byte and wide first characters,
# escapes past the edge of the screen): drawn cut off, moved, written back.
test_megabyte_lines_round_trip() {
  local c
  for c in a é 日; do
    printf '%s' "$c"
    head -c 1048576 /dev/zero | tr '\0' x
    printf '\033]0;pwned\007\n'
  done > in.txt
  start -x 60 -- '$REORDER in.txt > out 2> err'
  wait_for " 1/3 "
  wait_for_line 1 "> axxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"
  keys J
  wait_for "Moved"
  keys Enter
  assert_eq "$(wait_exit)" 0
  { sed -n 2p in.txt; sed -n 1p in.txt; sed -n 3p in.txt; } > want
  cmp want out || fail "output differs"
}
