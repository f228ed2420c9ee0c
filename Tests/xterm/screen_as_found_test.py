#!/usr/bin/env python3
"""reorder leaves a real xterm on the screen it found it on.

Run from a full-screen program (vim's :!), the terminal is on its alternate
screen already: reorder asks (DECRQM, CSI ? 1049 $ p), draws there, and
does not switch to the main screen at exit. From a shell, on the main
screen, it enters the alternate screen and leaves it as always. After
reorder exits, a small program asks xterm the same question: its answer
says which screen xterm shows.

    screen_as_found_test.py REORDER
"""

import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xterm import Display, XTerm  # noqa: E402

# Asks xterm which screen it shows; writes the DECRPM reply to "mode".
ASK = r"""
import os, select, termios, tty
fd = os.open("/dev/tty", os.O_RDWR)
saved = termios.tcgetattr(fd)
tty.setraw(fd)
os.write(fd, b"\x1b[?1049$p\x1b[c")
reply = b""
while not reply.endswith(b"c") and select.select([fd], [], [], 5)[0]:
    reply += os.read(fd, 100)
termios.tcsetattr(fd, termios.TCSAFLUSH, saved)
open("mode", "w").write(reply.decode("latin-1").replace("\x1b", "ESC"))
"""


def run(display, reorder, directory, on_alternate):
    with open(os.path.join(directory, "ask.py"), "w") as f:
        f.write(ASK)
    with open(os.path.join(directory, "in.txt"), "w") as f:
        f.write("one\ntwo\nthree\n")
    for name in ("mode", "out", "rc"):
        if os.path.exists(os.path.join(directory, name)):
            os.remove(os.path.join(directory, name))
    enter = r"printf '\033[?1049h\033[HPARENT'; " if on_alternate else ""
    script = (f"{enter}\"$0\" in.txt > out; echo $? > rc; python3 ask.py; sleep 600")
    env = {"TMUX": "", "TMUX_PANE": ""}
    with XTerm(display, ["sh", "-c", script, reorder], cwd=directory, env=env) as xterm:
        xterm.wait_for("1/3")
        xterm.key("J")
        xterm.wait_for("Moved 1")
        xterm.key("Return")
        deadline = time.monotonic() + 15
        while not os.path.exists(os.path.join(directory, "mode")):
            if time.monotonic() > deadline:
                raise SystemExit(f"FAIL: no answer to DECRQM after reorder; screen:\n{xterm.text()}")
            time.sleep(0.05)
        time.sleep(0.05)
        mode = open(os.path.join(directory, "mode")).read()
        result = open(os.path.join(directory, "out")).read()
    if result != "two\none\nthree\n":
        raise SystemExit(f"FAIL: the result is {result!r}")
    return mode


def main():
    reorder = os.path.abspath(sys.argv[1])
    failures = []
    with Display() as display, tempfile.TemporaryDirectory(prefix="reorder-screen.") as directory:
        for on_alternate, want in ((True, "ESC[?1049;1$y"), (False, "ESC[?1049;2$y")):
            mode = run(display, reorder, directory, on_alternate)
            found = "alternate" if on_alternate else "main"
            verdict = "ok  " if want in mode else "FAIL"
            print(f"{verdict} found on the {found} screen: after reorder xterm says {mode!r}"
                  f" (want {want})")
            if want not in mode:
                failures.append(found)
    if failures:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
