#!/usr/bin/env python3
"""A board dragged in a real xterm, which has left and right margins.

xterm answers that it has them (DECRQM, CSI ? 69 $ p), so while a card is
carried across a board the columns whose cards shift are scrolled by xterm
itself (DECSLRM and SU/SD within the margins), not sent again. The same
keys in tmux, which does not answer and gets every cell, are the
reference: after each key xterm's own screen (its print-immediate dump)
must show what tmux shows, and the written file must be the same. The
bytes xterm got (through `script`) must have scrolled within margins.

    margins_test.py REORDER
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xterm import Display, Timeout, XTerm  # noqa: E402

COLUMNS, ROWS = 72, 14
# (xdotool key, tmux key): down to the second card, lift it, carry it
# through the columns and back, drop; then a card of the second column
# carried left and put back with Esc.
STEPS = [
    ("j", "j"), ("j", "j"), ("space", "Space"), ("Right", "Right"), ("Down", "Down"),
    ("Right", "Right"), ("Right", "Right"), ("Left", "Left"), ("Up", "Up"), ("Left", "Left"),
    ("Return", "Enter"), ("l", "l"), ("j", "j"), ("space", "Space"), ("Left", "Left"),
    ("Escape", "Escape"),
]


def board():
    out = []
    for column, name in enumerate(["Todo", "Doing", "Review", "Done"]):
        out.append(f"## {name}\n")
        for card in range(1, 12 - column):
            out.append(f"- {name.lower()} {card}\n")
            if card % 4 == 0:
                out.append(f"    > a note on {name.lower()} {card}\n")
        out.append("\n")
    return "".join(out)


class Tmux:
    """The reference: reorder in a detached tmux pane of the same size."""

    def __init__(self, reorder, directory):
        self.socket = f"reorder-margins-{os.getpid()}"
        self.directory = directory
        self.tmux("-f", "/dev/null", "new-session", "-d", "-x", str(COLUMNS), "-y", str(ROWS),
                  "-s", "m", "-c", directory,
                  f"'{reorder}' --board tmux.md > tmux.out; echo $? > tmux.rc; sleep 600")

    def tmux(self, *args):
        return subprocess.run(["tmux", "-L", self.socket, *args], check=True,
                              capture_output=True, text=True).stdout

    def screen(self):
        return [line.rstrip() for line in self.tmux("capture-pane", "-p", "-t", "m").split("\n")[:ROWS]]

    def settled(self, before, timeout=15):
        """The screen once it differs from `before` and two looks a tenth of
        a second apart agree (a glide has ended)."""
        deadline = time.monotonic() + timeout
        last = None
        while time.monotonic() < deadline:
            rows = self.screen()
            if rows != before and rows == last:
                return rows
            last = rows
            time.sleep(0.1)
        raise SystemExit("FAIL: tmux's screen did not settle:\n" + "\n".join(self.screen()))

    def close(self):
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


def wait_file(path, timeout=15):
    deadline = time.monotonic() + timeout
    while not os.path.exists(path):
        if time.monotonic() > deadline:
            raise SystemExit(f"FAIL: {os.path.basename(path)} never came")
        time.sleep(0.05)
    time.sleep(0.05)
    return open(path).read()


def main():
    reorder = os.path.abspath(sys.argv[1])
    directory = tempfile.mkdtemp(prefix="reorder-margins.")
    for name in ("tmux.md", "xterm.md"):
        with open(os.path.join(directory, name), "w") as f:
            f.write(board())
    tmux = Tmux(reorder, directory)
    try:
        screens = [tmux.settled(None)]
        for _, key in STEPS:
            tmux.tmux("send-keys", "-t", "m", key)
            screens.append(tmux.settled(screens[-1]))
        tmux.tmux("send-keys", "-t", "m", "Enter")
        wait_file(os.path.join(directory, "tmux.rc"))
    finally:
        tmux.close()

    # `script` keeps the bytes xterm gets (its replies still reach reorder).
    command = (f"script -q -c \"'{reorder}' --board xterm.md > xterm.out; echo \\$? > xterm.rc\" "
               "typescript; sleep 600")
    env = {"TMUX": "", "TMUX_PANE": ""}
    with Display() as display, XTerm(display, ["sh", "-c", command], columns=COLUMNS, rows=ROWS,
                                     cwd=directory, env=env) as xterm:
        for step, expected in enumerate(screens):
            if step > 0:
                xterm.key(STEPS[step - 1][0])
            try:
                xterm.wait_for(lambda rows: rows == expected)
            except Timeout:
                shown = xterm.text()
                diff = [f"row {i}: xterm {a!r}\n        tmux  {b!r}"
                        for i, (a, b) in enumerate(zip(shown, expected)) if a != b]
                key = STEPS[step - 1][0] if step else "(start)"
                raise SystemExit(f"FAIL: after {key} (step {step}) xterm shows other rows than tmux:\n"
                                 + "\n".join(diff))
        xterm.key("Return")
        wait_file(os.path.join(directory, "xterm.rc"))
    written = open(os.path.join(directory, "xterm.out")).read()
    reference = open(os.path.join(directory, "tmux.out")).read()
    if written != reference or written == board():
        raise SystemExit("FAIL: the written boards differ (or nothing moved)")
    with open(os.path.join(directory, "typescript"), "rb") as f:
        sent = f.read()
    scrolls = sent.count(b"s\x1b[") and sent.count(b"\x1b[?69h")
    if not scrolls:
        raise SystemExit("FAIL: xterm was never asked to scroll within margins")
    shutil.rmtree(directory, ignore_errors=True)
    print(f"margins: {len(STEPS)} steps, xterm's screen as tmux's at each; "
          f"{sent.count(b'[?69h')} time(s) margins on, {sent.count(b'[?69l')} off")


if __name__ == "__main__":
    main()
