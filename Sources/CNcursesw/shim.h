#ifndef REORDER_CNCURSESW_SHIM_H
#define REORDER_CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
static inline WINDOW *reorder_stdscr(void) { return stdscr; }
#endif
