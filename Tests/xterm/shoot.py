#!/usr/bin/env python3
"""A screenshot of reorder in a real xterm (PNG), optionally mid-drag.

    Tests/xterm/shoot.py .build/release/reorder shot.png \\
        [--bg white|black] [--term xterm-256color] [--columns 72 --rows 16] \\
        [--font "DejaVu Sans Mono" --size 12] [--list demo/tasks.txt] \\
        [--keys j j x] [--drag FROM TO [--column 4] [--to-column C]] [-- REORDER OPTIONS]

--keys sends xdotool key names first (each waits for the screen to change).
--drag holds the mouse on screen row FROM until the row lifts, moves it row
by row to screen row TO and takes the shot with the button still held (the
lifted row, its shade and the gap where it will land); --to-column then
moves it sideways (a board's columns). Rows count from 0 at
the top of the terminal. Made for the screenshots in docs/; the same
machinery as the contrast test (xterm.py).
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xterm import Display, Timeout, XTerm  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("reorder")
    parser.add_argument("png")
    parser.add_argument("--bg", default="white", help="the terminal's background (white, black…)")
    parser.add_argument("--fg", help="its text colour (default: black on white, else white)")
    parser.add_argument("--term", default="xterm-256color")
    parser.add_argument("--columns", type=int, default=72)
    parser.add_argument("--rows", type=int, default=16)
    parser.add_argument("--font", default="DejaVu Sans Mono",
                        help="a fontconfig family, or an XLFD name for a bitmap font")
    parser.add_argument("--size", type=int, default=12)
    parser.add_argument("--list", default=os.path.join(HERE, "..", "..", "demo", "tasks.txt"))
    parser.add_argument("--keys", nargs="*", default=[], help="xdotool key names to send first")
    parser.add_argument("--drag", nargs=2, type=int, metavar=("FROM", "TO"))
    parser.add_argument("--column", type=int, default=4, help="where the pointer holds the row")
    parser.add_argument("--to-column", type=int, help="then moves sideways to this column (a board)")
    args = parser.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
    fg = args.fg or ("black" if args.bg == "white" else "white")
    command = [os.path.abspath(args.reorder), *extra, os.path.abspath(args.list)]
    with Display() as display, XTerm(display, command, bg=args.bg, fg=fg, term=args.term,
                                     columns=args.columns, rows=args.rows, font=args.font,
                                     size=args.size) as xterm:
        # The status line's counter ("3/20") says the list is drawn.
        screen = xterm.wait_for(lambda rows: any(re.match(r" \d+/\d+ ", row) for row in rows))
        for key in args.keys:
            xterm.key(key)
            screen = xterm.wait_for_change(screen)
        if args.drag:
            start, end = args.drag
            xterm.mouse_down(args.column, start)
            # Lifted, not only held: a held row shows its shade before. A
            # list says "Lifted", a tree's subtree "Moving … rows travel".
            screen = xterm.wait_for(lambda rows: re.search(r"\b(Lifted|Moving)\b", rows[-1]))
            step = 1 if end >= start else -1
            for row in range(start + step, end + step, step):
                xterm.mouse_move(args.column, row)
                try:  # over a locked row or a header the gap may stay put
                    screen = xterm.wait_for_change(screen, timeout=2)
                except Timeout:
                    pass
            if args.to_column is not None:
                step = 4 if args.to_column >= args.column else -4
                for column in list(range(args.column + step, args.to_column, step)) + [args.to_column]:
                    xterm.mouse_move(column, end)
                    try:
                        screen = xterm.wait_for_change(screen, timeout=2)
                    except Timeout:
                        pass
        xterm.screenshot(args.png)
        print("\n".join(xterm.text()))
        if args.drag:
            xterm.mouse_up()
    return 0


if __name__ == "__main__":
    sys.exit(main())
