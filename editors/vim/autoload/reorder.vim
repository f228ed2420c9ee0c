" reorder.vim: the work behind :Reorder (see plugin/reorder.vim).
"
" The lines go to reorder through a temporary file and the result comes
" back through another, so the buffer changes only when reorder accepted
" (exit 0): a cancel (exit 130) or an error leaves it exactly as it was.
"   terminal vim: reorder runs on vim's own terminal (silent !, redraw!)
"   neovim:       reorder runs in a floating terminal window (termopen)

let s:save_cpo = &cpo
set cpo&vim

" The command line that runs reorder on the files, options included.
function! s:command(args, input, output, errors) abort
  let program = get(g:, 'reorder_command', 'reorder')
  " ~/bin/reorder as in a shell (shellescape would quote the ~ away);
  " a name without ~ is left to the shell's $PATH.
  if program =~# '^\~'
    let program = expand(program)
  endif
  let defaults = get(g:, 'reorder_options', '')
  if type(defaults) == type([])
    let defaults = join(map(copy(defaults), 'shellescape(v:val)'), ' ')
  endif
  return join(filter([shellescape(program), defaults, a:args], 'v:val !=# ""'), ' ')
        \ . ' < ' . shellescape(a:input) . ' > ' . shellescape(a:output)
        \ . ' 2> ' . shellescape(a:errors)
endfunction

function! reorder#run(first, last, args) abort
  let job = {
        \ 'buffer': bufnr('%'),
        \ 'first': a:first,
        \ 'last': a:last,
        \ 'lines': getline(a:first, a:last),
        \ 'tick': b:changedtick,
        \ 'input': tempname(),
        \ 'output': tempname(),
        \ 'errors': tempname(),
        \ }
  " Every line goes out with a newline (a last line without one included:
  " 'eol' stays as it was, so the file keeps its ending when written).
  call writefile(job.lines, job.input)
  let command = s:command(a:args, job.input, job.output, job.errors)
  if has('nvim')
    call s:run_in_terminal_window(job, command)
  else
    call s:run_on_this_terminal(job, command)
  endif
endfunction

" Terminal vim: reorder draws on vim's own terminal; vim repaints after.
function! s:run_on_this_terminal(job, command) abort
  " :! expands % # and !: the command must reach the shell as written.
  execute 'silent !' . escape(a:command, '%#!')
  let status = v:shell_error
  redraw!
  call s:finish(a:job, status)
endfunction

" neovim: its :! has no terminal, so reorder gets one of its own, in a
" floating window (a new window where floats are missing).
function! s:run_in_terminal_window(job, command) abort
  let a:job.window = win_getid()
  let buffer = nvim_create_buf(v:false, v:true)
  if exists('*nvim_open_win')
    let width = max([20, float2nr(&columns * 0.9)])
    let height = max([5, float2nr((&lines - &cmdheight) * 0.85)])
    let a:job.float = nvim_open_win(buffer, v:true, {
          \ 'relative': 'editor', 'style': 'minimal', 'border': 'rounded',
          \ 'width': width, 'height': height,
          \ 'row': (&lines - &cmdheight - height - 2) / 2,
          \ 'col': (&columns - width - 2) / 2,
          \ })
  else
    botright split
    execute 'buffer' buffer
    let a:job.float = win_getid()
  endif
  call termopen(['/bin/sh', '-c', a:command], {
        \ 'on_exit': function('s:on_exit', [a:job]),
        \ })
  startinsert
endfunction

function! s:on_exit(job, id, status, event) abort
  if nvim_win_is_valid(a:job.float)
    let terminal = nvim_win_get_buf(a:job.float)
    call nvim_win_close(a:job.float, v:true)
    if bufexists(terminal)
      execute 'silent! bwipeout!' terminal
    endif
  endif
  if win_id2win(a:job.window) > 0
    call win_gotoid(a:job.window)
  endif
  " After neovim has left terminal mode and repainted, or the message
  " would be wiped from the message line.
  call timer_start(0, function('s:finish_later', [a:job, a:status]))
endfunction

function! s:finish_later(job, status, timer) abort
  call s:finish(a:job, a:status)
endfunction

" Puts the result in place (exit 0), or says why not.
function! s:finish(job, status) abort
  try
    if a:status == 0
      call s:apply(a:job)
    elseif a:status == 130
      call s:say('reorder: cancelled; the buffer is unchanged', '')
    else
      let message = filereadable(a:job.errors) ? readfile(a:job.errors) : []
      let message = filter(message, 'v:val !=# ""')
      call s:say(empty(message) ? 'reorder: exit status ' . a:status : join(message, ' '), 'ErrorMsg')
    endif
  finally
    call delete(a:job.input)
    call delete(a:job.output)
    call delete(a:job.errors)
  endtry
endfunction

function! s:apply(job) abort
  " Binary: a line's own CR (a 'fileformat' unix buffer) is kept; the
  " empty item after the last newline is not a line.
  let lines = readfile(a:job.output, 'b')
  if !empty(lines) && lines[-1] ==# ''
    call remove(lines, -1)
  endif
  if lines ==# a:job.lines
    call s:say('reorder: the order is unchanged', '')
    return
  endif
  if !bufexists(a:job.buffer) || getbufvar(a:job.buffer, 'changedtick') != a:job.tick
    call s:say('reorder: the buffer changed meanwhile; the result is not applied', 'ErrorMsg')
    return
  endif
  if bufnr('%') != a:job.buffer
    execute 'buffer' a:job.buffer
  endif
  " One change, so one undo step: the range's lines replaced in place.
  let span = a:job.last - a:job.first + 1
  call setline(a:job.first, lines[: span - 1])
  if len(lines) > span
    call append(a:job.first + span - 1, lines[span :])
  elseif len(lines) < span
    silent execute (a:job.first + len(lines)) . ',' . a:job.last . 'delete _'
  endif
  call cursor(a:job.first, 1)
  call s:say('reorder: ' . s:summary(a:job.lines, lines), '')
endfunction

" What changed, in words: "1 line moved", "3 lines moved, 1 removed".
" Moved counts the fewest lines that, taken out and put back elsewhere,
" give the new order: the lines outside the longest run kept in order.
" Moving one line from the top to the bottom moves one line, although
" every other line's number changed.  Lines reorder added or removed
" (its edit mode) are counted apart.
function! s:summary(old, new) abort
  " Each new line's old index: the first unused old line with its text.
  " (Keys start with "x": an empty line would be an empty key.)
  let unused = {}
  for index in range(len(a:old) - 1, 0, -1)
    let unused['x' . a:old[index]] = add(get(unused, 'x' . a:old[index], []), index)
  endfor
  let indexes = []
  for line in a:new
    let left = get(unused, 'x' . line, [])
    if !empty(left)
      call add(indexes, remove(left, -1))
    endif
  endfor
  let kept = s:longest_increasing(indexes)
  let parts = []
  for [amount, word] in [[len(indexes) - kept, 'moved'], [len(a:new) - len(indexes), 'added'],
        \ [len(a:old) - len(indexes), 'removed']]
    if amount > 0
      call add(parts, empty(parts) ? printf('%d %s %s', amount, amount == 1 ? 'line' : 'lines', word)
            \ : printf('%d %s', amount, word))
    endif
  endfor
  return empty(parts) ? 'no line moved' : join(parts, ', ')
endfunction

" The length of the longest strictly increasing subsequence of numbers
" (patience sorting: tails[k] is the smallest last number of a run of
" k + 1), in O(n log n).
function! s:longest_increasing(numbers) abort
  let tails = []
  for number in a:numbers
    let low = 0
    let high = len(tails)
    while low < high
      let middle = (low + high) / 2
      if tails[middle] < number
        let low = middle + 1
      else
        let high = middle
      endif
    endwhile
    if low == len(tails)
      call add(tails, number)
    else
      let tails[low] = number
    endif
  endfor
  return len(tails)
endfunction

function! s:say(message, highlight) abort
  if a:highlight !=# ''
    execute 'echohl' a:highlight
  endif
  echomsg a:message
  echohl None
endfunction

let &cpo = s:save_cpo
unlet s:save_cpo
