# bash completion for reorder(1).
#
# Installed as share/bash-completion/completions/reorder (make install), or
# sourced from ~/.bashrc. Needs nothing from the bash-completion package.
# Tests/ReorderTerminalTests/DocsTests.swift checks that the options and
# --color roles here are reorder's.

_reorder() {
  local cur=${COMP_WORDS[COMP_CWORD]}
  local i k=$COMP_CWORD afterColon=0

  # bash splits a word at `=` and `:` (COMP_WORDBREAKS): `--keys=k` is
  # `--keys` `=` `k`, and `--color=bw,focus:re` is `--color` `=`
  # `bw,focus` `:` `re`. Find the option the value belongs to: the value
  # ends at word k, and its pieces are joined by `:` words.
  if [[ $cur == [=:] ]]; then
    [[ $cur == : ]] && afterColon=1
    cur=
    k=$((k + 1))
  fi
  while ((k >= 3)) && [[ ${COMP_WORDS[k - 1]} == : ]]; do
    afterColon=1
    k=$((k - 2))
  done
  local prev=${COMP_WORDS[k - 1]}
  if [[ $prev == = ]] && ((k >= 2)); then
    prev=${COMP_WORDS[k - 2]}
  fi

  # After `--`, only files.
  for ((i = 1; i < COMP_CWORD; i++)); do
    if [[ ${COMP_WORDS[i]} == -- ]]; then
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -f -- "$cur"))
      return
    fi
  done

  case $prev in
    -o | --output | --log | --replay | --narrate)
      compopt -o filenames 2>/dev/null
      COMPREPLY=($(compgen -f -- "$cur"))
      return
      ;;
    --keys)
      COMPREPLY=($(compgen -W 'auto kitty legacy' -- "$cur"))
      return
      ;;
    --outline)
      COMPREPLY=($(compgen -W 'md org' -- "$cur"))
      return
      ;;
    --tree)
      COMPREPLY=($(compgen -W 'md plain' -- "$cur"))
      return
      ;;
    --board)
      COMPREPLY=($(compgen -W 'auto obsidian taskell plain' -- "$cur"))
      return
      ;;
    --color)
      # A comma-separated list: complete its last item, a scheme, ROLE: or
      # one of fzf's colour names.
      # After ROLE: come colours and attributes: not offered.
      [[ $cur != *,* ]] && ((afterColon)) && return
      local head= item=$cur
      if [[ $cur == *,* ]]; then
        head=${cur%,*},
        item=${cur##*,}
      fi
      local roles='normal: focus: pointer: selected: snapshot: shade: placeholder:
        section: locked: fixed-header: status: status-accent: panel: panel-title: border: scrollbar:
        changed: delete-mark: match: focus-match: action-pick: action-reword:
        action-edit: action-squash: action-fixup: action-drop: action-exec:
        action-break: hash: fg: bg: fg+: bg+: hl: hl+: selected-fg: selected-bg:
        marker: header: info: preview-fg: preview-bg: label:'
      COMPREPLY=($(compgen -P "$head" -W "auto dark light 16 bw $roles" -- "$item"))
      [[ ${COMPREPLY[*]} == *: ]] && compopt -o nospace 2>/dev/null
      return
      ;;
    --preview-window)
      # A list of words separated by commas (or colons: then nothing more
      # is offered); sizes, +SCROLL and ~N are free-form.
      ((afterColon)) && return
      local before= word=$cur
      if [[ $cur == *,* ]]; then
        before=${cur%,*},
        word=${cur##*,}
      fi
      COMPREPLY=($(compgen -P "$before" -W "right left up down top bottom border noborder border-line border-top border-bottom border-left border-right sharp wrap nowrap hidden follow cycle noinfo default" -- "$word"))
      return
      ;;
    --tmux)
      # Only --tmux=SPEC takes a SPEC (a word after a bare --tmux is FILE):
      # a position first, then sizes (free-form).
      if [[ ${COMP_WORDS[k - 1]} == = ]]; then
        COMPREPLY=()
        [[ $cur == *,* ]] || COMPREPLY=($(compgen -W "center top bottom left right" -- "$cur"))
        return
      fi
      ;;
    --long-press | --header | --section | --header-lines | --lock | --columns | --order | --bind | --height | --backup | --tab-width | \
      --preview | --delimiter | --with-nth)
      # Free-form values: nothing to offer.
      COMPREPLY=()
      return
      ;;
  esac

  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W '
      -o --output -z --null --no-null --read0 --no-read0 --print0 --no-print0
      --long-press --mouse --no-mouse --keys --animation --no-animation
      --header --section --header-lines --lock --columns --grid --no-grid --board --board= --paragraphs
      --swap --no-swap --confirm --no-confirm --git --no-git --tree --tree= --outline --outline= --tab-width
      -i --in-place --no-in-place --backup --backup= --no-backup --order
      --print-index --no-print-index --cancel-prints-input --no-cancel-prints-input --log --replay --narrate --bind --height --no-height
      --ansi --no-ansi --color --no-color --preview --preview-window
      --delimiter --with-nth --bottom-up --no-bottom-up --tmux --tmux= --no-tmux
      -h --help --version' -- "$cur"))
    [[ ${COMPREPLY[*]} == *= ]] && compopt -o nospace 2>/dev/null
    return
  fi

  compopt -o filenames 2>/dev/null
  COMPREPLY=($(compgen -f -- "$cur"))
}

complete -F _reorder reorder
