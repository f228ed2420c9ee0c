# The preview pane (--preview), and what is shown without changing the
# output (--with-nth, --bottom-up).

# living_sleeps SECONDS: the pids of running (not zombie) `sleep SECONDS`
# processes; a test's own duration marks its own: a fixed part and the
# test's pid (`5.1$$`), so two copies of the suite at once never count
# each other's previews.
living_sleeps() {
  local dir
  for dir in /proc/[0-9]*; do
    # A process may end between the glob and the read.
    [ "$({ tr '\0' ' ' < "$dir/cmdline"; } 2>/dev/null)" = "sleep $1 " ] || continue
    awk '{ exit ($3 == "Z") }' "$dir/stat" 2>/dev/null && echo "${dir#/proc/}"
  done
  return 0
}

# wait_sleeping SECONDS: until a `sleep SECONDS` runs (the check that
# follows would otherwise be blind).
wait_sleeping() {
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until [ -n "$(living_sleeps "$1")" ]; do
    [ $SECONDS -lt $deadline ] || fail "the preview's sleep $1 never started"
    sleep 0.05
  done
}

# assert_no_sleeps SECONDS: none left, now.
assert_no_sleeps() {
  local left
  left=$(living_sleeps "$1")
  [ -z "$left" ] || fail "preview processes left running: $(ps -o pid=,args= -p "$(echo $left | tr ' ' ,)")"
}

test_preview_follows_the_focus_and_the_lifted_row() {
  lines 20 > in.txt
  start -- '$REORDER --preview "echo preview of {} n={n}" in.txt > out 2> err'
  wait_for "preview of item 1 n=0"
  keys j j
  wait_for "preview of item 3 n=2"
  wait_for_line 2 "  item 2                                          │preview of item 3 n=2                           │"
  wait_for_line 3 "> item 3                                          │                                                │"
  # Lift item 5 and drag it down: the pane shows the lifted row all along.
  press 5 5
  wait_for "Lifted position 5 of 20 · \"item 5\""
  wait_for "preview of item 5 n=4"
  drag_rows 5 5 8
  wait_for "Moving to position 8 of 20 · \"item 5\""
  screen | grep -qF "preview of item 5 n=4" || fail "the pane left the lifted row"
  release 5 8
  wait_for "Moved 5 → 8 of 20 · \"item 5\""
  # A press on the pane focuses nothing; the wheel over it does not scroll the list.
  press 70 10
  release 70 10
  wheel_down 70 10
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out "$(lines 20 | sed '5d' | sed '7a item 5')"$'\n'
}

test_a_slow_preview_never_delays_a_key_and_nothing_is_left() {
  lines 30 > in.txt
  local nap="5.1$$"
  start -- '$REORDER --preview "sleep '"$nap"'; echo done {}" in.txt > out 2> err'
  wait_for "1/30"
  keys j j j j j j j j j j
  wait_for "11/30"
  wait_for "> item 11"
  # The focus got there while the preview could not have ended: it runs
  # 5 s from 60 ms after the last key.
  if screen | grep -qF "done"; then fail "the moves waited for the preview"; fi
  wait_sleeping "$nap"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_no_sleeps "$nap"
  assert_file out "$(lines 30)"$'\n'
}

test_toggle_preview() {
  lines 5 > in.txt
  start -x 60 -y 8 -- '$REORDER --preview "echo about {}" in.txt > out 2> err'
  wait_for "about item 1"
  keys P
  wait_for "Preview hidden"
  wait_gone "about item 1"
  wait_for_line 1 "> item 1"
  keys j P
  wait_for "about item 2"
  keys q
  assert_eq "$(wait_exit)" 130
}

test_preview_window_down_3() {
  lines 20 > in.txt
  start -x 40 -y 12 -- '$REORDER --preview "printf \"%s\\n\" {} second third fourth" --preview-window down:3 in.txt > out 2> err'
  wait_for "│item 1"
  # 12 rows: 6 of items, the status line, then the pane: 3 rows in a border.
  wait_for_line 6 "  item 6"
  wait_for_line 7 " 1/20  20 rows: hold one to drag it, or…"
  # Four lines in three rows: the position shows in the corner.
  wait_for_line 8 "╭───────────────────────────────────1/4╮"
  wait_for_line 9 "│item 1                                │"
  wait_for_line 11 "│third                                 │"
  wait_for_line 12 "╰──────────────────────────────────────╯"
  # The list scrolls within its 6 rows.
  keys G
  wait_for "│item 20"
  wait_for_line 6 "> item 20"
  keys Escape
  assert_eq "$(wait_exit)" 130
}

test_a_failing_preview_shows_its_error_and_status() {
  lines 3 > in.txt
  start -x 120 -y 8 -- '$REORDER --preview "cat missing-{n}.txt; exit 3" in.txt > out 2> err'
  wait_for "│cat: missing-0.txt: No such file or directory"
  wait_for "[exit status 3]"
  keys j
  wait_for "│cat: missing-1.txt: No such file or directory"
  keys Enter
  assert_eq "$(wait_exit)" 0
}

test_preview_inline_with_height() {
  lines 10 > in.txt
  start -x 60 -y 20 -- 'echo above; $REORDER --height 6 --preview "echo inline {}" --preview-window left:20 in.txt > out 2> err'
  wait_for "inline item 1"
  wait_for_line 1 "above"
  # The list starts after the pane: a click there is shifted by its width.
  press 26 4
  release 26 4
  wait_for "inline item 3"
  keys Enter
  assert_eq "$(wait_exit)" 0
}

test_sigterm_mid_preview_leaves_no_child() {
  lines 5 > in.txt
  local nap="60.1$$"
  start_recorded -- 'sh -c "echo \$\$ > pid; exec \"\$REORDER\" --preview \"sleep '"$nap"'\" in.txt > out 2> err"'
  wait_for "1/5"
  wait_sleeping "$nap"
  kill -TERM "$(cat pid)"
  assert_eq "$(wait_exit)" 143
  # SIGKILL went to the preview's group before the program died.
  local deadline=$((SECONDS + E2E_TIMEOUT))
  while [ -n "$(living_sleeps "$nap")" ]; do
    [ $SECONDS -lt $deadline ] || assert_no_sleeps "$nap"
    sleep 0.05
  done
  assert_restored
  assert_file out ""
}

test_with_nth_shows_fields_but_prints_whole_lines() {
  printf '3:c:charlie\n1:a:alpha\n2:b:bravo\n' > in.txt
  start -- '$REORDER --with-nth 3 --delimiter : in.txt > out 2> err'
  wait_for_line 1 "> charlie"
  wait_for_line 2 "  alpha"
  keys J J
  wait_for "Moved 2 → 3 of"
  wait_for_line 3 "> charlie"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'1:a:alpha\n2:b:bravo\n3:c:charlie\n'
}

test_with_nth_two_on() {
  printf 'x first\ny second\n' > in.txt
  start -- '$REORDER --with-nth 2.. in.txt > out 2> err'
  wait_for_line 1 "> first"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'x first\ny second\n'
}

test_bottom_up_drag_and_output() {
  lines 5 > in.txt
  start -y 10 -- '$REORDER --bottom-up --long-press 0 --print-index in.txt > out 2> err'
  # 9 item rows: item 1 on the last (row 9), item 5 on row 5.
  wait_for_line 9 "> item 1"
  wait_for_line 5 "  item 5"
  # Drag item 1 up the screen to where item 4 is: it lands after item 4.
  press 5 9
  wait_for "Lifted position 1 of 5 · \"item 1\""
  drag_rows 5 9 6
  wait_for "Moving to position 4 of 5 · \"item 1\""
  release 5 6
  wait_for "Moved 1 → 4 of 5 · \"item 1\""
  wait_for_line 6 "> item 1"
  # Up is up the screen: item 5; J moves it down the screen, to position 4.
  keys Up
  wait_for_line 5 "> item 5"
  keys J
  wait_for "Moved 5 → 4 of 5 · \"item 5\""
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'2\n3\n4\n5\n1\n'
}
