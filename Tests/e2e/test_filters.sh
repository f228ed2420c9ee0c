# reorder as an editor's filter, without any plugin: vim's :%!reorder,
# neovim's (in a tmux popup), kakoune's |reorder --tmux, emacs's C-u M-|
# and micro's textfilter. A cancel there prints the input back, so the
# editor keeps its text; a cancel in a shell pipeline typed in the
# editor's own terminal (vim's :terminal and :shell, neovim's :terminal)
# still prints nothing. Editors that share their terminal with the
# filter (kakoune, micro) or give it none (neovim, emacs) use the popup:
# start_in_tmux comes from test_popup.sh.

source "$E2E_DIR/test_popup.sh"

# The editors' homes in $T: no user configuration, no swap files left.
EDITOR_ENV='HOME=$PWD XDG_CONFIG_HOME=$PWD/config XDG_DATA_HOME=$PWD/data XDG_STATE_HOME=$PWD/state XDG_RUNTIME_DIR=$PWD/run'

four_lines() { printf 'alpha\nbravo\ncharlie\ndelta\n' > "$1"; }

# finish_move KEY: in reorder, alpha one down (so a cancel has something
# to throw away), then KEY (C-c cancels at once, Enter accepts).
finish_move() {
  wait_for "1/4"
  keys J
  wait_for 'Moved 1 → 2 of 4 · "alpha"'
  keys "$1"
  wait_gone "1/4"
}

# wait_file_briefly FILE: until FILE exists, for at most a second.
wait_file_briefly() {
  local tries=0
  until [ -e "$1" ] || [ $tries -ge 20 ]; do
    sleep 0.05
    tries=$((tries + 1))
  done
}

# ---- vim: :%!reorder on vim's own terminal

vim_filter() {
  four_lines f.txt
  mkdir -p run
  start -- "$EDITOR_ENV vim -n -N -u NONE -i NONE f.txt"
  wait_for "alpha"
  keys ":%!\$REORDER" Enter
  finish_move "$1"
  # "shell returned 130", then vim asks for Enter.
  [ "$1" = C-c ] && { wait_for "shell returned 130"; keys Enter; }
  keys ":wq" Enter
  assert_eq "$(wait_exit)" 0 "vim exit status"
}

test_vim_filter_cancel_keeps_the_buffer() {
  vim_filter C-c
  assert_file f.txt $'alpha\nbravo\ncharlie\ndelta\n'
}

test_vim_filter_accept_reorders() {
  vim_filter Enter
  assert_file f.txt $'bravo\nalpha\ncharlie\ndelta\n'
}

# A line without a newline, a CR and a byte that is not UTF-8 come back
# as they were (vim, told to keep the file's bytes, writes them back).
test_vim_filter_cancel_is_byte_for_byte() {
  printf 'alpha\r\nbr\377vo\ncharlie\ndelta' > f.txt
  start -- "$EDITOR_ENV vim -n -N -u NONE -i NONE -b f.txt"
  wait_for "alpha"
  keys ":%!\$REORDER" Enter
  finish_move C-c
  wait_for "shell returned 130"
  keys Enter
  keys ":wq" Enter
  assert_eq "$(wait_exit)" 0 "vim exit status"
  assert_file f.txt $'alpha\r\nbr\377vo\ncharlie\ndelta'
}

# ---- The editors' own terminals: a pipeline there prints nothing on a
# cancel, though the editors' variables are set.

# terminal_pipeline EDITOR OPEN: OPEN (an Ex command) gives a shell, where
# a pipeline runs reorder and is cancelled: out stays empty.
terminal_pipeline() {
  printf 'x\n' > f.txt
  start -- "$EDITOR_ENV SHELL=/bin/sh PS1='$ ' $1 -n -u NONE -i NONE f.txt"
  wait_for "x"
  keys ":$2" Enter
  [ "$1" = nvim ] && keys i
  wait_for '$'
  keys "printf 'a\\nb\\n' | \$REORDER > out; echo status \$?" Enter
  wait_for "1/2"
  keys J
  wait_for 'Moved 1 → 2 of 2 · "a"'
  keys C-c
  wait_for "status 130"
  assert_file out ""
}

test_vim_terminal_pipeline_cancel_prints_nothing() { terminal_pipeline vim terminal; }
test_vim_shell_pipeline_cancel_prints_nothing() { terminal_pipeline vim shell; }
test_nvim_terminal_pipeline_cancel_prints_nothing() { terminal_pipeline nvim terminal; }

# ---- neovim: :%!reorder has no terminal; inside tmux, the popup.

nvim_filter() {
  four_lines f.txt
  start_in_tmux -- "$EDITOR_ENV nvim -n -u NONE -i NONE f.txt"
  wait_for "alpha"
  keys ":%!\$REORDER" Enter
  finish_move "$1"
  wait_for "4 lines filtered"
  keys ":wq" Enter
  assert_eq "$(wait_exit)" 0 "nvim exit status"
  assert_no_popup_files
}

test_nvim_filter_cancel_keeps_the_buffer() {
  nvim_filter C-c
  assert_file f.txt $'alpha\nbravo\ncharlie\ndelta\n'
}

test_nvim_filter_accept_reorders() {
  nvim_filter Enter
  assert_file f.txt $'bravo\nalpha\ncharlie\ndelta\n'
}

# ---- kakoune: |reorder --tmux on the whole buffer (% selects it).

kak_filter() {
  four_lines f.txt
  mkdir -p run
  start_in_tmux -- "$EDITOR_ENV kak -n f.txt"
  wait_for "alpha"
  keys %
  keys '|'
  keys -l -- "$REORDER --tmux"
  keys Enter
  finish_move "$1"
  # kak takes keys again once the filter's output is in: until then
  # they may be lost, so :wq is typed again until kak is gone.
  local deadline=$((SECONDS + E2E_TIMEOUT))
  until [ -f rc ]; do
    [ $SECONDS -lt $deadline ] || fail "kak did not take :wq"
    keys -l ':wq'
    keys Enter
    wait_file_briefly rc
  done
  assert_eq "$(wait_exit)" 0 "kak exit status"
  assert_no_popup_files
}

test_kak_filter_cancel_keeps_the_selection() {
  kak_filter C-c
  assert_file f.txt $'alpha\nbravo\ncharlie\ndelta\n'
}

test_kak_filter_accept_reorders() {
  kak_filter Enter
  assert_file f.txt $'bravo\nalpha\ncharlie\ndelta\n'
}

# ---- emacs: C-x h, then C-u M-| replaces the region with the output.
# Its commands get no terminal: inside tmux, the popup.

emacs_filter() {
  four_lines f.txt
  start_in_tmux -- "$EDITOR_ENV emacs -nw -Q f.txt"
  wait_for "alpha"
  keys C-x h
  keys C-u
  keys Escape '|'
  wait_for "Shell command on region"
  keys -l -- "$REORDER"
  keys Enter
  finish_move "$1"
  wait_for "alpha"
  keys C-x C-s
  wait_for "Wrote"
  keys C-x C-c
  assert_eq "$(wait_exit)" 0 "emacs exit status"
  # emacs keeps files of its own in TMPDIR; none of the popup's is left.
  [ -z "$(ls -A "$T/tmp" | grep -v '^emacs')" ] || fail "the popup left files: $(ls -A "$T/tmp")"
}

test_emacs_filter_cancel_keeps_the_region() {
  emacs_filter C-c
  assert_file f.txt $'alpha\nbravo\ncharlie\ndelta\n'
}

test_emacs_filter_accept_reorders() {
  emacs_filter Enter
  assert_file f.txt $'bravo\nalpha\ncharlie\ndelta\n'
}

# ---- micro: textfilter from the command bar (Ctrl-E) on the whole
# buffer. micro reads the terminal while its filter runs: the popup.

micro_filter() {
  four_lines f.txt
  start_in_tmux -- "$EDITOR_ENV TERM=xterm-256color micro f.txt"
  wait_for "alpha"
  keys C-a
  keys C-e
  keys -l -- "textfilter $REORDER --tmux"
  keys Enter
  finish_move "$1"
  wait_for "alpha"
  keys C-s
  keys C-q
  assert_eq "$(wait_exit)" 0 "micro exit status"
  assert_no_popup_files
}

test_micro_filter_cancel_keeps_the_text() {
  micro_filter C-c
  assert_file f.txt $'alpha\nbravo\ncharlie\ndelta\n'
}

test_micro_filter_accept_reorders() {
  micro_filter Enter
  assert_file f.txt $'bravo\nalpha\ncharlie\ndelta\n'
}

# ---- The options decide instead of the rule.

# In a plain pipeline, --cancel-prints-input (here from the default
# options) prints the input back on a cancel, byte for byte, exit 130.
test_cancel_prints_input_from_the_default_options() {
  printf 'one\r\ntwo\nthree' > in.txt
  start -- "REORDER_DEFAULT_OPTS=--cancel-prints-input \$REORDER < in.txt > out 2> err"
  wait_for "1/3"
  keys J
  wait_for 'Moved 1 → 2 of 3'
  keys C-c
  assert_eq "$(wait_exit)" 130 "exit status"
  assert_file out $'one\r\ntwo\nthree'
  assert_file err ""
}

# As vim's filter, --no-cancel-prints-input prints nothing: vim then
# empties the buffer (and writes an empty file), as for any filter that
# printed nothing.
test_vim_filter_with_no_cancel_prints_input() {
  four_lines f.txt
  start -- "$EDITOR_ENV vim -n -N -u NONE -i NONE f.txt"
  wait_for "alpha"
  keys ":%!\$REORDER --no-cancel-prints-input" Enter
  finish_move C-c
  wait_for "shell returned 130"
  keys Enter
  keys ":wq" Enter
  assert_eq "$(wait_exit)" 0 "vim exit status"
  assert_file f.txt ""
}
