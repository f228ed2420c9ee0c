#ifndef REORDER_CNCURSESW_SHIM_H
#define REORDER_CNCURSESW_SHIM_H

// The package does not ask pkg-config (SwiftPM would drop its
// -D_XOPEN_SOURCE=600 with a warning on every build); without this the
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

// Takes the alternate screen switch (smcup, rmcup) out of the current
// terminal's entry, so curses neither enters nor leaves it: for a terminal
// already on its alternate screen (reorder run from vim's :!), which must
// stay there. Called right after newterm, before anything is flushed.
// The strings are emptied where tigetstr finds them: ncurses 6 keeps its
// own copy of the capability table (the public `exit_ca_mode` macro names
// another), but both point into one string table; an empty capability is
// one curses has and sends as nothing.
static inline void reorder_keep_screen(void) {
  const char *names[] = {"smcup", "rmcup"};
  for (int i = 0; i < 2; i++) {
    char *value = tigetstr(names[i]);
    if (value != NULL && value != (char *)-1) value[0] = '\0';
  }
}

#endif
