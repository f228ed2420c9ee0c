# reorder.kak: `reorder [options]` sends lines through reorder, the
# interactive list reorderer, and puts the new order back as one undo step.
#
# What goes: the main selection extended to whole lines, or the whole
# buffer when the main selection is a single character (kak always has a
# selection; one character is "nothing selected").
#
# Where reorder runs: kakoune's `|` gives a command kak's own terminal while
# kak keeps reading it (two readers of one tty), so a full-screen program
# needs a screen of its own. Inside tmux (3.2 or later) that is a popup over
# kak (`reorder --tmux`); elsewhere it is the `terminal` command of
# whichever windowing module loaded (x11, kitty, screen, wayland…). In a
# plain terminal with none of them there is no screen to hand over: the
# command says so and changes nothing.
#
# The lines travel through files in a private directory; reorder runs in
# the background and calls back with `kak -p`, so kak stays responsive. The
# buffer changes only when reorder accepted (exit 0): a cancel (exit 130)
# or an error leaves it byte for byte as it was.

declare-option -docstring 'the reorder program' str reorder_command reorder
declare-option -docstring 'options given to every reorder call (shell words)' \
  str reorder_options ''

# The running call, per buffer: its directory, the range it took, and the
# buffer's timestamp then (a buffer edited meanwhile is not overwritten).
declare-option -hidden str reorder_directory
declare-option -hidden str reorder_range
declare-option -hidden int reorder_timestamp

define-command reorder -params .. -docstring %{
reorder [<options>]: reorder the lines of the main selection (the whole
buffer when it is one character) in reorder, in a tmux popup or a new
terminal; Enter puts the new order back as one undo step, Esc or q leave
the buffer as it was. %opt{reorder_options} holds options for every call.
} %{
  evaluate-commands %sh{
    if [ -n "$kak_opt_reorder_directory" ] && [ -d "$kak_opt_reorder_directory" ]; then
      echo "fail 'reorder: already running on this buffer'"
    fi
  }
  select %val{selection_desc}
  evaluate-commands %sh{
    if [ "$kak_selection_length" -le 1 ]; then echo "execute-keys '%'"; else echo 'execute-keys x'; fi
  }
  set-option buffer reorder_directory %sh{ mktemp -d "${TMPDIR:-/tmp}/reorder-kak.XXXXXX" }
  set-option buffer reorder_range %val{selection_desc}
  set-option buffer reorder_timestamp %val{timestamp}
  echo -to-file "%opt{reorder_directory}/in" %val{selection}
  evaluate-commands %sh{
    dir=$kak_opt_reorder_directory
    quote() { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"; }
    # The script the window runs: reorder on the files, then the result
    # handed back to this client (its buffer named, in case it moved on).
    # A window closed under reorder hangs both up: the trap (a command,
    # not an ignore, which reorder would inherit) lets the script go on
    # and report 129, so kak cleans up. reorder may see the terminal go
    # before the hangup reaches it, and then ends saying "lost the
    # terminal": the window closed all the same.
    {
      printf "trap true HUP\n"
      printf '%s %s' "$(quote "$kak_opt_reorder_command")" "$kak_opt_reorder_options"
      [ -n "$kak_client_env_TMUX" ] && printf ' --tmux'
      for word in "$@"; do printf ' %s' "$(quote "$word")"; done
      printf ' < %s > %s 2> %s\n' "$(quote "$dir/in")" "$(quote "$dir/out")" "$(quote "$dir/err")"
      printf 'status=$?\n'
      printf 'grep -q "^reorder: lost the terminal" %s && status=129\n' "$(quote "$dir/err")"
      printf 'printf "evaluate-commands -client %%s reorder-finish %%s %%s\\n" %s "$status" %s | kak -p %s\n' \
        "$(quote "$(quote "$kak_client")")" "$(quote "$(quote "$kak_bufname")")" "$(quote "$kak_session")"
    } > "$dir/run.sh"
    if [ -n "$kak_client_env_TMUX" ]; then
      # The popup belongs to the client's tmux, not the server's.
      TMUX=$kak_client_env_TMUX TMUX_PANE=$kak_client_env_TMUX_PANE \
        sh "$dir/run.sh" < /dev/null > /dev/null 2>&1 &
    else
      printf 'reorder-in-terminal %s\n' "$(quote "$dir/run.sh")"
    fi
  }
}

# Outside tmux: the windowing module's `terminal`, when one loaded.
define-command -hidden reorder-in-terminal -params 1 %{
  try %{
    terminal sh %arg{1}
  } catch %{
    reorder-clean-up
    fail "reorder: no screen to hand over outside tmux: run kak inside tmux, or under X, kitty, screen or wayland with their windowing module (the buffer is unchanged)"
  }
}

define-command -hidden reorder-clean-up %{
  nop %sh{ [ -n "$kak_opt_reorder_directory" ] && rm -rf "$kak_opt_reorder_directory" }
  set-option buffer reorder_directory ''
}

# reorder-finish STATUS BUFFER: called back by the script when reorder ended.
define-command -hidden reorder-finish -params 2 %{
  buffer %arg{2}
  evaluate-commands %sh{
    dir=$kak_opt_reorder_directory
    case $1 in
      0)
        if [ "$kak_timestamp" != "$kak_opt_reorder_timestamp" ]; then
          echo "echo -markup '{Error}reorder: the buffer changed meanwhile; the result is not applied'"
        elif cmp -s "$dir/in" "$dir/out"; then
          echo "echo 'reorder: the order is unchanged'"
        else
          lines=$(wc -l < "$dir/out")
          # One `|` is one edit, so one undo step; execute-keys keeps the
          # user's `|` register as it was.
          echo "select $kak_opt_reorder_range"
          echo "execute-keys '|cat $dir/out<ret>'"
          echo "echo 'reorder: $lines lines in their new order'"
        fi ;;
      130)
        echo "echo 'reorder: cancelled; the buffer is unchanged'" ;;
      129)
        echo "echo -markup '{Error}reorder: its window closed; the buffer is unchanged'" ;;
      *)
        message=$(grep -v '^$' "$dir/err" | head -n 1 | sed "s/'/''/g")
        [ -n "$message" ] || message="reorder: exit status $1"
        echo "echo -markup '{Error}$message'" ;;
    esac
  }
  reorder-clean-up
}
