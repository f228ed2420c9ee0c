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
  call s:say(printf('reorder: %d lines reordered', len(lines)), '')
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
