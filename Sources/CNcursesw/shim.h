#ifndef REORDER_CNCURSESW_SHIM_H
#define REORDER_CNCURSESW_SHIM_H

// SwiftPM drops the -D_XOPEN_SOURCE that pkg-config gives; without this the
// wide-character API (cchar_t, setcchar, mvadd_wch) is missing from Swift.
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <wchar.h>

// Swift 6 rejects C globals as not concurrency-safe: expose them as functions.
// (Frames are painted without curses: see CursesScreen.)
static inline WINDOW *reorder_stdscr(void) { return stdscr; }
static inline WINDOW *reorder_curscr(void) { return curscr; }

#endif
