#ifndef REORDER_CNCURSESW_SHIM_H
#define REORDER_CNCURSESW_SHIM_H

// SwiftPM drops the -D_XOPEN_SOURCE that pkg-config gives; without this the
// wide-character API (cchar_t, setcchar, mvadd_wch) is missing from Swift.
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <wchar.h>

// Swift 6 rejects C globals as not concurrency-safe, and does not import the
// bit-shift attribute macros: expose them as functions.
static inline WINDOW *reorder_stdscr(void) { return stdscr; }
static inline WINDOW *reorder_curscr(void) { return curscr; }
static inline int reorder_colors(void) { return COLORS; }
static inline int reorder_color_pairs(void) { return COLOR_PAIRS; }
static inline attr_t reorder_a_normal(void) { return A_NORMAL; }
static inline attr_t reorder_a_bold(void) { return A_BOLD; }
static inline attr_t reorder_a_dim(void) { return A_DIM; }
static inline attr_t reorder_a_reverse(void) { return A_REVERSE; }
static inline attr_t reorder_a_underline(void) { return A_UNDERLINE; }
static inline attr_t reorder_a_italic(void) { return A_ITALIC; }

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

// Draws one cell: a spacing character plus up to four combining marks.
static inline int reorder_put_cell(int y, int x, const wchar_t *text, attr_t attrs, short pair) {
  cchar_t cell;
  if (setcchar(&cell, text, attrs, pair, NULL) != OK) return ERR;
  return mvadd_wch(y, x, &cell);
}

#endif
