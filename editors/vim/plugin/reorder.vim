" reorder.vim: reorder lines by hand with the reorder tool.
" :[range]Reorder [options]   (the whole buffer without a range)
" See :help reorder.
if exists('g:loaded_reorder') || &compatible
  finish
endif
let g:loaded_reorder = 1

command! -range=% -nargs=* -bar Reorder call reorder#run(<line1>, <line2>, <q-args>)
