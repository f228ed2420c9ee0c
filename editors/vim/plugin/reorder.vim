" reorder.vim: reorder lines by hand with the reorder tool.
" :[range]Reorder [options]   (the whole buffer without a range)
" See :help reorder.
if exists('g:loaded_reorder') || &compatible
  finish
endif
let g:loaded_reorder = 1

" Without -bar: the options reach the shell as typed, a "|" in a regular
" expression or a quoted "two words" included (with -bar, | would end the
" command and " would start a comment).
command! -range=% -nargs=* Reorder call reorder#run(<line1>, <line2>, <q-args>)
