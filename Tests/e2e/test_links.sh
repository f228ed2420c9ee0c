# Files are written where the user meant: -i and -o onto a symbolic link
# write through it to the file it names, as editors do (the link stays a
# link); what is not a regular file is written into, never replaced.

# link_setup KIND: makes ./link (or a/link) of that kind, pointing at a
# file that holds "old"; prints "LINK TARGET".
link_setup() {
  mkdir -p real a b
  case $1 in
    file) printf 'old\n' > list.txt; ln -s list.txt link; echo "link list.txt" ;;
    link-to-link) printf 'old\n' > list.txt; ln -s list.txt l1; ln -s l1 l2; ln -s l2 link; echo "link list.txt" ;;
    relative) printf 'old\n' > real/list.txt; ln -s real/list.txt link; echo "link real/list.txt" ;;
    absolute) printf 'old\n' > real/list.txt; ln -s "$PWD/real/list.txt" link; echo "link real/list.txt" ;;
    other-directory) printf 'old\n' > b/list.txt; ln -s ../b/list.txt a/link; echo "a/link b/list.txt" ;;
    through-directories) printf 'old\n' > b/list.txt; ln -s ../b a/to-b; ln -s to-b/list.txt a/link; echo "a/link b/list.txt" ;;
  esac
}

# For each kind of link, -o and -i: the file it names gets the result,
# keeps its mode, and the link is still the same link; nothing is left
# beside either.
test_writes_go_through_links_to_the_file() {
  local kind mode
  for kind in file link-to-link relative absolute other-directory through-directories; do
    for mode in -o -i; do
      rm -rf ./*
      set -- $(link_setup "$kind")
      local link=$1 target=$2 before
      before=$(readlink "$link")
      chmod 640 "$target"
      if [ "$mode" = -o ]; then
        printf 'one\ntwo\n' > in.txt
        "$REORDER" --order 2,1 in.txt -o "$link" 2> err || fail "$kind $mode: exit $? ($(cat err))"
      else
        printf 'one\ntwo\n' > "$target"
        "$REORDER" --order 2,1 -i "$link" 2> err || fail "$kind $mode: exit $? ($(cat err))"
      fi
      [ -L "$link" ] || fail "$kind $mode: $link is no longer a link"
      assert_eq "$(readlink "$link")" "$before" "$kind $mode: the link's text"
      assert_file "$target" $'two\none\n'
      assert_eq "$(stat -c %a "$target")" 640 "$kind $mode: mode"
      [ -z "$(find . -name '.reorder-*')" ] || fail "$kind $mode: temporary file left"
    done
  done
}

# --backup through a link: beside the file it names.
test_backup_through_a_link_is_beside_the_target() {
  mkdir real
  printf 'one\ntwo\n' > real/list.txt
  ln -s real/list.txt link
  "$REORDER" --order 2,1 -i --backup=.orig link
  [ -L link ] || fail "link replaced"
  assert_file real/list.txt $'two\none\n'
  assert_file real/list.txt.orig $'one\ntwo\n'
  [ ! -e link.orig ] || fail "a backup beside the link"
}

# A dangling link: -o creates the file it names (as vim does); -i has no
# input, so it is an error and nothing is created.
test_a_dangling_link_gets_its_target_created_by_o() {
  mkdir real
  ln -s real/new.txt link
  printf 'one\ntwo\n' > in.txt
  "$REORDER" --order 2,1 in.txt -o link
  [ -L link ] || fail "link replaced"
  assert_file real/new.txt $'two\none\n'
  local status=0
  ln -s real/none.txt link2
  "$REORDER" --order 1 -i link2 2> err || status=$?
  assert_eq "$status" 2 "exit status of -i on a dangling link"
  assert_eq "$(wc -l < err)" 1 "error lines"
  [ ! -e real/none.txt ] || fail "-i created the target"
}

# A link to /dev/null, to a FIFO, to /dev/stdout: written into, the link
# and the device or FIFO stay as they were.
test_links_to_devices_fifos_and_descriptors_are_written_into() {
  printf 'one\ntwo\n' > in.txt
  ln -s /dev/null null
  "$REORDER" --order 2,1 in.txt -o null
  assert_eq "$(readlink null)" /dev/null "link to /dev/null"
  [ -c /dev/null ] || fail "/dev/null is no longer a device"
  : > empty.txt
  ln -s /dev/null null-in
  "$REORDER" -i null-in
  assert_eq "$(readlink null-in)" /dev/null "-i on a link to /dev/null"

  mkfifo fifo
  ln -s fifo fifo-link
  cat fifo > got &
  "$REORDER" --order 2,1 in.txt -o fifo-link
  wait $!
  assert_file got $'two\none\n'
  [ -p fifo ] && [ -L fifo-link ] || fail "the FIFO or its link was replaced"

  ln -s /dev/stdout out-link
  "$REORDER" --order 2,1 in.txt -o out-link > out.txt
  assert_file out.txt $'two\none\n'
  assert_eq "$(readlink out-link)" /dev/stdout "link to /dev/stdout"
  # Standard output opened for appending is appended to.
  printf 'first\n' > log.txt
  "$REORDER" --order 2,1 in.txt -o /dev/stdout >> log.txt
  assert_file log.txt $'first\ntwo\none\n'
  "$REORDER" --order 2,1 in.txt -o /proc/self/fd/1 | cat > piped.txt
  assert_file piped.txt $'two\none\n'
  [ -L /dev/stdout ] || fail "/dev/stdout replaced"
}

# Nothing under /dev is created or replaced, even by root.
test_nothing_under_dev_is_created() {
  printf 'one\n' > in.txt
  local status=0
  "$REORDER" --order 1 in.txt -o /dev/reorder-test-none 2> err || status=$?
  [ ! -e /dev/reorder-test-none ] || { rm -f /dev/reorder-test-none; fail "a file was created under /dev"; }
  assert_eq "$status" 2 "exit status"
  grep -q "^reorder: cannot write '/dev/reorder-test-none': No such file or directory" err ||
    fail "message: $(cat err)"
}

# The concurrent-change check works through a link: the file it names
# changed while the interface was up, so it is not overwritten.
test_a_change_behind_a_link_is_not_overwritten() {
  mkdir real
  lines 3 > real/list.txt
  ln -s real/list.txt link
  start -- '$REORDER -i link > out 2> err'
  wait_for " 1/3 "
  keys J
  wait_for "Moved"
  printf 'someone else\n' >> real/list.txt
  keys Enter
  assert_eq "$(wait_exit)" 2 "exit status"
  grep -q "changed on disk" err || fail "message: $(cat err)"
  assert_file real/list.txt "$(lines 3)"$'\nsomeone else\n'
  [ -L link ] || fail "link replaced"
  assert_restored
}
