# The gesture shows itself: a held row rises in steps before it lifts;
# auto-scroll crawls on the edge zone's inner row and races on its edge.

# raised_width ROW: how many cells of screen row ROW (1-based) show the
# lifted look (the neutral palette's snapshot background, 24, as tmux does
# not say what its background is), the shade cell included, up to the
# next change of colour (tmux leaves out blanks at the end of a line);
# 0 for none.
raised_width() {
  styled_screen | sed -n "${1}p" | awk -v s=$'\e[48;5;24m' '
    { i = index($0, s); if (!i) { print 0; exit }
      rest = substr($0, i + length(s)); j = index(rest, "\033")
      if (j) rest = substr(rest, 1, j - 1)
      print length(rest) + 1 }'
}

# wait_raised ROW MORE_THAN: until ROW's raised part is wider than
# MORE_THAN cells while nothing has lifted yet; prints the width.
wait_raised() {
  local row=$1 least=$2 width deadline=$((SECONDS + E2E_TIMEOUT))
  while [ $SECONDS -lt $deadline ]; do
    width=$(raised_width "$row")
    if [ "$width" -gt "$least" ]; then
      screen | grep -qF "Lifted" && fail "lifted before the press was seen growing past $least cells"
      echo "$width"
      return 0
    fi
    sleep 0.05
  done
  fail "timed out waiting for row $row to rise past $least cells"
}

test_a_held_row_rises_in_steps_then_lifts() {
  lines 20 > in.txt
  # A long delay, so the steps (300 ms each) are seen on a loaded machine.
  start -x 60 -y 12 -- '$REORDER --long-press 3000 in.txt > out 2> err'
  wait_for "1/20"
  press 5 3
  local first second
  first=$(wait_raised 3 0)
  second=$(wait_raised 3 "$first")
  [ "$second" -lt 60 ] || fail "the row was whole before the delay: $second cells"
  wait_for "Lifted position 3 of 20 · \"item 3\""
  [ "$(raised_width 3)" -ge "$second" ] || fail "the lifted row is not raised"
  release 5 3
  wait_for "Dropped where it was, position 3 of 20 · \"item 3\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out "$(lines 20)"$'\n'
}

test_released_before_the_delay_the_row_stays() {
  lines 20 > in.txt
  start -x 60 -y 12 -- '$REORDER --long-press 3000 in.txt > out 2> err'
  wait_for "1/20"
  press 5 5
  wait_raised 5 0 > /dev/null
  release 5 5
  wait_for "Position 5 of 20 · \"item 5\""
  assert_eq "$(raised_width 5)" 0 "the row is back as it was"
  # Nothing is lifted: j moves the focus, not the row.
  keys j
  wait_for " 6/20 "
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out "$(lines 20)"$'\n'
}

test_a_held_header_says_why_it_cannot_lift() {
  printf '## Today\nwrite\nread\n' > in.txt
  start -x 80 -y 8 -- '$REORDER --long-press 200 --section "^## " in.txt > out 2> err'
  wait_for "write"
  press 5 1
  wait_for "Position 1 is a section header; it can't be moved · \"## Today\""
  release 5 1
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'## Today\nwrite\nread\n'
}

# position_now: the position the lifted row would land on, from the
# status line ("position N of 500").
position_now() {
  screen | tail -1 | sed -n 's/.*position \([0-9]*\) of 500.*/\1/p'
}

test_auto_scroll_crawls_on_the_zones_inner_row_and_races_on_the_edge() {
  lines 500 > in.txt
  # 29 item rows: the bottom zone is screen rows 26-29 (1-based).
  start -x 100 -y 30 -- '$REORDER --long-press 200 in.txt > out 2> err'
  wait_for "1/500"
  press 5 1
  wait_for "Lifted position 1 of 500 · \"item 1\""
  drag_rows 5 1 26
  local entered now position
  entered=$(date +%s%N)
  wait_for "position 27 of 500"
  # Scrolling at 2 rows a second: however slow this machine, never more
  # than that since the pointer entered the zone (the race did 50 rows in
  # the first second).
  while :; do
    position=$(position_now)
    now=$(date +%s%N)
    local allowed=$((26 + 2 * (now - entered) / 1000000000 + 2))
    [ -n "$position" ] && [ "$position" -le "$allowed" ] \
      || fail "crawl too fast: position $position after $(((now - entered) / 1000000)) ms"
    [ $((now - entered)) -ge 1500000000 ] && break
    sleep 0.1
  done
  [ "$position" -ge 28 ] || wait_for "position 28 of 500"
  # On the last item row it races.
  drag 5 27
  drag 5 28
  drag 5 29
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until [ "$(position_now)" -ge 150 ]; do
    [ $SECONDS -lt $deadline ] || fail "the edge row never raced past row 150"
    sleep 0.05
  done
  release 5 29
  keys Escape
}
