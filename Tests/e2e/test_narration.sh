# --narrate FILE: what the status line says, a line each, as it happens.

# wait_lines FILE N: until FILE has at least N lines.
wait_lines() {
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until [ -f "$1" ] && [ "$(wc -l < "$1")" -ge "$2" ]; do
    [ $SECONDS -lt $deadline ] || fail "timed out waiting for line $2 of $1:$(printf '\n%s' "$(cat "$1" 2>/dev/null)")"
    sleep 0.05
  done
}

# say EXPECTED ACTION...: runs the action (keys, a mouse report) and waits
# for the one line it says; the whole file is compared at the end.
say() {
  local expected=$1
  shift
  "$@"
  printf '%s\n' "$expected" >> want.txt
  said=$((said + 1))
  wait_lines said.txt "$said"
}

# Fifty-odd actions through the real binary: moves, refusals, no-ops,
# prompts, counts, undo and redo, a selection, search, a keyboard lift,
# swap mode, edit mode, a mouse drag; every line written is checked.
test_narrate_writes_every_outcome_as_a_line() {
  printf 'apples\nbread\n!locked budget\ncoffee\n\n/home/me/src/main.swift\neggs\nflour\nmilk\noat milk\nrice\ntea\n' > in.txt
  start -x 100 -y 20 -- '$REORDER --lock "^!" --narrate said.txt in.txt > out 2> err'
  wait_for "1/12"
  said=1
  echo "12 rows: hold one to drag it, or Space to lift" > want.txt
  wait_lines said.txt 1
  local main='"/home/me/src/main.swift"'
  say 'Position 2 of 12 · "bread"' keys j
  say 'Position 3 of 12 · "!locked budget"' keys j
  say 'Position 3 is locked; it can'"'"'t be moved · "!locked budget"' keys J
  say 'Position 4 of 12 · "coffee"' keys j
  say 'Position 5 of 12 · a blank line' keys j
  say "Position 6 of 12 · $main" keys j
  say "Moved 6 → 5 of 12 · $main" keys K
  say "Moved 5 → 4 of 12 · $main" keys K
  say "Moved 4 → 2 of 12 · $main" keys K
  say "Moved 2 → 1 of 12 · $main" keys t
  say "Already at the top, position 1 of 12 · $main" keys t
  say "Already at the top, position 1 of 12; count 5 ignored: move-top takes none · $main" keys 5 t
  say "Undid: Moved 2 → 1 of 12 · $main" keys u
  say "Undid 3 moves; nothing more to undo" keys 4 u
  say "Nothing to undo" keys u
  say "Redid: Moved 6 → 5 of 12 · $main" keys C-r
  say "Redid 2 moves" keys 2 C-r
  say "No position 0: positions are 1 to 12; nothing moved" keys : 0 Enter
  say 'Only digits go here ("x" is not one): type a position, Enter moves, Esc cancels' keys : x
  say "Move cancelled; nothing moved" keys Escape
  say "Moved 2 → 4 of 12 (3 is locked) · $main" keys : 3 Enter
  say "Moved 4 → 12 of 12 (the last; there is no position 999) · $main" keys : 9 9 9 Enter
  say "Already at the bottom, position 12 of 12 · $main" keys b
  say 'Position 1 of 12 · "apples"' keys g
  say 'Selected position 1; 1 selected · "apples"' keys x
  say 'Selected position 2; 2 selected · "bread"' keys x
  say 'Position 4 of 12 · "coffee"' keys j
  say 'Selected position 4; 3 selected · "coffee"' keys x
  say 'Moved 3 rows 1–2 and 4 → 2 and 4–5 of 12 · "apples" and 2 more' keys J
  say "Selection cleared (3 rows)" keys Escape
  say 'Match 1 of 3 at position 8 of 12 · "milk"' keys / m
  say 'Match 1 of 2 at position 8 of 12 · "milk"' keys i
  say 'Match 2 of 2 at position 9 of 12 · "oat milk"' keys Enter n
  say 'Match 1 of 2 at position 8 of 12 · "milk"' keys N
  say 'No row contains "z"' keys / z
  say 'Search cancelled; back at position 8 of 12 · "milk"' keys Escape
  say 'Lifted position 8 of 12 · "milk"' keys Space
  say 'Moving to position 9 of 12 · "milk"' keys j
  say 'Moving to position 10 of 12 · "milk"' keys j
  say 'Cancelled; back at position 8 of 12 · "milk"' keys Escape
  say "Swap mode: a drop on a row swaps the two; a drop on nothing snaps back" keys m
  say 'Lifted position 8 of 12 · "milk"' keys Space
  say 'Swap with position 9 · "milk" ↔ "oat milk"' keys j
  say 'Swapped 8 ↔ 9 of 12 · "milk" ↔ "oat milk"' keys Enter
  say "Edit mode: Delete or click [x] deletes a row; e, Esc or Done leaves" keys e
  say 'Deleted position 9 of 12; u undoes · "milk"' keys DC
  say "Left edit mode" keys Escape
  say 'Undid: Deleted position 9 of 12 · "milk"' keys u
  say "Left and right move only in a grid (--columns, --grid)" keys h
  say "Insert mode: a drop inserts the row; the rows between shift; count 3 ignored: toggle-drop-mode takes none" keys 3 m
  say 'Lifted position 2 of 12 · "apples"' press 5 2
  say 'Moving to position 4 of 12 · "apples"' drag 5 3
  say 'Moving to position 5 of 12 · "apples"' drag 5 5
  say 'Moved 2 → 5 of 12 · "apples"' release 5 5
  say "Position 12 of 12 · $main" keys G
  [ "$said" -ge 51 ] || fail "only $said lines"
  diff want.txt said.txt > diff.txt || fail "said.txt differs from what was expected:$(printf '\n%s' "$(cat diff.txt)")"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'\nbread\n!locked budget\ncoffee\napples\neggs\nflour\noat milk\nmilk\nrice\ntea\n/home/me/src/main.swift\n'
  assert_eq "$(wc -l < said.txt)" "$said" "nothing said after the last action"
}

# A FIFO: the interface opens and works before anyone reads it; the lines
# said meanwhile come to the reader that arrives.
test_narrate_to_a_fifo_waits_for_its_reader() {
  lines 5 > in.txt
  mkfifo said
  start -- '$REORDER --narrate said in.txt > out 2> err'
  wait_for "1/5"
  keys J
  wait_for "Moved 1 → 2 of 5"
  cat said > heard.txt &
  local reader=$!
  keys j
  wait_lines heard.txt 3
  keys Enter
  assert_eq "$(wait_exit)" 0
  wait "$reader"  # the reader saw the end of the FIFO
  assert_file heard.txt $'5 rows: hold one to drag it, or Space to lift\nMoved 1 → 2 of 5 · "item 1"\nPosition 3 of 5 · "item 3"\n'
}

# A reader that never reads: the FIFO fills, the interface goes on.
test_narrate_never_waits_for_a_full_fifo() {
  lines 3 > in.txt
  mkfifo said
  # The reader opens the FIFO and reads nothing until reorder has ended.
  sh -c 'exec 3< said; until [ -f done ]; do sleep 0.05; done; cat <&3 > heard.txt' &
  local holder=$!
  start -- '$REORDER --narrate said in.txt > out 2> err'
  wait_for "1/3"
  # 3000 moves of the focus, about 90 KB of lines: past a pipe's 64 KiB.
  local i
  for i in $(seq 1 30); do keys "$(printf 'jk%.0s' $(seq 1 50))"; done
  keys J
  wait_for "Moved 1 → 2 of 3"
  keys Enter
  assert_eq "$(wait_exit)" 0
  assert_file out $'item 2\nitem 1\nitem 3\n'
  touch done
  wait "$holder"
  local size
  size=$(wc -c < heard.txt)
  [ "$size" -ge 60000 ] && [ "$size" -le 66000 ] || fail "the reader got $size bytes, not a full pipe"
  assert_eq "$(tail -c 1 heard.txt | od -An -c | tr -d ' ')" '\n' "whole lines only"
  assert_eq "$(grep -vc '^Position [12] of 3 · "item [12]"$' heard.txt)" 1 "only the greeting besides the focus moves"
}

test_narrate_may_not_name_the_input() {
  lines 3 > in.txt
  start -- '$REORDER --narrate in.txt in.txt > out 2> err'
  assert_eq "$(wait_exit)" 2
  assert_eq "$(cat err)" "reorder: --narrate 'in.txt' is the input file: the narration would be written into the list"
  assert_file in.txt "$(lines 3)"$'\n'
}
