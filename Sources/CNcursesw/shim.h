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

// The `colors` capability of a terminal type (0 if it has none), or -1 when
// terminfo does not know the type; read without starting curses
// (setupterm, then the entry is freed and the previous one put back).
static inline int reorder_terminfo_colors(const char *term) {
  TERMINAL *previous = cur_term;
  int error = 0;
  if (setupterm(term, -1, &error) != OK) {
    set_curterm(previous);
    return -1;
  }
  int colors = tigetnum("colors");
  del_curterm(set_curterm(previous));
  return colors > 0 ? colors : 0;
}

#endif
