#!/usr/bin/env python3
"""Every glyph reorder draws stands out from the background it is drawn on.

Runs reorder in a real xterm under Xvfb, on a white and on a black
terminal, with TERM=xterm (8 colours) and TERM=xterm-256color, walks it
through the screens a person sees (the list with section headers, locked
rows, a fixed header, the focus band and a selection; search matches; a
row lifted by the keyboard and one dragged by the mouse; the help overlay;
the review; the status line's prompt; edit mode; a git rebase todo; the
preview pane with a failed command's status; a list longer than the
screen, with its scroll bar; a row held on its way to lifting), takes
a screenshot of each and measures, cell by cell, the WCAG contrast of the
glyph against the cell's background (xterm.cell_contrast). Fails when any
cell is below MINIMUM.

    Tests/xterm/contrast_test.py .build/release/reorder [--only white/xterm]
                                 [--keep DIR] [-- EXTRA REORDER OPTIONS]

--keep DIR saves every screenshot there as PNG. Extra options after `--`
are given to every reorder run (e.g. `-- --color focus:11:15` to see the
test fail).
"""

import argparse
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xterm import Display, XTerm, cell_contrast, hex_color  # noqa: E402

MINIMUM = 3.0
COLUMNS, ROWS = 60, 16

LIST = """Tasks for the week
## Monday
write the report \a
review the pull requests
locked: standup at 9:30
## Tuesday
answer the email
plan the sprint
deploy the build
"""

TODO = """pick 1a2b3c4 Add the parser
reword 2b3c4d5 Fix the tests
edit 3c4d5e6 Update the docs
squash 4d5e6f7 Tidy up
fixup 5e6f7a8 Typo
drop 6f7a8b9 Experiment
exec make test
break

# Rebase 0000000..6f7a8b9 onto 0000000 (8 commands)
"""

LONG = "".join(f"task {n}: something to do\n" for n in range(1, 41))

TERMINALS = [("white", "black"), ("black", "white")]
TERMS = ["xterm", "xterm-256color"]
#: Whether xterm answers the background query: the light or dark palette
#: when it does, the neutral one when it does not.
ANSWERS = [True, False]


def press(xterm, *keys, until=None):
    """Sends keys (xdotool names) and waits until the screen changed and,
    if given, `until(rows)` holds; returns the rows."""
    before = xterm.text()
    xterm.key(*keys)
    return xterm.wait_for(lambda rows: rows != before and (until is None or until(rows)))


def shows(text):
    return lambda rows: any(text in row for row in rows)


def lacks(text):
    return lambda rows: not any(text in row for row in rows)


def list_screens(xterm):
    """The list's screens, one after another: (name, rows) once each shows;
    the caller takes the screenshot."""
    yield "list", xterm.wait_for(lambda rows: "/8" in rows[-1])
    yield "selection", press(xterm, "j", "x", "j", until=shows("•"))
    yield "search prompt", press(xterm, "slash", "t", "h", "e", until=lambda rows: "the" in rows[-1])
    yield "search matches", press(xterm, "Return")
    yield "lifted by keys", press(xterm, "space", until=shows("░"))
    yield "moved by keys", press(xterm, "j")
    press(xterm, "space", until=lacks("░"))
    xterm.mouse_down(4, 7)
    # Lifted, not only held (a held row shows its shade before it lifts).
    before = xterm.wait_for(lambda rows: "Lifted" in rows[-1])
    xterm.mouse_move(4, 4)
    yield "dragged by the mouse", xterm.wait_for_change(before)
    xterm.mouse_up()
    xterm.wait_for(lacks("░"))
    yield "help", press(xterm, "question", until=shows("reorder keys"))
    press(xterm, "question", until=lacks("reorder keys"))
    yield "review", press(xterm, "r", until=shows("Review:"))
    press(xterm, "Escape", until=lacks("Review:"))
    yield "move-to prompt", press(xterm, "colon")
    press(xterm, "Escape")
    yield "edit mode", press(xterm, "e", until=shows("[x]"))


def long_screens(xterm):
    """A list longer than the screen (the scroll bar), and a row held on
    its way to lifting (the long press is 3 s here, so the screenshot is
    taken mid-way)."""
    yield "scroll bar", xterm.wait_for(lambda rows: "/40" in rows[-1])
    yield "scrolled", press(xterm, "Next")
    xterm.mouse_down(4, 3)
    yield "holding", xterm.wait_for(lambda rows: rows[3].startswith("░") and "Lifted" not in rows[-1])
    xterm.mouse_up()
    xterm.wait_for(lambda rows: not rows[3].startswith("░"))


def git_screens(xterm):
    yield "git todo", xterm.wait_for(shows("Add the parser"))
    yield "git todo, last line", press(xterm, "G")


def preview_screens(xterm):
    # The end of the output, followed: the border, the position in the
    # corner, the output and the failed command's status.
    yield "preview pane", xterm.wait_for(shows("[exit status 3]"))


PREVIEW = ["--preview", "printf 'output of %s\\n' {}; seq 20; exit 3", "--preview-window", "down:7,follow"]

RUNS = [
    ("list", ["--header-lines", "1", "--section", "^## ", "--lock", "^locked"], LIST, list_screens),
    ("git", ["--git"], TODO, git_screens),
    ("preview", PREVIEW, LIST, preview_screens),
    ("long", ["--long-press", "3000"], LONG, long_screens),
]


def measure(image, cell, rows):
    """Every drawn cell's contrast, lowest first: (ratio, column, row,
    character, glyph colour, background colour)."""
    cells = []
    for row in range(ROWS):
        for column in range(COLUMNS):
            found = cell_contrast(image, column, row, cell)
            if found is None:
                continue
            ratio, glyph, background = found
            text = rows[row] if row < len(rows) else ""
            character = text[column] if column < len(text) else " "
            cells.append((ratio, column, row, character, hex_color(glyph), hex_color(background)))
    cells.sort()
    return cells


def run_terminal(display, reorder, bg, fg, term, answers, extra, keep, directory):
    """Every screen on one terminal; returns [(screen, rows, cells)]."""
    results = []
    for run_name, options, content, screens in RUNS:
        path = os.path.join(directory, f"{run_name}.txt")
        with open(path, "w") as file:
            file.write(content)
        command = [reorder, *options, *extra, path]
        with XTerm(display, command, bg=bg, fg=fg, term=term, columns=COLUMNS, rows=ROWS,
                   font=XTerm.BITMAP_FONT, cwd=directory, answers_colors=answers) as xterm:
            for name, rows in screens(xterm):
                png = None
                if keep:
                    palette = "asked" if answers else "unknown"
                    png = os.path.join(keep, f"{bg}-{term}-{palette}-{name.replace(' ', '-')}.png")
                image = xterm.screenshot(png)
                rows = xterm.text()
                results.append((name, rows, measure(image, xterm.cell, rows)))
    return results


def report(terminal, results, show):
    """Prints each screen's worst cells; returns (worst ratio, screen) and
    one line for each row with a cell below MINIMUM."""
    worst = (float("inf"), "")
    failures = []
    for name, rows, cells in results:
        if not cells:
            failures.append(f"{terminal} {name}: nothing drawn")
            continue
        for ratio, column, row, character, glyph, background in cells[:show]:
            print(f"{terminal:30} {name:22} {ratio:5.2f}:1  row {row:2} col {column:2}"
                  f" {character!r:5} {glyph} on {background}")
        worst = min(worst, (cells[0][0], name))
        seen = set()
        for ratio, column, row, character, glyph, background in cells:
            if ratio >= MINIMUM:
                break
            if row in seen:
                continue
            seen.add(row)
            failures.append(
                f"{terminal} {name}: {ratio:.2f}:1 at row {row} column {column}"
                f" ({character!r}, {glyph} on {background}) in: {rows[row].strip()}")
    return worst, failures


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("reorder")
    parser.add_argument("--only", help="terminals starting with BACKGROUND/TERM/asked|unknown,"
                        " e.g. white/xterm-256color")
    parser.add_argument("--keep", help="save the screenshots in this directory")
    parser.add_argument("--show", type=int, default=1, help="the worst N cells of each screen")
    argv = sys.argv[1:]
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    args = parser.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
    args.extra = extra
    reorder = os.path.abspath(args.reorder)
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
    started = time.monotonic()
    failures = []
    summary = []
    with Display() as display, tempfile.TemporaryDirectory(prefix="reorder-contrast.") as directory:
        for answers in ANSWERS:
            for bg, fg in TERMINALS:
                for term in TERMS:
                    terminal = f"{bg}/{term}/{'asked' if answers else 'unknown'}"
                    if args.only and not terminal.startswith(args.only):
                        continue
                    results = run_terminal(display, reorder, bg, fg, term, answers, args.extra,
                                           args.keep, directory)
                    (ratio, screen), found = report(terminal, results, args.show)
                    failures += found
                    summary.append(f"worst on {bg:5} with TERM={term:14}"
                                   f" {'background asked' if answers else 'background unknown':18}"
                                   f" {ratio:5.2f}:1 ({screen})")
    print()
    print("\n".join(summary))
    print(f"({time.monotonic() - started:.0f} s)")
    if failures:
        print(f"\nrows with a glyph below {MINIMUM}:1 ({len(failures)}):")
        print("\n".join(failures))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
