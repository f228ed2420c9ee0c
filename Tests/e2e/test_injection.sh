# Items are data: nothing in an item reaches the terminal as a command.

# assert_clean_record FILE: no OSC, DCS or APC introducer, no C1 control
# (UTF-8 or raw), no bidi override or isolate in what reorder wrote.
assert_clean_record() {
  local record=$1
  [ -s "$record" ] || fail "nothing recorded"
  # The one OSC reorder writes is its own question, at start, for the
  # background colour (OSC 11 ?); none may come from an item.
  LC_ALL=C sed 's/\x1b\]11;?\x1b\\//g' "$record" > "$record.without-query"
  ! LC_ALL=C grep -aqF $'\e]' "$record.without-query" || fail "OSC (ESC ]) reached the terminal"
  ! LC_ALL=C grep -aqF $'\eP' "$record" || fail "DCS (ESC P) reached the terminal"
  ! LC_ALL=C grep -aqF $'\e_' "$record" || fail "APC (ESC _) reached the terminal"
  ! LC_ALL=C grep -aqP '\xc2[\x80-\x9f]' "$record" || fail "a C1 control reached the terminal"
  ! LC_ALL=C grep -aqP '\xe2\x80[\xaa-\xae]|\xe2\x81[\xa6-\xa9]' "$record" || fail "a bidi control reached the terminal"
  iconv -f UTF-8 -t UTF-8 "$record" > /dev/null 2>&1 || fail "bytes that are not UTF-8 (raw C1, invalid items) reached the terminal"
}

test_items_cannot_drive_the_terminal() {
  cp "$CORPUS/terminal-escapes.txt" in.txt
  cat "$CORPUS/invalid-utf8.txt" >> in.txt
  start_recorded -x 120 -y 24 -- '$REORDER in.txt > out 2> err'
  wait_for " 1/15 "
  wait_for "  clipboard ^[]52;c;aGVsbG8=^G write"
  wait_for "  dcs ^[P+q544e^[\\ apc ^[_Gf=100^[\\"
  wait_for '  c1 csi \x9b31m raw \x9b31m osc \x9d0;x\x9c'
  wait_for "  bidi <U+202E>evil<U+202C> <U+2066>iso<U+2069>"
  wait_for '  \xff\xfe bytes that are never UTF-8'
  # The status line quotes each item as the focus passes over it.
  keys Space
  wait_for 'Lifted position 1 of 15 · "title ^[]0;pwned^G set"'
  keys Escape
  wait_for 'Cancelled; back at position 1 of 15 · "title ^[]0;pwned^G set"'
  local i
  for i in $(seq 2 15); do
    keys j
    wait_for " $i/15 "
  done
  wait_for 'Position 15 of 15 · "end \xe2\x82"'
  keys Enter
  assert_eq "$(wait_exit)" 0
  cmp in.txt out || fail "output differs"
  assert_restored
  assert_eq "$(tm display -p -t e2e '#{pane_title}')" "$(cat title.before)" "pane title"
  assert_eq "$(tm list-buffers)" "" "tmux buffers (OSC 52 clipboard writes)"
  assert_clean_record "$T/record"
  # The checks can see an attack: the same bytes printed raw set the title
  # and the clipboard.
  tm new-window -d -t e2e "head -2 in.txt; sleep 60"
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until [ -n "$(tm list-buffers)" ]; do
    [ $SECONDS -lt $deadline ] || fail "the raw OSC 52 made no buffer: the check is blind"
    sleep 0.05
  done
  tm list-panes -a -F '#{pane_title}' | grep -qx pwned || fail "the raw OSC 0 set no title: the check is blind"
}
