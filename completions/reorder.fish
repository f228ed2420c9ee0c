# fish completion for reorder(1).
#
# Installed as share/fish/vendor_completions.d/reorder.fish (make install),
# or copied to ~/.config/fish/completions/. Tests/ReorderTerminalTests/
# DocsTests.swift checks that the options and --color roles here are
# reorder's.

# --color SPEC: a comma-separated list; offers a scheme, ROLE: or one of
# fzf's colour names for its last item (after the colon come colours and
# attributes, not offered).
function __reorder_color
    set -l token (string replace -r -- '^--color=' '' (commandline -ct))
    set -l head (string replace -r -- '[^,]*$' '' $token)
    set -l item (string replace -r -- '^.*,' '' $token)
    string match -q -- '*:*' $item; and return
    for scheme in auto dark light 16 bw
        printf '%s%s\n' $head $scheme
    end
    for role in normal focus pointer selected snapshot shade placeholder section locked \
            fixed-header status status-accent panel panel-title border scrollbar changed delete-mark \
            match focus-match action-pick action-reword action-edit action-squash \
            action-fixup action-drop action-exec action-break hash \
            fg bg fg+ bg+ hl hl+ selected-fg selected-bg marker header info \
            preview-fg preview-bg label
        printf '%s%s:\n' $head $role
    end
end

complete -c reorder -s o -l output -r -F -d 'write the result to FILE atomically'
complete -c reorder -s z -l null -d 'items are separated by NUL, not newline'
complete -c reorder -l no-null -d 'items are separated by newline'
complete -c reorder -l read0 -d 'read items separated by NUL'
complete -c reorder -l no-read0 -d 'read items separated by newline'
complete -c reorder -l print0 -d 'print items separated by NUL'
complete -c reorder -l no-print0 -d 'print items separated by newline'
complete -c reorder -l long-press -x -d 'hold time before a row lifts, in ms (default 500)'
complete -c reorder -l mouse -d 'drag with the mouse (default)'
complete -c reorder -l no-mouse -d 'leave the mouse to the terminal'
complete -c reorder -l keys -x -a 'auto kitty legacy' -d 'key protocol'
complete -c reorder -l animation -d 'the settle animation after a drop or cancel (default)'
complete -c reorder -l no-animation -d 'drop and cancel without the settle animation'
complete -c reorder -l header -x -d 'a label shown above the list'
complete -c reorder -l section -x -d 'lines matching REGEX are section headers'
complete -c reorder -l header-lines -x -d 'the first N lines are a fixed header'
complete -c reorder -l lock -x -d 'lines matching REGEX keep their position'
complete -c reorder -l columns -x -d 'lay items out in a grid of N columns'
complete -c reorder -l grid -d 'a grid with as many columns as fit the widest item'
complete -c reorder -l no-grid -d 'a list, one item a row'
complete -c reorder -l board -f -a 'auto obsidian taskell plain' -d 'sections are columns, cards carry their indented lines'
complete -c reorder -l swap -d 'a drop swaps the two rows instead of inserting'
complete -c reorder -l no-swap -d 'a drop inserts the row (default)'
complete -c reorder -l confirm -d 'show the review of the changes before accepting'
complete -c reorder -l no-confirm -d 'accept without the review (default)'
complete -c reorder -l git -d 'a git rebase todo'
complete -c reorder -l no-git -d 'not a git rebase todo, whatever the file name'
complete -c reorder -l paragraphs -d 'blank-line-separated blocks move as one row each'
complete -c reorder -l tree -f -a 'md plain' -d 'a tree by indentation: a row moves with the rows under it'
complete -c reorder -l outline -f -a 'md org' -d 'an outline: headings move with their sections'
complete -c reorder -l tab-width -x -d 'columns a tab goes to in --tree (default 8)'
complete -c reorder -s i -l in-place -d 'write the result back to FILE atomically'
complete -c reorder -l no-in-place -d 'do not write back to FILE'
complete -c reorder -l backup -d 'keep the previous file as FILE+SUFFIX (--backup=SUFFIX)'
complete -c reorder -l no-backup -d 'keep no previous version'
complete -c reorder -l order -x -d 'apply an order without the interface (3,1,2)'
complete -c reorder -l print-index -d 'print the original positions in the new order'
complete -c reorder -l no-print-index -d 'print the rows (default)'
complete -c reorder -l cancel-prints-input -d 'a cancel prints the input unchanged (default: as an editor\'s filter)'
complete -c reorder -l no-cancel-prints-input -d 'a cancel prints nothing'
complete -c reorder -l log -r -F -d 'append every edit to FILE as JSON lines'
complete -c reorder -l replay -r -F -d 're-apply a --log FILE without the interface'
complete -c reorder -l narrate -r -F -d 'write what the status line says to FILE, a line each'
complete -c reorder -l bind -x -d 'bind keys: KEY:ACTION[+ACTION],...'
complete -c reorder -l height -x -d 'draw N rows (N%, ~N: fit) below the cursor'
complete -c reorder -l no-height -d 'draw on the whole screen'
complete -c reorder -l tmux -d 'inside tmux, open in a popup (--tmux=POSITION,SIZE[%],SIZE[%])'
complete -c reorder -l no-tmux -d 'not in a tmux popup (default)'
complete -c reorder -l ansi -d 'show colour codes in items as colours'
complete -c reorder -l no-ansi -d 'show colour codes as escapes (default)'
complete -c reorder -l color -x -a '(__reorder_color)' -d 'colours and attributes per role'
complete -c reorder -l no-color -d 'no colours, attributes only'
complete -c reorder -l preview -x -d 'show what CMD prints for the focused row in a pane'
complete -c reorder -l preview-window -x -a 'right left up down top bottom border noborder border-line border-top border-bottom border-left border-right sharp wrap nowrap hidden follow cycle noinfo default' -d 'where the preview pane goes and how'
complete -c reorder -l delimiter -x -d 'what separates fields (--with-nth, {2})'
complete -c reorder -l with-nth -x -d 'show only these fields (2.., 1,3, -1)'
complete -c reorder -l bottom-up -d 'the first item on the last row, the list growing upwards'
complete -c reorder -l no-bottom-up -d 'the first item on the first row'
complete -c reorder -s h -l help -d 'show the help'
complete -c reorder -l version -d 'show the version'
